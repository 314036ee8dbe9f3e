/// A button of an ``AlertController`` (UIKit's `UIAlertAction`): a title, a style and a handler that runs once,
/// after the alert has been dismissed, when the action is selected.
public final class AlertAction {
    /// How an action looks and where it goes.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// An ordinary action.
        case `default`
        /// The action that cancels: at most one per alert; shown last (on the left of a two-button alert, apart
        /// at the bottom of an action sheet, and not at all in a popover, where a tap outside cancels).
        case cancel
        /// An action that destroys data (drawn in red by UIKit).
        case destructive
    }

    /// The button's title; nil for none.
    public let title: String?
    /// How the action looks and where it goes.
    public let style: Style
    /// Whether the action can be selected.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// An action. `handler` runs once, after the alert that holds the action has been dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// How the action appears in the trace and as its view's name.
    var displayName: String { title ?? style.rawValue }
}
