import LuaKit
import PresentationKit

/// Runs a style's detent functions for one presentation's sheet: each is called with `ctx` — the resolution
/// context's `maximumDetentValue` and `traits` (UIKit's `UISheetPresentationControllerDetentResolutionContext`:
/// `maximumDetentValue`, `containerTraitCollection`), the `presented` controller (whose `preferredContentSize`
/// a detent that fits the content reads) and the style's `options` — and its answer checked: a number from 0
/// up (the engine clamps it to the maximum, as UIKit does), or nil, which makes the detent inactive (Apple's
/// documentation of `resolvedValue(in:)`: "nil if the detent is inactive in the provided context").
///
/// Anything else — an error, a negative or non-finite number, another type — is reported with the file, the
/// line and the hook (`sheet.detents[3]`) and makes the detent inactive; a sheet with no active detent rests
/// at the large one.
final class DetentResolution {
    private let session: StyleSession
    private weak var presented: ViewController?
    private weak var presenting: ViewController?
    /// The place the calls run in, kept while the sheet's container stands (the engine resolves detents
    /// many times while a finger drags the sheet).
    private var placeKept: (container: ObjectIdentifier?, place: StyleSession.Place)?
    weak var sheet: SheetPresentationController?

    init(session: StyleSession, presented: ViewController, presenting: ViewController?) {
        self.session = session
        self.presented = presented
        self.presenting = presenting
    }

    /// The engine's detent for `setting`.
    func detent(for setting: SheetDetentSetting) -> SheetPresentationController.Detent {
        let identifier = SheetDetentSetting.identifier(named: setting.name)
        switch setting {
        case .medium: return .medium()
        case .large: return .large()
        case .height(let value): return .custom(identifier: identifier) { _ in value }
        case .resolver(let resolver, let position):
            // Held by the detent, as the sheet holds its detents; it holds the sheet weakly.
            return .custom(identifier: identifier) { context in
                self.resolve(resolver, position: position, in: context)
            }
        }
    }

    private var place: StyleSession.Place {
        let container = sheet?.containerView
        let key = container.map(ObjectIdentifier.init)
        if let placeKept, placeKept.container == key, placeKept.place.window != nil { return placeKept.place }
        let made = StyleSession.Place(window: presented?.window ?? presenting?.window, container: container)
        placeKept = (key, made)
        return made
    }

    private func resolve(_ resolver: ScriptDetentResolver, position: Int, in context: SheetPresentationController.Detent.ResolutionContext)
        -> Double? {
        let hook = HookName.sheetDetent(position)
        let fallback = "the detent is inactive"
        let place = place
        let state = session.runtime.state
        let presented = presented
        let options = session.options
        guard let answer = session.run(hook, in: place, fallback: fallback, location: resolver.location, {
            let ctx = try state.newTable()
            try ctx.rawSet("maximumDetentValue", context.maximumDetentValue)
            try ctx.rawSet("traits", ScriptTraits(context.containerTraitCollection, in: place.window))
            if let presented { try ctx.rawSet("presented", ScriptController(presented)) }
            try ctx.rawSet("options", options)
            return try resolver.function.call(ctx) as LuaValue
        }) else { return nil }
        switch answer {
        case .nil:
            return nil
        case .integer, .number:
            let value = answer.doubleValue ?? .nan
            if value.isFinite, value >= 0 { return value }
            session.reportBadResult("a detent function returned \(ScriptNumbers.format(value)): a detent is a height from 0 up, or nil",
                                    hook: hook, in: place, fallback: fallback, location: resolver.location)
        default:
            session.reportBadResult("a detent function returned \(answer.typeDescription): it returns a height in points, or nil for "
                                    + "an inactive detent",
                                    hook: hook, in: place, fallback: fallback, location: resolver.location)
        }
        return nil
    }
}
