#include <string.h>
#include <lauxlib.h>
#include <lualib.h>
#include "CLuaBaselines.h"

static int add(lua_State *L) {
    lua_Number a = luaL_checknumber(L, 1);
    lua_Number b = luaL_checknumber(L, 2);
    lua_pushnumber(L, a + b);
    return 1;
}

typedef struct {
    lua_Number x, y, width, height;
} rect;

static const char rect_key = 0;

static int rect_new(lua_State *L) {
    rect r = {luaL_checknumber(L, 1), luaL_checknumber(L, 2), luaL_checknumber(L, 3), luaL_checknumber(L, 4)};
    rect *memory = lua_newuserdatauv(L, sizeof(rect), 0);
    *memory = r;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &rect_key);
    lua_setmetatable(L, -2);
    return 1;
}

static int rect_index(lua_State *L) {
    const rect *r = lua_touserdata(L, 1);
    const char *key = luaL_checkstring(L, 2);
    if (strcmp(key, "x") == 0) lua_pushnumber(L, r->x);
    else if (strcmp(key, "y") == 0) lua_pushnumber(L, r->y);
    else if (strcmp(key, "width") == 0) lua_pushnumber(L, r->width);
    else if (strcmp(key, "height") == 0) lua_pushnumber(L, r->height);
    else return luaL_error(L, "Rect has no member '%s'", key);
    return 1;
}

lua_State *baseline_open(void) {
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    lua_register(L, "add", add);
    lua_register(L, "Rect", rect_new);
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, rect_index);
    lua_setfield(L, -2, "__index");
    lua_rawsetp(L, LUA_REGISTRYINDEX, &rect_key);
    return L;
}

void baseline_close(lua_State *L) { lua_close(L); }

static void noop_hook(lua_State *L, lua_Debug *ar) {
    (void)L;
    (void)ar;
}

void baseline_set_hook(lua_State *L, int installed) {
    if (installed) lua_sethook(L, noop_hook, LUA_MASKCOUNT, 1000);
    else lua_sethook(L, NULL, 0, 0);
}

int baseline_load(lua_State *L, const char *source) {
    if (luaL_loadstring(L, source) != LUA_OK) {
        lua_pop(L, 1);
        return LUA_NOREF;
    }
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

double baseline_run(lua_State *L, int ref, long n) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushinteger(L, (lua_Integer)n);
    double result = -1;
    if (lua_pcall(L, 1, 1, 0) == LUA_OK) result = lua_tonumberx(L, -1, NULL);
    lua_settop(L, 0);
    return result;
}

double baseline_call(lua_State *L, int ref, long iterations) {
    double sum = 0;
    for (long i = 0; i < iterations; i++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
        lua_pushnumber(L, (lua_Number)i);
        lua_pushnumber(L, 2.0);
        if (lua_pcall(L, 2, 4, 0) != LUA_OK) {
            lua_settop(L, 0);
            return -1;
        }
        for (int r = -4; r < 0; r++) sum += lua_tonumberx(L, r, NULL);
        lua_settop(L, 0);
    }
    return sum;
}
