import LuaKit

/// A rectangle value type, standing in for the geometry the next layers bind.
struct TestRect: Equatable, LuaUserdataRepresentable {
    static let luaTypeName = "Rect"
    var x, y, width, height: Double

    func insetBy(dx: Double, dy: Double) -> TestRect {
        TestRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// A second value type, to pass where a rectangle is expected.
struct TestTransform: LuaUserdataRepresentable {
    static let luaTypeName = "Transform"
    var scale: Double
}

/// A reference type, standing in for views and animations.
final class TestView: LuaUserdataRepresentable {
    static let luaTypeName = "View"
    var name: String
    var alpha = 1.0

    init(name: String) {
        self.name = name
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String { "the host refused" }
}

extension LuaState {
    /// A state with the test types registered and a few host globals.
    static func withTestTypes(configuration: Configuration = Configuration()) throws -> LuaState {
        let state = try LuaState(configuration: configuration)
        try state.register(
            LuaUserdataType<TestRect>()
                .property("x", \.x)
                .property("y", \.y)
                .property("width", get: { $0.width }, set: { rect, width in rect.width = width })
                .property("height", \.height)
                .property("area") { $0.width * $0.height }
                .method("inset") { (rect: TestRect, dx: Double, dy: Double) in rect.insetBy(dx: dx, dy: dy) }
                .method("corners") { (rect: TestRect) in (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height) }
                .mutatingMethod("offset") { (rect: inout TestRect, dx: Double, dy: Double) in
                    rect.x += dx
                    rect.y += dy
                }
                .metamethod(.add) { (a: TestRect, b: TestRect) in
                    TestRect(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height)
                }
                .metamethod(.multiply) { (rect: TestRect, k: Double) in
                    TestRect(x: rect.x * k, y: rect.y * k, width: rect.width * k, height: rect.height * k)
                }
                .metamethod(.equal) { (a: TestRect, b: TestRect) in a == b }
                .metamethod(.lessThan) { (a: TestRect, b: TestRect) in a.width * a.height < b.width * b.height }
                .metamethod(.toString) { (rect: TestRect) in "Rect(\(rect.x), \(rect.y), \(rect.width), \(rect.height))"
                }
        )
        try state.register(LuaUserdataType<TestTransform>().property("scale", \.scale))
        try state.register(
            LuaUserdataType<TestView>()
                .property("name", get: { $0.name }, set: { view, name in view.name = name })
                .property("alpha", \.alpha)
        )
        try state.setHostGlobal(
            "Rect",
            state.function { (x: Double, y: Double, width: Double, height: Double) in
                TestRect(x: x, y: y, width: width, height: height)
            })
        try state.setHostGlobal("Transform", state.function { (scale: Double) in TestTransform(scale: scale) })
        return state
    }

    /// Runs `source` in a new environment and returns its first result.
    @discardableResult
    func evaluate(_ source: String, chunkName: String = "test.lua") throws -> LuaValue {
        try run(source, chunkName: chunkName).first ?? .nil
    }
}
