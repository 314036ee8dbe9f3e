// Declarations shared by the C files of CLuaBridge and not meant for Swift.
#ifndef CLUABRIDGE_INTERNAL_H
#define CLUABRIDGE_INTERNAL_H

#include "CLuaBridge.h"

/// The count hook that enforces the instruction budget.
void luakit_budget_hook(lua_State *L, lua_Debug *ar);
/// Charges `work` instructions to the running host call's budget, for C code that loops without running
/// Lua instructions (which the hook cannot see): the pattern matcher's steps, the tables a table function
/// goes through. Raises the budget error, ending in `explanation` (" (…)"), when that is more than is
/// left, and the time limit's error when the call ran past it. Does nothing when no budget is armed.
/// Callers charge in batches (the clock is read at each call).
void luakit_charge_steps(lua_State *L, lua_Unsigned work, const char *explanation);
/// `lua_gettable(L, t)` (the key on top, replaced by the value) charging one budget step per table the
/// `__index` chain goes through (ChargedIndex.c). Returns the value's type.
int luakit_charged_get(lua_State *L, int t);
/// `lua_geti(L, t, i)`, charged likewise.
int luakit_charged_geti(lua_State *L, int t, lua_Integer i);
/// `lua_settable(L, t)` (key and value on top, popped), charging one step per table of the `__newindex` chain.
void luakit_charged_set(lua_State *L, int t);
/// `lua_seti(L, t, i)` (value on top, popped), charged likewise.
void luakit_charged_seti(lua_State *L, int t, lua_Integer i);
/// The table library with every element access charged (TableLibrary.c, a port of Lua 5.4.4's ltablib.c).
extern const luaL_Reg luakit_table_functions[];
/// string.find, match, gmatch, gsub with the matcher's steps charged, and string.rep (PatternMatching.c, a
/// port of Lua 5.4.4's lstrlib.c).
extern const luaL_Reg luakit_string_functions[];

/// Raises the time limit's error when the host call under way has run past it (see luakit_runtime); for
/// host functions, whose work (converting a string of megabytes, say) no instruction counts.
void luakit_check_deadline(lua_State *L, luakit_runtime *rt);
/// Installs the budget hook on a thread a script created, when the state has a budget.
void luakit_hook_thread(lua_State *co);

/// Marks the start of host-initiated Lua work: arms the budget when it is the outermost.
void luakit_enter(luakit_runtime *rt);
/// Marks its end: disarms the budget when it was the outermost.
void luakit_leave(luakit_runtime *rt);

/// Runs `op(ud, <nargs values on top>)` under lua_pcall with the budget armed as for any host call.
/// Leaves `nresults` values, or one error value on failure.
int luakit_protect(lua_State *L, lua_CFunction op, void *ud, int nargs, int nresults);

/// The message handler of host calls (see luakit_call).
int luakit_message_handler(lua_State *L);

/// Pushes the name of the type of the value at `idx` as an error message should say it: the
/// registered name of a userdata type, or Lua's type name.
void luakit_push_type_name(lua_State *L, int idx);

/// Pushes what the native getter `code` (LUAKIT_NATIVE_*) reads from the userdata at 1, whose type the
/// caller has checked; returns 1 (NativeMembers.c).
int luakit_native_get(lua_State *L, lua_Integer code);
/// Runs the fast path of native method `method` (LUAKIT_NATIVE_RECT_*) on the call's arguments: its result
/// count, or -1, with the stack as it was, when the host's implementation must answer (NativeMembers.c).
int luakit_native_method(lua_State *L, int method, const void *type_key, double limit);

/// Answers `__index` for a memoized property, the memo's userdata at `memo_index`, the object at 1 (Memo.c).
int luakit_memo_get(lua_State *L, int memo_index);
/// Calls a host callable from a trampoline (HostFunctions.c); `changes`: whether the call may change what
/// memoized properties read (every call but a memoized getter's own), which starts a new generation.
int luakit_invoke_host(lua_State *L, void *callable, int changes);
/// At each entry into Lua: a new generation, and the host's vouching for a memo taken up (Memo.c).
void luakit_memo_enter(luakit_runtime *rt);

/// Registry keys: their addresses are the keys (light userdata), so lookups never allocate.
extern const char luakit_key_host_globals;
extern const char luakit_key_sandbox_template;
extern const char luakit_key_host_function_box;
extern const char luakit_key_host_error;
extern const char luakit_key_type_name;
extern const char luakit_key_error_record;
extern const char luakit_key_environment_strings;
extern const char luakit_key_chunk_environments;
extern const char luakit_key_thread_environments;
extern const char luakit_key_host_entries;
extern const char luakit_key_xpcall_frames;

/// Pushes the registry's table under `key`, made on first use with the weak mode `mode` ("k" or "v"). May
/// raise (out of memory): only for functions Lua calls, or under luakit_protect. Needs three free slots.
void luakit_push_weak_registry_table(lua_State *L, const void *key, const char *mode);

/// Records that the chunk named `chunkname` (Lua's form, "@path") was loaded into the sandbox environment
/// at `env`: string methods called from its functions come from that environment's string library. Never
/// raises (a failure to record is dropped).
void luakit_remember_chunk(lua_State *L, const char *chunkname, int env);

/// Records the function at `function` (0: none) as what the host call at `depth` (1 the outermost)
/// calls: code running in it that cannot be told by itself counts as that function's environment's
/// (Sandbox.c, push_calling_environment). Does nothing until a script first calls load or makes a
/// coroutine (the record starts then). Needs two free stack slots. Never raises: it only overwrites a
/// slot of a table made full size when the record started, and does nothing past it.
void luakit_note_entry(lua_State *L, int depth, int function);
/// xpcall(f, msgh, ...) as Lua's luaB_xpcall, with the budget's rules for handlers (Xpcall.c).
int luakit_xpcall(lua_State *L);
/// Puts a handler that changes nothing in place of the message handler of every xpcall under way, on
/// `L` and, when `all`, on every thread waiting for a coroutine (which it also stops at its next
/// instruction): once the budget is spent no script's handler runs. Needs four free stack slots.
/// Never raises.
void luakit_disarm_message_handlers(lua_State *L, int all);

/// Pushes a new sandbox environment (luakit_new_environment's work, unprotected: may raise).
void luakit_push_new_environment(lua_State *L);

#endif
