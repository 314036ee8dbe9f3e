// Operations the host needs that may raise (they allocate or run metamethods). Each runs its work in
// a tiny C function under lua_pcall (luakit_protect), so a raise unwinds only C frames and the host
// gets a status back.
#include <string.h>
#include "Internal.h"

typedef struct {
    const char *bytes;
    size_t length;
} luakit_string_args;

static int push_string_op(lua_State *L) {
    const luakit_string_args *args = lua_touserdata(L, 1);
    lua_pushlstring(L, args->bytes, args->length);
    return 1;
}

int luakit_push_string(lua_State *L, const char *s, size_t len) {
    luakit_string_args args = {s, len};
    return luakit_protect(L, push_string_op, &args, 0, 1);
}

static int new_table_op(lua_State *L) {
    const int *sizes = lua_touserdata(L, 1);
    lua_createtable(L, sizes[0], sizes[1]);
    return 1;
}

int luakit_new_table(lua_State *L, int narr, int nrec) {
    int sizes[2] = {narr, nrec};
    return luakit_protect(L, new_table_op, sizes, 0, 1);
}

static int ref_op(lua_State *L) {
    int *ref = lua_touserdata(L, 1);
    lua_settop(L, 2);
    *ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

int luakit_ref(lua_State *L, int *ref) {
    *ref = LUA_NOREF;
    return luakit_protect(L, ref_op, ref, 1, 0);
}

// Runs `op` with a copy of the value at `idx` as its first argument, followed by the `above` values on
// top of the stack (which it consumes), so the operations work for any stack index given.
static int protect_on(lua_State *L, int idx, lua_CFunction op, void *ud, int above, int nresults) {
    idx = lua_absindex(L, idx);
    if (!lua_checkstack(L, 1)) {
        lua_pop(L, above);
        return LUAKIT_STATUS_NO_STACK;
    }
    lua_pushvalue(L, idx);
    if (above > 0) lua_rotate(L, -(above + 1), 1);
    return luakit_protect(L, op, ud, above + 1, nresults);
}

static int get_table_op(lua_State *L) {
    lua_gettable(L, 2);
    return 1;
}

int luakit_get_table(lua_State *L, int t) { return protect_on(L, t, get_table_op, NULL, 1, 1); }

static int set_table_op(lua_State *L) {
    lua_settable(L, 2);
    return 0;
}

int luakit_set_table(lua_State *L, int t) { return protect_on(L, t, set_table_op, NULL, 2, 0); }

static int raw_set_op(lua_State *L) {
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_rawset(L, 2);
    return 0;
}

int luakit_raw_set(lua_State *L, int t) { return protect_on(L, t, raw_set_op, NULL, 2, 0); }

static int next_op(lua_State *L) {
    int *more = lua_touserdata(L, 1);
    *more = lua_next(L, 2);
    return *more ? 2 : 0;
}

int luakit_next(lua_State *L, int t, int *more) {
    *more = 0;
    if (!lua_checkstack(L, 2)) {
        lua_pop(L, 1);
        return LUAKIT_STATUS_NO_STACK;
    }
    return protect_on(L, t, next_op, more, 1, LUA_MULTRET);
}

static int to_string_op(lua_State *L) {
    luaL_tolstring(L, 2, NULL);
    return 1;
}

int luakit_to_string(lua_State *L, int idx) { return protect_on(L, idx, to_string_op, NULL, 0, 1); }

// MARK: - Loading

typedef struct {
    const char *source;
    size_t length;
} luakit_chunk;

static const char *read_chunk(lua_State *L, void *data, size_t *size) {
    (void)L;
    luakit_chunk *chunk = data;
    if (chunk->length == 0) {
        *size = 0;
        return NULL;
    }
    *size = chunk->length;
    chunk->length = 0;
    return chunk->source;
}

int luakit_load(lua_State *L, const char *source, size_t len, const char *chunkname, int env) {
    if (env != 0) env = lua_absindex(L, env);
    if (!lua_checkstack(L, 2)) return LUAKIT_STATUS_NO_STACK;
    luakit_chunk chunk = {source, len};
    luakit_runtime *rt = luakit_runtime_of(L);
    // lua_load runs the parser protected and never raises, but the parser allocates, and a collection
    // step may run finalizers, which may call into the host: count this as a host entry.
    luakit_enter(rt);
    int status = lua_load(L, read_chunk, &chunk, chunkname, "t");
    luakit_leave(rt);
    if (status == LUA_OK && env != 0) {
        // The first upvalue of a main chunk is _ENV. lua_setupvalue neither allocates nor raises.
        lua_pushvalue(L, env);
        if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
        luakit_remember_chunk(L, chunkname, env);
    }
    return status;
}
