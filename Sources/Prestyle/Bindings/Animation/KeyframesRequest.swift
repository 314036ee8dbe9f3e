import LuaKit
import PresentationKit

/// A `keyframes { … }` table, read and checked: a duration, a calculation mode, and frames whose relative
/// start and length lie within 0…1 (the engine's keyframe tracks trap on times out of order).
struct KeyframesRequest {
    struct Frame {
        let start: Double
        let length: Double
        let changes: LuaFunction
    }

    static let fields = ["duration", "delay", "mode", "curve", "frames", "completion"]

    let duration: Double
    let delay: Double
    let mode: KeyframeCalculationMode
    let timing: AnimationTiming
    let frames: [Frame]
    let completion: LuaFunction?

    init(_ table: LuaTable) throws {
        let fields = try ValueFields(table, of: "keyframes{}", allowed: Self.fields)
        guard let duration = try fields.number("duration") else {
            throw LuaError(kind: .runtime, message: "keyframes{} needs a duration in seconds")
        }
        self.duration = try ScriptNumbers.duration(duration, "keyframes{}.duration")
        delay = try fields.number("delay").map { try ScriptNumbers.duration($0, "keyframes{}.delay") } ?? 0
        let modeName = try fields.string("mode") ?? "linear"
        guard let mode = KeyframeCalculationMode(rawValue: modeName) else {
            throw LuaError(kind: .runtime, message: "keyframes{}.mode is \(modeName.debugDescription): use \"linear\", "
                + "\"discrete\", \"paced\" or \"cubic\"")
        }
        self.mode = mode
        timing = .curve(try fields.value("curve", TimingCurveText.curve) ?? .easeInEaseOut)
        guard let list = try fields.table("frames") else {
            throw LuaError(kind: .runtime, message: "keyframes{} needs frames = { { start, length, changes }, … }")
        }
        frames = try list.array(of: LuaTable.self).enumerated().map { index, frame in
            let what = "keyframes{}.frames[\(index + 1)]"
            let fields = try ValueFields(frame, of: what, allowed: ["start", "length", "changes"], allowsPositional: true)
            func part(_ position: Int, _ name: String) -> LuaValue {
                position < fields.positional.count ? fields.positional[position] : fields.raw(name)
            }
            guard let start = part(0, "start").doubleValue, let length = part(1, "length").doubleValue else {
                throw LuaError(kind: .runtime, message: "\(what) needs a start and a length (fractions of the duration)")
            }
            guard case .function(let changes) = part(2, "changes") else {
                throw LuaError(kind: .runtime, message: "\(what) needs changes = function() … end")
            }
            let checkedStart = try ScriptNumbers.number(start, in: 0...1, "\(what).start")
            let checkedLength = try ScriptNumbers.number(length, in: 0...1, "\(what).length")
            guard checkedStart + checkedLength <= 1 + 1e-9 else {
                throw LuaError(kind: .runtime, message: "\(what) ends at \((checkedStart + checkedLength).formatted), after the "
                    + "animation's end (start + length must be at most 1)")
            }
            return Frame(start: checkedStart, length: checkedLength, changes: changes)
        }
        completion = try fields.function("completion")
    }
}
