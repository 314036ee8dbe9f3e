/// An alert or an action sheet, built as the 2014 session describes UIKit's `UIAlertController`: a view
/// controller, presented like any other, whose chrome belongs to presentation controllers.
///
/// - An **alert** presents with its own presentation controller (``AlertPresentationController``): 270 points
///   wide, centred, over a dimming view; it does not adapt.
/// - An **action sheet** presents as a popover (configure its ``ViewController/popoverPresentationController``
///   with a source, as in UIKit); in a horizontally compact environment it adapts — when it presents and
///   while it is up — to a sheet at the bottom of the screen (``ActionSheetPresentationController``), and
///   back to the popover in regular width.
///
///     let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
///     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
///     alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteIt() })
///     presenting.present(alert, animated: true)
///     …
///     alert.select(alert.actions[1])    // a tap: dismisses, then runs the handler once
///
/// There is no touch here: ``select(_:)`` stands for tapping a button (and, for the cancel action of a
/// popover action sheet, for tapping outside the popover).
public final class AlertController: ViewController {
    /// How the alert is shown.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// An action sheet: a popover in regular width, a sheet at the bottom of the screen in compact width.
        case actionSheet
        /// An alert: a box centred over a dimming view.
        case alert
    }

    /// Whether this is an alert or an action sheet.
    public let preferredStyle: Style
    /// The title at the top; changing it lays the alert out again.
    public var title: String? { didSet { contentDidChange() } }
    /// The message under the title; changing it lays the alert out again.
    public var message: String? { didSet { contentDidChange() } }
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action UIKit emphasises (and Return would trigger); one of ``actions``.
    public var preferredAction: AlertAction?
    /// The action selected, from the tap until its handler has run.
    public private(set) var selectedAction: AlertAction?

    private let transitioning = AlertTransitioningDelegate()
    private var buttons: [ObjectIdentifier: View] = [:]
    private let header = View(name: "alertHeader")

    /// An alert or an action sheet; its view is named `name`.
    public init(title: String?, message: String?, preferredStyle: Style, name: String = "alert") {
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
        super.init(name: name)
        transitioningDelegate = transitioning
        modalTransitionStyle = .coverVertical
        if preferredStyle == .alert {
            modalPresentationStyle = .custom
        } else {
            modalPresentationStyle = .popover
            armPopover(configuredLike: nil)
        }
        contentDidChange()
    }

    /// Adds an action. A second cancel action is refused with an error, as UIKit refuses it (with an
    /// exception).
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            window?.diagnostics.report(
                .error, "'\(name)' can only have one action with the cancel style; '\(action.displayName)' was not added",
                code: .engine.secondCancelAction)
            return
        }
        actions.append(action)
        contentDidChange()
    }

    /// Selects `action`, as a tap on its button would: the alert is dismissed (animated), then the action's
    /// handler runs, once. Ignored, with a note, for an action that is not this alert's, is disabled, or
    /// while the alert is not presented or another action is being handled.
    public func select(_ action: AlertAction) {
        guard actions.contains(where: { $0 === action }) else {
            window?.diagnostics.report(.warning, "'\(action.displayName)' is not an action of '\(name)'; not selected",
                                       code: .engine.unknownAlertAction)
            return
        }
        guard action.isEnabled, selectedAction == nil, presentingViewController != nil, !isBeingPresented, !isBeingDismissed,
              let window else {
            window?.diagnostics.report(
                .note, "'\(action.displayName)' of '\(name)' cannot be selected now (disabled, not presented, or an action "
                    + "is already being handled)", code: .engine.alertActionIgnored)
            return
        }
        record("select(_:)", action.displayName)
        selectedAction = action
        var ticket: CompletionTicket?
        let alertName = name
        let started = dismiss(animated: true) { [weak self, weak window] in
            self?.selectedAction = nil
            ticket?.fire {
                // Out of the window now: record through the window it was in.
                window?.trace.record("handler", target: alertName, detail: action.displayName)
                action.handler?(action)
            }
        }
        if started {
            ticket = window.ledger.register("the handler of '\(action.displayName)' of '\(name)'")
        } else {
            selectedAction = nil
        }
    }

    // MARK: Layout

    /// How the alert is shown now: as an alert, or — for an action sheet — in a popover or as a sheet.
    var layoutMode: AlertLayout.Mode {
        guard preferredStyle == .actionSheet else { return .alert }
        return presentationStorage is PopoverPresentationController ? .popover : .sheet
    }

    /// The layout for a content `width` (used by a sheet; alerts and popovers have their own).
    func layout(width: Double) -> AlertLayout {
        AlertLayout(mode: layoutMode, width: width, title: title, message: message, actionStyles: actions.map(\.style))
    }

    /// Gives the view UIKit's light alert background, 13-point corners (the alert's radius on iOS 7–16, read off
    /// screenshots; Apple does not publish it) and the header.
    public override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.97, alpha: 1)
        view.cornerRadius = 13
        view.addSubview(header)
    }

    /// Puts the header and each action's button where ``AlertLayout`` says, at the view's current width.
    public override func viewWillLayoutSubviews() {
        let layout = layout(width: view.bounds.width)
        header.isHidden = layout.headerFrame == nil
        header.frame = layout.headerFrame ?? .zero
        for (action, frame) in zip(actions, layout.buttonFrames) {
            let button = button(for: action)
            button.isHidden = frame == nil
            button.frame = frame ?? .zero
        }
    }

    private func button(for action: AlertAction) -> View {
        if let button = buttons[ObjectIdentifier(action)] { return button }
        let button = View(name: "action:\(action.displayName)")
        buttons[ObjectIdentifier(action)] = button
        view.addSubview(button)
        return button
    }

    /// The content changed: the size a popover would show it at follows, and the view lays out again.
    private func contentDidChange() {
        let popoverLayout = AlertLayout(
            mode: preferredStyle == .alert ? .alert : .popover, width: AlertLayout.popoverWidth, title: title,
            message: message, actionStyles: actions.map(\.style))
        preferredContentSize = popoverLayout.contentSize
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The action sheet's popover

    /// Gives the action sheet its popover presentation controller before it presents — again after each
    /// dismissal, configured like the last one, since a presentation controller serves one presentation.
    private func armPopover(configuredLike previous: PopoverPresentationController?) {
        let popover = ActionSheetPopoverPresentationController(presentedViewController: self, presenting: nil)
        if let previous {
            popover.sourceView = previous.sourceView
            popover.sourceRect = previous.sourceRect
            popover.permittedArrowDirections = previous.permittedArrowDirections
            popover.delegate = previous.delegate
        }
        presentationStorage = popover
    }

    /// Gives an action sheet a fresh popover presentation controller, configured like the last, once it has gone.
    public override func viewDidDisappear(_ animated: Bool) {
        guard preferredStyle == .actionSheet, let clock = window?.clock else { return }
        let previous = presentationController as? PopoverPresentationController
        clock.schedule(after: 0) { [weak self] in
            guard let self, self.presentingViewController == nil, self.presentationStorage == nil else { return }
            self.armPopover(configuredLike: previous)
        }
    }
}
