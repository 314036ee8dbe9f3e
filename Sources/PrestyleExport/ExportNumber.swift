import Foundation

/// How every rendering prints a number: rounded to a few decimals, without a trailing ".0", without an
/// exponent for ordinary magnitudes, and never "-0" — so 0.30000000000000004 reads 0.3 and a value that
/// rounds to zero from below reads 0, which keeps exports stable across platforms and easy to diff.
public enum ExportNumber {
    /// `value` rounded to `decimals` places, as text; "nan", "inf" or "-inf" when it is not finite.
    public static func text(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let rounded = rounded(value, decimals: decimals)
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int64(rounded)) }
        // Swift writes 1e+16 and 1000000000000000.0 from here up; the documented form is plain digits.
        if Swift.abs(rounded) >= 1e15 { return plainDigits(rounded, decimals: decimals) }
        return String(rounded)
    }

    /// A large value in positional notation, without an exponent or trailing zeros after the point.
    private static func plainDigits(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` rounded to `decimals` places (halves away from zero).
    static func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        // Very large values lose nothing to rounding but could overflow the scaled product.
        return rounded.isFinite ? rounded : value
    }

    /// The angle, in degrees, whose sine and cosine are proportional to these.
    static func degrees(sine: Double, cosine: Double) -> Double {
        atan2(sine, cosine) * 180 / .pi
    }

    /// Text with a fixed number of decimals, for aligned columns of times ("0.250").
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return text(value, decimals: decimals) }
        let text = String(format: "%.\(decimals)f", value)
        // "-0.000" would suggest a time before the phase began.
        return text.allSatisfy({ "-0.".contains($0) }) ? String(text.drop { $0 == "-" }) : text
    }
}
