// Indexing from C library code, charged to the instruction budget one instruction per table it goes
// through. `t[k]` follows `__index` from table to table — up to 2,000 of them (Lua's MAXTAGLOOP) — inside
// one lua_gettable, where no count hook fires: a table function or gsub looping over such a chain would
// do 2,000 times the work it looks like. These helpers walk the chain themselves, with Lua's semantics
// (lvm.c's luaV_finishget and luaV_finishset), charging each step.
#include "Internal.h"

// Lua's limit on __index/__newindex chains (MAXTAGLOOP in lvm.c).
#define CHAIN_LIMIT 2000
// Steps charged at once (the charge reads the clock).
#define STEP_BATCH 256

static const char chain_explanation[] = " (counting each table that table functions and gsub go through in C)";

static void charge(lua_State *L, luakit_runtime *rt) {
    if (++rt->c_steps >= STEP_BATCH) {
        rt->c_steps = 0;
        luakit_charge_steps(L, STEP_BATCH, chain_explanation);
    }
}

// Lua's error for a chain past the limit: raised in the C function, so without a position (as lvm.c's).
static void chain_too_long(lua_State *L, const char *message) {
    lua_pushstring(L, message);
    lua_error(L);
}

// In both walks, step `loop` looks at the loop-th value of the chain (0: the one indexed). As in lvm.c,
// the 2,000th may still be looked up raw, but going on from it is an error.
int luakit_charged_get(lua_State *L, int t) {
    luakit_runtime *rt = luakit_runtime_of(L);
    t = lua_absindex(L, t);
    int key = lua_gettop(L);
    lua_pushvalue(L, t);  // the value being indexed, then each __index in turn
    for (int loop = 0;; loop++) {
        charge(L, rt);
        int table = lua_type(L, -1) == LUA_TTABLE;
        if (table) {
            lua_pushvalue(L, key);
            if (lua_rawget(L, -2) != LUA_TNIL) break;
            lua_pop(L, 1);
        }
        if (loop == CHAIN_LIMIT) chain_too_long(L, "'__index' chain too long; possible loop");
        if (!table) {
            // Strings and host userdata: their metatables are the host's, not a script's chain.
            lua_pushvalue(L, key);
            lua_gettable(L, -2);
            break;
        }
        if (!lua_getmetatable(L, -1)) {
            lua_pushnil(L);
            break;
        }
        lua_pushliteral(L, "__index");
        int handler = lua_rawget(L, -2);
        lua_remove(L, -2);
        if (handler == LUA_TNIL) break;  // the nil is the result
        if (handler == LUA_TFUNCTION) {
            lua_pushvalue(L, -2);
            lua_pushvalue(L, key);
            lua_call(L, 2, 1);
            break;
        }
        lua_remove(L, -2);
    }
    // Stack: key, the last value indexed, the result.
    lua_replace(L, key);
    lua_settop(L, key);
    return lua_type(L, key);
}

int luakit_charged_geti(lua_State *L, int t, lua_Integer i) {
    t = lua_absindex(L, t);
    lua_pushinteger(L, i);
    return luakit_charged_get(L, t);
}

void luakit_charged_set(lua_State *L, int t) {
    luakit_runtime *rt = luakit_runtime_of(L);
    t = lua_absindex(L, t);
    int value = lua_gettop(L), key = value - 1;
    lua_pushvalue(L, t);  // the value being assigned into, then each __newindex in turn
    for (int loop = 0;; loop++) {
        charge(L, rt);
        int table = lua_type(L, -1) == LUA_TTABLE;
        if (table) {
            lua_pushvalue(L, key);
            int present = lua_rawget(L, -2) != LUA_TNIL;
            lua_pop(L, 1);
            if (present) {
                lua_pushvalue(L, key);
                lua_pushvalue(L, value);
                lua_rawset(L, -3);
                break;
            }
        }
        if (loop == CHAIN_LIMIT) chain_too_long(L, "'__newindex' chain too long; possible loop");
        if (!table) {
            lua_pushvalue(L, key);
            lua_pushvalue(L, value);
            lua_settable(L, -3);
            break;
        }
        int handler = LUA_TNIL;
        if (lua_getmetatable(L, -1)) {
            lua_pushliteral(L, "__newindex");
            handler = lua_rawget(L, -2);
            lua_remove(L, -2);
            if (handler == LUA_TNIL) lua_pop(L, 1);
        }
        if (handler == LUA_TNIL) {
            lua_pushvalue(L, key);
            lua_pushvalue(L, value);
            lua_rawset(L, -3);  // raises for a nil or NaN key, as Lua does
            break;
        }
        if (handler == LUA_TFUNCTION) {
            lua_pushvalue(L, -2);
            lua_pushvalue(L, key);
            lua_pushvalue(L, value);
            lua_call(L, 3, 0);
            break;
        }
        lua_remove(L, -2);
    }
    lua_settop(L, key - 1);
}

void luakit_charged_seti(lua_State *L, int t, lua_Integer i) {
    t = lua_absindex(L, t);
    lua_pushinteger(L, i);
    lua_insert(L, -2);
    luakit_charged_set(L, t);
}
