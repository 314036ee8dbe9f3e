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
    /// How the animation blocks appear in the trace: the Lua style's are named after the line that starts them.
    var presentLabel = "animate Styles/bouncy.lua:55"
    var dismissLabel = "animate Styles/bouncy.lua:62"
}
