/// Turns the touches on a view into a gesture (UIKit's `UIGestureRecognizer`): the base of
/// ``PanGestureRecognizer`` and ``TapGestureRecognizer``.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``. A touch that lands on that view or on
/// one of its descendants (``View/hitTest(_:)``) reaches the recognizer, which moves through UIKit's state
/// machine (``GestureRecognizerState``) and calls its actions at each move to ``GestureRecognizerState/began``,
/// ``GestureRecognizerState/changed``, ``GestureRecognizerState/ended`` and
/// ``GestureRecognizerState/cancelled`` — UIKit's target-action, as closures:
///
///     let pan = PanGestureRecognizer { pan in
///         if pan.state == .changed { sheet.center.y = start + pan.translation(in: container).y }
///     }
///     sheet.addGestureRecognizer(pan)
///
/// Recognizers that receive the same touch compete, as in UIKit: the first to begin (or, for a discrete
/// gesture, to be recognized) makes the others that are still ``GestureRecognizerState/possible`` fail, and
/// one cannot begin while another is under way — unless ``shouldRecognizeSimultaneously`` allows the pair.
/// ``require(toFail:)`` makes a recognizer wait for another to fail first. These closures stand in for
/// `UIGestureRecognizerDelegate`'s `gestureRecognizerShouldBegin(_:)`,
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` and `gestureRecognizer(_:shouldReceive:)`.
///
/// Every move is recorded in the window's ``Trace`` as `gesture <TraceName> <state>` (the return to
/// `possible` after a sequence is not). Views in this model have no touch handlers of their own, so UIKit's
/// `cancelsTouchesInView` and `delaysTouchesBegan` have nothing to act on and are not modelled.
public class GestureRecognizer {
    /// Where the recognizer is in its state machine.
    public internal(set) var state: GestureRecognizerState = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A name for traces; the trace shows the view's name when nil.
    public var name: String?
    /// Whether the recognizer receives touches. Disabling it during a gesture cancels the gesture (or fails
    /// it before it began), as in UIKit.
    public var isEnabled = true {
        didSet { if !isEnabled { engagedWindow?.withdraw(self) } }
    }
    /// Asked when the recognizer is about to leave ``GestureRecognizerState/possible``; returning false makes
    /// it fail (UIKit's `gestureRecognizerShouldBegin(_:)`).
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Asked when this recognizer or `other` would stop the other recognizing; returning true lets both
    /// recognize the same touches (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`). Either
    /// recognizer's answer of true is enough, as in UIKit.
    public var shouldRecognizeSimultaneously: ((_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool)?
    /// Asked when a touch begins whether the recognizer should receive it (`gestureRecognizer(_:shouldReceive:)`).
    public var shouldReceive: ((GestureRecognizer, Touch) -> Bool)?

    private var actions: [(id: Int, body: (GestureRecognizer) -> Void)] = []
    private var nextActionID = 0
    private var failureRequirements: [WeakRecognizer] = []

    /// The window whose touches the recognizer is working on, from its first touch until it is reset.
    weak var engagedWindow: Window?
    /// A move out of `possible` waiting for a recognizer it requires to fail.
    var pendingRecognition: GestureRecognizerState?
    /// Whether the recognizer has seen a touch since it was last reset.
    var isInSequence = false
    /// Where the gesture is, in window coordinates (kept by the subclasses).
    var locationInWindow = Point.zero
    /// Moves the recognizer was asked to make that the state machine does not allow (refused, and reported
    /// by the invariant checker).
    var illegalStateMoves: [String] = []

    /// A recognizer with no action yet.
    public init() {}

    /// Adds an action, called at every move to began, changed, ended or cancelled, in the order added.
    /// - Returns: An identifier to pass to ``removeAction(_:)``.
    @discardableResult
    public func addAction(_ body: @escaping (GestureRecognizer) -> Void) -> Int {
        nextActionID += 1
        actions.append((nextActionID, body))
        return nextActionID
    }

    /// Removes an action added with ``addAction(_:)``.
    public func removeAction(_ id: Int) {
        actions.removeAll { $0.id == id }
    }

    /// Makes this recognizer wait, when it would begin or be recognized, until `other` fails; it fails if
    /// `other` begins or is recognized instead (UIKit's `require(toFail:)`). A recognizer that is not working
    /// on a touch counts as failed: it cannot recognize anything.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakRecognizer(value: other))
    }

    /// The recognizers this one waits on (see ``require(toFail:)``).
    var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.value) }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil): a pan's finger, a tap's first
    /// touch-down, as UIKit reports them.
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// `PanGestureRecognizer(presented)`: the kind and the recognizer's ``name`` or its view's name.
    public var traceName: String {
        "\(String(describing: type(of: self)))(\(name ?? view?.name ?? "detached"))"
    }

    // MARK: Subclass hooks (one touch sample each)

    func touchBegan(_ touch: Touch) {}
    func touchMoved(_ touch: Touch) {}
    func touchStationary(_ touch: Touch) {}
    func touchEnded(_ touch: Touch) {}
    func touchCancelled(_ touch: Touch) {}
    /// Forgets the gesture, back in `possible` (UIKit's `reset()`).
    func resetGesture() {}

    // MARK: Engine side

    /// A subclass asks for a state: a move out of `possible` towards began or recognized goes through the
    /// window's arbitration (other recognizers, `shouldBegin`, failure requirements); others are made at once.
    func request(_ next: GestureRecognizerState) {
        if state == .possible, next == .began || next == .ended, let window = engagedWindow {
            window.attemptRecognition(of: self, as: next)
        } else {
            if next == .failed { pendingRecognition = nil }
            move(to: next)
        }
        engagedWindow?.settleUnlessDelivering()
    }

    /// Makes a move of the state machine, recording an illegal one instead of making it; traces the move and
    /// (unless told not to, so the window can settle the competition first) calls the actions for began,
    /// changed, ended and cancelled.
    /// - Returns: Whether the move was made.
    @discardableResult
    func move(to next: GestureRecognizerState, callingActions: Bool = true) -> Bool {
        guard state.canMove(to: next) else {
            illegalStateMoves.append("\(traceName) attempted the illegal move \(state.rawValue) → \(next.rawValue)")
            return false
        }
        state = next
        guard next != .possible else { return true }
        (engagedWindow ?? view?.window)?.trace.record("gesture", target: traceName, detail: next.rawValue)
        if callingActions { callActions() }
        return true
    }

    /// Calls the actions, in the order added, if the state is one that calls them.
    func callActions() {
        guard state != .possible, state != .failed else { return }
        for action in actions { action.body(self) }
    }

    /// Back to `possible` after a sequence.
    func reset() {
        if state.isFinal { move(to: .possible) }
        pendingRecognition = nil
        isInSequence = false
        resetGesture()
    }
}

/// A weak reference to a recognizer, for lists that must not keep recognizers alive.
struct WeakRecognizer {
    weak var value: GestureRecognizer?
}

extension GestureRecognizer: CustomStringConvertible {
    /// The recognizer's trace name and its state.
    public var description: String { "\(traceName) \(state.rawValue)" }
}
