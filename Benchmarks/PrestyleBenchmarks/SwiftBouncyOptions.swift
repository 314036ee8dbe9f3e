import Foundation

/// The options of `Styles/bouncy.lua`, with its defaults: what both sides of the benchmark run with.
struct SwiftBouncyOptions {
    var inset = 30.0
    var dim = 0.5
    var duration = 0.8
    var damping = 0.6
    var velocity = 10.0
    /// The style's name: the trace names of the Swift objects are the Lua style's, so that the two sides
    /// record the same run, event for event.
    var styleName = "bouncy"
    /// The Lua style's file, as the registry found it: the Lua style's animation blocks are named after where
    /// they start, and the Swift blocks take the same names.
    var source = "Styles/bouncy.lua"
    /// The lines of the Lua animator's first two `animate {` blocks, present then dismiss, read from the file when
    /// the benchmark starts (`init(source:)`), so that an edit above them does not set the sides apart.
    var animateLines = (present: 0, dismiss: 0)
    var presentLabel: String { "animate \(source):\(animateLines.present)" }
    var dismissLabel: String { "animate \(source):\(animateLines.dismiss)" }
}

extension SwiftBouncyOptions {
    /// The options for the style in `source`, its `animate {` lines found in the file.
    init(source: String) throws {
        self.init()
        self.source = source
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            $0.element.drop(while: { $0 == " " }).hasPrefix("animate {")
        }.map { $0.offset + 1 }
        // A third block, the fade under Reduce Motion, follows them; the benchmark runs without Reduce Motion.
        guard lines.count >= 2 else {
            throw BenchmarkFailure("\(source) should have animate { blocks to present and dismiss, not \(lines.count)")
        }
        animateLines = (lines[0], lines[1])
    }
}
