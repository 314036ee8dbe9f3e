// luakit-bench: LuaKit against the raw Lua C API, measured in one run (`make bench`).
//
// Every case runs the same Lua code both ways. Rounds alternate between the two sides (and which side
// goes first), so a burst of load from elsewhere on this shared machine hits both; each side keeps its
// fastest round (the least disturbed) and its median round, and the ratios of both are printed.
// "armed" means the instruction budget is on: LuaKit's count hook is installed, and the raw side gets
// an equivalent no-op count hook, so the ratio shows LuaKit's own cost on top of the hook's.
//
// `luakit-bench one CASE SIDE BUDGET N` runs only one side of one case, N operations, and prints
// nothing else: for `perf record`, and for `make bench-callgrind`, which counts instructions per
// operation with valgrind (deterministic, unlike time on a shared machine).
import CLuaBaselines
import LuaKit

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

struct BenchRect: LuaUserdataRepresentable {
    static let luaTypeName = "Rect"
    var x, y, width, height: Double
}

/// `timeLimit`: the default 2 s, except under valgrind (`one`, for `make bench-callgrind`), which runs some 50 times
/// slower: there a limit of an hour keeps the same clock readings without a call ever running into it.
func makeState(budget: Bool, timeLimit: Double = 2) throws -> LuaState {
    let state = try LuaState(configuration: .init(instructionBudget: budget ? 1 << 60 : nil, timeLimit: timeLimit))
    try state.register(
        LuaUserdataType<BenchRect>()
            .property("x", get: { $0.x }, set: { $0.x = $1 })
            .property("y", get: { $0.y }, set: { $0.y = $1 })
            .property("width", get: { $0.width }, set: { $0.width = $1 })
            .property("height", get: { $0.height }, set: { $0.height = $1 })
    )
    try state.setHostGlobal("add", state.function { (a: Double, b: Double) in a + b })
    try state.setHostGlobal(
        "Rect",
        state.function { (x: Double, y: Double, width: Double, height: Double) in
            BenchRect(x: x, y: y, width: width, height: height)
        })
    return state
}

let callSource = "local a, b = ... return a + b, a - b, a * b, a / b"
// The scripts take their iteration count as an argument, so one compiled chunk serves any count.
let hostCallSource = "local n = ... local add, s = add, 0 for i = 1, n do s = s + add(i, 1) end return s"
let userdataSource =
    "local n = ... local Rect, s = Rect, 0 for i = 1, n do local r = Rect(i, 2, 3, 4) s = s + r.x end return s"
let tightLoopSource = "local n = ... local s = 0 for i = 1, n do s = s + i end return s"

/// One measured operation, both ways: each closure performs `n` operations and returns a value the
/// optimizer cannot drop.
struct Case {
    var name: String
    var key: String
    var iterations: Int
    var target: Double?
    var raw: (Int) -> Double
    var luaKit: (Int) throws -> Double
}

/// A raw state and a LuaKit state set up alike, with the cases that run on them.
final class Fixture {
    let raw: OpaquePointer
    let state: LuaState
    var cases: [Case] = []

    init(armed: Bool, timeLimit: Double = 2) throws {
        raw = baseline_open()!
        baseline_set_hook(raw, armed ? 1 : 0)
        state = try makeState(budget: armed, timeLimit: timeLimit)
        let label = armed ? "armed" : "off"

        // (1) Swift calls a Lua function: 2 numbers in, 4 out.
        let rawCall = baseline_load(raw, callSource)
        let function = try state.load(callSource, chunkName: "bench/call.lua")
        cases.append(
            Case(
                name: "Swift -> Lua call, 2 in 4 out (budget \(label))", key: "call", iterations: 200_000,
                target: 1.2,
                raw: { [raw] n in baseline_call(raw, rawCall, n) },
                luaKit: { n in
                    var sum = 0.0
                    for i in 0..<n {
                        let (a, b, c, d): (Double, Double, Double, Double) = try function.call(Double(i), 2.0)
                        sum += a + b + c + d
                    }
                    return sum
                }))

        // (2) Lua calls a host function; (3) Lua creates a host-backed value and reads a field.
        for (name, key, source, iterations, target) in [
            ("Lua -> host function", "host", hostCallSource, 1_000_000, 2.0),
            ("Lua creates userdata, reads a field", "userdata", userdataSource, 400_000, 1.5),
        ] {
            let rawScript = baseline_load(raw, source)
            let script = try state.load(source, chunkName: "bench/\(key).lua")
            cases.append(
                Case(
                    name: "\(name) (budget \(label))", key: key, iterations: iterations, target: target,
                    raw: { [raw] n in baseline_run(raw, rawScript, n) },
                    luaKit: { n in try script.call(n) as Double }))
        }
    }

    deinit {
        state.close()
        baseline_close(raw)
    }
}

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    try body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

/// ns per operation of each side: the fastest and the median of `rounds` alternating rounds.
struct Timing {
    var rawBest: Double
    var rawMedian: Double
    var luaKitBest: Double
    var luaKitMedian: Double
}

let rounds = 15
var sink = 0.0

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Returns the timing and a value the optimizer cannot drop.
func measure(iterations n: Int, raw: (Int) -> Double, luaKit: (Int) throws -> Double) throws -> (Timing, Double) {
    // One untimed run of each warms caches and lets the collector settle.
    var sink = raw(n) + (try luaKit(n))
    var rawTimes: [Double] = []
    var luaKitTimes: [Double] = []
    for round in 0..<rounds {
        for side in round.isMultiple(of: 2) ? [0, 1] : [1, 0] {
            if side == 0 {
                rawTimes.append(nanoseconds { sink += raw(n) } / Double(n))
            } else {
                luaKitTimes.append(try nanoseconds { sink += try luaKit(n) } / Double(n))
            }
        }
    }
    let timing = Timing(
        rawBest: rawTimes.min()!, rawMedian: median(rawTimes), luaKitBest: luaKitTimes.min()!,
        luaKitMedian: median(luaKitTimes))
    return (timing, sink)
}

// MARK: - One side of one case (for perf and callgrind)

let arguments = CommandLine.arguments
if arguments.count == 6, arguments[1] == "one", let n = Int(arguments[5]) {
    let fixture = try Fixture(armed: arguments[4] == "armed", timeLimit: 3600)
    guard let chosen = fixture.cases.first(where: { $0.key == arguments[2] }) else {
        print("luakit-bench: no case '\(arguments[2])' (call, host, userdata)")
        exit(2)
    }
    sink += arguments[3] == "raw" ? chosen.raw(n) : try chosen.luaKit(n)
    if sink.isNaN { print(sink) }
    exit(0)
}

// MARK: - The comparison

struct Row {
    var name: String
    var timing: Timing
    var target: Double?
}

var rows: [Row] = []
for armed in [false, true] {
    let fixture = try Fixture(armed: armed)
    for item in fixture.cases {
        let (timing, value) = try measure(iterations: item.iterations, raw: item.raw, luaKit: item.luaKit)
        sink += value
        rows.append(Row(name: item.name, timing: timing, target: item.target))
    }
}

// What the hook alone costs the raw API: the price of any instruction budget in Lua 5.4.
let plain = baseline_open()!
let hooked = baseline_open()!
baseline_set_hook(hooked, 1)
let plainLoop = baseline_load(plain, tightLoopSource)
let hookedLoop = baseline_load(hooked, tightLoopSource)
let (tight, tightSink) = try measure(
    iterations: 10_000_000,
    raw: { baseline_run(plain, plainLoop, $0) },
    luaKit: { baseline_run(hooked, hookedLoop, $0) })
let rawCallsPlain = baseline_load(plain, callSource)
let rawCallsHooked = baseline_load(hooked, callSource)
let (hookedCall, hookedSink) = try measure(
    iterations: 200_000,
    raw: { baseline_call(plain, rawCallsPlain, $0) },
    luaKit: { baseline_call(hooked, rawCallsHooked, $0) })
sink += tightSink + hookedSink
baseline_close(plain)
baseline_close(hooked)

// (4) Memory of one sandboxed environment, from the capped allocator's counters.
let memoryState = try LuaState()
try memoryState.collectGarbage()
let stateBytes = memoryState.memoryInUse
var environments: [LuaTable] = []
for _ in 0..<100 { environments.append(try memoryState.newEnvironment()) }
try memoryState.collectGarbage()
let environmentBytes = (memoryState.memoryInUse - stateBytes) / environments.count

func format(_ value: Double, width: Int, decimals: Int = 1) -> String {
    let scale = decimals == 2 ? 100.0 : 10.0
    let text = value >= 100 ? String(Int(value.rounded())) : String((value * scale).rounded() / scale)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

func line(_ name: String, _ timing: Timing, _ note: String) -> String {
    pad(name, 52) + format(timing.rawBest, width: 7) + format(timing.luaKitBest, width: 8)
        + format(timing.luaKitBest / timing.rawBest, width: 7, decimals: 2) + "x"
        + format(timing.rawMedian, width: 8) + format(timing.luaKitMedian, width: 8)
        + format(timing.luaKitMedian / timing.rawMedian, width: 7, decimals: 2) + "x  " + note
}

print("LuaKit vs the raw Lua C API (ns per operation; \(rounds) alternating rounds each)\n")
print(pad("", 52) + "  ------ fastest ------   ------ median -------")
print(pad("case", 52) + "    raw  LuaKit   ratio     raw  LuaKit   ratio  target (fastest)")
for row in rows {
    let ratio = row.timing.luaKitBest / row.timing.rawBest
    let verdict = row.target.map { ratio <= $0 ? "<= \($0)x met" : "<= \($0)x missed" } ?? ""
    print(line(row.name, row.timing, verdict))
}
print("\nArmed rows: the raw side has an equivalent no-op count hook (every 1000 instructions).")
print("Cost of any count hook to the raw API (Lua 5.4 traps every instruction once a hook is set):")
print(line("  tight loop `s = s + i` (ns/iteration)", tight, "(no hook vs hook)"))
print(line("  Swift -> Lua call, 2 in 4 out (ns/call)", hookedCall, "(no hook vs hook)"))
print(
    "\nMemory: a sandboxed state uses \(stateBytes) bytes; each sandboxed environment adds \(environmentBytes) bytes.")
if sink.isNaN { print(sink) }
