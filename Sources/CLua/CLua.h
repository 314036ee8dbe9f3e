// The system's Lua 5.4 headers, found through pkg-config ("lua5.4").
// Nothing is vendored: Debian's liblua5.4-dev or Homebrew's lua@5.4 provide them (CLuaBridge.h stops a build
// that finds another Lua's headers).
#ifndef PRESTYLE_CLUA_H
#define PRESTYLE_CLUA_H
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#endif
