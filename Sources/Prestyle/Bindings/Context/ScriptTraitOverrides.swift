import LuaKit
import PresentationKit

/// A presentation's trait overrides as scripts see them, `self.traitOverrides`: UIKit's
/// `UIPresentationController.traitOverrides` (iOS 17), the same overrides as the deprecated
/// `overrideTraitCollection` (iOS 8), so it works in every era. What it overrides reaches the presented
/// controller (`self.presented.traits`) and `self.traits`, and may adapt the presentation.
///
///     presentationWillBegin = function(self, coordinator)
///       self.traitOverrides.horizontal = "compact"     -- the presented controller lays out as on a phone
///     end
///
/// Fields `horizontal vertical` (`"compact"`, `"regular"`, `"unspecified"`), `idiom` (`"phone"`, `"pad"`,
/// `"unspecified"`) and `scale` (a number of pixels per point, 0 for none), with UIKit's longer names
/// `horizontalSizeClass verticalSizeClass userInterfaceIdiom displayScale` too, read and set one override
/// each; setting the unspecified value removes it. `:contains(name)` and `:remove(name)` are UIKit's
/// `contains(_:)` and `remove(_:)`. A bad value is an error at the line that set it; a `traitOverrides` kept
/// after its presentation ended reads as empty and refuses changes.
struct ScriptTraitOverrides: ScriptValue {
    static let luaTypeName = "TraitOverrides"
    weak var controller: PresentationController?

    init(_ controller: PresentationController) { self.controller = controller }

    private var overrides: TraitOverrides { controller?.traitOverrides ?? TraitOverrides() }

    /// The trait each script name (short and UIKit's) stands for.
    static let keys: [String: TraitKey] = [
        "horizontal": .horizontalSizeClass, "vertical": .verticalSizeClass, "idiom": .userInterfaceIdiom,
        "scale": .displayScale, "horizontalSizeClass": .horizontalSizeClass, "verticalSizeClass": .verticalSizeClass,
        "userInterfaceIdiom": .userInterfaceIdiom, "displayScale": .displayScale,
    ]

    static func luaType(in _: LuaState, scopes _: HookScopes) -> LuaUserdataType<ScriptTraitOverrides> {
        var type = LuaUserdataType<ScriptTraitOverrides>()
        for (name, key) in keys.sorted(by: { $0.key < $1.key }) {
            type = type.property(name, get: { $0.value(of: key) }, setAny: { target, value in
                try target.set(key, to: value, named: name)
            })
        }
        return type
            .method("contains") { (target: ScriptTraitOverrides, name: String) in
                target.overrides.contains(try key(named: name))
            }
            .method("remove") { (target: ScriptTraitOverrides, name: String) in
                let key = try key(named: name)
                try target.change { $0.remove(key) }
            }
            .metamethod(.toString) { (target: ScriptTraitOverrides) in "TraitOverrides(\(target.overrides.collection))" }
    }

    private static func key(named name: String) throws -> TraitKey {
        guard let key = keys[name] else {
            let names = keys.keys.sorted().joined(separator: ", ")
            throw LuaError(kind: .runtime, message: "traitOverrides has no trait '\(name)'; traits are \(names)")
        }
        return key
    }

    /// A trait's override as scripts read it: a name, or a number for the scale.
    private func value(of key: TraitKey) -> LuaValue {
        let collection = overrides.collection
        switch key {
        case .horizontalSizeClass: return .string(collection.horizontalSizeClass.rawValue)
        case .verticalSizeClass: return .string(collection.verticalSizeClass.rawValue)
        case .userInterfaceIdiom: return .string(collection.userInterfaceIdiom.rawValue)
        case .displayScale: return .number(collection.displayScale)
        }
    }

    /// Overrides `key` with `value`, checked.
    private func set(_ key: TraitKey, to value: LuaValue, named name: String) throws {
        let what = "traitOverrides.\(name)"
        switch key {
        case .horizontalSizeClass, .verticalSizeClass:
            let text = try ValueFields.string(value, what)
            guard let sizeClass = UserInterfaceSizeClass(rawValue: text) else {
                throw LuaError(kind: .runtime, message: "\(what) must be \"compact\", \"regular\" or \"unspecified\", not \"\(text)\"")
            }
            try change { key == .horizontalSizeClass ? ($0.horizontalSizeClass = sizeClass) : ($0.verticalSizeClass = sizeClass) }
        case .userInterfaceIdiom:
            let text = try ValueFields.string(value, what)
            guard let idiom = UserInterfaceIdiom(rawValue: text) else {
                throw LuaError(kind: .runtime, message: "\(what) must be \"phone\", \"pad\" or \"unspecified\", not \"\(text)\"")
            }
            try change { $0.userInterfaceIdiom = idiom }
        case .displayScale:
            let scale = try ValueFields.number(value, what)
            guard scale.isFinite, scale >= 0, scale <= 10 else {
                throw LuaError(kind: .runtime, message: "\(what) must be a number of pixels per point from 0 (none) to 10, not \(scale)")
            }
            try change { $0.displayScale = scale }
        }
    }

    /// Applies `edit` to the presentation's overrides.
    private func change(_ edit: (inout TraitOverrides) -> Void) throws {
        guard let controller else {
            throw LuaError(kind: .runtime, message: "traitOverrides belongs to a presentation that has ended; it cannot change")
        }
        var overrides = controller.traitOverrides
        edit(&overrides)
        controller.traitOverrides = overrides
    }
}
