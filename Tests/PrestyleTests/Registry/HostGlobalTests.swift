import LuaKit
import PresentationKit
import Prestyle
import TestSupport
import Testing

/// An embedder's own globals (`StyleRegistry.Configuration.globals`): Swift functions and Swift value types
/// that styles call and make, checked names, and a failing host function reported like any hook failure.
@Suite("host globals")
struct HostGlobalTests {
    struct Margin: LuaUserdataRepresentable {
        var points: Double
    }

    static func configuration(_ globals: [HostGlobal]) -> StyleRegistry.Configuration {
        var configuration = StyleRegistry.Configuration.testing
        configuration.globals = globals
        return configuration
    }

    static let globals = [
        HostGlobal("half") { state in try state.function { (value: Double) in value / 2 } },
        HostGlobal("margin") { state in
            try state.register(LuaUserdataType<Margin>().property("points") { $0.points })
            return try state.function { (points: Double) in Margin(points: points) }
        },
        HostGlobal("fail") { state in
            try state.function { (_: Double) -> Double in throw LuaError(kind: .runtime, message: "the host said no") }
        },
    ]

    /// Presents with `style` on an iPhone 15 and returns the presented view's frame and the window.
    static func present(_ source: String, globals: [HostGlobal] = globals) throws -> (frame: Rect, window: Window, completed: Bool) {
        let styles = TemporaryStyles()
        styles.write("custom", source)
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: configuration(globals))
        let scene = StyleScene(try registry.transitioningDelegate(for: "custom"))
        scene.present()
        return (scene.presented.view.frame, scene.window, scene.presentCompletions > 0)
    }

    @Test func aStyleCallsAHostFunctionAndReadsAHostValue() throws {
        let run = try Self.present("""
            return style {
              presentation = { frameOfPresentedView = function(self)
                local m = margin(half(self.container.bounds.width - 353))
                return self.container.bounds:inset(m.points, m.points)
              end },
            }
            """)
        // (393 - 353) / 2 = 20 points on each side of the iPhone 15's 393 × 852.
        #expect(run.frame == Rect(x: 20, y: 20, width: 353, height: 812))
        #expect(run.window.diagnostics.diagnostics.isEmpty, "\(run.window.diagnostics.diagnostics)")
    }

    @Test func aHostFunctionThatThrowsIsReportedAtTheStyleLineAndUIKitsFrameIsUsed() throws {
        let run = try Self.present("""
            return style {
              presentation = { frameOfPresentedView = function(self)
                return self.container.bounds:inset(fail(1), 0)
              end },
            }
            """)
        #expect(run.completed)
        #expect(run.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        let diagnostic = try #require(run.window.diagnostics.diagnostics.first { $0.hook == "frameOfPresentedView" })
        #expect(diagnostic.line == 3)
        #expect(diagnostic.message.contains("the host said no"), "\(diagnostic)")
    }

    @Test func aStyleWithoutTheGlobalsSeesNone() throws {
        let run = try Self.present("""
            return style {
              presentation = { frameOfPresentedView = function(self) return self.container.bounds:inset(half(40), 0) end },
            }
            """, globals: [])
        #expect(run.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(run.window.diagnostics.diagnostics.contains { $0.message.contains("half") })
    }

    @Test(arguments: ["style", "view", "string", "print", "transform", "use", "half"])
    func aNameStylesAlreadyHaveIsRefused(name: String) {
        let globals = Self.globals + [HostGlobal(name) { _ in 1.0 }]
        #expect(throws: StyleError.self) { try StyleRegistry(configuration: Self.configuration(globals)) }
    }

    @Test(arguments: ["end", "2x", "a-b", "", "héllo"])
    func aNameThatIsNotALuaNameIsRefused(name: String) {
        #expect(throws: StyleError.self) { try StyleRegistry(configuration: Self.configuration([HostGlobal(name) { _ in 1.0 }])) }
    }

    @Test func aGlobalThatCannotBeMadeFailsTheRegistryWithItsName() {
        let failing = HostGlobal("broken") { _ in throw LuaError(kind: .runtime, message: "no value") }
        #expect {
            try StyleRegistry(configuration: Self.configuration([failing]))
        } throws: { error in
            "\(error)".contains("'broken'")
        }
    }
}
