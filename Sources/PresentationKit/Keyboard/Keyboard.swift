/// The system keyboard of a window: it comes up from the bottom edge, stays docked there, and goes down again,
/// on the window's virtual clock, telling the presentations on screen as UIKit's notifications tell an app.
///
///     let window = Window(device: .iPhone15)
///     …present a controller…
///     window.keyboard.show()              // keyboardWillShowNotification: (0, 852, 393, 336) → (0, 516, 393, 336)
///     window.clock.runUntilIdle()         // the keyboard is up after 0.5 s
///     window.keyboard.hide()
///
/// Each change is a ``KeyboardChange`` with UIKit's values (duration 0.25, curve 7). The keyboard's own motion
/// lasts ``animationDuration`` along ``animationTiming``, and every presentation controller that is presented
/// hears of the change inside that animation
/// (``PresentationController/keyboardWillChangeFrame(_:)``), so the frames it sets move with the keyboard — as
/// in UIKit, where the will-show and will-hide observers run inside the keyboard's animation block (Apple's
/// developer forums, thread 701769, "Keyboard Notification UIKit magic": the handler "has an implicit
/// animation inside its scope"; a third-party observation, undocumented).
///
/// The keyboard is drawn as a view, ``view`` (named `keyboard`), the window's frontmost subview while it is on
/// screen — also when a presentation begins while it is up (View+KeyboardStacking.swift) — as the keyboard's
/// own window is above an app's. Its height is the device's
/// (``KeyboardHeights``) in the current orientation, unless ``preferredHeight`` says otherwise; a rotation
/// while it is up moves it to the new orientation's docked frame alongside the rotation
/// (`keyboardWillChangeFrameNotification` alone).
public final class Keyboard {
    /// Seconds the keyboard's motion takes: twice the notified 0.25 s (see ``TimingCurve/keyboard``).
    public static let animationDuration = 0.5
    /// The keyboard's motion, UIKit's curve 7 (see ``TimingCurve/keyboard``).
    public static let animationTiming = AnimationTiming.curve(.keyboard)

    /// The view that draws the keyboard.
    public let view: View
    /// Whether the keyboard is up (or coming up).
    public private(set) var isVisible = false
    /// The latest change, if the keyboard moved yet.
    public private(set) var lastChange: KeyboardChange?
    /// A height that overrides the device's (``KeyboardHeights``) in every orientation; nil by default.
    /// Set through ``show(height:animated:)``, which checks it.
    public private(set) var preferredHeight: Double?

    private weak var window: Window?
    /// Counts changes, so a finished animation knows whether it was the latest.
    private var changes = 0

    init(window: Window) {
        self.window = window
        view = View(name: "keyboard")
        view.staysInFront = true
        // UIKit draws the keyboard in a translucent system material; a light gray stands in.
        view.backgroundColor = Color(white: 0.82, alpha: 1)
    }

    /// The keyboard's height in the window's current orientation.
    public var height: Double {
        if let preferredHeight { return preferredHeight }
        guard let window else { return 0 }
        return KeyboardHeights.heights(for: window.device, idiom: window.traitCollection.userInterfaceIdiom)
            .height(in: window.orientation)
    }

    /// Where the keyboard is (or is going), in window coordinates: docked at the bottom edge while visible,
    /// just below the screen otherwise.
    public var frame: Rect {
        guard let window else { return .zero }
        return isVisible ? dockedFrame(in: window) : hiddenFrame(in: window)
    }

    /// ``frame`` in `view`'s coordinates.
    public func frame(in view: View) -> Rect {
        guard let window else { return .zero }
        return view.convert(frame, from: window.rootView)
    }

    /// Brings the keyboard up (or, when it is up and `height` differs, to that height), announcing the change
    /// to the presentations on screen.
    ///
    /// - Parameters:
    ///   - height: Points, from 0 to the screen's height; nil keeps the current height (the device's unless
    ///     one was given before).
    ///   - animated: Whether the keyboard slides in over ``animationDuration``; otherwise it is there at once
    ///     (the change's duration is 0).
    /// - Returns: Whether the keyboard moved; false, with an error in the window's diagnostics, for a height
    ///   that is not finite, negative or taller than the screen, and false when there is nothing to change.
    @discardableResult
    public func show(height: Double? = nil, animated: Bool = true) -> Bool {
        guard let window else { return false }
        let docked = isVisible ? frame : nil
        if let height {
            guard height.isFinite, height >= 0, height <= window.bounds.height else {
                window.diagnostics.report(
                    .error, "cannot show the keyboard \(GeometryFormat.number(height)) points tall: a keyboard's height is "
                        + "from 0 to the screen's \(GeometryFormat.number(window.bounds.height))", code: .engine.badKeyboardHeight)
                return false
            }
            preferredHeight = height
        }
        let end = dockedFrame(in: window)
        let begin = docked ?? hiddenFrame(in: window)
        guard docked != end else { return false }
        perform(KeyboardChange(kind: isVisible ? .changeFrame : .show, beginFrame: begin, endFrame: end,
                               duration: animated ? KeyboardChange.notifiedDuration : 0), in: window)
        return true
    }

    /// Takes the keyboard down, announcing it to the presentations on screen.
    ///
    /// - Parameter animated: Whether it slides out over ``animationDuration``.
    /// - Returns: Whether it was up.
    @discardableResult
    public func hide(animated: Bool = true) -> Bool {
        guard isVisible, let window else { return false }
        let begin = frame
        perform(KeyboardChange(kind: .hide, beginFrame: begin, endFrame: hiddenFrame(in: window),
                               duration: animated ? KeyboardChange.notifiedDuration : 0), in: window)
        return true
    }

    /// The window took a new screen (a rotation or a resize), inside that change's animation: a keyboard that
    /// is up moves to its docked frame on the new screen in the same animation, and says so.
    func screenDidChange() {
        guard isVisible, let window, let lastChange else { return }
        let end = dockedFrame(in: window)
        guard end != lastChange.endFrame else { return }
        announce(KeyboardChange(kind: .changeFrame, beginFrame: lastChange.endFrame, endFrame: end,
                                duration: window.clock.isAnimating ? KeyboardChange.notifiedDuration : 0), in: window)
    }

    // MARK: Running a change

    private func dockedFrame(in window: Window) -> Rect {
        let bounds = window.bounds
        let height = Swift.min(self.height, bounds.height)
        return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    private func hiddenFrame(in window: Window) -> Rect {
        let bounds = window.bounds
        return Rect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: Swift.min(height, bounds.height))
    }

    private func perform(_ change: KeyboardChange, in window: Window) {
        changes += 1
        let serial = changes
        if view.superview !== window.rootView {
            window.clock.performWithoutAnimation { view.frame = change.beginFrame }
            window.rootView.addSubview(view)
        } else {
            window.rootView.bringSubviewToFront(view)
        }
        let parameters = AnimationParameters(duration: change.duration > 0 ? Self.animationDuration : 0,
                                             timing: Self.animationTiming)
        window.clock.animate(parameters, label: "keyboard") {
            announce(change, in: window)
        } completion: { [weak self, weak window] _ in
            guard let self, let window else { return }
            window.trace.record(change.kind.didNotificationName, target: view.name)
            // A later change took over: it owns the view now.
            if serial == changes, !isVisible { view.removeFromSuperview() }
        }
    }

    /// Records the notification, moves the view and tells the presentations, in the animation under way.
    private func announce(_ change: KeyboardChange, in window: Window) {
        isVisible = change.isVisible
        lastChange = change
        window.trace.record(change.kind.notificationName, target: view.name, detail: "\(change.beginFrame) → \(change.endFrame)")
        view.frame = change.endFrame
        for controller in window.presentationControllers
        where controller.phase == .presented && controller.containerView?.window === window {
            controller.deliverKeyboardChange(change)
        }
    }
}

extension KeyboardChange.Kind {
    /// UIKit's name of the notification posted once the change is over.
    var didNotificationName: String {
        switch self {
        case .show: "keyboardDidShowNotification"
        case .hide: "keyboardDidHideNotification"
        case .changeFrame: "keyboardDidChangeFrameNotification"
        }
    }
}
