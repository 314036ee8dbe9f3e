/// A color in sRGB with alpha, each component in 0...1 (UIKit's `UIColor`).
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A color from components, each clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A gray: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from a hex string: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional).
    /// Returns nil for anything else, including hex digits outside ASCII (fullwidth `ＦＦＦ`).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // `Character.isHexDigit` also accepts fullwidth forms, which no radix parser reads: ASCII only.
        let values = digits.compactMap { $0.isASCII ? $0.hexDigitValue : nil }
        guard values.count == digits.count, [3, 4, 6, 8].contains(values.count) else { return nil }
        let bytes = values.count <= 4
            ? values.map { $0 * 17 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        let components = bytes.map { Double($0) / 255 }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 1)
    }

    /// Black with zero alpha: fully transparent (`UIColor.clear`).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black (`UIColor.black`).
    public static let black = Color(white: 0)
    /// Opaque white (`UIColor.white`).
    public static let white = Color(white: 1)

    /// `#rrggbb` when opaque, else `#rrggbbaa`, lowercase.
    public var hex: String {
        func byte(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            let text = String(value, radix: 16)
            return value < 16 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}

extension Color: CustomStringConvertible {
    /// The color as a hex string (see `hex`), as styles write colors.
    public var description: String { hex }
}
