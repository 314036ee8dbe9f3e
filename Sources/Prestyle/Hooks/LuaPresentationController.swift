import LuaKit
import PresentationKit

/// The presentation controller a Lua style defines: each of UIKit's hooks calls the style's hook of the same
/// meaning (see ``PresentationHook``), checks what it answers, and falls back to UIKit's behaviour — the
/// superclass's — when the hook is missing, fails or answers something unusable.
///
/// Every hook gets `self`, a Lua table made once per presentation by the prelude: the engine's objects
/// (`container presentedView presented presenting traits phase`), `options`, `chrome` (a table the style
/// keeps its views in) and the hooks themselves, so `self:frameOfPresentedView()` works whether the style
/// defines it or not.
final class LuaPresentationController: PresentationController {
    let session: StyleSession
    /// The presenter, as the delegate was told (the superclass traps when asked before the presentation).
    private(set) weak var presenter: ViewController?
    /// The style's table for its chrome views.
    let chrome: LuaTable
    // Unchecked exclusivity (also ``selfFixed``, ``containerInSelf``): read on every hook call by complete
    // accesses in `scriptSelf()` on the runtime's one thread, never across a call into Lua.
    @exclusivity(unchecked) private var selfTable: LuaTable?
    private var isAnsweringPresentedView = false
    /// The container's userdata for scripts, with the container it stands for (see ``scriptContainer()``).
    private var containerForScript: (container: ObjectIdentifier, value: LuaValue, address: UnsafeRawPointer?)?
    /// The container ``containerForScript`` stands for and its userdata's address, apart from it: read on every
    /// hook call, where copying the tuple would retain its value. Unchecked exclusivity, as ``selfTable``.
    @exclusivity(unchecked) private var vouchedContainer: ObjectIdentifier?
    @exclusivity(unchecked) private var vouchedAddress: UnsafeRawPointer?
    /// The runtime's state and the memo of `bounds` the presentation vouches for before each hook (held here so
    /// each call does not reach them through the session and its runtime).
    private let state: LuaState
    private let boundsMemo: LuaPropertyMemo
    /// The frame hook's declaration, made once: the engine asks for the frame many times a frame.
    private let frameHook = HookSpecification.frameOfPresentedView

    /// The style's `frameOfPresentedView`, looked up once: the engine asks for the frame many times a frame,
    /// and the lookup in the style's hooks (hashing the hook's name) was a large share of each call
    /// (`make bench-callgrind`). A style's hooks never change once it is loaded.
    private let frameFunction: (LuaFunction, HookLocation)?
    /// ``frameFunction`` in one object, which the frame hook's calls hand on by reference: taking the tuple out
    /// copied the function and the location's strings on every call.
    private let frameEntry: HookEntry?
    private final class HookEntry {
        let function: LuaFunction
        let location: HookLocation

        init(_ function: LuaFunction, _ location: HookLocation) {
            self.function = function
            self.location = location
        }
    }
    /// The delegate the style's `shouldDismiss` hook answers through, when it has one.
    private var dismissalDelegate: StyleDismissalDelegate?

    init(session: StyleSession, presented: ViewController, presenting: ViewController?) throws {
        self.session = session
        self.presenter = presenting
        chrome = try session.runtime.state.newTable()
        state = session.runtime.state
        boundsMemo = session.runtime.scopes.boundsMemo
        if case .function(let function, let location)? = session.style.hooks[.frameOfPresentedView] {
            frameFunction = (function, location)
            frameEntry = HookEntry(function, location)
        } else {
            frameFunction = nil
            frameEntry = nil
        }
        super.init(presentedViewController: presented, presenting: presenting)
        if session.style.hooks[.shouldDismiss] != nil {
            // Weak: the controller owns its delegate, which must not keep the controller.
            dismissalDelegate = StyleDismissalDelegate(styleName: session.style.name) { [weak self] in
                self?.answerShouldDismiss() ?? false
            }
        }
        delegate = dismissalDelegate
    }

    /// `bouncy.presentation(presented)`: the engine records it with every trace event, so it is made again only
    /// when the presented controller's name changed (rebuilding it for every event was a visible share of a run).
    override var traceName: String {
        let presentedName = presentedViewController.name
        if let keptTraceName, keptTraceName.presented == presentedName { return keptTraceName.text }
        let text = "\(session.style.name).presentation(\(presentedName))"
        keptTraceName = (presentedName, text)
        return text
    }
    private var keptTraceName: (presented: String, text: String)?

    /// Where this presentation's style code runs. Kept while its container stands (a presentation's window
    /// is its container's for as long as that is the container), so the window is not looked up again for
    /// every hook call: the engine asks `frameOfPresentedView` many times a frame.
    ///
    /// Whether it still stands is checked without loading the place's weak references (two weak loads were 400
    /// instructions of every `frameOfPresentedView` call, callgrind): by the identity of the container it was
    /// made for, which this controller holds (so no other view can have taken that identity), and whether it
    /// had a window then (a presentation's window goes only with its container).
    var place: StyleSession.Place { place(container: containerView) }

    /// ``place`` for `container`, this controller's container as just read: a hook call reads it once and hands
    /// it on (every read of the superclass's property is a dynamic exclusivity check).
    private func place(container: View?) -> StyleSession.Place {
        if let placeKept, placeKeptHasWindow, let container, ObjectIdentifier(container) == placeKeptContainer {
            return placeKept
        }
        let window = presentedViewController.window ?? presenter?.window
        let made = StyleSession.Place(window: window, container: container)
        placeKept = made
        placeKeptHasWindow = window != nil
        placeKeptContainer = container.map(ObjectIdentifier.init)
        return made
    }
    // Unchecked exclusivity: read and written only by complete accesses in `place`, on the runtime's one
    // thread, never across a call into Lua (the dynamic check was part of that getter's cost).
    @exclusivity(unchecked) private var placeKept: StyleSession.Place?
    @exclusivity(unchecked) private var placeKeptHasWindow = false
    @exclusivity(unchecked) private var placeKeptContainer: ObjectIdentifier?

    /// `self` for the hooks, made on first use; on every use its `container` field is brought up to date first.
    func scriptSelf() throws -> LuaTable { try scriptSelf(container: containerView) }

    /// ``scriptSelf()`` for `container`, this controller's container as just read.
    private func scriptSelf(container: View?) throws -> LuaTable {
        if let selfTable {
            if container.map(ObjectIdentifier.init) != containerInSelf, let selfFixed { try putContainer(in: selfFixed) }
            return selfTable
        }
        let (made, fixed) = try session.runtime.makeSelf.call(
            PresentationHost(self), session.style.presentation, session.options, chrome) as (LuaTable, LuaTable)
        selfTable = made
        selfFixed = fixed
        try putContainer(in: fixed)
        return made
    }
    /// The table of `self`'s fixed fields, which the VM finds without a call (the prelude's `makeSelf`).
    @exclusivity(unchecked) private var selfFixed: LuaTable?
    /// The container whose userdata `self`'s fixed fields hold; nil while they hold none.
    @exclusivity(unchecked) private var containerInSelf: ObjectIdentifier?

    /// Puts the container's userdata in `self`'s fixed fields (nil there before the presentation has a
    /// container, when `self.container` falls through to the host, which answers nil too), so that
    /// `self.container` — read on every `frameOfPresentedView` call — is a plain field, not a host getter
    /// (a host getter costs a crossing into Swift on every read). A presentation's container is
    /// set once (PresentationEngine, AdaptiveSwap); it is checked again on every hook call all the same.
    private func putContainer(in fixed: LuaTable) throws {
        try fixed.rawSet("container", try scriptContainer() ?? .nil)
        containerInSelf = containerView.map(ObjectIdentifier.init)
    }

    /// `self.container` as scripts get it: one userdata per container view, made on its first read and
    /// handed out again after, rather than a new one on every read (`frameOfPresentedView` reads it on every
    /// call, and the engine asks for the frame many times a frame). Nil before the presentation has a
    /// container. The userdata holds the view, so the identity it is kept under stays that view's.
    func scriptContainer() throws -> LuaValue? {
        guard let container = containerView else { return nil }
        if let containerForScript, containerForScript.container == ObjectIdentifier(container) { return containerForScript.value }
        let holder = try session.runtime.state.newTable()
        try holder.rawSet(1, ScriptView(container))
        let value = try holder.rawGet(1)
        var address: UnsafeRawPointer?
        if case .userdata(let userdata) = value { address = userdata.address }
        containerForScript = (ObjectIdentifier(container), value, address)
        vouchedContainer = ObjectIdentifier(container)
        vouchedAddress = address
        return value
    }

    /// Calls a hook's `function` with `self`, vouching first for the container's bounds as `self.container`
    /// last read them (``HookScopes/boundsMemo``): when they did not change since, the hook reads them without a
    /// crossing into Swift. The vouching is withdrawn when the call returns, so it holds for this call alone.
    private func callWithSelf<Result>(
        _ function: LuaFunction, container: View?, _ call: (LuaFunction, LuaTable) throws -> Result
    ) throws -> Result {
        let table = try scriptSelf(container: container)
        if let container, let address = vouchedAddress, vouchedContainer == ObjectIdentifier(container) {
            state.vouch(for: boundsMemo, object: address, value: ScriptRect(container.bounds))
        }
        defer { state.withdrawVouching() }
        return try call(function, table)
    }

    /// The style's function for `hook`, when it defines one. Inlined so the frame hook's is read in place.
    @inline(__always)
    private func function(_ hook: PresentationHook) -> (LuaFunction, HookLocation)? {
        // A case match, not ==: a String-backed enum's == compares the raw values.
        if case .frameOfPresentedView = hook { return frameFunction }
        if case .function(let function, let location)? = session.style.hooks[hook] { return (function, location) }
        return nil
    }

    /// Calls a hook that answers nothing the engine uses.
    private func notify(_ hook: PresentationHook, _ call: (LuaFunction, LuaTable) throws -> Void) {
        guard let (function, location) = function(hook) else { return }
        let container = containerView
        _ = session.run(.presentation(hook), in: place(container: container),
                        fallback: "UIKit's default (\(hook.specification.defaultBehaviour)) stands", definedAt: location) {
            try callWithSelf(function, container: container, call)
        }
    }

    /// Calls a hook whose answer the engine uses, reads the answer once from the stack and checks it with the
    /// hook's ``AnsweringHook``; nil when the hook is missing or failed or answered something unusable (each
    /// reported, at the `return` line — the function's for nothing returned).
    private func ask<Raw, Answer>(_ answering: AnsweringHook<Raw, Answer>, _ call: (LuaFunction, LuaTable) throws -> Raw)
        -> Answer?
    {
        let hook = answering.hook
        if case .frameOfPresentedView = hook, let frameEntry {
            return ask(answering, function: frameEntry.function, location: frameEntry.location, call)
        }
        guard let (function, location) = function(hook) else { return nil }
        return ask(answering, function: function, location: location, call)
    }

    /// ``ask(_:_:)`` for the hook's `function`, defined at `location`.
    @inline(__always)
    private func ask<Raw, Answer>(
        _ answering: AnsweringHook<Raw, Answer>, function: LuaFunction, location: HookLocation,
        _ call: (LuaFunction, LuaTable) throws -> Raw
    ) -> Answer? {
        let hook = answering.hook
        // Built only when something is reported: hooks like frameOfPresentedView run many times a frame. From
        // the hook's declaration (the same as `answering`'s), so the text's closure captures no copy of it.
        func fallbackText() -> String { "used UIKit's default (\(hook.specification.fallback))" }
        let container = containerView
        guard let value = session.run(.presentation(hook), in: place(container: container), fallback: fallbackText(),
                                      definedAt: location, { try callWithSelf(function, container: container, call) })
        else { return nil }
        do {
            return try answering.check(value, self)
        } catch let problem as LuaError {
            let text = value.isNothing ? "returned nothing (a missing return?): \(problem.message)" : problem.message
            var at = location
            if value.isNothing { at = HookLocation(file: location.file, line: location.line, returnLine: nil) }
            session.reportBadResult(text, hook: .presentation(hook), in: place, fallback: fallbackText(), location: at)
        } catch {
            session.reportBadResult("\(error)", hook: .presentation(hook), in: place, fallback: fallbackText(), location: location)
        }
        return nil
    }

    /// A boolean hook: a constant, or a function answering a boolean; else `value`, the superclass's.
    private func askBoolean(_ answering: AnsweringHook<LuaValue, Bool>, default value: Bool) -> Bool {
        switch session.style.hooks[answering.hook] {
        case .constant(let flag)?: flag
        case .function?: ask(answering) { function, table in try function.call(table) as LuaValue } ?? value
        case nil: value
        }
    }

    // MARK: Layout

    /// The hook's answer; not asked while a stand-in shows the adapted presentation (the style's chrome, a
    /// wrapper the hook answers with among it, is not on screen then, and the stand-in holds the controller's
    /// view).
    override var presentedView: View? {
        let standard = super.presentedView
        guard !isAnsweringPresentedView, !isAdapted else { return standard }
        isAnsweringPresentedView = true
        defer { isAnsweringPresentedView = false }
        return ask(HookSpecification.presentedView) { function, table in try function.call(table) as LuaValue } ?? standard
    }

    /// What `self.presentedView` gives scripts: the answer of the hook, or inside the hook itself the
    /// presented controller's view (so a hook that reads it does not ask itself).
    var presentedViewForScript: View? {
        isAnsweringPresentedView ? super.presentedView : presentedView
    }

    override var frameOfPresentedViewInContainerView: Rect {
        ask(frameHook) { function, table in try function.call(table) as RectAnswer }
            ?? super.frameOfPresentedViewInContainerView
    }

    override var shouldPresentInFullscreen: Bool {
        askBoolean(HookSpecification.shouldPresentInFullscreen, default: super.shouldPresentInFullscreen)
    }

    override var shouldRemovePresentersView: Bool {
        askBoolean(HookSpecification.shouldRemovePresentersView, default: super.shouldRemovePresentersView)
    }

    override func containerViewWillLayoutSubviews() {
        notify(.containerWillLayout) { function, table in try function.call(table) }
        keepPresentedViewShown(after: .containerWillLayout)
    }

    override func containerViewDidLayoutSubviews() {
        notify(.containerDidLayout) { function, table in try function.call(table) }
        keepPresentedViewShown(after: .containerDidLayout)
    }

    // MARK: Transition hooks

    override func presentationTransitionWillBegin() {
        session.appearances.remember(presentedViewController)
        session.appearances.rememberPresenter(presentingViewController)
        notify(.presentationWillBegin) { function, table in try function.call(table, coordinatorArgument(.presentationWillBegin)) }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        notify(.presentationDidEnd) { function, table in try function.call(table, completed) }
        if completed { keepPresentedViewShown(after: .presentationDidEnd) } else if phase == .cancelled {
            session.appearances.restore(presentedViewController)
            session.appearances.restorePresenter(presentingViewController)
            session.takeAwayViewsLeftOutside(in: place)
        }
    }

    override func dismissalTransitionWillBegin() {
        notify(.dismissalWillBegin) { function, table in try function.call(table, coordinatorArgument(.dismissalWillBegin)) }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        notify(.dismissalDidEnd) { function, table in try function.call(table, completed) }
        if !completed { keepPresentedViewShown(after: .dismissalDidEnd) } else if phase == .dismissed {
            session.removeGestures(of: containerView)
            session.appearances.restore(presentedViewController)
            session.appearances.restorePresenter(presentingViewController)
            session.takeAwayViewsLeftOutside(in: place)
        }
    }

    // MARK: Content container and adaptivity

    override func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        ask(HookSpecification.sizeForChild) { function, table in
            try function.call(table, ScriptController(container), ScriptSize(parentSize)) as LuaValue
        } ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        guard function(.preferredContentSizeDidChange) != nil else {
            return super.preferredContentSizeDidChange(forChildContentContainer: container)
        }
        notify(.preferredContentSizeDidChange) { function, table in try function.call(table, ScriptController(container)) }
    }

    override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        notify(.willTransitionToSize) { function, table in
            try function.call(table, ScriptSize(size), coordinatorArgument(.willTransitionToSize, coordinator))
        }
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        notify(.willTransitionToTraits) { function, table in
            try function.call(table, ScriptTraits(newCollection, in: presentedViewController.window), coordinatorArgument(.willTransitionToTraits, coordinator))
        }
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        let fallback = super.adaptivePresentationStyle(for: traitCollection)
        let answer = ask(HookSpecification.adaptiveStyle) { function, table in
            try function.call(table, ScriptTraits(traitCollection, in: presentedViewController.window)) as LuaValue
        }
        return (answer ?? nil) ?? fallback
    }

    // MARK: The keyboard

    override func keyboardWillChangeFrame(_ keyboard: KeyboardChange) {
        guard let window = containerView?.window else { return }
        notify(.keyboardWillChange) { function, table in
            try function.call(table, try KeyboardTable.make(window.keyboard, change: keyboard, in: containerView,
                                                            state: session.runtime.state))
        }
    }

    /// `self.keyboard`: the keyboard as it is now, in the container's coordinates (the window's before the
    /// presentation has a container).
    func scriptKeyboard() throws -> LuaTable? {
        guard let window = containerView?.window ?? presentedViewController.window ?? presenter?.window else { return nil }
        return try KeyboardTable.make(window.keyboard, in: containerView, state: session.runtime.state)
    }

    // MARK: User dismissal

    /// The style's answer to the veto of a user's dismissal (``StyleDismissalDelegate``): the hook's, else
    /// UIKit's default, true, also when the hook fails.
    func answerShouldDismiss() -> Bool {
        askBoolean(HookSpecification.shouldDismiss, default: true)
    }

    // MARK: Keeping the presented controller whole

    private func coordinatorArgument(_ hook: PresentationHook, _ coordinator: ViewControllerTransitionCoordinator? = nil)
        -> ScriptCoordinator?
    {
        guard let coordinator = coordinator ?? presentedViewController.transitionCoordinator else { return nil }
        return ScriptCoordinator(context: coordinator, hook: .presentation(hook), session: session, place: place)
    }

    /// A presented controller stays on screen while presented: if style code took its view out of the
    /// container, it goes back, and that is reported where the style took it (else at the hook that just
    /// ran). Not while the presentation is adapted: another controller's container holds the view then; nor
    /// while a presentation above took the view away (full screen over this one): its dismissal brings it back.
    private func keepPresentedViewShown(after hook: PresentationHook) {
        guard phase == .presented, adaptedPresentationController == nil, !presentedViewIsRemovedByPresentationAbove,
            let container = containerView, let view = presentedView, !view.isDescendant(of: container)
        else { return }
        let taken = session.detachments.detachment(holding: view)
        let definition = function(hook)?.1
        session.report(Diagnostic(
            .error, "style code took the presented view '\(view.name)' out of the container while presented; it was put "
                + "back at its frame", code: .style.stylePresentedViewLost,
            file: taken?.location?.chunkName ?? definition?.file ?? session.style.file,
            line: taken?.location?.line ?? definition?.line, hook: (taken?.hook ?? .presentation(hook)).description), in: place)
        container.addSubview(view)
        view.clock?.performWithoutAnimation { view.frame = frameOfPresentedViewInContainerView }
    }
}
