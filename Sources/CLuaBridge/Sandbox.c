// The standard libraries and the sandbox: which functions scripts get, fresh per environment, and the
// wrappers that keep `load` to source text and coroutines under the instruction budget.
#include <string.h>
#include "Internal.h"

// Base functions a sandboxed script keeps. Left out: dofile, loadfile (the file system),
// collectgarbage (the collector is the host's), load (replaced by sandbox_load), require (no package).
// setmetatable is wrapped (sandbox_setmetatable).
static const char *const base_allowed[] = {
    "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "print", "rawequal", "rawget",
    "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "xpcall", "warn",
    "_VERSION", NULL,
};

// Libraries a sandboxed script gets, each as a fresh copy per environment. coroutine is a deliberate
// addition to the safe set: it cannot reach outside the state, and scripts need it to yield within Lua.
static const char *const libraries_allowed[] = {"string", "table", "math", "utf8", "coroutine", NULL};

// Replaces `library[name]` (`library` an absolute index) with a closure of `wrapper` whose first upvalue
// is the original function, followed by the `extra` values on top of the stack (which it pops).
static void replace_with_wrapper(lua_State *L, int library, const char *name, lua_CFunction wrapper, int extra) {
    lua_getfield(L, library, name);
    if (extra > 0) lua_rotate(L, -(extra + 1), 1);
    lua_pushcclosure(L, wrapper, extra + 1);
    lua_setfield(L, library, name);
}

// The tail of a wrapper: calls the original (upvalue 1) with every argument and returns all its results.
static int call_original(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

// MARK: - Sandboxed load and coroutines

// load through the original (upvalue 1), in a protected call of its own that re-raises its failures.
// lua_load runs a reader function under the message handler of the innermost protected call (Lua
// passes it on), which during a host call is LuaKit's: a reader's error would otherwise come back from
// load as the handler's record table instead of a message.
static int protected_load(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    if (lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0) != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

// load(chunk [, chunkname [, mode [, env]]]) with mode forced to "t" (binary chunks are refused: a
// crafted one can crash the VM) and env defaulting to the caller's sandbox environment, not the
// state's real globals. Upvalues: 1 the environment, 2 load (protected_load).
static int sandbox_load(lua_State *L) {
    int given = lua_gettop(L);
    lua_settop(L, 4);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushliteral(L, "t");
    lua_pushvalue(L, given >= 4 ? 4 : lua_upvalueindex(1));
    lua_call(L, 4, LUA_MULTRET);
    return lua_gettop(L) - 4;
}

// coroutine.create with the budget hook installed on the new thread. A thread normally inherits the
// hook of its creator, but one created while the state had no budget would run unbounded later.
static int sandbox_cocreate(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    if (lua_type(L, -1) == LUA_TTHREAD) luakit_hook_thread(lua_tothread(L, -1));
    return 1;
}

// coroutine.wrap likewise: the thread is the first upvalue of the function wrap returns.
static int sandbox_cowrap(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    if (lua_getupvalue(L, -1, 1) != NULL) {
        if (lua_type(L, -1) == LUA_TTHREAD) luakit_hook_thread(lua_tothread(L, -1));
        lua_pop(L, 1);
    }
    return 1;
}

// MARK: - xpcall

// A script's message handler, run only while the budget lasts. Lua calls the handler of the innermost
// xpcall for an error raised in a hook — the budget's own error — with hooks off (the hook is still
// running), so a handler that loops would never be stopped: once the budget is spent, the error goes
// through unhandled instead. An error the handler raises itself goes the usual way (Lua calls the
// handler again, then gives LUA_ERRERR). Upvalue: the script's handler.
static int guarded_message_handler(lua_State *L) {
    if (luakit_runtime_of(L)->budget_exceeded) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int finish_xpcall(lua_State *L, int status, lua_KContext extra) {
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

// xpcall(f, msgh, ...) as Lua's, yields included (a continuation), with msgh guarded as above.
static int budgeted_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guarded_message_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);   // the first result when f succeeds
    lua_pushvalue(L, 1);     // f
    lua_rotate(L, 3, 2);     // true and f below f's arguments, above the handler
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_xpcall);
    return finish_xpcall(L, status, 2);
}

// setmetatable refusing metatables with a __gc field. Lua runs finalizers with hooks disabled (and
// during lua_close), so the instruction budget could never stop one that loops: scripts get none.
// Lua only marks an object for finalization if __gc is present when the metatable is set, so checking
// here is enough. Upvalue: the original setmetatable.
static int sandbox_setmetatable(lua_State *L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) {
            return luaL_argerror(L, 2, "__gc metamethods are not allowed in the sandbox: finalizers run outside the instruction budget");
        }
        lua_pop(L, 1);
    }
    return call_original(L);
}

// MARK: - Pattern matching

// Lua's pattern matcher backtracks in C, where no hook runs, so the instruction budget cannot stop it:
// string.find(("a"):rep(30), ("a*"):rep(30) .. "b") would run for ages. Before matching, the sandbox
// bounds the matcher's worst case: every start position, times (n + 1) for each item repeated with
// *, + or - (each may take any length), %b and back references (each scans), times 2 per ?, times
// the number of items (an attempt may get through all of them before failing: a long literal pattern
// costs its length at every start). A plain search (and find with a pattern without specials) compares
// the pattern at every start: (n - m + 1) * m. Above 100 steps per instruction of the budget, the
// call is refused with an error saying so. The bound is pessimistic: a real match usually takes far
// fewer steps.
static size_t pattern_set_end(const char *p, size_t lp, size_t i) {
    // i is just past '['; like Lua, the first character of the set is taken literally (so "[]]" works).
    if (i < lp && p[i] == '^') i++;
    do {
        if (i >= lp) return lp;
        if (p[i++] == '%' && i < lp) i++;
    } while (i < lp && p[i] != ']');
    return i + 1;
}

static double pattern_work(const char *p, size_t lp, size_t n, int can_anchor, double limit) {
    double lengths = (double)n + 1;
    double work = lengths;
    double items = 0;
    size_t i = 0;
    if (can_anchor && lp > 0 && p[0] == '^') {
        work = 1;
        i = 1;
    }
    while (i < lp && work <= limit) {
        size_t item_end;
        items++;
        switch (p[i]) {
        case '(':
        case ')':
            items--;
            i++;
            continue;
        case '%':
            if (i + 1 >= lp) {
                // A pattern ending in '%' is malformed; the matcher refuses it at once.
                item_end = lp;
                break;
            }
            if (p[i + 1] == 'b') {
                work *= lengths;
                i += 4;
                continue;
            }
            if (p[i + 1] == 'f') {
                i = i + 3 <= lp ? pattern_set_end(p, lp, i + 3) : lp;
                continue;
            }
            if (p[i + 1] >= '0' && p[i + 1] <= '9') {
                work *= lengths;
                i += 2;
                continue;
            }
            item_end = i + 2;
            break;
        case '[':
            item_end = pattern_set_end(p, lp, i + 1);
            break;
        default:
            item_end = i + 1;
            break;
        }
        i = item_end;
        if (i < lp && (p[i] == '*' || p[i] == '+' || p[i] == '-')) {
            work *= lengths;
            i++;
        } else if (i < lp && p[i] == '?') {
            work *= 2;
            i++;
        }
    }
    return items > 1 ? work * items : work;
}

static double plain_work(size_t n, size_t m) {
    return m == 0 || m > n ? 1 : ((double)(n - m) + 1) * (double)m;
}

// Wraps string.find, match, gmatch and gsub. Checks the arguments the original would (so errors name
// this function as scripts call it), bounds the work, then calls the original. Upvalues: 1 the
// original, 2 whether a true 4th argument means a plain search (find), 3 whether ^ anchors (not gmatch).
static int sandbox_pattern(lua_State *L) {
    size_t n, lp;
    luaL_checklstring(L, 1, &n);
    const char *p = luaL_checklstring(L, 2, &lp);
    luakit_runtime *rt = luakit_runtime_of(L);
    int plain = lua_toboolean(L, lua_upvalueindex(2)) && lua_toboolean(L, 4);
    if (rt->budget > 0) {
        double limit = (double)rt->budget * 100;
        double work = plain ? plain_work(n, lp) : pattern_work(p, lp, n, lua_toboolean(L, lua_upvalueindex(3)), limit);
        if (work > limit) {
            return luaL_error(L,
                              "pattern too complex for a %I-byte string: matching could take more than %f "
                              "steps, which the instruction budget cannot stop (simplify the pattern)",
                              (LUAI_UACINT)n, (lua_Number)limit);
        }
    }
    return call_original(L);
}

static void guard_pattern_function(lua_State *L, int library, const char *name, int plain, int anchors) {
    lua_pushboolean(L, plain);
    lua_pushboolean(L, anchors);
    replace_with_wrapper(L, library, name, sandbox_pattern, 2);
}

// MARK: - Loops in C

// Some library functions loop in C, where the count hook never fires, as often as a script says:
// table.move({}, 1, 1e15, 2), string.rep("", 1e18), table.remove on a table whose __len claims 2^62
// elements, table.concat or sort over a range whose elements a C function supplies through __index.
// None of them needs memory to go on, so only the budget could stop them: the sandbox charges each
// loop to the budget before it starts, one instruction per element (n log2 n for sort). Upvalues:
// 1 the original, 2 which function (below).
enum { LOOP_CONCAT, LOOP_INSERT, LOOP_REMOVE, LOOP_SORT, LOOP_MOVE };
static const char *const loop_names[] = {"table.concat", "table.insert", "table.remove", "table.sort", "table.move"};

static int fixed_length(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    return 1;
}

// The length of the table at 1 as the library function will see it, or -1 when the value at 1 is no
// table (the function refuses it, or it is a host userdata, whose length the host gives). A __len
// metamethod is script code whose answer may change from one call to the next, so it runs once, here,
// and the table at 1 is replaced by a proxy that answers that length and forwards every read and write
// to the table: the function then loops exactly as far as was charged, with the same effects.
static lua_Integer charged_length(lua_State *L) {
    if (lua_type(L, 1) != LUA_TTABLE) return -1;
    if (luaL_getmetafield(L, 1, "__len") == LUA_TNIL) return (lua_Integer)lua_rawlen(L, 1);
    lua_pop(L, 1);
    lua_Integer length = luaL_len(L, 1);
    lua_createtable(L, 0, 0);
    lua_createtable(L, 0, 3);
    lua_pushvalue(L, 1);
    lua_setfield(L, -2, "__index");
    lua_pushvalue(L, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushinteger(L, length);
    lua_pushcclosure(L, fixed_length, 1);
    lua_setfield(L, -2, "__len");
    lua_setmetatable(L, -2);
    lua_replace(L, 1);
    return length;
}

// Argument `arg` read as the library function reads an optional integer: `absent` when none or nil.
// Sets `*known` to 0 when it is not an integer (the function will refuse it: nothing to charge).
static lua_Integer optional_integer(lua_State *L, int arg, lua_Integer absent, int *known) {
    if (lua_isnoneornil(L, arg)) return absent;
    int isnum;
    lua_Integer value = lua_tointegerx(L, arg, &isnum);
    if (!isnum) *known = 0;
    return value;
}

// The elements from `first` to `last`, as an unsigned count (0 for an empty range).
static lua_Unsigned range_length(lua_Integer first, lua_Integer last) {
    return last < first ? 0 : (lua_Unsigned)last - (lua_Unsigned)first + 1u;
}

static int sandbox_loop(lua_State *L) {
    int which = (int)lua_tointeger(L, lua_upvalueindex(2));
    int known = 1;
    lua_Unsigned work = 0;
    if (which == LOOP_MOVE) {
        // table.move(a1, f, e, t [, a2]) copies a1[f..e].
        lua_Integer first = optional_integer(L, 2, 0, &known), last = optional_integer(L, 3, 0, &known);
        if (known) work = range_length(first, last);
    } else {
        lua_Integer length = charged_length(L);
        lua_Unsigned n = length > 0 ? (lua_Unsigned)length : 0;
        if (which == LOOP_CONCAT) {
            // table.concat(t, sep, i, j) goes through t[i..j], j = #t by default.
            lua_Integer first = optional_integer(L, 3, 1, &known);
            lua_Integer last = optional_integer(L, 4, length, &known);
            if (known && (length >= 0 || !lua_isnoneornil(L, 4))) work = range_length(first, last);
        } else if (which == LOOP_SORT) {
            lua_Unsigned log = 1;
            while (log < 64 && (n >> log) != 0) log++;
            work = n > (lua_Unsigned)LUA_MAXINTEGER / log ? (lua_Unsigned)LUA_MAXINTEGER : n * log;
        } else if (which == LOOP_INSERT && lua_gettop(L) == 3) {
            // table.insert(t, pos, v) shifts t[pos..#t] up (an invalid pos is refused, not charged).
            lua_Integer pos = optional_integer(L, 2, 0, &known);
            if (known && pos >= 1 && pos <= length) work = range_length(pos, length);
        } else if (which == LOOP_REMOVE) {
            // table.remove(t, pos) shifts t[pos+1..#t] down.
            lua_Integer pos = optional_integer(L, 2, length, &known);
            if (known && pos >= 1 && pos < length) work = range_length(pos + 1, length);
        }
    }
    luakit_charge_budget(L, work, loop_names[which]);
    return call_original(L);
}

static void charge_loops(lua_State *L, int library) {
    for (int which = LOOP_CONCAT; which <= LOOP_MOVE; which++) {
        lua_pushinteger(L, which);
        replace_with_wrapper(L, library, loop_names[which] + strlen("table."), sandbox_loop, 1);
    }
}

// string.rep(s, n, sep) with s and sep empty makes "" in n rounds of nothing; give it at once.
// Otherwise the result holds every round, so the memory cap bounds the loop. Upvalue: the original.
static int sandbox_rep(lua_State *L) {
    size_t length, separator;
    luaL_checklstring(L, 1, &length);
    luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    if (length == 0 && separator == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    return call_original(L);
}

// MARK: - Opening

// The template every environment is copied from: the allowed base functions, and the libraries
// (copied again, one level deep, per environment).
static void build_sandbox_template(lua_State *L) {
    lua_pushglobaltable(L);
    int globals = lua_gettop(L);
    lua_createtable(L, 0, 32);
    int template = lua_gettop(L);
    for (const char *const *name = base_allowed; *name != NULL; name++) {
        lua_getfield(L, globals, *name);
        lua_setfield(L, template, *name);
    }
    replace_with_wrapper(L, template, "setmetatable", sandbox_setmetatable, 0);
    lua_pushcfunction(L, budgeted_xpcall);
    lua_setfield(L, template, "xpcall");
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    int loaded = lua_gettop(L);
    for (const char *const *name = libraries_allowed; *name != NULL; name++) {
        lua_getfield(L, loaded, *name);
        lua_setfield(L, template, *name);
    }
    // string.dump would let a script make binary chunks; it goes from the library itself, since the
    // string metatable's __index is that same table and ("").dump would reach it otherwise.
    lua_getfield(L, loaded, "string");
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    int string = lua_gettop(L);
    guard_pattern_function(L, string, "find", 1, 1);
    guard_pattern_function(L, string, "match", 0, 1);
    guard_pattern_function(L, string, "gmatch", 0, 0);
    guard_pattern_function(L, string, "gsub", 0, 1);
    replace_with_wrapper(L, string, "rep", sandbox_rep, 0);
    lua_pop(L, 1);
    lua_getfield(L, loaded, "table");
    charge_loops(L, lua_gettop(L));
    lua_pop(L, 1);
    // The template's coroutine library gets the hook-installing create and wrap.
    lua_getfield(L, loaded, "coroutine");
    lua_createtable(L, 0, 8);
    lua_pushnil(L);
    while (lua_next(L, -3)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
    replace_with_wrapper(L, lua_gettop(L), "create", sandbox_cocreate, 0);
    replace_with_wrapper(L, lua_gettop(L), "wrap", sandbox_cowrap, 0);
    lua_setfield(L, template, "coroutine");
    lua_pop(L, 1);
    // load, for sandbox_load.
    lua_getfield(L, globals, "load");
    lua_setfield(L, template, "load");
    replace_with_wrapper(L, template, "load", protected_load, 0);
    lua_pushvalue(L, template);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_sandbox_template);
    lua_settop(L, globals - 1);

    // All strings share one metatable whose __index is the string library. getmetatable("") would hand
    // any script that table, and a change to it would reach every other script in the state: hide it.
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) {
        lua_pushboolean(L, 0);
        lua_setfield(L, -2, "__metatable");
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

static int open_libraries_op(lua_State *L) {
    const int *sandboxed = lua_touserdata(L, 1);
    if (*sandboxed) {
        static const luaL_Reg safe[] = {
            {LUA_GNAME, luaopen_base}, {LUA_COLIBNAME, luaopen_coroutine}, {LUA_TABLIBNAME, luaopen_table},
            {LUA_STRLIBNAME, luaopen_string}, {LUA_MATHLIBNAME, luaopen_math}, {LUA_UTF8LIBNAME, luaopen_utf8},
            {NULL, NULL},
        };
        for (const luaL_Reg *lib = safe; lib->func != NULL; lib++) {
            luaL_requiref(L, lib->name, lib->func, 1);
            lua_pop(L, 1);
        }
        build_sandbox_template(L);
    } else {
        luaL_openlibs(L);
        lua_pushglobaltable(L);
        replace_with_wrapper(L, lua_gettop(L), "load", protected_load, 0);
        lua_pushcfunction(L, budgeted_xpcall);
        lua_setfield(L, -2, "xpcall");
        lua_pop(L, 1);
    }
    lua_newtable(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_host_globals);
    return 0;
}

int luakit_open_libraries(lua_State *L, int sandboxed) {
    luakit_runtime_of(L)->sandboxed = sandboxed;
    return luakit_protect(L, open_libraries_op, &sandboxed, 0, 0);
}

// MARK: - Environments

static void copy_entries(lua_State *L, int from, int to) {
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, to);
    }
}

static int new_environment_op(lua_State *L) {
    lua_createtable(L, 0, 40);
    int env = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_sandbox_template) == LUA_TTABLE) {
        int template = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, template)) {
            if (lua_type(L, -1) == LUA_TTABLE) {
                // A fresh copy of each library: what one script does to string.format stays its own.
                lua_createtable(L, 0, 32);
                copy_entries(L, lua_gettop(L) - 1, lua_gettop(L));
                lua_remove(L, -2);
            }
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, env);
        }
        lua_pushvalue(L, env);
        lua_getfield(L, template, "load");
        lua_pushcclosure(L, sandbox_load, 2);
        lua_setfield(L, env, "load");
        lua_settop(L, env);
    } else {
        // An unsandboxed state: the environment sees the globals (and through them every library).
        lua_settop(L, env);
        lua_createtable(L, 0, 1);
        lua_pushglobaltable(L);
        lua_setfield(L, -2, "__index");
        lua_setmetatable(L, env);
    }
    lua_pushvalue(L, env);
    lua_setfield(L, env, "_G");
    lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_globals);
    copy_entries(L, lua_gettop(L), env);
    lua_settop(L, env);
    return 1;
}

int luakit_new_environment(lua_State *L) {
    return luakit_protect(L, new_environment_op, NULL, 0, 1);
}

void luakit_push_host_globals(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_globals);
}
