// Memoized properties: a host getter whose last value Lua gives again, without calling the host, for as long
// as no host code can have changed it (see luakit_memo in CLuaBridge.h).
//
// "No host code ran" is the runtime's generation staying the same. It moves on at every entry into Lua from
// the host (the host ran before it) and after every host function, setter or finalizer Lua calls — every
// crossing into Swift but a memoized getter's own, which only reads. So within one stretch of Lua code a
// property read twice is read from the host once, and a value read before any crossing is never given after it.
//
// Across entries the host can vouch for a value (luakit_expect_memo): it compares what the memo holds with
// what the property is now, right before it calls Lua, and the entry then keeps the memo valid — the value a
// hook reads most is in place when the hook is called, and read again only when it changed.
#include <string.h>
#include "Internal.h"

int luakit_memo_get(lua_State *L, int memo_index) {
    luakit_runtime *rt = luakit_runtime_of(L);
    luakit_memo *memo = lua_touserdata(L, memo_index);
    const void *object = lua_topointer(L, 1);
    if (memo->generation == rt->generation && memo->object == object) {
        lua_getiuservalue(L, memo_index, 1);
        return 1;
    }
    // The generation the value is read in: should the getter end up running host code that starts another
    // (it should not: it only reads), the value is already stale when it is kept.
    unsigned long long generation = rt->generation;
    int n = luakit_invoke_host(L, memo->getter, 0);
    if (n != 1) return n;
    lua_pushvalue(L, -1);
    lua_setiuservalue(L, memo_index, 1);
    memo->object = object;
    if (lua_type(L, -1) == LUA_TUSERDATA) {
        memo->value_bytes = lua_touserdata(L, -1);
        memo->value_size = lua_rawlen(L, -1);
    } else {
        memo->value_bytes = NULL;
        memo->value_size = 0;
    }
    memo->generation = generation;
    return 1;
}

void luakit_memo_enter(luakit_runtime *rt) {
    rt->generation++;
    luakit_memo *memo = rt->expected_memo;
    if (memo == NULL) return;
    // Taken up by this entry, whichever it is: a vouching holds for one entry.
    rt->expected_memo = NULL;
    if (memo->object == rt->expected_object && memo->value_bytes != NULL && memo->value_size == rt->expected_size
        && memcmp(memo->value_bytes, rt->expected_bytes, rt->expected_size) == 0) {
        memo->generation = rt->generation;
    }
}

static int new_memo_op(lua_State *L) {
    void **args = lua_touserdata(L, 1);
    luakit_memo *memo = lua_newuserdatauv(L, sizeof *memo, 1);
    memset(memo, 0, sizeof *memo);
    memo->getter = args[0];
    args[1] = memo;
    return 1;
}

int luakit_new_memo(lua_State *L, void *callable, luakit_memo **memo) {
    void *args[2] = {callable, NULL};
    int status = luakit_protect(L, new_memo_op, args, 0, 1);
    *memo = args[1];
    return status;
}
