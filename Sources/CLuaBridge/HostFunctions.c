// The trampolines through which Lua calls Swift: host functions, userdata members and finalizers.
// Each calls the Swift side through `rt->host_entry`, which never raises, and raises the Lua error the
// Swift side asked for only after the Swift frame has returned.
#include <string.h>
#include "Internal.h"

// Pushes Lua's "bad argument #n to 'f' (extra)" for argument `arg` of the running C function, with
// the caller's position in front. Lua's own luaL_argerror raises at once; the trampoline needs the
// message first, to remember it (see luakit_raise).
static void push_argument_error(lua_State *L, int arg, const char *extra) {
    lua_Debug ar;
    const char *name = "?";
    if (lua_getstack(L, 0, &ar)) {
        lua_getinfo(L, "n", &ar);
        if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) {
            // Called as obj:name(...): Lua users count arguments after the receiver.
            arg--;
            if (arg == 0) {
                luaL_where(L, 1);
                lua_pushfstring(L, "calling '%s' on bad self (%s)", ar.name ? ar.name : "?", extra);
                lua_concat(L, 2);
                return;
            }
        }
        if (ar.name != NULL) name = ar.name;
    }
    luaL_where(L, 1);
    lua_pushfstring(L, "bad argument #%d to '%s' (%s)", arg, name, extra);
    lua_concat(L, 2);
}

// Turns a host failure into a Lua error. Runs in C, after the Swift frame is gone.
static int luakit_raise(lua_State *L, luakit_runtime *rt, int code) {
    switch (code) {
    case LUAKIT_HOST_RAISE:
        break;
    case LUAKIT_HOST_ERROR:
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        break;
    case LUAKIT_HOST_ARGUMENT_ERROR:
        push_argument_error(L, rt->failed_argument, lua_tostring(L, -1));
        break;
    case LUAKIT_HOST_TYPE_ERROR: {
        int arg = rt->failed_argument;
        // The expected type's name is on top, above the arguments.
        lua_pushfstring(L, "%s expected, got %s", lua_tostring(L, -1),
                        arg < lua_gettop(L) ? luakit_type_name(L, arg) : "no value");
        push_argument_error(L, arg, lua_tostring(L, -1));
        break;
    }
    default:
        luaL_where(L, 1);
        lua_pushliteral(L, "stack overflow (a host function could not grow the Lua stack)");
        lua_concat(L, 2);
        break;
    }
    // Remember the value raised, so the host can tell its own errors (and their kind) when they come
    // back out of Lua.
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_host_error);
    return lua_error(L);
}

// Creates the userdata result the Swift side left in `pending`: its metatable waits in the result's
// slot. Runs in C, after the Swift frame is gone, so the allocation may raise (a memory error): the
// bytes are plain data, and dropping them loses nothing.
static void create_pending_userdata(lua_State *L, const luakit_pending_userdata *pending) {
    if (!lua_checkstack(L, 2)) luaL_error(L, "stack overflow (a host function could not grow the Lua stack)");
    void *memory = lua_newuserdatauv(L, pending->size, 0);
    memcpy(memory, pending->payload.bytes, pending->size);
    lua_pushvalue(L, pending->slot);
    lua_setmetatable(L, -2);
    lua_replace(L, pending->slot);
}

// Calls the Swift callable with this thread as the current one; results or a raise.
static int luakit_invoke(lua_State *L, void *callable) {
    return luakit_invoke_host(L, callable, 1);
}

int luakit_invoke_host(lua_State *L, void *callable, int changes) {
    luakit_runtime *rt = luakit_runtime_of(L);
    lua_State *outer = rt->current_thread;
    luakit_pending_userdata *outer_pending = rt->pending_userdata;
    luakit_pending_userdata pending;
    pending.slot = 0;
    rt->current_thread = L;
    rt->pending_userdata = &pending;
    int n = rt->host_entry(L, callable);
    rt->current_thread = outer;
    rt->pending_userdata = outer_pending;
    // The host may have changed anything a memoized property reads (Memo.c).
    if (changes) rt->generation++;
    if (n < 0) return luakit_raise(L, rt, n);
    if (pending.slot != 0) create_pending_userdata(L, &pending);
    // The Swift frame is gone: raising here is as safe as luakit_raise.
    if (rt->time_limit > 0 && rt->budget_armed && !rt->budget_exceeded) luakit_check_deadline(L, rt);
    return n;
}

// MARK: - Host functions

static int host_function(lua_State *L) {
    void **box = lua_touserdata(L, lua_upvalueindex(1));
    // The box is finalized when Lua collects it, which during lua_close may come before a script
    // finalizer that still calls the function.
    if (*box == NULL) return luaL_error(L, "host function called after its state began closing");
    return luakit_invoke(L, *box);
}

static int release_box(lua_State *L) {
    void **box = lua_touserdata(L, 1);
    if (box != NULL && *box != NULL) {
        void *callable = *box;
        *box = NULL;
        luakit_runtime_of(L)->host_release(callable);
    }
    return 0;
}

// Pushes the box a host function's closure holds as its first upvalue, empty (NULL) until the caller, once
// nothing more can raise, stores the callable in it.
static void **push_box(lua_State *L) {
    void **box = lua_newuserdatauv(L, sizeof(void *), 0);
    *box = NULL;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_function_box) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_createtable(L, 0, 2);
        lua_pushcfunction(L, release_box);
        lua_setfield(L, -2, "__gc");
        lua_pushliteral(L, "host function");
        lua_setfield(L, -2, "__metatable");
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_host_function_box);
    }
    lua_setmetatable(L, -2);
    return box;
}

static int push_host_function_op(lua_State *L) {
    void *callable = lua_touserdata(L, 1);
    void **box = push_box(L);
    lua_pushcclosure(L, host_function, 1);
    // Only now, after the last allocation, does the box own the callable: had anything above raised,
    // the caller would still own it (and releases it).
    *box = callable;
    return 1;
}

int luakit_push_host_function(lua_State *L, void *callable) {
    return luakit_protect(L, push_host_function_op, callable, 0, 1);
}

// A method whose common calls C answers (luakit_native_method, NativeMembers.c) in front of the host's
// implementation, which gets every call the fast path declines, its arguments untouched. Upvalues: the host
// function's box (first, as host_function reads it), the method's number, the type's key, the limit.
static int native_method(lua_State *L) {
    int n = luakit_native_method(L, (int)lua_tointeger(L, lua_upvalueindex(2)), lua_touserdata(L, lua_upvalueindex(3)),
                                 lua_tonumber(L, lua_upvalueindex(4)));
    if (n >= 0) return n;
    return host_function(L);
}

typedef struct {
    void *callable;
    int method;
    const void *type_key;
    double limit;
} native_method_args;

static int push_native_method_op(lua_State *L) {
    const native_method_args *args = lua_touserdata(L, 1);
    void **box = push_box(L);
    lua_pushinteger(L, args->method);
    lua_pushlightuserdata(L, (void *)args->type_key);
    lua_pushnumber(L, args->limit);
    lua_pushcclosure(L, native_method, 4);
    *box = args->callable;  // as in push_host_function_op: after the last allocation
    return 1;
}

int luakit_push_native_method(lua_State *L, void *callable, int method, const void *type_key, double limit) {
    native_method_args args = {callable, method, type_key, limit};
    return luakit_protect(L, push_native_method_op, &args, 0, 1);
}

// MARK: - Userdata types

static int new_metatable_op(lua_State *L) {
    const char *name = lua_touserdata(L, 1);
    lua_createtable(L, 0, 8);
    lua_pushstring(L, name);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, "__name");
    lua_pushvalue(L, -1);
    // getmetatable(value) gives the type's name, never the metatable, so scripts cannot reach the
    // members, the finalizer or the light-userdata callables inside.
    lua_setfield(L, -3, "__metatable");
    lua_rawsetp(L, -2, &luakit_key_type_name);
    return 1;
}

int luakit_new_metatable(lua_State *L, const char *name) {
    return luakit_protect(L, new_metatable_op, (void *)name, 0, 1);
}

// Members trust the value at 1 to be of their type. The metatable is hidden (__metatable), so only
// the VM can call __index and __newindex, with a value of this type, unless scripts have the debug
// library, which can call them with anything: in an unsandboxed state they check first.
static void check_self(lua_State *L, int metatable) {
    if (!lua_getmetatable(L, 1) || !lua_rawequal(L, -1, lua_upvalueindex(metatable))) {
        lua_settop(L, 0);
        luaL_error(L, "metamethod called on a value of another type");
    }
    lua_pop(L, 1);
}

// __index: members (methods and constants) come straight from the members table; a light userdata
// there is a property getter. Upvalues: members, fallback getter (or nil), the metatable. The stack
// is (value, key); what a lookup leaves above them is harmless, the results being the top values.
static int userdata_index_trusted(lua_State *L) {
    lua_pushvalue(L, 2);
    switch (lua_rawget(L, lua_upvalueindex(1))) {
    case LUA_TLIGHTUSERDATA:
        return luakit_invoke(L, lua_touserdata(L, 3));
    case LUA_TNUMBER:
        // A native getter (NativeMembers.c): read from the value's bytes, no call into the host.
        return luakit_native_get(L, lua_tointeger(L, 3));
    case LUA_TUSERDATA:
        // A memoized property (Memo.c): its last value while nothing can have changed it.
        return luakit_memo_get(L, 3);
    case LUA_TNIL:
        break;
    default:
        return 1;
    }
    if (lua_type(L, lua_upvalueindex(2)) == LUA_TLIGHTUSERDATA) {
        return luakit_invoke(L, lua_touserdata(L, lua_upvalueindex(2)));
    }
    if (lua_type(L, 2) == LUA_TSTRING) return luaL_error(L, "%s has no member '%s'", luakit_type_name(L, 1), lua_tostring(L, 2));
    return luaL_error(L, "%s has no member of type %s", luakit_type_name(L, 1), luakit_type_name(L, 2));
}

static int userdata_index(lua_State *L) {
    lua_settop(L, 2);
    check_self(L, 3);
    return userdata_index_trusted(L);
}

// __newindex: setters by name; a name that is a member without a setter is read-only. Upvalues:
// setters, members, fallback setter (or nil), the metatable.
static int userdata_newindex_trusted(lua_State *L) {
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TLIGHTUSERDATA) {
        void *setter = lua_touserdata(L, 4);
        lua_settop(L, 3);
        return luakit_invoke(L, setter);
    }
    lua_pushvalue(L, 2);
    int known = lua_rawget(L, lua_upvalueindex(2)) != LUA_TNIL;
    lua_settop(L, 3);
    if (!known && lua_type(L, lua_upvalueindex(3)) == LUA_TLIGHTUSERDATA) {
        return luakit_invoke(L, lua_touserdata(L, lua_upvalueindex(3)));
    }
    const char *type = luakit_type_name(L, 1);
    if (lua_type(L, 2) != LUA_TSTRING) return luaL_error(L, "%s has no member of type %s", type, luakit_type_name(L, 2));
    if (known) return luaL_error(L, "cannot assign to '%s' of %s: it is read-only", lua_tostring(L, 2), type);
    return luaL_error(L, "%s has no member '%s'", type, lua_tostring(L, 2));
}

static int userdata_newindex(lua_State *L) {
    lua_settop(L, 3);
    check_self(L, 4);
    return userdata_newindex_trusted(L);
}

// __gc: deinitializes the Swift value in the userdata, then removes the metatable so that a userdata
// resurrected by another finalizer can no longer reach the dead value (it becomes a plain userdata).
// Upvalues: the destroy callable, the metatable. The collector only calls it with a live value of this
// type; with the debug library (an unsandboxed state) a script can call it with anything, and again on
// a value it finalized: those calls do nothing.
static int userdata_gc(lua_State *L) {
    if (lua_type(L, 1) != LUA_TUSERDATA || !lua_getmetatable(L, 1) || !lua_rawequal(L, -1, lua_upvalueindex(2))) {
        return 0;
    }
    lua_pop(L, 1);
    luakit_runtime *rt = luakit_runtime_of(L);
    lua_State *outer = rt->current_thread;
    luakit_pending_userdata *outer_pending = rt->pending_userdata;
    rt->current_thread = L;
    // A finalizer has no results: nothing may be left pending for the host function it interrupted.
    rt->pending_userdata = NULL;
    rt->host_entry(L, lua_touserdata(L, lua_upvalueindex(1)));
    rt->current_thread = outer;
    rt->pending_userdata = outer_pending;
    // A new generation: memos may hold this object's address (Memo.c), which it is about to give up.
    rt->generation++;
    lua_pushnil(L);
    lua_setmetatable(L, 1);
    return 0;
}

static void push_callable_or_nil(lua_State *L, void *callable) {
    if (callable != NULL) {
        lua_pushlightuserdata(L, callable);
    } else {
        lua_pushnil(L);
    }
}

// The slot of `key` in the runtime's type cache: its entry, or the free slot where it would go; NULL when
// the cache is full and `key` is not in it.
static luakit_type_entry *type_slot(luakit_runtime *rt, const void *key) {
    // Type keys are addresses of Swift type metadata: the low bits are alignment, the next ones vary.
    size_t start = ((size_t)key >> 4) % LUAKIT_TYPE_CACHE_SIZE;
    for (size_t probe = 0; probe < LUAKIT_TYPE_CACHE_SIZE; probe++) {
        luakit_type_entry *entry = &rt->type_cache[(start + probe) % LUAKIT_TYPE_CACHE_SIZE];
        if (entry->key == key || entry->key == NULL) return entry;
    }
    return NULL;
}

static int finish_metatable_op(lua_State *L) {
    // 1: the callables; 2: metatable; 3: members; 4: setters
    void *const *callables = lua_touserdata(L, 1);
    // Without the debug library nothing but the VM reaches __index and __newindex (see check_self).
    int trusted = luakit_runtime_of(L)->sandboxed;
    lua_pushvalue(L, 3);
    push_callable_or_nil(L, callables[0]);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, trusted ? userdata_index_trusted : userdata_index, 3);
    lua_setfield(L, 2, "__index");
    lua_pushvalue(L, 4);
    lua_pushvalue(L, 3);
    push_callable_or_nil(L, callables[1]);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, trusted ? userdata_newindex_trusted : userdata_newindex, 4);
    lua_setfield(L, 2, "__newindex");
    // Plain values (no references to release) get no finalizer: Lua frees them like its own data, and
    // finalizers slow collection down (an object with one takes two cycles to go).
    if (callables[2] != NULL) {
        lua_pushlightuserdata(L, callables[2]);
        lua_pushvalue(L, 2);
        lua_pushcclosure(L, userdata_gc, 2);
        lua_setfield(L, 2, "__gc");
    }
    // Registered only now, complete: a userdata never gets a metatable without its finalizer.
    lua_pushvalue(L, 2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, callables[3]);
    // The registry keeps the metatable alive (and in place: Lua never moves objects) until the state closes
    // or the type is registered again, which replaces the entry.
    luakit_type_entry *entry = type_slot(luakit_runtime_of(L), callables[3]);
    if (entry != NULL) {
        entry->key = callables[3];
        entry->metatable = lua_topointer(L, 2);
    }
    return 0;
}

int luakit_finish_metatable(lua_State *L, const void *type_key, void *fallback_get, void *fallback_set, void *destroy) {
    void *callables[4] = {fallback_get, fallback_set, destroy, (void *)type_key};
    // Copy the metatable above members and setters so the op gets (metatable, members, setters) and
    // the original stays on the stack for the caller.
    if (!lua_checkstack(L, 3)) {
        lua_pop(L, 2);
        return LUAKIT_STATUS_NO_STACK;
    }
    lua_pushvalue(L, -3);
    lua_rotate(L, -3, 1);
    return luakit_protect(L, finish_metatable_op, callables, 3, 0);
}

typedef struct {
    size_t size;
    const void *key;
    void *payload;
} luakit_userdata_args;

static int new_userdata_op(lua_State *L) {
    luakit_userdata_args *args = lua_touserdata(L, 1);
    void *payload = lua_newuserdatauv(L, args->size, 0);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, args->key) != LUA_TTABLE) return 0;
    lua_setmetatable(L, -2);
    args->payload = payload;
    return 1;
}

int luakit_new_userdata(lua_State *L, size_t size, const void *type_key, void **payload) {
    luakit_userdata_args args = {size, type_key, NULL};
    int status = luakit_protect(L, new_userdata_op, &args, 0, 1);
    *payload = args.payload;
    if (status == LUA_OK && args.payload == NULL) {
        lua_pop(L, 1);
        return LUAKIT_STATUS_UNREGISTERED;
    }
    return status;
}

void *luakit_test_userdata(lua_State *L, int idx, const void *type_key) {
    void *memory = lua_touserdata(L, idx);
    if (memory == NULL || lua_type(L, idx) != LUA_TUSERDATA) return NULL;
    if (!lua_checkstack(L, 2) || !lua_getmetatable(L, idx)) return NULL;
    const luakit_type_entry *entry = type_slot(luakit_runtime_of(L), type_key);
    if (entry != NULL && entry->key == type_key) {
        // The cached address of the type's metatable: no registry lookup.
        int same = lua_topointer(L, -1) == entry->metatable;
        lua_pop(L, 1);
        return same ? memory : NULL;
    }
    lua_rawgetp(L, LUA_REGISTRYINDEX, type_key);
    int same = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return same ? memory : NULL;
}
