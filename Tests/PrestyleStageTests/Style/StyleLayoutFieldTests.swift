import TestSupport
import Testing

@testable import PrestyleStage

/// `style { layout = { … } }`: the layout scene's transition timing, checked when the style loads as
/// `animate{}` checks its own, errors at the field's line under the `layout` hook.
@Suite("Styles time the layout scene")
struct StyleLayoutFieldTests {
    let styles = TemporaryStyles()

    func load(_ layout: String) throws -> StyleInfo {
        styles.write("timing", """
            return style {
              summary = "times the layout scene",
              \(layout)
            }
            """)
        return try styles.registry().style(named: "timing")
    }

    @Test func aStyleThatDoesNotSayHasTheEnginesTiming() throws {
        #expect(try load("").layoutAnimation == nil)
    }

    @Test func aCurveOrASpringIsKeptWithItsDuration() throws {
        let curve = try load(#"layout = { duration = 0.6, curve = "easeOut" },"#)
        #expect(curve.layoutAnimation == AnimationParameters(duration: 0.6, timing: .curve(.easeOut)))
        #expect(curve.diagnostics.isEmpty, "layout is a known field: \(curve.diagnostics)")
        let spring = try load("layout = { duration = 0.6, spring = { damping = 0.5, velocity = 0 } },")
        guard case .spring = spring.layoutAnimation?.timing else {
            Issue.record("not a spring: \(String(describing: spring.layoutAnimation))")
            return
        }
        #expect(spring.layoutAnimation?.duration == 0.6)
    }

    @Test(arguments: [
        ("layout = 3,", "layout must be a table"),
        (#"layout = { curve = "linear" },"#, "layout needs a duration"),
        ("layout = { duration = 0.5, changes = 1 },", "layout has no field 'changes'"),
        ("layout = { duration = -1 },", "duration"),
        (#"layout = { duration = 0.5, curve = "wobbly" },"#, "not a curve"),
    ])
    func aWrongValueDoesNotLoadAndSaysWhereAndWhy(_ field: String, _ message: String) throws {
        let error = try #require(throws: StyleError.self) { try load(field) }
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line == 3 && error.hook == "layout", "\(error)")
    }

    @Test func aCurveWithASpringIsAWarningAtTheField() throws {
        let style = try load(#"layout = { duration = 0.5, curve = "linear", spring = { damping = 0.5 } },"#)
        let warning = try #require(style.diagnostics.first)
        #expect(warning.severity == .warning && warning.hook == "layout" && warning.line == 3, "\(warning)")
        #expect(warning.message.contains("the spring drives the motion"))
    }
}
