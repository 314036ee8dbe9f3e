import LuaKit
import PresentationKit

/// What the style code running right now belongs to: the hook (for diagnostics), its session (for
/// callbacks and reports), the window (for the clock), and the views it must not take apart. Host functions
/// (`animate`, `view:remove()`…) read it; the session pushes a scope around every call into Lua.
///
/// Also the Lua layer's guards against runaway work: style code may start at most
/// ``StyleRegistry/Configuration/maximumAnimationsPerInstant`` animation blocks at one instant of a window's
/// virtual time, and hold at most ``StyleRegistry/Configuration/maximumViews`` views it made (see
/// HookScopes+Views.swift).
final class HookScopes {
    /// A class, not a struct: it is pushed, read and popped around every call into Lua, and each copy of a
    /// struct holding weak references copies the references (the weak-reference traffic was a sixth of a
    /// `frameOfPresentedView` call); a class instance is retained instead. Never changed once made.
    final class Scope {
        /// `frameOfPresentedView`, `animator.animate`, `presentationWillBegin (alongside)`…
        let hook: String
        /// The file of the style the code belongs to.
        let file: String
        private(set) weak var session: StyleSession?
        private(set) weak var window: Window?
        /// The presentation's container: neither it nor its ancestors may be moved or removed.
        private(set) weak var container: View?

        init(hook: String, file: String, session: StyleSession?, window: Window?, container: View?) {
            self.hook = hook
            self.file = file
            self.session = session
            self.window = window
            self.container = container
        }

        /// The hook a callback registered here belongs to, `name (callback)`: a completion started from a
        /// completion still belongs to the hook that started the first.
        func callbackHook(_ callback: String) -> String {
            HookScopes.callbackHook(of: hook, callback)
        }

        /// Reports a problem with what the running code just asked for, at its line (`location`, from
        /// ``LuaKit/LuaState/runningLocation()``) and in this scope's hook, once per cause.
        func report(_ severity: Diagnostic.Severity, _ message: String, code: String, at location: LuaSourceLocation?) {
            session?.report(
                Diagnostic(severity, message, code: code, file: location?.chunkName ?? file, line: location?.line, hook: hook),
                in: StyleSession.Place(window: window, container: container))
        }
    }

    /// `hook (callback)`, with any callback suffix `hook` already has replaced.
    static func callbackHook(of hook: String, _ callback: String) -> String {
        let base = hook.range(of: " (").map { String(hook[..<$0.lowerBound]) } ?? hook
        return "\(base) (\(callback))"
    }

    private(set) var stack: [Scope] = []
    /// The styles being loaded, outermost first (for `use()` and its cycles).
    var loading: [(name: String, file: String, uses: [String], dependencies: [(file: String, fingerprint: StyleFingerprint)])] = []
    /// `style { … }` calls seen while loading: the table and the line of the call.
    var styleCalls: [(definition: LuaTable, line: Int?)] = []

    let limits: StyleLimits
    var maximumAnimationsPerInstant: Int { limits.maximumAnimationsPerInstant }
    var maximumViews: Int { limits.maximumViews }
    /// The views style code made (`view{}`, `snapshot()`), weakly: how many it still holds.
    var madeViews: [WeakView] = []
    /// The identities of ``madeViews`` as of the last prune: a quick "is this parent the style's own?" (an
    /// identity a freed view left may be reused; it only ever skips a check, never removes a view).
    var madeIdentifiers: Set<ObjectIdentifier> = []
    /// The weights of ``madeViews`` added up (those let go of included, until the next count).
    var madeWeight = 0
    /// Counts the calls from the engine into style code (the outermost scopes run).
    private(set) var calls = 0
    /// `use()` calls made by the load under way (reset when an outermost load starts).
    var useCalls = 0
    /// The hook that used up the instruction budget in a scope nested in the current outermost one. The budget
    /// is one per call from the engine, so the code that called it (through `ctx:complete()`, say) is stopped
    /// too, at its next instruction: that is not its own fault.
    var budgetSpentBy: (hook: String, callerLine: LuaSourceLocation?)?
    /// The call during which Lua's collector last ran for the view cap, and the views made since.
    var collectedDuringCall: Int?
    var viewsMadeSinceCollection = 0
    private var instant: (clock: ObjectIdentifier, time: Double, count: Int)?
    /// Instants (per clock) at which the guard already reported, so it reports once per instant.
    private var reportedInstant: (clock: ObjectIdentifier, time: Double)?

    init(limits: StyleLimits) {
        self.limits = limits
    }

    var current: Scope? { stack.last }

    /// Runs `body` with `scope` current.
    func run<Result>(_ scope: Scope, _ body: () throws -> Result) rethrows -> Result {
        if stack.isEmpty {
            calls += 1
            budgetSpentBy = nil
        }
        stack.append(scope)
        defer { stack.removeLast() }
        return try body()
    }

    // MARK: Runaway guard

    /// Counts one more animation block started on `clock` now; false once the instant's allowance is spent.
    func admitAnimation(on clock: AnimationClock) -> Bool {
        let key = ObjectIdentifier(clock)
        if let instant, instant.clock == key, instant.time == clock.now {
            self.instant = (key, clock.now, instant.count + 1)
        } else {
            instant = (key, clock.now, 1)
        }
        return instant!.count <= maximumAnimationsPerInstant
    }

    /// Whether the guard should report now (once per instant and clock).
    func shouldReportRunaway(on clock: AnimationClock) -> Bool {
        let key = ObjectIdentifier(clock)
        if let reportedInstant, reportedInstant.clock == key, reportedInstant.time == clock.now { return false }
        reportedInstant = (key, clock.now)
        return true
    }
}
