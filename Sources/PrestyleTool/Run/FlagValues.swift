import Foundation
import PresentationKit
import PrestyleExport
import PrestyleStage

/// Reads the values of the flags that take more than a word — `--size 393x852`, `--traits compact,regular`,
/// `--safe-area 59,0,34,0`, `--scale 3`, `--idiom phone`, `--at dismiss:0.25`, `--interactive 0.4`, `--drag presented:0,300` —
/// with one-line errors that show the
/// expected form. The CLI calls these from its argument transforms, so a bad value is a usage error.
public enum FlagValues {
    /// `WxH` in points: `393x852` (`×` works too). Each side from 1 to ``CustomScreen/largestSide``.
    public static func size(_ text: String) throws(ToolError) -> Size {
        try size(text, sidesFrom: 1, example: "393x852")
    }

    /// `WxH` for a preferred content size: each side from 0 (no preference in that direction) to
    /// ``CustomScreen/largestSide`` points.
    public static func contentSize(_ text: String) throws(ToolError) -> Size {
        try size(text, sidesFrom: 0, example: "320x240")
    }

    /// `WxH` (or `W×H`), each side from `smallest` to ``CustomScreen/largestSide`` points; the error's example
    /// is `example`.
    private static func size(_ text: String, sidesFrom smallest: Double, example: String) throws(ToolError) -> Size {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        let sides = smallest...CustomScreen.largestSide
        guard parts.count == 2, let width = number(parts[0]), let height = number(parts[1]), sides.contains(width),
              sides.contains(height)
        else {
            throw .usage(Messages.badFlagValue(
                text, expected: "WIDTHxHEIGHT in points, each from \(Messages.number(smallest)) to \(Messages.number(CustomScreen.largestSide)), e.g. \(example)"))
        }
        return Size(width: width, height: height)
    }

    /// `H,V`: the horizontal then the vertical size class, each `compact` or `regular`.
    public static func sizeClasses(_ text: String) throws(ToolError) -> SizeClasses {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { sizeClass($0) }
        guard parts.count == 2, let horizontal = parts[0], let vertical = parts[1] else {
            throw .usage(Messages.badFlagValue(text, expected: "HORIZONTAL,VERTICAL, each compact or regular, e.g. compact,regular"))
        }
        return SizeClasses(horizontal: horizontal, vertical: vertical)
    }

    /// `T,L,B,R`: the safe area's top, left, bottom and right insets in points, none negative (and, with the
    /// screen, less than it across: ``CustomScreen/validate()``).
    public static func insets(_ text: String) throws(ToolError) -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { number($0) }.filter { (0...CustomScreen.largestSide).contains($0) }
        guard parts.count == 4, values.count == 4 else {
            throw .usage(Messages.badFlagValue(text, expected: "TOP,LEFT,BOTTOM,RIGHT in points, each from 0 to \(Messages.number(CustomScreen.largestSide)), e.g. 59,0,34,0"))
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// Pixels per point for a custom screen: a number above 0 and at most ``CustomScreen/largestScale``
    /// (today's devices are 2 or 3).
    public static func scale(_ text: String) throws(ToolError) -> Double {
        guard let scale = number(text), scale > 0, scale <= CustomScreen.largestScale else {
            throw .usage(Messages.badFlagValue(
                text, expected: "pixels per point, more than 0 and at most \(Messages.number(CustomScreen.largestScale)), e.g. 3"))
        }
        return scale
    }

    /// `phone`, `pad` or `unspecified`: a custom screen's idiom (UIKit's `UIUserInterfaceIdiom`).
    public static func idiom(_ text: String) throws(ToolError) -> UserInterfaceIdiom {
        guard let idiom = UserInterfaceIdiom(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .usage(Messages.badFlagValue(text, expected: "phone, pad or unspecified"))
        }
        return idiom
    }

    /// `HEIGHT`, the value of `--keyboard`: any number, so that a height that is not finite, negative or taller
    /// than the screen is named as such once the device is known (``RunSettings/validate(on:)``); nil for
    /// text that is no number, which `--keyboard` then leaves to the arguments after it (`--keyboard popup`).
    public static func keyboardHeight(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces))
    }

    /// `26`, `18` or `12`: the iOS whose UIKit a run models (`--ios`). `ios26`, `iOS 18` and `18.0` are read too.
    public static func systemVersion(_ text: String) throws(ToolError) -> SystemVersion {
        var word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if word.hasPrefix("ios") { word = word.dropFirst(3).trimmingCharacters(in: .whitespaces) }
        if word.hasSuffix(".0") { word = String(word.dropLast(2)) }
        guard let major = Int(word), let version = SystemVersion(major: major) else {
            let versions = SystemVersion.allCases.reversed().map { String($0.major) }
            throw .usage(Messages.badFlagValue(text, expected: "an iOS version: \(versions.joined(separator: ", ")) (the eras modelled)"))
        }
        return version
    }

    /// `T` (seconds into the first phase) or `PHASE:T` (`dismiss:0.25`, `drag-2:0.1`).
    public static func moment(_ text: String) throws(ToolError) -> Moment {
        let (phase, value) = splitPhase(text)
        guard let time = number(value), time >= 0 else {
            throw .usage(Messages.badFlagValue(text, expected: "SECONDS or PHASE:SECONDS, 0 or more, e.g. 0.25 or dismiss:0.3"))
        }
        return Moment(phase: phase, time: time)
    }

    /// `P` or `present:P` (drive the presentation), `dismiss:P` (drive the dismissal) or `pop:P` (drive a
    /// navigation pop, the push scene's), P from 0 to 1.
    public static func interaction(_ text: String, finishes: Bool) throws(ToolError) -> Recorder.Interaction {
        let (phase, value) = splitPhase(text)
        let direction = phase.flatMap(Recorder.Interaction.Direction.init(rawValue:))
        guard phase == nil || direction != nil, let fraction = number(value), (0...1).contains(fraction) else {
            throw .usage(Messages.badFlagValue(
                text, expected: "a FRACTION from 0 to 1, or present:FRACTION, dismiss:FRACTION or pop:FRACTION, e.g. 0.4"))
        }
        return Recorder.Interaction(direction: direction ?? .present, fraction: fraction, finishes: finishes)
    }

    /// `VIEW[@X,Y]` (a tap) or `VIEW[@X,Y]:DX,DY[:SECONDS]` (a drag): the value of `--tap` and `--drag`, which
    /// are one list of gestures in the order given — the value says which gesture it is (a movement makes a
    /// drag). X,Y is a point in the view's own coordinates (its centre by default); a drag moves by DX,DY
    /// points over SECONDS (0.25 by default, at most `TouchPath.maximumDuration`, 600).
    public static func gesture(_ text: String) throws(ToolError) -> Recorder.Gesture {
        let expected = "VIEW[@X,Y] to tap or VIEW[@X,Y]:DX,DY[:SECONDS] to drag, e.g. dim, presented@20,40 or presented:0,300:0.5"
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let head = parts[0].split(separator: "@", omittingEmptySubsequences: false)
        let view = head[0].trimmingCharacters(in: .whitespaces)
        guard !view.isEmpty, head.count <= 2, parts.count <= 3 else { throw .usage(Messages.badFlagValue(text, expected: expected)) }
        var point: Point?
        if head.count == 2 {
            guard let at = pair(head[1]) else { throw .usage(Messages.badFlagValue(text, expected: expected)) }
            point = at
        }
        guard parts.count > 1 else { return Recorder.Gesture(tapping: view, at: point) }
        guard let movement = pair(parts[1]) else { throw .usage(Messages.badFlagValue(text, expected: expected)) }
        var seconds = TouchPath.standardDragDuration
        if parts.count == 3 {
            guard let given = number(parts[2]), given > 0, given <= TouchPath.maximumDuration else {
                throw .usage(Messages.badFlagValue(text, expected: expected))
            }
            seconds = given
        }
        return Recorder.Gesture(dragging: view, at: point, by: movement, duration: seconds)
    }

    /// `X,Y`: two finite numbers within ±``CustomScreen/largestSide`` × 10.
    private static func pair(_ text: Substring) -> Point? {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { number($0) }
        let range = -CustomScreen.largestSide * 10...CustomScreen.largestSide * 10
        guard values.count == 2, values.allSatisfy({ range.contains($0) }) else { return nil }
        return Point(x: values[0], y: values[1])
    }

    /// A finite decimal number, spaces around it allowed.
    static func number(_ text: Substring) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    private static func number(_ text: String) -> Double? { number(text[...]) }

    private static func sizeClass(_ text: Substring) -> UserInterfaceSizeClass? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "compact": .compact
        case "regular": .regular
        default: nil
        }
    }

    /// `phase:value` split at the last colon; no colon means no phase.
    private static func splitPhase(_ text: String) -> (phase: String?, value: String) {
        guard let colon = text.lastIndex(of: ":") else { return (nil, text) }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }
}

extension FlagValues {
    /// `present`, `push`, `tab`, `layout` or `split`: the value of `--scene`; a near miss names the closest.
    public static func scene(_ text: String) throws(ToolError) -> StyleScene {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let scene = StyleScene(rawValue: name) { return scene }
        let names = StyleScene.allCases.map(\.rawValue)
        let closest = names.min { distance(name, $0) < distance(name, $1) }
        let hint = closest.flatMap { distance(name, $0) <= 2 ? "; did you mean \($0)?" : nil } ?? ""
        throw .usage(Messages.badFlagValue(text, expected: "a scene (present, push, tab, layout or split)" + hint))
    }

    /// The edit distance between two words (insertions, deletions, substitutions).
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

extension FlagValues {
    /// `STYLE` or `STYLE:KEY=VALUE[,KEY=VALUE…]`: the value of `--then`, a style (a name, file name or path)
    /// presented over the one before it, with overrides of its options. Values cannot hold commas here (use a
    /// style of your own that borrows the other with `use()` for those).
    public static func stackedStyle(_ text: String) throws(ToolError) -> StackedStyleChoice {
        let expected = "STYLE or STYLE:KEY=VALUE,… (a style presented over the one before it), e.g. system-sheet or cool:inset=40"
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let reference = parts[0].trimmingCharacters(in: .whitespaces)
        guard !reference.isEmpty else { throw .usage(Messages.badFlagValue(text, expected: expected)) }
        guard parts.count == 2 else { return StackedStyleChoice(reference: reference) }
        let assignments = parts[1].split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw .usage(Messages.badFlagValue(text, expected: expected))
            }
        }
        return StackedStyleChoice(reference: reference, assignments: assignments)
    }
}
