/// A color in sRGB with alpha, each component in 0...1 (UIKit's `UIColor`).
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
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
    /// Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 {
            digits = Substring(digits.flatMap { [$0, $0] })
        }
        var components: [Double] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            components.append(Double(UInt8(digits[index..<next], radix: 16)!) / 255)
            index = next
        }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 1)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
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
    public var description: String { hex }
}
