import LuaKit

/// The checks every number a script hands to the engine goes through: finite, and within a range that
/// makes sense for what it is. The engine traps on some bad parameters (a spring's non-positive duration,
/// keyframe times out of order), and renders nonsense for others; scripts are input, so their numbers are
/// checked here and a bad one is a Lua error at the script's line.
enum ScriptNumbers {
    /// The largest coordinate or length a script may use, in points: far beyond any screen, far below what
    /// would lose precision in the engine's arithmetic.
    static let maximumMagnitude = 10_000_000.0
    /// The longest animation, delay or transition a script may ask for, in seconds.
    static let maximumDuration = 600.0

    /// `value` when it is finite and within ±``maximumMagnitude``; else an error naming `what`.
    static func coordinate(_ value: Double, _ what: @autoclosure () -> String) throws -> Double {
        guard value.isFinite else { throw LuaError(kind: .runtime, message: "\(what()) must be a finite number, not \(format(value))") }
        guard Swift.abs(value) <= maximumMagnitude else {
            throw LuaError(kind: .runtime, message: "\(what()) is \(format(value)), beyond ±\(format(maximumMagnitude)) points")
        }
        return value
    }

    /// `value` when it is a finite length from 0 to ``maximumMagnitude``.
    static func length(_ value: Double, _ what: @autoclosure () -> String) throws -> Double {
        let checked = try coordinate(value, what())
        guard checked >= 0 else { throw LuaError(kind: .runtime, message: "\(what()) must not be negative, not \(format(value))") }
        return checked
    }

    /// `value` when it is a finite number of seconds from 0 to ``maximumDuration``.
    static func duration(_ value: Double, _ what: @autoclosure () -> String) throws -> Double {
        guard value.isFinite, value >= 0, value <= maximumDuration else {
            throw LuaError(kind: .runtime,
                           message: "\(what()) must be a number of seconds from 0 to \(format(maximumDuration)), not \(format(value))")
        }
        return value
    }

    /// `value` when it is finite and in `range`.
    static func number(_ value: Double, in range: ClosedRange<Double>, _ what: @autoclosure () -> String) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw LuaError(kind: .runtime,
                           message: "\(what()) must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), not \(format(value))")
        }
        return value
    }

    /// A number as a message shows it: integers without a fraction, `nan`, `inf`.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value.rounded() == value, Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
