// The raw Lua C API doing what luakit-bench measures LuaKit doing: the baselines of its ratios.
#ifndef CLUABASELINES_H
#define CLUABASELINES_H

#include <lua.h>

/// A plain state (luaL_newstate, every library) with the baseline functions and types registered:
/// `add(a, b)` and `Rect(x, y, w, h)` (a userdata with fields x, y, width, height).
lua_State *baseline_open(void);
void baseline_close(lua_State *L);
/// Installs (or removes) a count hook that does nothing, as the instruction budget's does its work.
void baseline_set_hook(lua_State *L, int installed);
/// Compiles `source` into a registry reference (LUA_NOREF on failure).
int baseline_load(lua_State *L, const char *source);
/// Calls the function `ref` with one argument, `n`, and one numeric result (the scripts loop `n` times).
double baseline_run(lua_State *L, int ref, long n);
/// Calls the function `ref` `iterations` times with two numbers, reading four numeric results, the
/// way a host calls a Lua hook: lua_rawgeti, lua_pushnumber ×2, lua_pcall, lua_tonumberx ×4, lua_settop.
double baseline_call(lua_State *L, int ref, long iterations);

#endif
