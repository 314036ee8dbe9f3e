import LuaKit

/// A global of the embedder's own that every style sees beside the built-in ones: a Swift function, a
/// constructor of a Swift value type (LuaKit userdata), a constant.
///
///     struct Badge: LuaUserdataRepresentable { var text: String }
///
///     var configuration = StyleRegistry.Configuration()
///     configuration.globals = [
///         HostGlobal("brandInset") { state in try state.function { (width: Double) in (width * 0.08).rounded() } },
///         HostGlobal("badge") { state in
///             try state.register(LuaUserdataType<Badge>().property("text") { $0.text })
///             return try state.function { (text: String) in Badge(text: text) }
///         },
///     ]
///     let registry = try StyleRegistry(configuration: configuration)
///
/// Each registry makes the value in its own Lua state, once, when it is made (so `make` is `@Sendable`: a
/// ``Prestyle/StyleRegistry/Configuration`` may be handed to registries on other threads). What a style does
/// wrong with it — a wrong argument, an error thrown by the Swift function — is reported at the style's
/// file and line like any other, and the presentation falls back as for any failing hook. A name that is
/// already a global (`style`, `view`, `string`, `print`…) or is not a Lua name is refused.
public struct HostGlobal: Sendable {
    /// The name styles use.
    public var name: String
    /// Makes the value in a registry's Lua state: register any userdata type it uses first
    /// (`LuaState.register(_:)` in LuaKit). Only LuaKit's own calls may touch the state.
    public var make: @Sendable (LuaState) throws -> any LuaPushable

    public init(_ name: String, make: @escaping @Sendable (LuaState) throws -> any LuaPushable) {
        self.name = name
        self.make = make
    }

    /// Lua's reserved words, which no global may be named.
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
        "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// Whether `name` is a Lua name (letters, digits and underscores, not starting with a digit) and no keyword.
    static func isLuaName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        } && !keywords.contains(name)
    }
}

extension StyleRegistry {
    /// Puts the configuration's ``HostGlobal``s into the state, each checked against the globals styles
    /// already have (`transform` is made per style, so it is not in the shared environment but is taken).
    static func install(_ globals: [HostGlobal], in state: LuaState) throws {
        guard !globals.isEmpty else { return }
        let existing = try state.newEnvironment()
        var installed: Set<String> = []
        for global in globals {
            guard HostGlobal.isLuaName(global.name) else {
                throw StyleError(.configuration, "the host global \(global.name.debugDescription) is not a Lua name (letters, digits and _)")
            }
            let taken: Bool
            if case .nil = try existing.rawGet(global.name) { taken = global.name == "transform" } else { taken = true }
            guard !taken, installed.insert(global.name).inserted else {
                throw StyleError(.configuration, "the host global '\(global.name)' is already a global styles have: choose another name")
            }
            do {
                try state.setHostGlobal(global.name, global.make(state))
            } catch let error as StyleError {
                throw error
            } catch {
                throw StyleError(.configuration, "the host global '\(global.name)' could not be made: \(error)")
            }
        }
    }
}
