import LuaKit
import Testing

/// Native members answer from the value's bytes in C: the same values the Swift members give, and every call
/// a fast path declines reaches the Swift method untouched.
@Suite struct LuaNativeMemberTests {
    struct Box: LuaUserdataRepresentable, Equatable {
        static let luaTypeName = "Box"
        var x: Double, y: Double, width: Double, height: Double
    }

    /// Counts the calls that reached Swift.
    final class Calls: @unchecked Sendable {
        var count = 0
    }

    static func state(_ calls: Calls) throws -> LuaState {
        let state = try LuaState()
        func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) throws -> Box {
            for value in [x, y, width, height] where !value.isFinite || abs(value) > 1000 {
                throw LuaError(kind: .runtime, message: "out of range: \(value)")
            }
            return Box(x: x, y: y, width: width, height: height)
        }
        try state.register(
            LuaUserdataType<Box>()
                .property("x") { calls.count += 1; return $0.x }
                .property("width") { calls.count += 1; return $0.width }
                .property("minX") { calls.count += 1; return min($0.x, $0.x + $0.width) }
                .property("midX") { calls.count += 1; return $0.x + $0.width / 2 }
                .property("maxX") { calls.count += 1; return max($0.x, $0.x + $0.width) }
                .property("right") { calls.count += 1; return $0.x + $0.width }
                .method("inset") { (b: Box, d: Double) in
                    calls.count += 1
                    let x = min(b.x, b.x + b.width), y = min(b.y, b.y + b.height)
                    let result = try box(x + d, y + d, abs(b.width) - d - d, abs(b.height) - d - d)
                    guard result.width >= 0, result.height >= 0 else { throw LuaError(kind: .runtime, message: "negative") }
                    return result
                }
                .method("offset") { (b: Box, dx: Double, dy: Double?) in
                    calls.count += 1
                    return try box(b.x + dx, b.y + (dy ?? 0), b.width, b.height)
                }
                .method("with") { (b: Box, fields: LuaTable) in
                    calls.count += 1
                    var result = b
                    for (key, value) in try fields.entries() {
                        guard case .string(let name) = key, let number = value.doubleValue else {
                            throw LuaError(kind: .runtime, message: "bad field")
                        }
                        switch name {
                        case "x": result.x = number
                        case "y": result.y = number
                        case "width": result.width = number
                        case "height": result.height = number
                        default: throw LuaError(kind: .runtime, message: "no field \(name)")
                        }
                    }
                    return try box(result.x, result.y, result.width, result.height)
                }
                .native("x", .number(\.x))
                .native("width", .number(\.width))
                .native("minX", .lowEdge(\.x, \.width))
                .native("midX", .middle(\.x, \.width))
                .native("maxX", .highEdge(\.x, \.width))
                .native("right", .sum(\.x, \.width))
                .native("inset", .rectangleInset(limit: 1000))
                .native("offset", .rectangleOffset(limit: 1000))
                .native("with", .rectangleWith(limit: 1000))
                .metamethod(.toString) { (b: Box) in "Box(\(b.x), \(b.y), \(b.width), \(b.height))" }
        )
        try state.setHostGlobal("Box", state.function { (x: Double, y: Double, w: Double, h: Double) in
            Box(x: x, y: y, width: w, height: h)
        })
        return state
    }

    @Test func nativeGettersReadTheStoredNumbersWithoutCallingSwift() throws {
        let calls = Calls()
        let state = try Self.state(calls)
        let values = try state.run("local b = Box(10, 0, -4, 1)\nreturn b.x, b.width, b.minX, b.midX, b.maxX, b.right",
                                   chunkName: "t.lua")
        #expect(values == [10.0, -4.0, 6.0, 8.0, 10.0, 6.0])
        #expect(calls.count == 0)
    }

    @Test func fastPathsAnswerValidCallsInC() throws {
        let calls = Calls()
        let state = try Self.state(calls)
        let values = try state.run("""
            local b = Box(10, 20, -100, 50)
            return tostring(b:inset(5)), tostring(b:offset(1, 2)), tostring(b:offset(3)), tostring(b:with{ x = 1, width = 2 })
            """, chunkName: "t.lua")
        #expect(values == ["Box(-85.0, 25.0, 90.0, 40.0)", "Box(11.0, 22.0, -100.0, 50.0)", "Box(13.0, 20.0, -100.0, 50.0)",
                           "Box(1.0, 20.0, 2.0, 50.0)"])
        #expect(calls.count == 0)
    }

    @Test func declinedCallsReachTheSwiftMethodWithTheirArguments() throws {
        let calls = Calls()
        let state = try Self.state(calls)
        func failure(_ source: String) throws -> String {
            try #require(throws: LuaError.self) { try state.run(source, chunkName: "t.lua") }.description
        }
        #expect(try failure("return Box(0, 0, 10, 10):inset(6)") == "t.lua:1: negative")
        #expect(try failure("return Box(0, 0, 10, 10):inset('a')") == "t.lua:1: bad argument #1 to 'inset' (number expected, got string)")
        #expect(try failure("return Box(0, 0, 10, 10):offset(2000, 0)") == "t.lua:1: out of range: 2000.0")
        #expect(try failure("return Box(0, 0, 10, 10):with{ z = 1 }") == "t.lua:1: no field z")
        #expect(try failure("local b = Box(0, 0, 1, 1)\nreturn b.inset(Box, 1)")
            == "t.lua:2: bad argument #1 to 'inset' (Box expected, got function)")
        // The bodies of inset(6), offset(2000, 0) and with{ z = 1 } ran; the bad arguments stopped before theirs.
        #expect(calls.count == 3)
    }
}
