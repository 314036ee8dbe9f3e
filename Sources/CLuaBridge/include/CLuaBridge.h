// CLuaBridge: the whole unsafe C boundary between LuaKit (Swift) and Lua 5.4.
//
// Lua reports errors with longjmp. A longjmp that crosses a Swift frame skips that frame's cleanup
// (releases, deinits, defers) and corrupts the process, so LuaKit keeps every longjmp inside C:
//
//   1. Swift never calls a Lua function that may raise (the manual's 'm' and 'e' annotations: anything
//      that allocates or may run a metamethod) directly. It calls one of the `luakit_*` operations below
//      instead, each of which runs the raising work inside `lua_pcall` and returns a status.
//   2. Swift functions called by Lua (host functions, userdata members) never raise either. They return
//      a status (`LUAKIT_HOST_*`) with a message on the stack, and the C trampoline that called them
//      raises the Lua error after the Swift frame has returned. The same goes for allocating: a host
//      function whose result is a plain-data userdata (no references to release) leaves its bytes in
//      the trampoline's `luakit_pending_userdata`, and the trampoline allocates the userdata, which
//      may raise a memory error, after the Swift frame has returned (other userdata results are
//      allocated by a protected operation, `luakit_new_userdata`).
//   3. The only Lua calls Swift makes directly are non-raising ones ('-' in the manual), each after
//      `lua_checkstack` (which fails rather than raises) made room for what it pushes: pushing
//      numbers, booleans, nil, light userdata and copies (`lua_pushvalue`), reading values (`lua_type`,
//      `lua_touserdata`, `lua_toboolean`, `lua_isinteger`, the number readers below, which convert
//      numeric strings without allocating, and the string reader below only on strings: it converts
//      numbers in place, which allocates), `lua_rawget`/`lua_rawgeti`/`lua_rawgetp`/`lua_rawlen`/
//      `lua_rawequal`, `lua_gettop`, `luaL_unref` (it only overwrites two registry slots that exist),
//      and `lua_settop` (marked 'e' only because it may close to-be-closed slots, and Swift only ever
//      drops values it pushed itself), plus the `luakit_*` functions below that are not marked
//      protected, which make only such calls and `lua_pcall` ('-' too; `lua_gc` and `lua_close` as
//      well, whose finalizers Lua runs protected).
//   4. The C library functions CLuaBridge gives scripts in place of Lua's (PatternMatching.c, TableLibrary.c:
//      ports of lstrlib's matcher and ltablib; Sandbox.c's load, setmetatable, the string metatable's
//      __index; Xpcall.c's xpcall) and the charging helpers they use (ChargedIndex.c, luakit_charge_steps in
//      Runtime.c) raise freely — argument errors, the budget's and the time limit's errors — but only
//      Lua calls them, as lua_CFunctions, so their raises unwind C and Lua frames only. Swift reaches none
//      of them (they are declared in Internal.h, which Swift does not import).
//
// The rest of this header: the per-state runtime (allocator counters, instruction budget, host entry
// points), `static inline` wrappers for Lua macros Swift cannot import, and the operations above.
#ifndef CLUABRIDGE_H
#define CLUABRIDGE_H

// The headers pkg-config names for "lua5.4" (Debian's liblua5.4-dev, Homebrew's lua@5.4). Another Lua's headers
// found instead (Homebrew's `lua` is 5.5; a Lua built by hand installs into /usr/local/include) would fail deep
// in this file and the bridge's C, or build against an API whose stack and error rules differ: stop here.
#if !__has_include(<lua.h>)
#error "prestyle needs Lua 5.4's headers and cannot find lua.h. Debian/Ubuntu: apt-get install liblua5.4-dev pkg-config. macOS: brew install lua@5.4 pkg-config, and export PKG_CONFIG_PATH=$(brew --prefix lua@5.4)/lib/pkgconfig (make does it for you)."
#else
#include <lua.h>
#if LUA_VERSION_NUM != 504
#error "prestyle needs Lua 5.4, and the lua.h found is another version. Debian/Ubuntu: apt-get install liblua5.4-dev. macOS: brew install lua@5.4 (Homebrew's lua is 5.5), and export PKG_CONFIG_PATH=$(brew --prefix lua@5.4)/lib/pkgconfig (make does it for you) so that pkg-config's lua5.4 is Lua 5.4."
#endif
#include <lualib.h>
#include <lauxlib.h>
#endif
#include <stddef.h>

// MARK: - Statuses beyond Lua's own

/// The Lua stack could not grow; nothing was pushed.
#define LUAKIT_STATUS_NO_STACK 100
/// A userdata type has no metatable in this state; nothing was pushed.
#define LUAKIT_STATUS_UNREGISTERED 101
/// Host calls into Lua nest deeper than `max_depth`; nothing was called and nothing is pushed.
#define LUAKIT_STATUS_TOO_DEEP 102
/// The call returned normally, but the instruction budget ran out during it (the script caught the
/// error, as coroutine.resume does): its results are on the stack and are not to be trusted.
#define LUAKIT_STATUS_BUDGET_CAUGHT 103
/// luakit_call_numbers only: nothing was done; the host must take the slow path (luakit_begin_call
/// returned 0).
#define LUAKIT_STATUS_SLOW_PATH 104
/// luakit_call_numbers only: the call succeeded but not every result is a number; the results are
/// on the stack for the host to read (and report) one by one.
#define LUAKIT_STATUS_NOT_NUMBERS 105

// MARK: - Host functions

/// What a Swift host function returns to its trampoline: a count of results (>= 0) left on top of the
/// stack, or one of these failures. Each failure leaves one value on top of the stack.
/// The value on top is an error value; raise it unchanged (a Lua error passing through the host).
#define LUAKIT_HOST_RAISE (-1)
/// The value on top is a message; raise it with the caller's position in front, like `luaL_error`.
#define LUAKIT_HOST_ERROR (-2)
/// The value on top explains what is wrong with argument `failed_argument`; raise Lua's
/// "bad argument #n to 'f' (...)".
#define LUAKIT_HOST_ARGUMENT_ERROR (-3)
/// The value on top names the type argument `failed_argument` should have had; raise Lua's
/// "bad argument #n to 'f' (T expected, got U)".
#define LUAKIT_HOST_TYPE_ERROR (-4)
/// The host could not even push a message (the stack could not grow); raise a stack overflow.
#define LUAKIT_HOST_NO_STACK (-5)

/// The most bytes of plain data a host function can hand its trampoline to become a userdata result
/// (see luakit_pending_userdata); larger values are created under a protected call instead.
#define LUAKIT_PENDING_USERDATA_CAPACITY 128

/// A userdata result a host function left for its trampoline to create. Plain data only (no
/// references to release), so that when creating it fails (a memory error, raised from the
/// trampoline) nothing is lost; the trampoline owns this on its C stack, for the one host call.
typedef struct luakit_pending_userdata {
    /// The stack slot of the result, which holds the userdata type's metatable meanwhile; 0 while
    /// no result waits.
    int slot;
    size_t size;
    union {
        long double align;
        unsigned char bytes[LUAKIT_PENDING_USERDATA_CAPACITY];
    } payload;
} luakit_pending_userdata;

/// Slots of a runtime's cache of userdata metatables (see luakit_runtime.type_cache): more types than this
/// still work, through the registry.
#define LUAKIT_TYPE_CACHE_SIZE 64

/// One registered userdata type: its key and the address of its metatable (which the registry keeps alive).
typedef struct luakit_type_entry {
    const void *key;
    const void *metatable;
} luakit_type_entry;

/// Where a host function writes the bytes of a pending userdata result (`payload.bytes`).
static inline void *luakit_pending_bytes(luakit_pending_userdata *pending) { return pending->payload.bytes; }

/// Calls a Swift host function. `callable` is the opaque Swift object registered with the function.
typedef int (*luakit_host_entry)(lua_State *L, void *callable);
/// Releases the Swift object behind a host function once Lua has collected the function.
typedef void (*luakit_host_release)(void *callable);

// MARK: - The runtime of one state

/// Everything LuaKit keeps per Lua state on the C side. Owned by the Swift state, which allocates it
/// before `lua_newstate` and frees it after `lua_close`; every thread of the state finds it through
/// `lua_getextraspace` (Lua copies the main thread's extra space into each new thread).
/// Bytes of allocation charged as one instruction to the budget (about what copying them costs).
#define LUAKIT_BYTES_PER_INSTRUCTION 64

typedef struct luakit_runtime {
    // The capped allocator. `memory_limit` == 0 means no cap.
    size_t memory_limit;
    size_t memory_used;
    size_t memory_peak;
    size_t memory_refusals;

    // The instruction budget: at most `budget` VM instructions per call from the host (0 = no budget).
    // The count hook fires every `budget_granularity` instructions of a thread and charges them to
    // `budget_remaining`; once that runs out `budget_exceeded` sticks until the host call returns.
    // Memory allocated while a budget is armed is charged too, one instruction per
    // LUAKIT_BYTES_PER_INSTRUCTION bytes: C library functions (string.rep, table.concat, gsub…) copy
    // bytes without running VM instructions, and only this charge keeps a loop of them bounded.
    // `budget_overdrawn` says allocation, not instructions, used the budget up.
    long long budget;
    long long budget_remaining;
    int budget_granularity;
    int budget_armed;
    int budget_exceeded;
    int budget_main_dirty;
    int budget_overdrawn;
    /// What used the budget up, once it is: kept for the re-raises after a script caught the error.
    char budget_explanation[160];
    /// Steps of C library work (tables gone through) not yet charged to the budget: they are charged in batches.
    int c_steps;

    // The time limit, in seconds of the host's monotonic clock per call from the host (0 = none; it
    // applies only with a budget). A safety net for work the instruction count cannot see — comparing or
    // searching very long strings costs milliseconds per instruction. The count hook reads the clock:
    // `call_started` is set at its first firing in a call (0 until then, so arming costs one store), and
    // once the hook sees instructions taking long (`hook_checked` is the clock at its last firing) it
    // fires every instruction, so the limit is kept to within one slow instruction. Past the limit the
    // budget counts as spent, with `time_exceeded` set. Not deterministic: only a hostile script gets near it.
    double time_limit;
    double call_started;
    double hook_checked;
    int time_exceeded;

    // Instructions (and allocation charges) the budget counted, over every call from the host since the
    // state opened: what a host running many calls for one client reads to cap their sum.
    long long instructions_spent;

    /// Whether scripts run sandboxed (no debug library): see luakit_open_libraries.
    int sandboxed;

    // Host calls into Lua currently on the C stack, and the deepest nesting allowed.
    int depth;
    int max_depth;

    lua_State *main_thread;
    /// The thread running the innermost host function (the main thread when none runs); NULL once
    /// the state is closing.
    lua_State *current_thread;
    /// Registry references the host has dropped and not yet released (it releases them on its next
    /// entry; calls take a slower path until then).
    int pending_releases;

    luakit_host_entry host_entry;
    luakit_host_release host_release;
    /// The Swift object that owns this runtime (unretained), for host functions to find it.
    void *host_context;

    /// Where the innermost running host function may leave a plain-data userdata result for its
    /// trampoline to create (NULL when no host function runs).
    luakit_pending_userdata *pending_userdata;

    /// The metatables of the registered userdata types by type key (open addressing on the key's address;
    /// key NULL = free), so that checking a value's type compares two addresses instead of looking the
    /// metatable up in the registry (luakit_test_userdata). Filled by luakit_finish_metatable.
    luakit_type_entry type_cache[LUAKIT_TYPE_CACHE_SIZE];

    /// Moves on whenever host code may have changed what memoized properties read (see luakit_memo): at
    /// every entry into Lua from the host, after every call of a host function or finalizer from Lua.
    unsigned long long generation;
    /// A memoized value the host vouches for at the next entry into Lua (see luakit_expect_memo); NULL when none.
    struct luakit_memo *expected_memo;
    const void *expected_object;
    size_t expected_size;
    unsigned char expected_bytes[LUAKIT_PENDING_USERDATA_CAPACITY];

    /// The argument a failing host function blamed (for LUAKIT_HOST_ARGUMENT_ERROR/TYPE_ERROR).
    int failed_argument;
    /// The kind the host gave the last error it raised, matched by value against the error that
    /// reaches the host (see luakit_host_error_kind). 0 when none.
    int host_error_kind;
} luakit_runtime;

/// The runtime of any thread of a LuaKit state.
static inline luakit_runtime *luakit_runtime_of(lua_State *L) {
    // lua_getextraspace is a macro: pointer arithmetic Swift cannot see.
    return *(luakit_runtime **)lua_getextraspace(L);
}

/// Creates a state whose allocations go through the capped allocator of `rt`. NULL when even the
/// state itself cannot be allocated.
lua_State *luakit_newstate(luakit_runtime *rt);
/// Opens the standard libraries: in a sandboxed state only base, string, table, math, utf8 and
/// coroutine, with the sandbox's templates built; otherwise all of them. Returns a Lua status.
/// Sets `sandboxed` in the runtime: userdata types registered afterwards rely on it.
int luakit_open_libraries(lua_State *L, int sandboxed);
/// Installs or removes the count hook on the main thread after `rt->budget` changed.
void luakit_update_budget_hook(lua_State *L);
/// Runs a full garbage collection, as a host entry into Lua (finalizers may run during it).
void luakit_collect_garbage(lua_State *L);
/// Closes the state, as a host entry into Lua: the finalizers of host functions and userdata release
/// their Swift objects. (Lua runs finalizers with hooks off, which is why a sandbox refuses `__gc` to
/// scripts: no budget could stop one.)
void luakit_close(lua_State *L);

// MARK: - Calls from the host (each runs under lua_pcall; returns a Lua status)

/// Pushes the message handler and the registry value `ref` on the current thread (`*thread`);
/// returns the handler's stack index, the `base` to give `luakit_call`, or 0 when the host must take
/// the slow path first: the state is closed, references wait to be released, or the stack cannot
/// grow by `extra` + 4 slots. `extra` is the room the call needs above the function: its arguments,
/// or its results when it asks for more (lua_call needs room for a fixed count of results).
int luakit_begin_call(luakit_runtime *rt, int ref, int extra, lua_State **thread);
/// Calls the function at `base + 1` with the `nargs` values above it, under the message handler at
/// `base`, with the instruction budget armed when this is the outermost host call. In a sandbox it
/// notes the function as what this nesting of host calls runs (the environment of code that cannot be
/// told by itself, see Sandbox.c), outside the protected call: that note only overwrites a slot of a
/// registry table made full size beforehand (no allocation, so no raise), in the two stack slots
/// luakit_begin_call reserved for it. On failure the
/// error value is on top: a table made by the handler (see LUAKIT_ERROR_VALUE…) or, for memory
/// errors, Lua's message. LUAKIT_STATUS_TOO_DEEP and LUAKIT_STATUS_BUDGET_CAUGHT are possible too.
int luakit_call(lua_State *L, int base, int nargs, int nresults);

/// A call whose arguments and results are all numbers (see luakit_call_numbers).
typedef struct luakit_number_call {
    lua_Number arguments[4];
    lua_Number results[4];
    /// When the call fails: the thread it ran on and its base (the handler's index).
    lua_State *thread;
    int base;
} luakit_number_call;

/// The whole of a call whose arguments and results are all numbers, in one C call: what
/// luakit_begin_call, pushing `nargs` numbers, luakit_call and reading `nresults` numbers (as
/// lua_tonumberx reads them) do; at most 4 of each. Returns LUA_OK with the results read and the stack as it was;
/// LUAKIT_STATUS_SLOW_PATH with nothing done; or any other status with the call left on
/// `call->thread` from `call->base`, as luakit_call leaves it, for the host to report and drop.
int luakit_call_numbers(luakit_runtime *rt, int ref, luakit_number_call *call, int nargs, int nresults);

/// Fields of the table the message handler makes from an error.
enum {
    LUAKIT_ERROR_VALUE = 1,      // the original error value
    LUAKIT_ERROR_MESSAGE = 2,    // the error converted to a string (under protection)
    LUAKIT_ERROR_TRACEBACK = 3,  // Lua's traceback at the raise
    LUAKIT_ERROR_SOURCE = 4,     // short source of the innermost Lua function at the raise, if any
    LUAKIT_ERROR_LINE = 5,       // its current line
    LUAKIT_ERROR_FRAMES = 6,     // the levels the traceback shows, innermost first: tables of LUAKIT_FRAME_*
                                 // fields (fewer, or absent, when memory ran out making them)
    LUAKIT_ERROR_TAG = 7         // a light userdata marking the table as made by the handler
};
/// Fields of one frame in LUAKIT_ERROR_FRAMES: what lua_getinfo(L, "Slnt", …) gives for that level.
enum {
    LUAKIT_FRAME_SOURCE = 1,        // short_src: the chunk name as Lua shortens it ("[C]" for C functions)
    LUAKIT_FRAME_LINE = 2,          // currentline (-1 when there is none: C functions)
    LUAKIT_FRAME_NAME = 3,          // name, when Lua could tell (absent otherwise)
    LUAKIT_FRAME_NAME_KIND = 4,     // namewhat: "global", "local", "method", "field", "upvalue"…, or ""
    LUAKIT_FRAME_WHAT = 5,          // what: "Lua", "C" or "main"
    LUAKIT_FRAME_LINE_DEFINED = 6,  // linedefined (-1 for C functions)
    LUAKIT_FRAME_TAIL_CALL = 7,     // istailcall, a boolean
    LUAKIT_FRAME_LEVEL = 8,         // the level (1 = the function that raised), showing skipped levels
    LUAKIT_FRAME_FIELDS = 8
};
/// Whether the value at `idx` is a table made by the message handler.
int luakit_is_error_record(lua_State *L, int idx);
/// The kind the host gave the error at `idx` when it raised it (0 if the host did not raise it).
int luakit_host_error_kind(lua_State *L, int idx);

// MARK: - Protected operations (each returns a Lua status; on failure one error value is on top)

/// Pushes a copy of `len` bytes at `s` as a Lua string.
int luakit_push_string(lua_State *L, const char *s, size_t len);
/// Pushes a new table with room for `narr` array and `nrec` hash entries.
int luakit_new_table(lua_State *L, int narr, int nrec);
/// Pops the top value into the registry; `*ref` gets its reference.
int luakit_ref(lua_State *L, int *ref);
/// Replaces the key on top with `t[key]`, running `__index` as Lua would.
int luakit_get_table(lua_State *L, int t);
/// Pops a key and a value (the value on top) and does `t[key] = value`, running `__newindex`.
int luakit_set_table(lua_State *L, int t);
/// Pops a key and a value (the value on top) and does `rawset(t, key, value)`.
int luakit_raw_set(lua_State *L, int t);
/// Replaces the key on top with the next key and value of table `t` (`*more` = 1), or pops it (`*more` = 0).
int luakit_next(lua_State *L, int t, int *more);
/// Pushes `tostring(value at idx)`, running `__tostring`/`__name` as Lua would.
int luakit_to_string(lua_State *L, int idx);
/// Loads Lua source text (binary chunks are refused) as a function whose `_ENV` is the table at
/// `env` (0: the state's globals). `chunkname` follows Lua's convention ("@path" for files).
int luakit_load(lua_State *L, const char *source, size_t len, const char *chunkname, int env);
/// Pushes a new sandbox environment (fresh copies of the safe libraries and the host globals).
int luakit_new_environment(lua_State *L);
/// Pushes the table whose entries every new sandbox environment copies (the host globals).
void luakit_push_host_globals(lua_State *L);

// MARK: - Native members (NativeMembers.c)

// A native getter's code in a members table: its kind | (first offset << 8) | (second offset << 20), the offsets
// of doubles in the value's bytes.
/// The number at the first offset.
#define LUAKIT_NATIVE_NUMBER 1
/// The sum of the two numbers.
#define LUAKIT_NATIVE_SUM 2
/// first + second / 2: the middle of an extent (CGRect's midX).
#define LUAKIT_NATIVE_MIDDLE 3
/// min(first, first + second): the low end of an extent whose length may be negative (CGRect's minX).
#define LUAKIT_NATIVE_LOW_EDGE 4
/// max(first, first + second): its high end (CGRect's maxX).
#define LUAKIT_NATIVE_HIGH_EDGE 5

// Native fast paths of methods of a rectangle stored as four doubles (x, y, width, height).
/// r:inset(d), r:inset(dx, dy), r:inset(top, left, bottom, right).
#define LUAKIT_NATIVE_RECT_INSET 1
/// r:offset(dx, dy), r:offset(dx).
#define LUAKIT_NATIVE_RECT_OFFSET 2
/// r:with{ x = …, y = …, width = …, height = … }.
#define LUAKIT_NATIVE_RECT_WITH 3

// MARK: - Memoized properties (Memo.c)

/// A property whose last value Lua keeps and gives again while nothing host-side can have changed it: the
/// payload of a full userdata in the type's members table, its value in the userdata's user value 1. It
/// remembers one object, by address, and the `generation` of the runtime it read the value in; the value
/// holds while the runtime's generation is the same (no host code ran since) and the object is the same.
/// The address is never dereferenced, only compared: a memoized type has a finalizer, which starts a new
/// generation, so an object cannot be freed and another allocated at its address within one generation.
typedef struct luakit_memo {
    /// The Swift getter (a callable, as in the members table).
    void *getter;
    /// The runtime's generation when the value was read; 0: never.
    unsigned long long generation;
    /// The object it was read from (its address).
    const void *object;
    /// The value's bytes when it is a userdata (NULL otherwise), and their size: what the host vouches against.
    const void *value_bytes;
    size_t value_size;
} luakit_memo;

/// Pushes a new memo for the getter `callable` (the members table's entry for a memoized property) and sets
/// `*memo` to it. Protected; returns a Lua status.
int luakit_new_memo(lua_State *L, void *callable, luakit_memo **memo);

/// Vouches that at the next entry into Lua the value `memo` would read from `object` has the `size` bytes at
/// `bytes` (a plain-data userdata's payload): if the memo holds that object and those bytes, it stays valid
/// for that entry instead of being read again. The host calls it right before the call it is meant for, and
/// withdraws it (`memo` NULL) right after, so that it never outlives what it vouches for. Never raises.
static inline void luakit_expect_memo(luakit_runtime *rt, luakit_memo *memo, const void *object, const void *bytes,
                                      size_t size) {
    if (memo == NULL || size > sizeof rt->expected_bytes) {
        rt->expected_memo = NULL;
        return;
    }
    rt->expected_object = object;
    rt->expected_size = size;
    for (size_t i = 0; i < size; i++) rt->expected_bytes[i] = ((const unsigned char *)bytes)[i];
    rt->expected_memo = memo;
}

// MARK: - Source locations (Locations.c)

/// A place in Lua source: `source` is Lua's ("@path" for files; it lives as long as the function does, so
/// copy it at once), `line` the line, `last_line` the last line of a function's definition. `source` is
/// NULL when there is no Lua function to describe (a C function, no Lua code running).
typedef struct luakit_location {
    const char *source;
    int line;
    int last_line;
} luakit_location;

/// Where the function at `idx` is defined (`line` .. `last_line`). Protected; returns a Lua status.
int luakit_function_location(lua_State *L, int idx, luakit_location *out);
/// The innermost Lua function running on `L` and its current line (from a host function: its caller).
/// Protected; returns a Lua status.
int luakit_running_location(lua_State *L, luakit_location *out);

// MARK: - Host functions and userdata

/// Pushes a Lua function that calls the Swift `callable` through `rt->host_entry`. The function owns
/// one reference to `callable`, given back through `rt->host_release` when Lua collects it.
int luakit_push_host_function(lua_State *L, void *callable);
/// Pushes a method of a plain-data userdata type that first tries the native fast path `method` (one of
/// LUAKIT_NATIVE_RECT_*, NativeMembers.c) and calls the Swift `callable` for every call the fast path declines,
/// as luakit_push_host_function's function does. `type_key` is the type's (the fast path checks self against
/// it); `limit` the largest magnitude a component of the result may have.
int luakit_push_native_method(lua_State *L, void *callable, int method, const void *type_key, double limit);
/// Pushes a new metatable for a userdata type: `__name` and `__metatable` set to `name` (so scripts
/// see the name, never the table), and the name under a light-userdata key for error messages.
int luakit_new_metatable(lua_State *L, const char *name);
/// Completes the metatable below `members` and `setters` (pushed in that order above it) and
/// registers it under `type_key` (a light userdata, so lookups never allocate): `__index` from
/// `members` (name -> method function, name -> light userdata of a getter callable, name -> integer
/// code of a native getter, LUAKIT_NATIVE_*, or name -> full userdata of a luakit_memo) and
/// `fallback_get` (a callable for other keys, or NULL); `__newindex` from `setters` (name -> light
/// userdata of a setter callable) and `fallback_set`; `__gc` calling `destroy`, which deinitializes
/// the payload (NULL: plain data, no finalizer). Pops `members` and `setters`. The callables must
/// outlive the state. `__index` and `__newindex` check that their first argument is of this type
/// unless the state is sandboxed: then only the VM can call them (the metatable is hidden and there
/// is no debug library), always with a value of this type.
int luakit_finish_metatable(lua_State *L, const void *type_key, void *fallback_get, void *fallback_set, void *destroy);
/// Pushes a new userdata of `size` bytes with the metatable of `type_key`; `*payload` gets its memory.
/// LUAKIT_STATUS_UNREGISTERED (nothing pushed) when the type has no metatable in this state.
int luakit_new_userdata(lua_State *L, size_t size, const void *type_key, void **payload);
/// The memory of the userdata at `idx` if its metatable is the one of `type_key`, else NULL.
void *luakit_test_userdata(lua_State *L, int idx, const void *type_key);
/// The name of the type of the value at `idx` as error messages say it: the registered name of a
/// userdata type, else Lua's type name. Never allocates or raises; the string outlives the value.
const char *luakit_type_name(lua_State *L, int idx);

// MARK: - Macro wrappers (Swift cannot import function-like macros)

/// lua_pop is a macro over lua_settop.
static inline void luakit_pop(lua_State *L, int n) { lua_pop(L, n); }
/// LUA_REGISTRYINDEX is an expression macro (-LUAI_MAXSTACK - 1000) Swift does not import.
static inline int luakit_registry_index(void) { return LUA_REGISTRYINDEX; }
/// lua_tonumber is lua_tonumberx without the success flag.
static inline lua_Number luakit_to_number(lua_State *L, int idx, int *isnum) { return lua_tonumberx(L, idx, isnum); }
/// lua_tointeger is lua_tointegerx without the success flag.
static inline lua_Integer luakit_to_integer(lua_State *L, int idx, int *isnum) { return lua_tointegerx(L, idx, isnum); }
/// lua_tostring is lua_tolstring without a length. Only call it on actual strings from Swift: on a
/// number it converts in place, which allocates and may raise.
static inline const char *luakit_string_bytes(lua_State *L, int idx, size_t *len) { return lua_tolstring(L, idx, len); }
// Not wrapped, on purpose: lua_pcall, lua_newtable, lua_pushstring and the like may raise or allocate,
// so Swift reaches them only through the protected operations above; lua_upvalueindex, lua_insert and
// lua_remove are only needed by the C side.

#endif
