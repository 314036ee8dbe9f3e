import PresentationKit
import Prestyle
import Testing

/// The authoring API, checked from Lua by `Fixtures/api.lua` (values, views, animation arguments, `self`).
@Suite struct ScriptAPITests {
    @Test func theWholeValueViewAndAnimationAPIBehavesAsDocumented() throws {
        let registry = try makeRegistry()
        withStyleScene(try registry.transitioningDelegate(for: "api")) { scene in
            scene.present()
            #expect(scene.window.trace.events.contains { $0.call == "trace" && $0.detail == "api ok" })
            scene.dismiss()
        }
    }
}
