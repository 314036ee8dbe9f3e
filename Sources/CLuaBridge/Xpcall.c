// xpcall for every LuaKit state: Lua's, with the script's message handler run where Lua runs it, and
// none run once the instruction budget is spent (see below). Like the rest of the sandbox's library
// functions it raises freely, but only Lua calls it; the budget's raise (Runtime.c, stop_call) calls
// luakit_disarm_message_handlers, which never raises.
//
// Written after Lua 5.4.4's lbaselib.c (luaB_xpcall) — Copyright (C) 1994-2022 Lua.org, PUC-Rio — under Lua's
// MIT licence, whose full text is in the package's NOTICE file.
#include "Internal.h"

// A script's message handler is Lua's: xpcall gives it to lua_pcallk as is, so that it runs where Lua
// runs it, right above the function that raised (`error(m, 2)` in it names that function's caller). But
// Lua calls the handler of the innermost xpcall for an error raised in a hook — the budget's own error —
// with hooks off (the hook is still running), so a handler that loops would never be stopped. Once the
// budget is spent no script handler runs: the budget's raise first puts spent_handler in the handler
// slot of every xpcall under way on the threads still running (luakit_disarm_message_handlers), and Lua
// calls that instead.
//
// The xpcalls under way on a thread form a list: the registry's weak-keyed table maps each thread to the
// call record (lua_Debug's i_ci, from lua_getstack at level 0) of its innermost luakit_xpcall, and each
// such frame keeps the previous one's in its first slot. lua_getlocal and lua_setlocal reach a frame's
// slots through that record in constant time, where finding the frame by level would walk the stack.

// What Lua calls in place of a script's message handler once the budget is spent: the error goes on
// unchanged.
static int spent_handler(lua_State *L) {
    lua_settop(L, 1);
    return 1;
}

// The innermost xpcall of each thread, weak by thread.
static void push_xpcall_frames(lua_State *L) {
    luakit_push_weak_registry_table(L, &luakit_key_xpcall_frames, "k");
}

// Makes the value on top (a call record, or nil) the innermost xpcall of L, popping it.
static void set_innermost_xpcall(lua_State *L) {
    push_xpcall_frames(L);
    lua_pushthread(L);
    lua_rotate(L, -3, -1);  // frames, thread, record
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

static int finish_xpcall(lua_State *L, int status, lua_KContext extra) {
    // This call is over: the previous xpcall (kept in slot 1) is the innermost again.
    lua_pushvalue(L, 1);
    set_innermost_xpcall(L);
    if (status != LUA_OK && status != LUA_YIELD) {
        // The budget's error is not the script's to catch: it goes on, naming where the budget ran out
        // (pcall's caller is stopped at its next instruction anyway, by the sticky hook).
        if (luakit_runtime_of(L)->budget_exceeded) return lua_error(L);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

// xpcall(f, msgh, ...) as Lua's luaB_xpcall, yields included (a continuation), with msgh in the list
// above. Slots: 1 the previous innermost xpcall's record (f's place), 2 msgh, 3 true, 4 f, then f's
// arguments.
int luakit_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    if (luakit_runtime_of(L)->budget_exceeded) {
        // Reached from C after the budget ran out (Lua code is stopped at its next instruction): no
        // handler of a script runs from now on.
        lua_pushcfunction(L, spent_handler);
        lua_replace(L, 2);
    }
    lua_pushboolean(L, 1);   // the first result when f succeeds
    lua_pushvalue(L, 1);     // f
    lua_rotate(L, 3, 2);     // true and f below f's arguments, above the handler
    push_xpcall_frames(L);
    lua_pushthread(L);
    lua_rawget(L, -2);
    lua_replace(L, 1);       // the previous innermost xpcall, or nil
    lua_pushthread(L);
    lua_Debug ar;
    lua_getstack(L, 0, &ar);
    lua_pushlightuserdata(L, ar.i_ci);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_xpcall);
    return finish_xpcall(L, status, 2);
}

// Puts spent_handler in the handler slot of each xpcall under way on `co`, innermost first.
static void disarm_thread(lua_State *co, void *innermost) {
    lua_Debug ar;
    while (innermost != NULL && lua_checkstack(co, 2)) {
        ar.i_ci = innermost;
        lua_pushcfunction(co, spent_handler);
        if (lua_setlocal(co, &ar, 2) == NULL) lua_pop(co, 1);
        innermost = lua_getlocal(co, &ar, 1) != NULL ? lua_touserdata(co, -1) : NULL;
        lua_pop(co, 1);
    }
}

void luakit_disarm_message_handlers(lua_State *L, int all) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_xpcall_frames) != LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    int frames = lua_gettop(L);
    if (!all) {
        lua_pushthread(L);
        if (lua_rawget(L, frames) == LUA_TLIGHTUSERDATA) disarm_thread(L, lua_touserdata(L, -1));
        lua_settop(L, frames - 1);
        return;
    }
    lua_pushnil(L);
    while (lua_next(L, frames)) {
        lua_State *co = lua_tothread(L, -2);
        lua_Debug ar;
        // The running thread and those waiting for a coroutine they resumed (status OK, with frames); a
        // suspended coroutine keeps its handlers for when it is resumed, in a later host call (or, in
        // this one, until its own hook raises: see stop_call).
        if (co != NULL && lua_islightuserdata(L, -1) &&
            (co == L || (lua_status(co) == LUA_OK && lua_getstack(co, 0, &ar)))) {
            disarm_thread(co, lua_touserdata(L, -1));
            // Stopped at their next instruction, like the running thread: a waiting thread's handler
            // that the error reaches outside any hook finds the budget spent at once.
            if (co != L) {
                luakit_runtime *rt = luakit_runtime_of(L);
                lua_sethook(co, luakit_budget_hook, LUA_MASKCOUNT, 1);
                if (co == rt->main_thread) rt->budget_main_dirty = 1;
            }
        }
        lua_pop(L, 1);
    }
    lua_settop(L, frames - 1);
}
