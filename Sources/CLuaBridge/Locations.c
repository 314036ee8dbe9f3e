// Where Lua code is: the lines a function is defined on, and the line the innermost running Lua function
// is at. Layers above LuaKit point diagnostics at script lines with them (a hook's definition, the line
// that called a host function). lua_getinfo is marked 'm' in the manual (some options build tables), so
// both run under luakit_protect even though the options used here only read.
#include <string.h>
#include "Internal.h"

static void fill(luakit_location *out, const lua_Debug *ar, int line) {
    out->source = ar->source;
    out->line = line;
    out->last_line = ar->lastlinedefined;
}

static int function_location_op(lua_State *L) {
    luakit_location *out = lua_touserdata(L, 1);
    lua_Debug ar;
    lua_pushvalue(L, 2);
    lua_getinfo(L, ">S", &ar);
    if (strcmp(ar.what, "C") != 0) fill(out, &ar, ar.linedefined);
    return 0;
}

int luakit_function_location(lua_State *L, int idx, luakit_location *out) {
    memset(out, 0, sizeof *out);
    idx = lua_absindex(L, idx);
    if (!lua_checkstack(L, 2)) return LUAKIT_STATUS_NO_STACK;
    lua_pushvalue(L, idx);
    return luakit_protect(L, function_location_op, out, 1, 0);
}

static int running_location_op(lua_State *L) {
    luakit_location *out = lua_touserdata(L, 1);
    lua_Debug ar;
    // Level 0 is this function; the first Lua function above it is the script's innermost frame.
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (strcmp(ar.what, "C") != 0 && ar.currentline > 0) {
            fill(out, &ar, ar.currentline);
            break;
        }
    }
    return 0;
}

int luakit_running_location(lua_State *L, luakit_location *out) {
    memset(out, 0, sizeof *out);
    return luakit_protect(L, running_location_op, out, 0, 0);
}
