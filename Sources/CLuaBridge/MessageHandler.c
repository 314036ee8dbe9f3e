// The message handler of host calls: it turns any error value into a record the host can read without
// raising (message, traceback, location, the frames as data), while the stack of the failed call still exists.
#include <string.h>
#include "Internal.h"

static int luakit_tolstring_op(lua_State *L) {
    luaL_tolstring(L, 1, NULL);
    return 1;
}

// Pushes the error value at `idx` as a message. Converting a table error runs its __tostring, which is
// script code that may itself fail (or loop): that runs under its own pcall, and is skipped once the
// budget is spent, so a failing __tostring still gives a clear message.
static void luakit_push_error_message(lua_State *L, int idx) {
    luakit_runtime *rt = luakit_runtime_of(L);
    switch (lua_type(L, idx)) {
    case LUA_TSTRING:
        lua_pushvalue(L, idx);
        return;
    case LUA_TNUMBER:
        lua_pushvalue(L, idx);
        lua_tolstring(L, -1, NULL);  // converts the copy, not the error value
        return;
    default:
        break;
    }
    if (!rt->budget_exceeded && luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        lua_pushcfunction(L, luakit_tolstring_op);
        lua_pushvalue(L, idx);
        if (lua_pcall(L, 1, 1, 0) == LUA_OK) return;
        const char *inner = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "its error is not a string";
        luakit_push_type_name(L, idx);
        lua_pushfstring(L, "(error object is a %s value whose __tostring failed: %s)", lua_tostring(L, -1), inner);
        lua_replace(L, -3);
        lua_pop(L, 1);
        return;
    }
    luakit_push_type_name(L, idx);
    lua_pushfstring(L, "(error object is a %s value)", lua_tostring(L, -1));
    lua_remove(L, -2);
}

// The traceback of a failed call. luaL_traceback shows the 10 innermost levels and the 11 outermost, and
// finds the outermost by probing levels: each lua_getstack(L, n) walks n call records, so on a stack
// recursion made 200,000 deep that took a third of a second (cache misses), for every error. Past
// `TRACEBACK_DEEP` levels only the innermost are shown, in luaL_traceback's format, and the rest counted
// out as skipped.
#define TRACEBACK_DEEP 1000
#define TRACEBACK_SHOWN 10

static void push_traceback(lua_State *L) {
    lua_Debug ar;
    if (!lua_getstack(L, TRACEBACK_DEEP, &ar)) {
        luaL_traceback(L, L, NULL, 1);
        return;
    }
    luaL_Buffer buffer;
    luaL_buffinit(L, &buffer);
    luaL_addstring(&buffer, "stack traceback:");
    for (int level = 1; level <= TRACEBACK_SHOWN && lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Slnt", &ar);
        lua_pushfstring(L, "\n\t%s:", ar.short_src);
        luaL_addvalue(&buffer);
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%d:", ar.currentline);
            luaL_addvalue(&buffer);
        }
        luaL_addstring(&buffer, " in ");
        if (*ar.namewhat != '\0') lua_pushfstring(L, "%s '%s'", ar.namewhat, ar.name);
        else if (*ar.what == 'm') lua_pushliteral(L, "main chunk");
        else if (*ar.what == 'C') lua_pushliteral(L, "?");
        else lua_pushfstring(L, "function <%s:%d>", ar.short_src, ar.linedefined);
        luaL_addvalue(&buffer);
        if (ar.istailcall) luaL_addstring(&buffer, "\n\t(...tail calls...)");
    }
    lua_pushfstring(L, "\n\t...\t(more than %d levels: the rest are not shown)", TRACEBACK_DEEP - TRACEBACK_SHOWN);
    luaL_addvalue(&buffer);
    luaL_pushresult(&buffer);
}

// The frames of a failed call as data (LUAKIT_ERROR_FRAMES), the same levels the traceback shows, so that
// nothing has to parse the text back. lua_getstack and lua_getinfo with "Slnt" neither allocate nor raise:
// the levels are read first into `frame_list` (on the C stack), then turned into tables under a pcall of
// their own, one frame at a time, so that running out of memory (the handler runs in an error state, often
// a memory one) leaves the frames made so far and never raises out of the handler.
#define FRAMES_FIRST 10  // luaL_traceback's LEVELS1: the innermost levels it shows of a long stack
#define FRAMES_LAST 11   // its LEVELS2: the outermost ones
#define FRAMES_MAX (FRAMES_FIRST + FRAMES_LAST + 1)  // a stack it shows whole is at most this deep

typedef struct frame_list {
    int count;
    int levels[FRAMES_MAX];
    lua_Debug frames[FRAMES_MAX];
} frame_list;

// The deepest level from the handler's point of view (luaL_traceback's lastlevel, by doubling and halving).
static int last_level(lua_State *L) {
    lua_Debug ar;
    int low = 1, high = 1;
    while (lua_getstack(L, high, &ar)) {
        low = high;
        high *= 2;
    }
    while (low < high) {
        int middle = (low + high) / 2;
        if (lua_getstack(L, middle, &ar)) low = middle + 1;
        else high = middle;
    }
    return high - 1;
}

static void add_frame(lua_State *L, frame_list *list, int level) {
    lua_Debug *ar = &list->frames[list->count];
    if (!lua_getstack(L, level, ar)) return;
    lua_getinfo(L, "Slnt", ar);
    list->levels[list->count++] = level;
}

// The levels luaL_traceback shows (levels 1…): all of a stack of up to FRAMES_MAX levels; of a deeper
// one the FRAMES_FIRST innermost and FRAMES_LAST outermost; past TRACEBACK_DEEP the innermost only, as
// push_traceback does (finding the outermost would cost a walk of the whole stack).
static void collect_frames(lua_State *L, frame_list *list) {
    lua_Debug ar;
    list->count = 0;
    if (lua_getstack(L, TRACEBACK_DEEP, &ar)) {
        for (int level = 1; level <= FRAMES_FIRST; level++) add_frame(L, list, level);
        return;
    }
    int last = last_level(L);
    if (last - 1 > FRAMES_FIRST + FRAMES_LAST) {  // luaL_traceback's test, from level 1
        for (int level = 1; level <= FRAMES_FIRST; level++) add_frame(L, list, level);
        for (int level = last - FRAMES_LAST + 1; level <= last; level++) add_frame(L, list, level);
        return;
    }
    for (int level = 1; level <= last && list->count < FRAMES_MAX; level++) add_frame(L, list, level);
}

// Under lua_pcall: (record, frame_list) → record[LUAKIT_ERROR_FRAMES] = { frame… }, each frame a table
// with the LUAKIT_FRAME_* fields. The list is stored first and filled in place, so a memory error part way
// keeps the frames before it.
static int push_frames_op(lua_State *L) {
    frame_list *list = lua_touserdata(L, 2);
    lua_createtable(L, list->count, 0);
    lua_pushvalue(L, -1);
    lua_rawseti(L, 1, LUAKIT_ERROR_FRAMES);
    for (int i = 0; i < list->count; i++) {
        lua_Debug *ar = &list->frames[i];
        lua_createtable(L, LUAKIT_FRAME_FIELDS, 0);
        lua_pushstring(L, ar->short_src);
        lua_rawseti(L, -2, LUAKIT_FRAME_SOURCE);
        lua_pushinteger(L, ar->currentline);
        lua_rawseti(L, -2, LUAKIT_FRAME_LINE);
        if (ar->name != NULL) {
            lua_pushstring(L, ar->name);
            lua_rawseti(L, -2, LUAKIT_FRAME_NAME);
        }
        lua_pushstring(L, ar->namewhat != NULL ? ar->namewhat : "");
        lua_rawseti(L, -2, LUAKIT_FRAME_NAME_KIND);
        lua_pushstring(L, ar->what != NULL ? ar->what : "");
        lua_rawseti(L, -2, LUAKIT_FRAME_WHAT);
        lua_pushinteger(L, ar->linedefined);
        lua_rawseti(L, -2, LUAKIT_FRAME_LINE_DEFINED);
        lua_pushboolean(L, ar->istailcall);
        lua_rawseti(L, -2, LUAKIT_FRAME_TAIL_CALL);
        lua_pushinteger(L, list->levels[i]);
        lua_rawseti(L, -2, LUAKIT_FRAME_LEVEL);
        lua_rawseti(L, -2, i + 1);
    }
    return 0;
}

// Records the frames in the record at `record`; on failure (no memory, no stack) fewer or none.
static void record_frames(lua_State *L, int record) {
    frame_list list;
    collect_frames(L, &list);
    if (list.count == 0 || !lua_checkstack(L, 3)) return;
    lua_pushcfunction(L, push_frames_op);
    lua_pushvalue(L, record);
    lua_pushlightuserdata(L, &list);
    if (lua_pcall(L, 2, 0, 0) != LUA_OK) lua_pop(L, 1);
}

int luakit_message_handler(lua_State *L) {
    lua_settop(L, 1);
    lua_createtable(L, LUAKIT_ERROR_TAG, 0);
    lua_pushvalue(L, 1);
    lua_rawseti(L, 2, LUAKIT_ERROR_VALUE);
    luakit_push_error_message(L, 1);
    lua_rawseti(L, 2, LUAKIT_ERROR_MESSAGE);
    push_traceback(L);
    lua_rawseti(L, 2, LUAKIT_ERROR_TRACEBACK);
    record_frames(L, 2);
    // The innermost Lua function at the raise: where the error happened when its message has no
    // position (error objects that are not strings, `error(msg, 0)`).
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0) {
            lua_pushstring(L, ar.short_src);
            lua_rawseti(L, 2, LUAKIT_ERROR_SOURCE);
            lua_pushinteger(L, ar.currentline);
            lua_rawseti(L, 2, LUAKIT_ERROR_LINE);
            break;
        }
    }
    lua_pushlightuserdata(L, (void *)&luakit_key_error_record);
    lua_rawseti(L, 2, LUAKIT_ERROR_TAG);
    return 1;
}

int luakit_is_error_record(lua_State *L, int idx) {
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    lua_rawgeti(L, idx, LUAKIT_ERROR_TAG);
    int tagged = lua_touserdata(L, -1) == (void *)&luakit_key_error_record;
    lua_pop(L, 1);
    return tagged;
}

int luakit_host_error_kind(lua_State *L, int idx) {
    luakit_runtime *rt = luakit_runtime_of(L);
    if (rt->host_error_kind == 0 || !lua_checkstack(L, 2)) return 0;
    idx = lua_absindex(L, idx);
    if (luakit_is_error_record(L, idx)) {
        lua_rawgeti(L, idx, LUAKIT_ERROR_VALUE);
    } else {
        lua_pushvalue(L, idx);
    }
    lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_error);
    int same = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return same ? rt->host_error_kind : 0;
}

void luakit_push_type_name(lua_State *L, int idx) {
    lua_pushstring(L, luakit_type_name(L, idx));
}

const char *luakit_type_name(lua_State *L, int idx) {
    int type = lua_type(L, idx);
    if (type == LUA_TLIGHTUSERDATA) return "light userdata";
    if (type == LUA_TUSERDATA && lua_checkstack(L, 2) && lua_getmetatable(L, idx)) {
        // The name is stored under a light-userdata key: reading it neither allocates nor raises, and
        // it lives as long as the metatable (which the registry keeps).
        const char *name = NULL;
        if (lua_rawgetp(L, -1, &luakit_key_type_name) == LUA_TSTRING) name = lua_tostring(L, -1);
        lua_pop(L, 2);
        if (name != NULL) return name;
    }
    return lua_typename(L, type);
}
