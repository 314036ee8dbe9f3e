import LuaKit
import PresentationKit

/// A style standing on a base that chooses a system transition (`transition = "zoom"`, …): the delegate vends
/// that transition's animator, as UIKit plays a controller's `preferredTransition` (see ``TransitionSettings``).
extension StyleTransitioningDelegate {
    /// The animator of the style's system transition in `window`'s era; nil when the style chose none, or the
    /// era has no `preferredTransition` (the transition style plays then).
    func systemTransitionAnimator(window: Window?) -> ViewControllerAnimatedTransitioning? {
        guard let settings = session.style.base?.transition else { return nil }
        return transition(for: settings, window: window).makeAnimator(in: window)
    }

    private func transition(for settings: TransitionSettings, window: Window?) -> Transition {
        switch settings.name {
        case "coverVertical": return .coverVertical
        case "crossDissolve": return .crossDissolve
        case "flipHorizontal": return .flipHorizontal
        case "partialCurl": return .partialCurl
        default: break
        }
        let options = Transition.ZoomOptions()
        options.dimmingColor = settings.dimmingColor
        options.dimmingVisualEffect = settings.dimmingVisualEffect.map(BlurEffect.init(style:))
        if let rect = settings.alignmentRect { options.alignmentRectProvider = { _ in rect } }
        if !settings.interactiveDismiss { options.interactiveDismissShouldBegin = { _ in false } }
        let session = self.session
        return .zoom(options: options) { [weak session] context in
            session?.zoomSource(settings, context: context, window: window)
        }
    }
}

extension StyleSession {
    /// The zoom's source view: the view `zoom.source` names (or its function returns) among the presenting
    /// controller's views; nil, reported at the `source` line with the nearest names, when there is none.
    func zoomSource(_ settings: TransitionSettings, context: Transition.ZoomSourceViewProviderContext, window: Window?) -> View? {
        let hook = HookName(.setting("zoom.source"))
        let place = Place(window: window)
        let location = HookLocation(file: style.file, line: settings.sourceLine ?? 1, returnLine: nil)
        let fallback = "the zoomed view fades where it rests"
        let name: String
        switch settings.source {
        case .view(let named):
            name = named
        case .function(let line):
            let at = HookLocation(file: style.file, line: line ?? location.line, returnLine: nil)
            guard let answer = run(hook, in: place, fallback: fallback, location: at, {
                let function = try style.definition.get("zoom").tableValue?.get("source").functionValue
                guard let function else { return LuaValue.nil }
                let ctx = try runtime.state.newTable()
                try ctx.set("presenting", context.isPresenting)
                try ctx.set("options", options)
                return try function.call(ctx) as LuaValue
            }) else { return nil }
            if answer == .nil { return nil }
            guard let named = answer.stringValue else {
                reportBadResult("zoom.source returned \(answer.typeDescription); it returns the name of a view in the presenting "
                    + "screen, or nil", hook: hook, in: place, fallback: fallback, location: at)
                return nil
            }
            name = named
        case nil:
            return nil
        }
        let root = context.sourceViewController.view
        if let view = root.firstDescendant(named: name) { return view }
        let names = root.subtreeBackToFront.map(\.name)
        let nearest = NameSuggestions.closest(to: name, among: names)
        let hint = nearest.isEmpty ? "" : "; did you mean \(nearest.map { "'\($0)'" }.joined(separator: ", "))?"
        report(Diagnostic(
            .error, "zoom.source names '\(name)', which is no view in '\(context.sourceViewController.name)'\(hint) — "
                + fallback, code: .style.styleUnknownSourceView, file: style.file, line: location.line,
            hook: "zoom.source"), in: place)
        return nil
    }
}
