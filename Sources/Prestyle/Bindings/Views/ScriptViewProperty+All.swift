import LuaKit
import PresentationKit

extension ScriptViewProperty {
    /// Every property of a view scripts reach, in the order `view{}` sets its fields: where the view is
    /// before its transform (a frame is laid out under the identity), then how it looks.
    ///
    /// Adding a property here adds it to `view.x`, `view{ x = … }` (unless it says otherwise) and UIKit's
    /// names; the documentation tests then ask for its line in `Styles/prestyle.meta.lua` and its row in
    /// `Styles/README.md`.
    static let all: [ScriptViewProperty] = [
        readWrite("name", get: { view, _ in view.name }, check: { try ScriptView.name(try ValueFields.string($0, $1)) },
                  set: { $0.name = $1 }),
        readWrite("frame", get: { view, _ in ScriptRect(view.frame) }, check: GeometryValues.frame, set: { $0.frame = $1 }),
        readWrite("bounds", get: { view, _ in ScriptRect(view.bounds) }, check: GeometryValues.frame, set: { $0.bounds = $1 }),
        readWrite("center", get: { view, _ in ScriptPoint(view.center) }, check: GeometryValues.point, set: { $0.center = $1 }),
        readWrite("transform", get: { view, _ in ScriptTransform(view.transform) }, check: GeometryValues.transform,
                  set: { $0.transform = $1 }),
        readWrite("alpha", get: { view, _ in view.alpha }, check: { try ScriptView.alpha(try ValueFields.number($0, $1)) },
                  set: { $0.alpha = $1 }),
        readWrite("color", uikit: ["backgroundColor"], get: { view, _ in view.backgroundColor.hex }, check: ColorText.color,
                  set: { $0.backgroundColor = $1 }),
        readWrite("cornerRadius", uikit: ["layer"], get: { view, _ in view.cornerRadius }, check: length,
                  set: { $0.cornerRadius = $1 }),
        readWrite("maskedCorners", get: { view, state in LuaValue.table(try CornerNames.list(view.maskedCorners, in: state)) },
                  check: CornerNames.mask, set: { $0.maskedCorners = $1 }),
        readWrite("hidden", uikit: ["isHidden"], get: { view, _ in view.isHidden }, check: ValueFields.boolean,
                  set: { $0.isHidden = $1 }),
        readWrite("clipsToBounds", get: { view, _ in view.clipsToBounds }, check: ValueFields.boolean,
                  set: { $0.clipsToBounds = $1 }),
        readWrite("borderWidth", uikit: ["layer"], get: { view, _ in view.borderWidth }, check: length,
                  set: { $0.borderWidth = $1 }),
        readWrite("borderColor", uikit: ["layer"], get: { view, _ in view.borderColor.hex }, check: ColorText.color,
                  set: { $0.borderColor = $1 }),
        readWrite("shadow", uikit: ["layer"], get: { view, state in
            try view.shadow.map { LuaValue.table(try ShadowFields.table(for: $0, in: state)) } ?? .nil
        }, check: ShadowFields.shadow, set: { $0.shadow = $1 }),
        // The shadow one field at a time, as a layer has them; `view{}` takes the shadow whole.
        readWrite("shadowOpacity", constructorField: false, get: { view, _ in ShadowFields.current(view).opacity },
                  check: { try ShadowFields.opacity(try ValueFields.number($0, $1), $1) },
                  set: { view, opacity in ShadowFields.update(view) { $0.opacity = opacity } }),
        readWrite("shadowRadius", constructorField: false, get: { view, _ in ShadowFields.current(view).radius },
                  check: length, set: { view, radius in ShadowFields.update(view) { $0.radius = radius } }),
        readWrite("shadowOffset", constructorField: false, get: { view, _ in ScriptSize(ShadowFields.current(view).offset) },
                  check: GeometryValues.size, set: { view, offset in ShadowFields.update(view) { $0.offset = offset } }),
        readWrite("shadowColor", constructorField: false, get: { view, _ in ShadowFields.current(view).color.hex },
                  check: ColorText.color, set: { view, color in ShadowFields.update(view) { $0.color = color } }),
        readOnly("safeAreaInsets") { ScriptInsets($0.safeAreaInsets) },
        readOnly("superview") { $0.superview.map(ScriptView.init) },
    ]

    /// The fields `view{}` takes, in the order it sets them.
    static let constructorFields = all.filter(\.isConstructorField)

    /// A length a script set: a finite number of points, 0 or more.
    private static func length(_ value: LuaValue, _ what: String) throws -> Double {
        try ScriptNumbers.length(try ValueFields.number(value, what), what)
    }
}
