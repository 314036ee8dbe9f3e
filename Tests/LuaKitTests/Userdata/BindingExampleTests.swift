import LuaKit
import Testing

/// The way the next layers bind engine objects: a class exposed as userdata, a host function, and a
/// sandboxed script with a budget driving them.
@Suite struct BindingExampleTests {
    final class Card: LuaUserdataRepresentable {
        static let luaTypeName = "View"
        var alpha = 1.0
        var width = 100.0
    }

    @Test func aScriptDrivesABoundClass() throws {
        let card = Card()
        let state = try LuaState(configuration: .init(memoryLimit: 16 << 20, instructionBudget: 200_000))
        try state.register(
            LuaUserdataType<Card>()
                .property("alpha", get: { $0.alpha }, set: { $0.alpha = $1 })
                .property("width", \.width)
                .method("fade") { (view: Card, to: Double) in view.alpha = to })
        try state.setHostGlobal("clamp", state.function { (x: Double, lo: Double, hi: Double) in min(max(x, lo), hi) })
        let environment = try state.newEnvironment()
        let script = """
            function layout(view, containerWidth)
              view:fade(0.5)
              local width = clamp(containerWidth - 40, 0, view.width * 3)
              return (containerWidth - width) / 2, 20, width, 200
            end
            """
        try state.load(script, chunkName: "Styles/cool.lua", environment: environment).call()
        let layout = try environment.get("layout", as: LuaFunction.self)
        let (x, y, w, h): (Double, Double, Double, Double) = try layout.call(card, 390.0)
        #expect((x, y, w, h) == (45, 20, 300, 200))
        #expect(card.alpha == 0.5)
    }
}
