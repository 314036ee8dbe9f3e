// Native members of plain-data userdata: getters and methods that C answers from the value's own bytes,
// so that reading `r.x` or calling `r:inset(30)` on a host's rectangle never calls into the host.
//
// A native getter reads doubles at byte offsets of the payload (see LUAKIT_NATIVE_*). A native method is a
// fast path in front of the host's own implementation of the same method: it handles the common, valid calls
// and returns -1 for anything else — another form of arguments, a value out of range, a call that must fail —
// and the trampoline then calls the host, which does the same work the same way and words any error. Errors
// are therefore always the host's, and a fast path only has to agree with the host on the results it gives.
#include <math.h>
#include <string.h>
#include "Internal.h"

// The fast paths must round exactly as the host's Swift does: no fused multiply-adds.
#pragma STDC FP_CONTRACT OFF

static double number_at(const void *payload, int offset) {
    double value;
    memcpy(&value, (const char *)payload + offset, sizeof value);
    return value;
}

// Swift.min and Swift.max, NaN handling included (`y < x ? y : x`, `y >= x ? y : x`).
static double swift_min(double x, double y) { return y < x ? y : x; }
static double swift_max(double x, double y) { return y >= x ? y : x; }

int luakit_native_get(lua_State *L, lua_Integer code) {
    const void *payload = lua_touserdata(L, 1);
    int kind = (int)(code & 0xff);
    int a = (int)((code >> 8) & 0xfff);
    int b = (int)((code >> 20) & 0xfff);
    double x = number_at(payload, a);
    switch (kind) {
    case LUAKIT_NATIVE_NUMBER:
        lua_pushnumber(L, x);
        break;
    case LUAKIT_NATIVE_SUM:
        lua_pushnumber(L, x + number_at(payload, b));
        break;
    case LUAKIT_NATIVE_MIDDLE:
        lua_pushnumber(L, x + number_at(payload, b) / 2);
        break;
    case LUAKIT_NATIVE_LOW_EDGE:
        lua_pushnumber(L, swift_min(x, x + number_at(payload, b)));
        break;
    case LUAKIT_NATIVE_HIGH_EDGE:
        lua_pushnumber(L, swift_max(x, x + number_at(payload, b)));
        break;
    default:
        return luaL_error(L, "unknown native getter %d", kind);
    }
    return 1;
}

// MARK: - Rectangles: four doubles, x, y, width, height

typedef struct {
    double x, y, width, height;
} native_rect;

// Whether a result's component passes the host's check: finite, within ±limit.
static int in_range(double value, double limit) { return isfinite(value) && fabs(value) <= limit; }

static int rect_in_range(const native_rect *r, double limit) {
    return in_range(r->x, limit) && in_range(r->y, limit) && in_range(r->width, limit) && in_range(r->height, limit);
}

// Pushes `r` as a new value of self's type (the value at 1): its metatable is the type's.
static int push_rect_like_self(lua_State *L, const native_rect *r) {
    void *memory = lua_newuserdatauv(L, sizeof *r, 0);
    memcpy(memory, r, sizeof *r);
    lua_getmetatable(L, 1);
    lua_setmetatable(L, -2);
    return 1;
}

// How many arguments follow self, at most `maximum`, trailing nils dropped (as the host reads them).
static int argument_count(lua_State *L, int maximum) {
    int count = lua_gettop(L) - 1;
    if (count > maximum) count = maximum;
    while (count > 0 && lua_type(L, 1 + count) == LUA_TNIL) count--;
    return count < 0 ? 0 : count;
}

// r:inset(d), r:inset(dx, dy), r:inset(top, left, bottom, right): the standardized rectangle shrunk by the
// insets (UIKit's inset(by:)); a negative result size is the host's error.
static int rect_inset(lua_State *L, const native_rect *r, double limit) {
    int count = argument_count(L, 4);
    for (int i = 1; i <= count; i++) {
        if (lua_type(L, 1 + i) != LUA_TNUMBER) return -1;
    }
    double top, left, bottom, right;
    switch (count) {
    case 1:
        top = left = bottom = right = lua_tonumber(L, 2);
        break;
    case 2:
        left = right = lua_tonumber(L, 2);
        top = bottom = lua_tonumber(L, 3);
        break;
    case 4:
        top = lua_tonumber(L, 2);
        left = lua_tonumber(L, 3);
        bottom = lua_tonumber(L, 4);
        right = lua_tonumber(L, 5);
        break;
    default:
        return -1;
    }
    if (!isfinite(top) || !isfinite(left) || !isfinite(bottom) || !isfinite(right)) return -1;
    double x = swift_min(r->x, r->x + r->width), y = swift_min(r->y, r->y + r->height);
    native_rect result = {x + left, y + top, fabs(r->width) - left - right, fabs(r->height) - top - bottom};
    if (result.width < 0 || result.height < 0 || !rect_in_range(&result, limit)) return -1;
    return push_rect_like_self(L, &result);
}

// r:offset(dx, dy) and r:offset(dx): moved; r:offset(point) is the host's.
static int rect_offset(lua_State *L, const native_rect *r, double limit) {
    int count = argument_count(L, 2);
    if (count == 0 || lua_type(L, 2) != LUA_TNUMBER) return -1;
    if (count == 2 && lua_type(L, 3) != LUA_TNUMBER) return -1;
    double dx = lua_tonumber(L, 2), dy = count == 2 ? lua_tonumber(L, 3) : 0;
    native_rect result = {r->x + dx, r->y + dy, r->width, r->height};
    if (!rect_in_range(&result, limit)) return -1;
    return push_rect_like_self(L, &result);
}

// r:with{ x = …, y = …, width = …, height = … }: a copy with those numbers replaced. Any other field (origin,
// size, center, a misspelt one), a value that is not a number, or a table with a metatable is the host's.
static int rect_with(lua_State *L, const native_rect *r, double limit) {
    if (lua_type(L, 2) != LUA_TTABLE || !lua_checkstack(L, 3)) return -1;
    int top = lua_gettop(L);
    if (lua_getmetatable(L, 2)) {
        lua_settop(L, top);
        return -1;
    }
    native_rect result = *r;
    lua_pushnil(L);
    while (lua_next(L, 2) != 0) {
        double *field = NULL;
        if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TNUMBER) {
            size_t length;
            const char *name = lua_tolstring(L, -2, &length);
            if (length == 1 && name[0] == 'x') field = &result.x;
            else if (length == 1 && name[0] == 'y') field = &result.y;
            else if (length == 5 && memcmp(name, "width", 5) == 0) field = &result.width;
            else if (length == 6 && memcmp(name, "height", 6) == 0) field = &result.height;
        }
        if (field == NULL) {
            lua_settop(L, top);
            return -1;
        }
        *field = lua_tonumber(L, -1);
        lua_pop(L, 1);
    }
    if (!rect_in_range(&result, limit)) return -1;
    return push_rect_like_self(L, &result);
}

int luakit_native_method(lua_State *L, int method, const void *type_key, double limit) {
    const native_rect *self = luakit_test_userdata(L, 1, type_key);
    if (self == NULL) return -1;
    native_rect r;
    memcpy(&r, self, sizeof r);
    switch (method) {
    case LUAKIT_NATIVE_RECT_INSET:
        return rect_inset(L, &r, limit);
    case LUAKIT_NATIVE_RECT_OFFSET:
        return rect_offset(L, &r, limit);
    case LUAKIT_NATIVE_RECT_WITH:
        return rect_with(L, &r, limit);
    default:
        return -1;
    }
}
