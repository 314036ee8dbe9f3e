import LuaKit
import PresentationKit

/// Reading geometry a script hands over — a hook's result, a field of `view{}`, an argument — as engine
/// values: the userdata the constructors make, or a plain table (`{x = 0, y = 0, width = 10, height = 10}`
/// or `{0, 0, 10, 10}`), every number checked.
enum GeometryValues {
    static func rect(_ value: LuaValue, _ what: String) throws -> Rect {
        if case .userdata(let data) = value, let rect = try? data.value(as: ScriptRect.self) { return rect.rect }
        let numbers = try table(value, what, expecting: "a Rect (rect(x, y, width, height))",
                                names: ["x", "y", "width", "height"])
        return try ScriptRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3], for: what).rect
    }

    static func size(_ value: LuaValue, _ what: String) throws -> Size {
        if case .userdata(let data) = value, let size = try? data.value(as: ScriptSize.self) { return size.size }
        let numbers = try table(value, what, expecting: "a Size (size(width, height))", names: ["width", "height"])
        return try ScriptSize(width: numbers[0], height: numbers[1], for: what).size
    }

    static func point(_ value: LuaValue, _ what: String) throws -> Point {
        if case .userdata(let data) = value, let point = try? data.value(as: ScriptPoint.self) { return point.point }
        let numbers = try table(value, what, expecting: "a Point (point(x, y))", names: ["x", "y"])
        return try ScriptPoint(x: numbers[0], y: numbers[1], for: what).point
    }

    static func transform(_ value: LuaValue, _ what: String) throws -> PresentationKit.AffineTransform {
        if case .userdata(let data) = value, let transform = try? data.value(as: ScriptTransform.self) {
            return transform.transform
        }
        throw LuaError(kind: .runtime, message: "\(what) must be a Transform (transform.scale(…), …), not \(value.typeDescription)")
    }

    /// A frame: a rectangle whose size is not negative.
    static func frame(_ value: LuaValue, _ what: String) throws -> Rect {
        try frame(try rect(value, what), what)
    }

    /// `result` when its size is not negative.
    static func frame(_ result: Rect, _ what: String) throws -> Rect {
        guard result.width >= 0, result.height >= 0 else {
            throw LuaError(kind: .runtime, message: "\(what) has a negative size (\(result.size)): use a width and height of 0 or more")
        }
        return result
    }

    /// The numbers of a table given by name or by position.
    private static func table(_ value: LuaValue, _ what: String, expecting: String, names: [String]) throws -> [Double] {
        guard case .table(let table) = value else {
            throw LuaError(kind: .runtime, message: "\(what) must be \(expecting), not \(value.typeDescription)")
        }
        let fields = try ValueFields(table, of: what, allowed: names, allowsPositional: true)
        return try names.enumerated().map { index, name in
            let value = fields.positional.count > index ? fields.positional[index] : (try fields.number(name)).map(LuaValue.number) ?? .nil
            guard let number = value.doubleValue else {
                throw LuaError(kind: .runtime, message: "\(what).\(name) must be a number, not \(value.typeDescription)")
            }
            return number
        }
    }
}
