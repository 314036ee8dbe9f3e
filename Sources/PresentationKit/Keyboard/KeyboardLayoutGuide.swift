/// The area the keyboard takes in a view's layout (UIKit's `UIKeyboardLayoutGuide`, iOS 15): from the
/// keyboard's top to the view's bottom while the keyboard is docked and up; from the view's safe area's bottom
/// to its bottom while it is down.
///
///     let guide = view.keyboardLayoutGuide
///     guide.layoutFrame(in: view)          // (0, 818, 393, 34) with the keyboard down on an iPhone 15
///     window.keyboard.show(); window.clock.runUntilIdle()
///     guide.layoutFrame(in: view)          // (0, 516, 393, 336)
///
/// The settings and their defaults are Apple's (UIKeyboardLayoutGuide's documentation):
/// - ``followsUndockedKeyboard``, false: "the guide tracks the keyboard only when docked. When the keyboard is
///   off screen or undocked, the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide." The
///   keyboard here is always docked, so the setting changes nothing.
/// - ``usesBottomSafeArea`` (iOS 17), true: the guide ties to the bottom of the view's safe area; false ties it
///   to the view's bottom (a guide of no height while the keyboard is down).
/// - ``keyboardDismissPadding`` (iOS 17), 0: padding above the keyboard for scroll-to-dismiss; negative values
///   count as 0. No scroll view here dismisses the keyboard, so it only is kept.
///
/// UIKit's guide is an object the view owns, whose settings stay with it; this one is a value: keep it to
/// keep its settings.
public struct KeyboardLayoutGuide: Hashable, Sendable {
    public var followsUndockedKeyboard = false
    public var usesBottomSafeArea = true
    /// Points, 0 or more (a negative or non-finite value is kept as 0).
    public var keyboardDismissPadding: Double = 0 {
        didSet { if !(keyboardDismissPadding >= 0 && keyboardDismissPadding.isFinite) { keyboardDismissPadding = 0 } }
    }

    /// A guide with UIKit's defaults.
    public init() {}

    /// The guide's frame in `view`'s coordinates: the part of the view the keyboard covers, from the keyboard's
    /// top down to the view's bottom, while the keyboard is up; else a strip at the view's bottom as tall as
    /// its bottom safe-area inset (none with ``usesBottomSafeArea`` off).
    public func layoutFrame(in view: View) -> Rect {
        let bounds = view.bounds
        if let keyboard = view.window?.keyboard, keyboard.isVisible {
            let top = Swift.min(Swift.max(keyboard.frame(in: view).minY, bounds.minY), bounds.maxY)
            return Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        }
        let inset = usesBottomSafeArea ? Swift.min(Swift.max(view.safeAreaInsets.bottom, 0), bounds.height) : 0
        return Rect(x: bounds.minX, y: bounds.maxY - inset, width: bounds.width, height: inset)
    }
}

extension View {
    /// A keyboard layout guide with UIKit's defaults (see ``KeyboardLayoutGuide``).
    public var keyboardLayoutGuide: KeyboardLayoutGuide { KeyboardLayoutGuide() }
}
