// luakit-bench: LuaKit against the raw Lua C API, measured in one run (`make bench`).
//
// Every case runs the same Lua code both ways, alternating raw and LuaKit rounds, and keeps each
// side's fastest round (the machine is shared and noisy; the minimum is the least disturbed).
// "armed" means the instruction budget is on: LuaKit's count hook is installed, and the raw side gets
// an equivalent no-op count hook, so the ratio shows LuaKit's own cost on top of the hook's.
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

let rounds = 9

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    try body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

/// The fastest of `rounds` runs of each side, in nanoseconds per iteration.
func compare(iterations: Int, raw: () throws -> Void, luaKit: () throws -> Void) rethrows -> (
    raw: Double, luaKit: Double
) {
    var best = (raw: Double.infinity, luaKit: Double.infinity)
    for _ in 0..<rounds {
        best.raw = min(best.raw, try nanoseconds(raw) / Double(iterations))
        best.luaKit = min(best.luaKit, try nanoseconds(luaKit) / Double(iterations))
    }
    return best
}

func makeState(budget: Bool) throws -> LuaState {
    let state = try LuaState(configuration: .init(instructionBudget: budget ? 1 << 60 : nil))
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
let hostCallSource = "local add, s = add, 0 for i = 1, %d do s = s + add(i, 1) end return s"
let userdataSource = "local Rect, s = Rect, 0 for i = 1, %d do local r = Rect(i, 2, 3, 4) s = s + r.x end return s"
let tightLoopSource = "local s = 0 for i = 1, %d do s = s + i end return s"

func source(_ template: String, _ iterations: Int) -> String {
    template.replacingOccurrences(of: "%d", with: String(iterations))
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

struct Row {
    var name: String
    var raw: Double
    var luaKit: Double
    var target: Double?
}

var rows: [Row] = []
var sink = 0.0

// `luakit-bench profile call|host|userdata`: only LuaKit's side of one case, long enough for `perf`.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "profile" {
    let state = try makeState(budget: true)
    let iterations = 5_000_000
    switch CommandLine.arguments[2] {
    case "call":
        let function = try state.load(callSource, chunkName: "bench/call.lua")
        for i in 0..<iterations {
            let (a, b, c, d): (Double, Double, Double, Double) = try function.call(Double(i), 2.0)
            sink += a + b + c + d
        }
    case "host":
        sink += try state.load(source(hostCallSource, iterations), chunkName: "bench/host.lua").call() as Double
    default:
        sink += try state.load(source(userdataSource, iterations), chunkName: "bench/userdata.lua").call() as Double
    }
    print(sink)
    exit(0)
}

for armed in [false, true] {
    let raw = baseline_open()!
    baseline_set_hook(raw, armed ? 1 : 0)
    let state = try makeState(budget: armed)
    let label = armed ? "armed" : "off"

    // (1) Swift calls a Lua function: 2 numbers in, 4 out.
    let calls = 500_000
    let rawCall = baseline_load(raw, callSource)
    let function = try state.load(callSource, chunkName: "bench/call.lua")
    let call = try compare(
        iterations: calls,
        raw: { sink += baseline_call(raw, rawCall, calls) },
        luaKit: {
            for i in 0..<calls {
                let (a, b, c, d): (Double, Double, Double, Double) = try function.call(Double(i), 2.0)
                sink += a + b + c + d
            }
        })
    rows.append(
        Row(name: "Swift -> Lua call, 2 in 4 out (budget \(label))", raw: call.raw, luaKit: call.luaKit, target: 1.2))

    // (2) Lua calls a host function; (3) Lua creates a host-backed value and reads a field.
    for (name, template, iterations, target) in [
        ("Lua -> host function", hostCallSource, 2_000_000, 2.0),
        ("Lua creates userdata, reads a field", userdataSource, 1_000_000, 1.5),
    ] {
        let rawScript = baseline_load(raw, source(template, iterations))
        let script = try state.load(source(template, iterations), chunkName: "bench/script.lua")
        let result = try compare(
            iterations: iterations,
            raw: { sink += baseline_run(raw, rawScript) },
            luaKit: { sink += try script.call() as Double })
        rows.append(Row(name: "\(name) (budget \(label))", raw: result.raw, luaKit: result.luaKit, target: target))
    }

    state.close()
    baseline_close(raw)
}

// What the hook alone costs the raw API: the price of any instruction budget in Lua 5.4.
let loop = 20_000_000
let plain = baseline_open()!
let hooked = baseline_open()!
baseline_set_hook(hooked, 1)
let plainLoop = baseline_load(plain, source(tightLoopSource, loop))
let hookedLoop = baseline_load(hooked, source(tightLoopSource, loop))
let tight = compare(
    iterations: loop,
    raw: { sink += baseline_run(plain, plainLoop) },
    luaKit: { sink += baseline_run(hooked, hookedLoop) })
let rawCallsPlain = baseline_load(plain, callSource)
let rawCallsHooked = baseline_load(hooked, callSource)
let hookedCall = compare(
    iterations: 500_000,
    raw: { sink += baseline_call(plain, rawCallsPlain, 500_000) },
    luaKit: { sink += baseline_call(hooked, rawCallsHooked, 500_000) })
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

print("LuaKit vs the raw Lua C API (\(rounds) rounds each, fastest kept; ns per operation)\n")
print(pad("case", 54) + "    raw  LuaKit   ratio  target")
for row in rows {
    let ratio = row.luaKit / row.raw
    let verdict = row.target.map { ratio <= $0 ? "<= \($0)x met" : "<= \($0)x missed" } ?? ""
    print(
        pad(row.name, 54) + format(row.raw, width: 7) + format(row.luaKit, width: 8)
            + format(ratio, width: 7, decimals: 2) + "x  " + verdict)
}
print("\nArmed rows: the raw side has an equivalent no-op count hook (every 1000 instructions).")
print("Cost of any count hook to the raw API (Lua 5.4 traps every instruction once a hook is set):")
print(
    pad("  tight loop `s = s + i` (ns/iteration)", 54) + format(tight.raw, width: 7) + format(tight.luaKit, width: 8)
        + format(tight.luaKit / tight.raw, width: 7, decimals: 2) + "x  (no hook vs hook)")
print(
    pad("  Swift -> Lua call, 2 in 4 out (ns/call)", 54) + format(hookedCall.raw, width: 7)
        + format(hookedCall.luaKit, width: 8) + format(hookedCall.luaKit / hookedCall.raw, width: 7, decimals: 2)
        + "x  (no hook vs hook)")
print(
    "\nMemory: a sandboxed state uses \(stateBytes) bytes; each sandboxed environment adds \(environmentBytes) bytes.")
if sink.isNaN { print(sink) }
