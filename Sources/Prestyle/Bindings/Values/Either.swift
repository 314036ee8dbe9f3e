import LuaKit

/// A result that is one of two types (a method that returns a Rect for a Rect and a Point for a Point).
enum Either<First: LuaPushable, Second: LuaPushable>: LuaPushable {
    case first(First)
    case second(Second)

    func push(onto stack: LuaStack) throws {
        switch self {
        case .first(let value): try value.push(onto: stack)
        case .second(let value): try value.push(onto: stack)
        }
    }
}
