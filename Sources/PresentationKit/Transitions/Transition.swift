/// The system transition a controller asks to be presented with (UIKit's `UIViewController.Transition`, set
/// as ``ViewController/preferredTransition``): the zoom from a source view, or one of the four transition
/// styles that ``ModalTransitionStyle`` already names.
///
///     photo.preferredTransition = .zoom { context in
///         context.sourceViewController.view.firstDescendant(named: "thumb-2")
///     }
///     grid.present(photo, animated: true)
///
/// The transition plays when no transitioning delegate vends an animator of its own, in place of
/// ``ViewController/modalTransitionStyle``. It is iOS 18's API (Apple's documentation of
/// `UIViewController.preferredTransition`: "iOS 18.0+"): in the iOS 12 era (``SystemVersion/iOS12``) the
/// engine ignores it and the controller's ``ModalTransitionStyle`` plays, as an app built for both sets the
/// two.
public struct Transition {
    enum Storage {
        case zoom(ZoomOptions, ZoomSourceViewProvider)
        case style(ModalTransitionStyle)
    }

    /// The closure that answers which view the zoom starts from and returns to.
    public typealias ZoomSourceViewProvider = (ZoomSourceViewProviderContext) -> View?

    let storage: Storage

    /// The zoom: the presented view grows out of the view the provider returns and, when dismissed, shrinks
    /// back into the view it returns then (UIKit's `zoom(options:sourceViewProvider:)`; Apple: "The system
    /// calls the source view provider when it presents and when it dismisses the view controller"). A downward
    /// drag anywhere on the zoomed view dismisses it interactively; see ``ZoomTransitionAnimator`` and
    /// ``ZoomOptions``.
    ///
    /// - Parameters:
    ///   - options: The dimming, the alignment rectangle and whether a drag may dismiss; the defaults when nil.
    ///   - sourceViewProvider: Returns the view to zoom from or to (a thumbnail in the presenter); nil when
    ///     there is none, and the zoomed view then fades in and out where it rests.
    public static func zoom(
        options: ZoomOptions? = nil, sourceViewProvider: @escaping ZoomSourceViewProvider
    ) -> Transition {
        Transition(storage: .zoom(options ?? ZoomOptions(), sourceViewProvider))
    }

    /// The presented view slides up from the bottom, as ``ModalTransitionStyle/coverVertical``.
    public static var coverVertical: Transition { Transition(storage: .style(.coverVertical)) }
    /// The presented view fades in, as ``ModalTransitionStyle/crossDissolve``.
    public static var crossDissolve: Transition { Transition(storage: .style(.crossDissolve)) }
    /// The presenter turns over to show the presented view, as ``ModalTransitionStyle/flipHorizontal``.
    public static var flipHorizontal: Transition { Transition(storage: .style(.flipHorizontal)) }
    /// The presenter's page curls up to reveal the presented view, as ``ModalTransitionStyle/partialCurl``
    /// (full-screen presentations only).
    public static var partialCurl: Transition { Transition(storage: .style(.partialCurl)) }

    /// The transition style this transition is, or nil for the zoom.
    public var modalTransitionStyle: ModalTransitionStyle? {
        if case .style(let style) = storage { return style }
        return nil
    }

    /// The zoom's options, or nil for the other transitions.
    public var zoomOptions: ZoomOptions? {
        if case .zoom(let options, _) = storage { return options }
        return nil
    }

    /// `zoom` or the transition style's name, as the trace shows it.
    public var name: String { modalTransitionStyle?.rawValue ?? "zoom" }
}
