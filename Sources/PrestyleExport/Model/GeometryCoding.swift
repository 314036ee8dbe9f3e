import PresentationKit

// The export writes geometry as short number arrays ([x, y, w, h], [a, b, c, d, tx, ty]) rather than objects:
// a view's state then fits on one readable line, as in the JSON format article's example.

extension KeyedEncodingContainer {
    mutating func encode(_ rect: Rect, forKey key: Key) throws {
        try encode([rect.x, rect.y, rect.width, rect.height], forKey: key)
    }

    mutating func encode(_ point: Point, forKey key: Key) throws {
        try encode([point.x, point.y], forKey: key)
    }

    mutating func encode(_ transform: AffineTransform, forKey key: Key) throws {
        try encode([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], forKey: key)
    }

    mutating func encode(_ insets: EdgeInsets, forKey key: Key) throws {
        try encode([insets.top, insets.left, insets.bottom, insets.right], forKey: key)
    }
}

extension KeyedDecodingContainer {
    func decodeRect(forKey key: Key) throws -> Rect {
        let n = try decodeNumbers(4, forKey: key, layout: "x, y, width, height")
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    func decodePoint(forKey key: Key) throws -> Point {
        let n = try decodeNumbers(2, forKey: key, layout: "x, y")
        return Point(x: n[0], y: n[1])
    }

    func decodeTransform(forKey key: Key) throws -> AffineTransform {
        let n = try decodeNumbers(6, forKey: key, layout: "a, b, c, d, tx, ty")
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    func decodeInsets(forKey key: Key) throws -> EdgeInsets {
        let n = try decodeNumbers(4, forKey: key, layout: "top, left, bottom, right")
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    func decodeColor(forKey key: Key) throws -> Color? {
        guard let hex = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let color = Color(hex: hex) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(hex)\" is not a color; expected \"#rrggbb\" or \"#rrggbbaa\"")
        }
        return color
    }

    /// A value coded by its raw string, with an error listing the accepted strings.
    func decodeRawValue<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, forKey key: Key
    ) throws -> Value where Value.RawValue == String {
        let raw = try decode(String.self, forKey: key)
        guard let value = Value(rawValue: raw) else {
            let known = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(raw)\" is not one of \(known)")
        }
        return value
    }

    private func decodeNumbers(_ count: Int, forKey key: Key, layout: String) throws -> [Double] {
        let numbers = try decode([Double].self, forKey: key)
        guard numbers.count == count else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected \(count) numbers [\(layout)], found \(numbers.count)")
        }
        return numbers
    }
}
