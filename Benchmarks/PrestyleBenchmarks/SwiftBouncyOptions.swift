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
    var presentLabel: String { "animate \(source):57" }
    var dismissLabel: String { "animate \(source):64" }
}
