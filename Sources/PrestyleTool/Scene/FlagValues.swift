import Foundation
import PresentationKit
import PrestyleExport

/// Reads the values of the flags that take more than a word — `--size 393x852`, `--traits compact,regular`,
/// `--safe-area 59,0,34,0`, `--scale 3`, `--idiom phone`, `--at dismiss:0.25`, `--interactive 0.4` — with one-line errors that show the
/// expected form. The CLI calls these from its argument transforms, so a bad value is a usage error.
public enum FlagValues {
    /// `WxH` in points: `393x852` (`×` works too). Each side from 1 to ``CustomScreen/largestSide``.
    public static func size(_ text: String) throws(ToolError) -> Size {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        let sides = 1...CustomScreen.largestSide
        guard parts.count == 2, let width = number(parts[0]), let height = number(parts[1]), sides.contains(width),
              sides.contains(height)
        else {
            throw .usage(Messages.badFlagValue(
                text, expected: "WIDTHxHEIGHT in points, each from 1 to \(Messages.number(CustomScreen.largestSide)), e.g. 393x852"))
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

    /// `T` (seconds into the first phase) or `PHASE:T` (`dismiss:0.25`, `present#2:0.1`).
    public static func moment(_ text: String) throws(ToolError) -> Moment {
        let (phase, value) = splitPhase(text)
        guard let time = number(value), time >= 0 else {
            throw .usage(Messages.badFlagValue(text, expected: "SECONDS or PHASE:SECONDS, 0 or more, e.g. 0.25 or dismiss:0.3"))
        }
        return Moment(phase: phase, time: time)
    }

    /// `P` or `present:P` (drive the presentation) or `dismiss:P` (drive the dismissal), P from 0 to 1.
    public static func interaction(_ text: String, finishes: Bool) throws(ToolError) -> Recorder.Interaction {
        let (phase, value) = splitPhase(text)
        let direction = phase.flatMap(Recorder.Interaction.Direction.init(rawValue:))
        guard phase == nil || direction != nil, let fraction = number(value), (0...1).contains(fraction) else {
            throw .usage(Messages.badFlagValue(
                text, expected: "a FRACTION from 0 to 1, or present:FRACTION or dismiss:FRACTION, e.g. 0.4"))
        }
        return Recorder.Interaction(direction: direction ?? .present, fraction: fraction, finishes: finishes)
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
