/// The presentation hooks a style may define in `presentation = { … }`, each mapped onto one of UIKit's
/// `UIPresentationController` methods. All are optional: a missing hook means UIKit's default. This is the
/// hook's identity; everything else about it (UIKit's name, its arguments, its default, what it answers and
/// how that answer is checked) is its declaration (``specification``, `HookSpecification+Table.swift`).
///
/// The cases are in the order UIKit calls the hooks during a presentation and its dismissal (the order
/// `Styles/README.md` documents them in and `StyleInfo.hooks` lists them in).
enum PresentationHook: String, CaseIterable, Hashable, Sendable {
    case shouldPresentInFullscreen
    case shouldRemovePresentersView
    case presentationWillBegin
    case presentedView
    case frameOfPresentedView
    case containerWillLayout
    case containerDidLayout
    case presentationDidEnd
    case sizeForChild
    case preferredContentSizeDidChange
    case willTransitionToSize
    case willTransitionToTraits
    case adaptiveStyle
    case keyboardWillChange
    case shouldDismiss
    case dismissalWillBegin
    case dismissalDidEnd

    /// The names scripts may use, for suggestions.
    static let names = allCases.map(\.rawValue)
}

/// The top-level fields of `style { … }`.
enum StyleField: String, CaseIterable {
    case summary
    case options
    case presentation
    case animator
    case dismissAnimator
    case interaction
    case base
    case sheet
    case popover
    case adaptive
    case scenes
    case layout

    static let names = allCases.map(\.rawValue)
}

/// The fields of `sheet = { … }`: a built-in sheet's settings (UIKit's `UISheetPresentationController`).
enum SheetField: String, CaseIterable {
    case detents
    case selectedDetent
    case largestUndimmedDetent
    case grabber
    case cornerRadius

    static let names = allCases.map(\.rawValue)
}

/// The fields of `interaction = { … }`: the percent-driven interaction controller's settings.
enum InteractionField: String, CaseIterable {
    case completionSpeed
    case completionCurve
    case wantsInteractiveStart

    static let names = allCases.map(\.rawValue)
}
