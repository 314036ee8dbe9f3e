extension JSONByteWriter {
    /// A view state as its `encode(to:)` writes it — the same keys in the same order, on one line — without
    /// going through the generic containers. `JSONByteWriterTests` holds the two to the same bytes, shadow,
    /// masked corners and missing values included: a field added to the conformance must be added here.
    mutating func write(_ state: Recording.ViewState) {
        var first = true
        func key(_ name: StaticString) {
            if !first {
                append(UInt8(ascii: ","))
                append(UInt8(ascii: " "))
            }
            first = false
            append(UInt8(ascii: "\""))
            name.withUTF8Buffer { append(contentsOf: $0) }
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
            append(UInt8(ascii: " "))
        }
        append(UInt8(ascii: "{"))
        key("name"); write(.string(state.name))
        key("parent"); write(state.parent.map(JSONScalar.string) ?? .null)
        key("frame"); write(numbers: [state.frame.x, state.frame.y, state.frame.width, state.frame.height])
        key("bounds"); write(numbers: [state.bounds.x, state.bounds.y, state.bounds.width, state.bounds.height])
        key("center"); write(numbers: [state.center.x, state.center.y])
        let transform = state.transform
        key("transform"); write(numbers: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
        key("alpha"); write(.double(state.alpha))
        key("hidden"); write(.bool(state.isHidden))
        key("color"); write(state.color.map { JSONScalar.string($0.hex) } ?? .null)
        key("cornerRadius"); write(.double(state.cornerRadius))
        key("clips"); write(.bool(state.clipsToBounds))
        if state.maskedCorners != .all {
            key("corners")
            append(UInt8(ascii: "["))
            for (index, name) in state.maskedCorners.names.enumerated() {
                if index > 0 {
                    append(UInt8(ascii: ","))
                    append(UInt8(ascii: " "))
                }
                write(.string(name))
            }
            append(UInt8(ascii: "]"))
        }
        if let shadow = state.shadow {
            key("shadowColor"); write(.string(shadow.color.hex))
            key("shadowOpacity"); write(.double(shadow.opacity))
            key("shadowOffset"); write(numbers: [shadow.offset.width, shadow.offset.height])
            key("shadowRadius"); write(.double(shadow.radius))
        }
        append(UInt8(ascii: "}"))
    }
}

extension Recording.ViewState {
    /// Whether every number is finite, so that JSON can hold the state.
    var hasOnlyFiniteNumbers: Bool {
        let numbers = [frame.x, frame.y, frame.width, frame.height, bounds.x, bounds.y, bounds.width, bounds.height,
                       center.x, center.y, transform.a, transform.b, transform.c, transform.d, transform.tx,
                       transform.ty, alpha, cornerRadius]
        guard numbers.allSatisfy(\.isFinite) else { return false }
        guard let shadow else { return true }
        return shadow.opacity.isFinite && shadow.offset.width.isFinite && shadow.offset.height.isFinite
            && shadow.radius.isFinite
    }
}
