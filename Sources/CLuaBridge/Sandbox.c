// The standard libraries and the sandbox: which functions scripts get, fresh per environment; `load`
// kept to source text, coroutines under the instruction budget, string methods looked up in the calling
// environment's own string library (xpcall, whose handlers the budget also governs: Xpcall.c).
//
// load and setmetatable are written after Lua 5.4.4's lbaselib.c (luaB_load with its generic_reader,
// luaB_setmetatable) — Copyright (C) 1994-2022 Lua.org, PUC-Rio — under Lua's MIT licence, whose full text is
// in the package's NOTICE file.
#include <string.h>
#include "Internal.h"

// Base functions a sandboxed script keeps. Left out: dofile, loadfile (the file system),
// collectgarbage (the collector is the host's), require (no package). load, setmetatable and xpcall are
// the sandbox's own (install_charged_functions puts them among the state's globals first).
static const char *const base_allowed[] = {
    "assert", "error", "getmetatable", "ipairs", "load", "next", "pairs", "pcall", "print", "rawequal", "rawget",
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

// MARK: - Environments of the calling code

// The registry's weak-keyed table from each sandbox environment to the copy of the string library it
// was made with (what `("x"):method()` looks up in that environment's code).
static void push_environment_strings(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_environment_strings) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 8);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_environment_strings);
}

// Pushes the sandbox environment the function on top belongs to, and the value `environments` (a stack
// index) maps it to, popping the function; returns 0, pushing nothing, when it belongs to none that can
// be told without looking elsewhere. A Lua function belongs to its _ENV upvalue when that is an
// environment LuaKit made; else to the environment its chunk was loaded into from the host
// (luakit_remember_chunk, "@" names only), so that a style's function that uses no global, or a local
// _ENV of its own, still counts as the style's. Constant time: the function's upvalues and one lookup.
static int push_function_environment(lua_State *L, int environments) {
    int function = lua_gettop(L);
    if (lua_type(L, function) != LUA_TFUNCTION || lua_iscfunction(L, function)) {
        lua_pop(L, 1);
        return 0;
    }
    const char *name;
    for (int i = 1; (name = lua_getupvalue(L, function, i)) != NULL; i++) {
        if (strcmp(name, "_ENV") == 0) {
            lua_pushvalue(L, -1);
            if (lua_rawget(L, environments) != LUA_TNIL) {
                lua_remove(L, function);  // environment and mapped value stay
                return 1;
            }
            lua_pop(L, 2);
            break;
        }
        lua_pop(L, 1);
    }
    lua_Debug ar;
    lua_pushvalue(L, function);
    lua_getinfo(L, ">S", &ar);
    if (ar.source[0] == '@' &&
        lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_chunk_environments) == LUA_TTABLE &&
        lua_getfield(L, -1, ar.source) == LUA_TTABLE) {
        lua_pushvalue(L, -1);
        if (lua_rawget(L, environments) != LUA_TNIL) {
            lua_remove(L, -3);  // the chunk table
            lua_remove(L, function);
            return 1;
        }
    }
    lua_settop(L, function - 1);
    return 0;
}

// Pushes the environment recorded for thread `co` or, for the state's threads that scripts did not
// make, for the innermost host call under way (see luakit_note_entry), and the value `environments`
// maps it to; returns 0, pushing nothing, when there is none.
static int push_recorded_environment(lua_State *L, lua_State *co, int environments) {
    int top = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_thread_environments) == LUA_TTABLE) {
        lua_pushthread(co);
        lua_xmove(co, L, 1);
        if (lua_rawget(L, -2) == LUA_TTABLE) {
            lua_pushvalue(L, -1);
            if (lua_rawget(L, environments) != LUA_TNIL) {
                lua_remove(L, top + 1);
                return 1;
            }
        }
    }
    lua_settop(L, top);
    // The host calls nested now, innermost first; protected operations (which call no script
    // function of their own) record none and defer to the call they run in.
    luakit_runtime *rt = luakit_runtime_of(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_entries) == LUA_TTABLE) {
        for (int depth = rt->depth; depth > 0; depth--) {
            int type = lua_rawgeti(L, top + 1, depth);
            if (type == LUA_TTABLE) {
                // An environment noted when the record began (see start_entries).
                lua_pushvalue(L, -1);
                if (lua_rawget(L, environments) != LUA_TNIL) {
                    lua_remove(L, top + 1);
                    return 1;
                }
                break;
            }
            if (type != LUA_TFUNCTION) {
                lua_pop(L, 1);
                continue;
            }
            if (push_function_environment(L, environments)) {
                lua_remove(L, top + 1);
                return 1;
            }
            break;
        }
    }
    lua_settop(L, top);
    return 0;
}

// Pushes the sandbox environment of the code calling the running C function, and the value
// `environments` (a stack index) maps it to. The calling function decides when it can
// (push_function_environment); otherwise — a function `load` compiled for an environment of the
// script's own, one that uses no global in a chunk `load` compiled, a C function — the environment
// recorded for the running thread: for a coroutine, that of the code that created it; for the
// state's own threads, that of the function the innermost host call called. Returns 0, pushing nothing,
// when there is none. Constant time whatever the depth of the stack: no walk.
static int push_calling_environment(lua_State *L, int environments) {
    lua_Debug ar;
    if (lua_getstack(L, 1, &ar)) {
        lua_getinfo(L, "f", &ar);
        if (push_function_environment(L, environments)) return 1;
    }
    return push_recorded_environment(L, L, environments);
}

// Starts the record of what each nesting of host calls calls (luakit_note_entry) the first time a script
// calls load or makes a coroutine — before that no code can need it — made full size now (false: none)
// so that noting never allocates; a state that never does pays nothing, not even the allocation. The host
// call under way was not noted: it gets the calling code's environment, found now. `environments` is the
// environment-strings table's index.
static void start_entries(lua_State *L, int environments) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_entries) == LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    lua_pop(L, 1);
    luakit_runtime *rt = luakit_runtime_of(L);
    int entries = rt->max_depth + 2;
    lua_createtable(L, entries, 0);
    for (int depth = 1; depth <= entries; depth++) {
        lua_pushboolean(L, 0);
        lua_rawseti(L, -2, depth);
    }
    if (rt->depth > 0 && rt->depth <= entries && push_calling_environment(L, environments)) {
        lua_pop(L, 1);
        lua_rawseti(L, -2, rt->depth);
    }
    lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_host_entries);
}

// Records, for a thread a script creates, the environment of the code creating it (see
// push_calling_environment): code the coroutine runs that cannot be told by itself counts as that
// environment's.
static void record_thread_environment(lua_State *L, lua_State *co) {
    int top = lua_gettop(L);
    push_environment_strings(L);
    start_entries(L, top + 1);
    if (!push_calling_environment(L, top + 1)) {
        lua_settop(L, top);
        return;
    }
    lua_pop(L, 1);
    // Weak keys: the record goes with its thread.
    luakit_push_weak_registry_table(L, &luakit_key_thread_environments, "k");
    lua_pushthread(co);
    lua_xmove(co, L, 1);
    lua_pushvalue(L, -3);
    lua_rawset(L, -3);
    lua_settop(L, top);
}

void luakit_note_entry(lua_State *L, int depth, int function) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_entries) == LUA_TTABLE && depth <= (int)lua_rawlen(L, -1)) {
        if (function != 0) lua_pushvalue(L, function);
        else lua_pushboolean(L, 0);
        lua_rawseti(L, -2, depth);
    }
    lua_pop(L, 1);
}

// Records that the chunk named `ud` was loaded into the environment at 2 (see push_calling_environment).
static int remember_chunk_op(lua_State *L) {
    const char *chunkname = lua_touserdata(L, 1);
    push_environment_strings(L);
    lua_pushvalue(L, 2);
    if (lua_rawget(L, -2) == LUA_TNIL) return 0;  // not a sandbox environment
    // Weak values: a style's environment goes when nothing else holds it (its file gone, say).
    luakit_push_weak_registry_table(L, &luakit_key_chunk_environments, "v");
    lua_pushvalue(L, 2);
    lua_setfield(L, -2, chunkname);
    return 0;
}

void luakit_remember_chunk(lua_State *L, const char *chunkname, int env) {
    if (!luakit_runtime_of(L)->sandboxed || !lua_checkstack(L, 3)) return;
    lua_pushvalue(L, env);
    if (luakit_protect(L, remember_chunk_op, (void *)chunkname, 1, 0) != LUA_OK) lua_pop(L, 1);
}

// The string metatable's __index in a sandboxed state. In Lua every string method call indexes the one
// string library; in the sandbox each environment has its own copy (what one style adds to or changes
// in `string` is its own), so `s:trim()` looks the method up in the copy of the calling code's
// environment — after `function string.trim(s) … end`, ("  x"):trim() works in that style and in no
// other. Code outside any environment gets the state's own string library (upvalue 1).
static int string_index(lua_State *L) {
    lua_settop(L, 2);
    push_environment_strings(L);
    if (push_calling_environment(L, 3)) {
        lua_pushvalue(L, 2);
        lua_gettable(L, -2);
        return 1;
    }
    lua_pushvalue(L, 2);
    lua_gettable(L, lua_upvalueindex(1));
    return 1;
}

// MARK: - load

// What sandbox_load's reader reads: the string chunk, or the reader function at stack index 1 (its
// pieces kept in the reserved slot, as lbaselib's generic_reader does); and whether the mode would let
// Lua load a binary chunk, which the sandbox refuses itself (a crafted one can crash the VM).
typedef struct {
    const char *string;
    size_t length;
    int first;
    int binary_allowed;
    const char *mode;
    int status;
} load_reader;

#define RESERVED_SLOT 5

static const char *read_chunk(lua_State *L, void *ud, size_t *size) {
    load_reader *reader = ud;
    const char *piece;
    if (reader->string != NULL) {
        piece = reader->string;
        *size = reader->length;
        reader->string = NULL;
    } else if (lua_type(L, 1) == LUA_TFUNCTION) {
        luaL_checkstack(L, 2, "too many nested functions");
        lua_pushvalue(L, 1);
        lua_call(L, 0, 1);
        if (lua_isnil(L, -1)) {
            lua_pop(L, 1);
            *size = 0;
            return NULL;
        }
        if (!lua_isstring(L, -1)) {
            // Lua's message, placed where Lua places it (load's caller: one frame further out here).
            luaL_where(L, 2);
            lua_pushliteral(L, "reader function must return a string");
            lua_concat(L, 2);
            lua_error(L);
        }
        lua_replace(L, RESERVED_SLOT);
        piece = lua_tolstring(L, RESERVED_SLOT, size);
    } else {
        *size = 0;
        return NULL;
    }
    if (reader->first && *size > 0) {
        reader->first = 0;
        if (piece[0] == LUA_SIGNATURE[0] && reader->binary_allowed) {
            lua_pushfstring(L, "attempt to load a binary chunk (mode is '%s'): the sandbox loads only source text",
                            reader->mode);
            lua_error(L);
        }
    }
    return piece;
}

// Runs lua_load under a protected call without a message handler (lua_load parses under the handler of
// the innermost protected call, which during a host call is LuaKit's: a reader's error would otherwise
// come back as the handler's record table). Arguments: chunk, chunk name, the reader.
static int load_op(lua_State *L) {
    load_reader *reader = lua_touserdata(L, 3);
    const char *chunkname = lua_tostring(L, 2);
    lua_settop(L, RESERVED_SLOT);
    reader->status = lua_load(L, read_chunk, reader, chunkname, reader->mode);
    return 1;
}

// load(chunk [, chunkname [, mode [, env]]]) as lbaselib's luaB_load, arguments, modes and messages
// included, except that a binary chunk is refused whatever the mode (see read_chunk), and that the
// default environment is the calling code's sandbox environment rather than the state's globals (a fresh
// environment when no sandboxed code calls).
static int sandbox_load(lua_State *L) {
    size_t length;
    const char *string = lua_tolstring(L, 1, &length);
    const char *mode = luaL_optstring(L, 3, "bt");
    int given_environment = !lua_isnone(L, 4);
    const char *chunkname;
    if (string != NULL) {
        chunkname = luaL_optstring(L, 2, string);
    } else {
        chunkname = luaL_optstring(L, 2, "=(load)");
        luaL_checktype(L, 1, LUA_TFUNCTION);
    }
    lua_settop(L, 4);
    push_environment_strings(L);
    start_entries(L, 5);
    lua_settop(L, 4);
    if (!given_environment) {
        push_environment_strings(L);
        if (push_calling_environment(L, 5)) {
            lua_pop(L, 1);
        } else {
            luakit_push_new_environment(L);
        }
        lua_replace(L, 4);
        lua_settop(L, 4);
    }
    load_reader reader = {string, length, 1, strchr(mode, 'b') != NULL, mode, LUA_OK};
    lua_pushcfunction(L, load_op);
    lua_pushvalue(L, 1);
    lua_pushstring(L, chunkname);
    lua_pushlightuserdata(L, &reader);
    if (lua_pcall(L, 3, 1, 0) != LUA_OK) reader.status = LUA_ERRRUN;
    if (reader.status != LUA_OK) {
        luaL_pushfail(L);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushvalue(L, 4);
    if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    return 1;
}

// An unsandboxed state's load: the original (upvalue 1) in a protected call of its own that re-raises
// its failures (a reader's error would otherwise come back as the handler's record, see load_op).
static int protected_load(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    if (lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0) != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

// coroutine.create with the budget hook installed on the new thread. A thread normally inherits the
// hook of its creator, but one created while the state had no budget would run unbounded later.
static int sandbox_cocreate(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    if (lua_type(L, -1) == LUA_TTHREAD) {
        luakit_hook_thread(lua_tothread(L, -1));
        if (luakit_runtime_of(L)->sandboxed) record_thread_environment(L, lua_tothread(L, -1));
    }
    return 1;
}

// coroutine.wrap likewise: the thread is the first upvalue of the function wrap returns.
static int sandbox_cowrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    if (lua_getupvalue(L, -1, 1) != NULL) {
        if (lua_type(L, -1) == LUA_TTHREAD) {
            luakit_hook_thread(lua_tothread(L, -1));
            if (luakit_runtime_of(L)->sandboxed) record_thread_environment(L, lua_tothread(L, -1));
        }
        lua_pop(L, 1);
    }
    return 1;
}

// MARK: - setmetatable

// setmetatable as lbaselib's luaB_setmetatable, refusing metatables with a __gc field. Lua runs
// finalizers with hooks disabled (and during lua_close), so the instruction budget could never stop one
// that loops: scripts get none. Lua only marks an object for finalization if __gc is present when the
// metatable is set, so checking here is enough.
static int sandbox_setmetatable(lua_State *L) {
    int t = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (t == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) {
            return luaL_argerror(L, 2, "__gc metamethods are not allowed in the sandbox: finalizers run outside the instruction budget");
        }
        lua_pop(L, 1);
    }
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

// MARK: - Opening

// Replaces the library functions whose loops run in C with the charged ports (PatternMatching.c,
// TableLibrary.c), in the libraries' own tables, so that error messages find them under their names
// (luaL_argerror names a function called from C by searching package.loaded), and puts the
// budget-aware xpcall and, in a sandbox, load and setmetatable among the state's globals for the same
// reason (sandboxed scripts never see those globals).
static void install_charged_functions(lua_State *L, int sandboxed) {
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    int loaded = lua_gettop(L);
    lua_getfield(L, loaded, LUA_STRLIBNAME);
    luaL_setfuncs(L, luakit_string_functions, 0);
    lua_getfield(L, loaded, LUA_TABLIBNAME);
    luaL_setfuncs(L, luakit_table_functions, 0);
    lua_getfield(L, loaded, LUA_COLIBNAME);
    replace_with_wrapper(L, lua_gettop(L), "create", sandbox_cocreate, 0);
    replace_with_wrapper(L, lua_gettop(L), "wrap", sandbox_cowrap, 0);
    lua_pushglobaltable(L);
    lua_pushcfunction(L, luakit_xpcall);
    lua_setfield(L, -2, "xpcall");
    if (sandboxed) {
        lua_pushcfunction(L, sandbox_load);
        lua_setfield(L, -2, "load");
        lua_pushcfunction(L, sandbox_setmetatable);
        lua_setfield(L, -2, "setmetatable");
    } else {
        replace_with_wrapper(L, lua_gettop(L), "load", protected_load, 0);
    }
    lua_settop(L, loaded - 1);
}

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
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    int loaded = lua_gettop(L);
    for (const char *const *name = libraries_allowed; *name != NULL; name++) {
        lua_getfield(L, loaded, *name);
        lua_setfield(L, template, *name);
    }
    // string.dump would let a script make binary chunks.
    lua_getfield(L, loaded, LUA_STRLIBNAME);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    int string = lua_gettop(L);
    lua_pushvalue(L, template);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &luakit_key_sandbox_template);

    // All strings share one metatable whose __index is the string library. getmetatable("") would hand
    // any script that metatable, and a change to it would reach every other script in the state: hide
    // it, and look methods up in the calling environment's own copy of the library (string_index).
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) {
        lua_pushboolean(L, 0);
        lua_setfield(L, -2, "__metatable");
        lua_pushvalue(L, string);
        lua_pushcclosure(L, string_index, 1);
        lua_setfield(L, -2, "__index");
        lua_pop(L, 1);
    }
    lua_settop(L, globals - 1);
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
        install_charged_functions(L, 1);
        build_sandbox_template(L);
    } else {
        luaL_openlibs(L);
        install_charged_functions(L, 0);
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

void luakit_push_new_environment(lua_State *L) {
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
        // Strings' methods, looked up from this environment's code, come from its own string library.
        push_environment_strings(L);
        lua_pushvalue(L, env);
        lua_getfield(L, env, LUA_STRLIBNAME);
        lua_rawset(L, -3);
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
}

static int new_environment_op(lua_State *L) {
    luakit_push_new_environment(L);
    return 1;
}

int luakit_new_environment(lua_State *L) {
    return luakit_protect(L, new_environment_op, NULL, 0, 1);
}

void luakit_push_host_globals(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &luakit_key_host_globals);
}
