// The per-state runtime: the capped allocator, the instruction budget, state creation and closing,
// and the two ways the host enters Lua (calls and protected operations).
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "Internal.h"

#define LUAKIT_STRINGIFY(x) #x
#define LUAKIT_TEXT(x) LUAKIT_STRINGIFY(x)
#define LUAKIT_BYTES_PER_INSTRUCTION_TEXT LUAKIT_TEXT(LUAKIT_BYTES_PER_INSTRUCTION)

const char luakit_key_host_globals = 0;
const char luakit_key_sandbox_template = 0;
const char luakit_key_host_function_box = 0;
const char luakit_key_host_error = 0;
const char luakit_key_type_name = 0;
const char luakit_key_error_record = 0;
const char luakit_key_environment_strings = 0;
const char luakit_key_chunk_environments = 0;
const char luakit_key_thread_environments = 0;
const char luakit_key_host_entries = 0;
const char luakit_key_xpcall_frames = 0;

// MARK: - Capped allocator

static void charge_allocation(luakit_runtime *rt, size_t bytes);

// Refusing an allocation (returning NULL) makes Lua run an emergency collection and, if that does not
// help, raise LUA_ERRMEM ("not enough memory") at the allocation site. The state stays consistent and
// usable: this is the documented contract of lua_Alloc. Shrinking and freeing are never refused.
static void *luakit_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    luakit_runtime *rt = ud;
    // When ptr is NULL, osize encodes the kind of object being created, not a size.
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        rt->memory_used -= old;
        return NULL;
    }
    if (nsize > old && rt->memory_limit != 0) {
        size_t others = rt->memory_used - old;
        if (others > rt->memory_limit || nsize > rt->memory_limit - others) {
            rt->memory_refusals++;
            return NULL;
        }
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) {
        rt->memory_refusals++;
        return NULL;
    }
    if (nsize > old && rt->budget_armed && !rt->budget_exceeded) charge_allocation(rt, nsize - old);
    rt->memory_used = rt->memory_used - old + nsize;
    if (rt->memory_used > rt->memory_peak) rt->memory_peak = rt->memory_used;
    return block;
}

// An error outside any protected call would reach here; LuaKit never makes one (see CLuaBridge.h), so
// reaching this is a bug in LuaKit: stop loudly rather than longjmp into nowhere.
static int luakit_panic(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
    lua_writestringerror("LuaKit: unprotected Lua error (a LuaKit bug): %s\n", message);
    abort();
}

lua_State *luakit_newstate(luakit_runtime *rt) {
    lua_State *L = lua_newstate(luakit_alloc, rt);
    if (L == NULL) return NULL;
    *(luakit_runtime **)lua_getextraspace(L) = rt;
    rt->main_thread = L;
    rt->current_thread = L;
    if (rt->max_depth <= 0) rt->max_depth = 100;
    rt->budget_granularity = 1000;
    lua_atpanic(L, luakit_panic);
    return L;
}

void luakit_close(lua_State *L) {
    luakit_runtime *rt = luakit_runtime_of(L);
    // lua_close runs every pending __gc as one host entry. Lua runs a finalizer with hooks off on its
    // thread, so no budget stops a script's finalizer that loops (the sandbox refuses __gc to scripts
    // for that reason; an unsandboxed state trusts its scripts), but what a finalizer resumes runs under
    // the budget, and host calls it makes nest in this entry.
    luakit_update_budget_hook(L);
    rt->depth = 0;
    luakit_enter(rt);
    rt->current_thread = NULL;
    lua_close(L);
}

void luakit_collect_garbage(lua_State *L) {
    luakit_runtime *rt = luakit_runtime_of(L);
    luakit_enter(rt);
    lua_gc(L, LUA_GCCOLLECT);
    luakit_leave(rt);
}

// MARK: - Instruction budget

// Marks the budget spent and raises the message on top of the stack, prefixed with the position at
// `level`. Sticky: from now on this thread stops at its next instruction too, so a script that catches
// the error with pcall is stopped again right after pcall returns, until the host call ends.
static int stop_call(lua_State *L, luakit_runtime *rt, int level) {
    // No script's message handler runs from now on (see budgeted_xpcall): on every running thread the
    // first time, on this one at each raise (a coroutine suspended then may have been resumed since).
    if (lua_checkstack(L, 4)) luakit_disarm_message_handlers(L, !rt->budget_exceeded);
    rt->budget_exceeded = 1;
    if (lua_gethookcount(L) != 1) lua_sethook(L, luakit_budget_hook, LUA_MASKCOUNT, 1);
    if (L == rt->main_thread) rt->budget_main_dirty = 1;
    luaL_where(L, level);
    lua_insert(L, -2);
    lua_concat(L, 2);
    return lua_error(L);
}

// Raises the budget's error at `level` (see stop_call). `what` explains it (may be ""); the first
// explanation in a call is kept, so that the sticky re-raise after a pcall caught the error still says
// what used the budget up.
static int budget_exceeded(lua_State *L, luakit_runtime *rt, int level, const char *what) {
    if (!rt->budget_exceeded) {
        size_t length = strlen(what);
        if (length >= sizeof rt->budget_explanation) length = sizeof rt->budget_explanation - 1;
        memcpy(rt->budget_explanation, what, length);
        rt->budget_explanation[length] = '\0';
    }
    lua_pushfstring(L, "instruction budget exceeded: more than %I Lua instructions in one call from the host%s",
                    (LUAI_UACINT)rt->budget, rt->budget_explanation);
    return stop_call(L, rt, level);
}

// The coarse monotonic clock where there is one (Linux: a few nanoseconds, to within a few milliseconds —
// plenty for a limit of seconds), else the monotonic clock.
static double monotonic_seconds(void) {
    struct timespec now;
#ifdef CLOCK_MONOTONIC_COARSE
    clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
#else
    clock_gettime(CLOCK_MONOTONIC, &now);
#endif
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

// Raises the time limit's error (see stop_call); the budget counts as spent too.
static int time_limit_exceeded(lua_State *L, luakit_runtime *rt) {
    rt->time_exceeded = 1;
    lua_pushfstring(L, "time limit exceeded: more than %f seconds in one call from the host (work the "
                       "instruction count does not see, such as comparing or searching very long strings?)",
                    (LUAI_UACNUMBER)rt->time_limit);
    return stop_call(L, rt, 0);
}

// Raises the time limit's error when the call ran past it (its start is the first reading); the time read.
static double check_deadline_at(lua_State *L, luakit_runtime *rt) {
    double now = monotonic_seconds();
    if (rt->call_started == 0) rt->call_started = now;
    else if (now - rt->call_started > rt->time_limit) time_limit_exceeded(L, rt);
    return now;
}

void luakit_check_deadline(lua_State *L, luakit_runtime *rt) {
    check_deadline_at(L, rt);
}

// The time limit's part of the hook (see luakit_runtime): raises when the call ran past it, else says
// how often the hook should fire from now — every instruction once instructions are slow.
static int check_time_limit(lua_State *L, luakit_runtime *rt) {
    double now = check_deadline_at(L, rt);
    int slow = rt->hook_checked != 0 && now - rt->hook_checked > 0.01;
    rt->hook_checked = now;
    return slow ? 1 : rt->budget_granularity;
}

void luakit_budget_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    luakit_runtime *rt = luakit_runtime_of(L);
    int count = lua_gethookcount(L);
    if (!rt->budget_armed) {
        if (count != rt->budget_granularity) lua_sethook(L, luakit_budget_hook, LUA_MASKCOUNT, rt->budget_granularity);
        return;
    }
    if (!rt->budget_exceeded) {
        rt->budget_remaining -= count;
        if (rt->budget_remaining > 0) {
            int period = rt->time_limit > 0 ? check_time_limit(L, rt) : rt->budget_granularity;
            if (count != period) lua_sethook(L, luakit_budget_hook, LUA_MASKCOUNT, period);
            return;
        }
    }
    if (rt->time_exceeded) time_limit_exceeded(L, rt);
    budget_exceeded(L, rt, 0, rt->budget_exceeded ? "" : rt->budget_overdrawn ? " (counting the memory it allocated, one instruction per "
                                                     LUAKIT_BYTES_PER_INSTRUCTION_TEXT " bytes)" : "");
}

// Charges an allocation to the armed budget (see luakit_runtime). The allocator cannot raise, and is not
// told which thread allocates: when the charge uses the budget up, it makes the count hook of the thread
// that entered last fire at its next instruction (lua_sethook is safe anywhere, even in a signal
// handler), and the hook raises the budget error. Another running coroutine is stopped by its own hook
// within `budget_granularity` instructions.
static void charge_allocation(luakit_runtime *rt, size_t bytes) {
    long long work = (long long)(bytes / LUAKIT_BYTES_PER_INSTRUCTION);
    if (work == 0) return;
    rt->budget_remaining -= work;
    if (rt->budget_remaining > 0 || rt->budget_overdrawn) return;
    rt->budget_overdrawn = 1;
    lua_State *running = rt->current_thread ? rt->current_thread : rt->main_thread;
    if (running == NULL) return;
    lua_sethook(running, luakit_budget_hook, LUA_MASKCOUNT, 1);
    if (running == rt->main_thread) rt->budget_main_dirty = 1;
}

void luakit_charge_steps(lua_State *L, lua_Unsigned work, const char *explanation) {
    luakit_runtime *rt = luakit_runtime_of(L);
    if (!rt->budget_armed) return;
    if (rt->budget_exceeded || work >= (lua_Unsigned)rt->budget_remaining) budget_exceeded(L, rt, 1, explanation);
    rt->budget_remaining -= (long long)work;
    if (rt->time_limit > 0) check_deadline_at(L, rt);
}

void luakit_update_budget_hook(lua_State *L) {
    luakit_runtime *rt = luakit_runtime_of(L);
    lua_State *main = rt->main_thread;
    if (rt->budget > 0) {
        rt->budget_granularity = rt->budget < 1000 ? (int)rt->budget : 1000;
        lua_sethook(main, luakit_budget_hook, LUA_MASKCOUNT, rt->budget_granularity);
    } else {
        // Threads scripts create still get the hook (see luakit_hook_thread), at this period.
        rt->budget_granularity = 1000;
        lua_sethook(main, NULL, 0, 0);
    }
    rt->budget_main_dirty = 0;
}

void luakit_hook_thread(lua_State *co) {
    // Even without a budget now: the thread may be resumed after one is set, and would run unbounded.
    luakit_runtime *rt = luakit_runtime_of(co);
    lua_sethook(co, luakit_budget_hook, LUA_MASKCOUNT, rt->budget_granularity > 0 ? rt->budget_granularity : 1000);
}

void luakit_enter(luakit_runtime *rt) {
    luakit_memo_enter(rt);
    if (rt->depth++ != 0) return;
    rt->host_error_kind = 0;
    if (rt->budget <= 0) return;
    rt->budget_remaining = rt->budget;
    rt->budget_exceeded = 0;
    rt->budget_overdrawn = 0;
    rt->budget_armed = 1;
    rt->call_started = 0;
    rt->hook_checked = 0;
    rt->time_exceeded = 0;
    if (rt->budget_main_dirty) {
        lua_sethook(rt->main_thread, luakit_budget_hook, LUA_MASKCOUNT, rt->budget_granularity);
        rt->budget_main_dirty = 0;
    }
}

void luakit_leave(luakit_runtime *rt) {
    if (--rt->depth != 0) return;
    if (rt->budget_armed) {
        long long used = rt->budget - rt->budget_remaining;
        rt->instructions_spent += used > 0 ? used : 0;
    }
    rt->budget_armed = 0;
}

// MARK: - Entering Lua from the host

int luakit_begin_call(luakit_runtime *rt, int ref, int extra, lua_State **thread) {
    lua_State *L = rt->current_thread;
    *thread = L;
    // Two slots more than the call takes: luakit_note_entry's.
    if (L == NULL || rt->pending_releases != 0 || !lua_checkstack(L, extra + 4)) return 0;
    lua_pushcfunction(L, luakit_message_handler);
    int base = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    return base;
}

// luakit_call's body, inlined into luakit_call_numbers too.
static inline int call_under_handler(luakit_runtime *rt, lua_State *L, int base, int nargs, int nresults) {
    // Every host call nests native frames (Swift and C) under the Lua ones; Lua's own limit on C
    // calls does not know how big the Swift frames are, so the host keeps its own, lower limit.
    if (rt->depth >= rt->max_depth) {
        lua_settop(L, base - 1);
        return LUAKIT_STATUS_TOO_DEEP;
    }
    luakit_enter(rt);
    int depth = rt->depth;
    if (rt->sandboxed) luakit_note_entry(L, depth, base + 1);
    int status = lua_pcall(L, nargs, nresults, base);
    // Let go of the function (a host call's record must not keep it alive).
    if (rt->sandboxed && lua_checkstack(L, 2)) luakit_note_entry(L, depth, 0);
    luakit_leave(rt);
    if (status == LUA_OK && rt->budget_exceeded) return LUAKIT_STATUS_BUDGET_CAUGHT;
    return status;
}

int luakit_call(lua_State *L, int base, int nargs, int nresults) {
    return call_under_handler(luakit_runtime_of(L), L, base, nargs, nresults);
}

// luakit_call_numbers for given counts; inlined with constant counts, its loops unroll.
static inline __attribute__((always_inline)) int call_numbers(luakit_runtime *rt, int ref, luakit_number_call *call,
                                                              int nargs, int nresults) {
    int base = call->base = luakit_begin_call(rt, ref, nargs > nresults ? nargs : nresults, &call->thread);
    if (base == 0) return LUAKIT_STATUS_SLOW_PATH;
    lua_State *L = call->thread;
    for (int i = 0; i < nargs; i++) lua_pushnumber(L, call->arguments[i]);
    int status = call_under_handler(rt, L, base, nargs, nresults);
    if (status != LUA_OK) return status;
    for (int i = 0; i < nresults; i++) {
        int isnum;
        call->results[i] = lua_tonumberx(L, base + 1 + i, &isnum);
        if (!isnum) return LUAKIT_STATUS_NOT_NUMBERS;
    }
    lua_settop(L, base - 1);
    return LUA_OK;
}

int luakit_call_numbers(luakit_runtime *rt, int ref, luakit_number_call *call, int nargs, int nresults) {
    // One copy per count of arguments and results (the fixed-arity overloads only use constants):
    // measurably fewer instructions a call than the general loops (`make bench-callgrind`).
#define CASE(a, r) case (a) * 5 + (r): return call_numbers(rt, ref, call, a, r);
    switch (nargs * 5 + nresults) {
    CASE(0, 0) CASE(0, 1) CASE(0, 2) CASE(0, 3) CASE(0, 4)
    CASE(1, 0) CASE(1, 1) CASE(1, 2) CASE(1, 3) CASE(1, 4)
    CASE(2, 0) CASE(2, 1) CASE(2, 2) CASE(2, 3) CASE(2, 4)
    CASE(3, 0) CASE(3, 1) CASE(3, 2) CASE(3, 3) CASE(3, 4)
    CASE(4, 0) CASE(4, 1) CASE(4, 2) CASE(4, 3) CASE(4, 4)
    default: return call_numbers(rt, ref, call, nargs, nresults);
    }
#undef CASE
}

int luakit_protect(lua_State *L, lua_CFunction op, void *ud, int nargs, int nresults) {
    if (!lua_checkstack(L, 2)) {
        lua_pop(L, nargs);
        return LUAKIT_STATUS_NO_STACK;
    }
    luakit_runtime *rt = luakit_runtime_of(L);
    // An operation calls no script function of its own: code it runs (a metamethod) counts as the
    // enclosing call's (see luakit_note_entry).
    if (rt->sandboxed) luakit_note_entry(L, rt->depth + 1, 0);
    lua_pushcfunction(L, op);
    lua_pushlightuserdata(L, ud);
    if (nargs > 0) {
        lua_rotate(L, -(nargs + 2), 2);
    }
    luakit_enter(rt);
    int status = lua_pcall(L, nargs + 1, nresults, 0);
    luakit_leave(rt);
    return status;
}

void luakit_push_weak_registry_table(lua_State *L, const void *key, const char *mode) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushstring(L, mode);
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}
