extension ViewController {
    /// Presents `viewController` modally (UIKit's `present(_:animated:completion:)`).
    ///
    /// The transition starts on the window clock's next step. Which controller actually presents depends on
    /// the style: full-screen styles present from the root (or the presented controller) this controller
    /// belongs to, context styles from the nearest controller that ``definesPresentationContext``.
    ///
    /// A request UIKit refuses — while another present or dismiss (or a rotation) runs, from a controller that
    /// already presents or whose view is not in the window, of a controller already presented — is refused
    /// here too, with an error in the window's diagnostics, and changes nothing. As in UIKit, the completion
    /// of a refused request is never called.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; its ``modalPresentationStyle`` picks the presentation.
    ///   - animated: Whether to animate; the same callbacks run either way.
    ///   - completion: Runs once the presentation ended, after the presented controller's `viewDidAppear`.
    /// - Returns: Whether the presentation started (UIKit returns nothing; ignore it freely).
    @discardableResult
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        guard let window else { return false }
        return PresentationEngine(window: window).present(viewController, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presents, with every controller presented above it — or, when
    /// this one presents nothing, the presented controller it belongs to (UIKit's
    /// `dismiss(animated:completion:)`). Only the top controller animates; those in between go at once
    /// (Apple's documentation of that method: "If you present several view controllers in succession … only
    /// the top-most view is dismissed in an animated fashion"), and the completion runs once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate the top controller's dismissal; the same callbacks run either way.
    ///   - completion: Runs once the dismissal ended, after the dismissed controller's `viewDidDisappear`.
    ///     Not called when there is nothing to dismiss or the request is refused, as in UIKit.
    /// - Returns: Whether the dismissal started.
    @discardableResult
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        guard let window else { return false }
        return PresentationEngine(window: window).dismiss(from: self, animated: animated, completion: completion)
    }

    /// The controller that presented this one (or one of its ancestors), if any.
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The presentation controller managing this controller's presentation (or its nearest presented
    /// ancestor's). Before a presentation with a built-in style, reading it creates the controller that
    /// presentation will use, so it can be configured first (a popover's source, a delegate). While the
    /// presentation is adapted to another style it stays the same object (a popover's, say); the one standing
    /// in is its ``PresentationController/adaptedPresentationController``.
    public var presentationController: PresentationController? {
        if let presentationStorage { return presentationStorage.adaptedFrom ?? presentationStorage }
        if let parent { return parent.presentationController }
        let style = modalPresentationStyle.resolved(in: window?.systemVersion ?? .current)
        guard style != .custom, style != .none else { return nil }
        let controller = PresentationController.builtIn(for: style, presented: self, presenting: nil)
        presentationStorage = controller
        return controller
    }

    /// The popover presentation controller, when the style is ``ModalPresentationStyle/popover``.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }

    /// The coordinator of the transition this controller (or an ancestor) takes part in, while it runs.
    public var transitionCoordinator: ViewControllerTransitionCoordinator? {
        coordinatorStorage ?? parent?.transitionCoordinator
    }
}
