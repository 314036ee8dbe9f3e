import LuaKit
import PresentationKit

/// Runs one delegate's style code: every call into Lua goes through ``run(_:in:fallback:location:_:)``, which
/// sets the scope host functions read, catches whatever goes wrong, reports it once per cause into the
/// window's diagnostics with file, line and hook, and answers nil so the caller falls back to UIKit's default.
///
/// A hook that runs past its instruction budget is not called again for this delegate (the default stands
/// in for it): an endless loop in `frameOfPresentedView`, which the engine asks many times, costs one budget,
/// not one per question.
final class StyleSession {
    let runtime: StyleRuntime
    let style: LoadedStyle
    /// The options as scripts see them (`self.options`, `ctx.options`): a table per delegate.
    let options: LuaTable
    /// Every diagnostic this session reported, in order (also when there was no window to report to).
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []
    @exclusivity(unchecked) private var quarantined: Set<HookName> = []
    /// The appearance presented controllers' views had before this style presented them.
    let appearances = AppearanceMemory()
    /// The last view style code took out of a presentation's container.
    let detachments = DetachmentTracker()
    /// Gestures and interactive dismissals style code started (see StyleSession+Interaction.swift).
    var interactionState = InteractionState()
    /// Views style code made and put outside a presentation's container, to take away when it ends.
    var outsidePlacements: [Placement] = []
    /// The dismissal delegates of built-in controllers a style with a base vetoes for (BaseSettings+Dismissal.swift).
    var keptDismissalDelegates: [KeptDismissalDelegate] = []
    /// How many lines `trace` and `print` wrote for this delegate.
    private var traceLines = 0
    /// What this presentation's style code has cost over all its calls (see ``beginPresentation()``).
    @exclusivity(unchecked) private var spending: StyleSpending
    /// Set once that passed ``StyleLimits/budgetsInAll`` budgets or ``StyleLimits/timeLimitsInAll`` time limits:
    /// no call runs after it.
    @exclusivity(unchecked) private var isExhausted = false
    /// The scopes of recent calls, most recent last, handed out again to calls of the same hook in the same
    /// place (see ``HookScopes/Scope``).
    @exclusivity(unchecked) private var recentScopes: [HookScopes.Scope] = []
    /// The scope of the last call, one of ``recentScopes``.
    @exclusivity(unchecked) private var lastScope: HookScopes.Scope?
    /// How many scopes ``recentScopes`` keeps: more than the hooks one presentation's layout asks in turn
    /// (`containerWillLayout`, `frameOfPresentedView`, `containerDidLayout`, an animator's fields).
    private static let recentScopeCount = 8
    /// The runtime's scopes and state, held here: every call reads them, and reaching them through the
    /// runtime on each call cost retains.
    private let scopes: HookScopes
    private let state: LuaState

    // The properties marked `@exclusivity(unchecked)` are read and written on every call, by complete
    // accesses on the runtime's one thread that never span a call into Lua: the dynamic exclusivity check
    // was a sixth of the session's cost of a `frameOfPresentedView` call.

    init(runtime: StyleRuntime, style: LoadedStyle, options: [String: OptionValue], optionsTable: LuaTable? = nil) throws {
        self.runtime = runtime
        self.style = style
        scopes = runtime.scopes
        state = runtime.state
        spending = StyleSpending(limits: runtime.limits)
        self.options = try optionsTable ?? Self.optionsTable(options, in: runtime.state)
    }

    /// A presentation with this delegate begins: the caps on all the style code's calls together are one
    /// presentation's (Styles/README.md, "Limits"), so what earlier presentations spent is forgotten, and a
    /// delegate whose style code one presentation exhausted runs again in the next. An embedder reusing one
    /// delegate for every presentation would otherwise find its style code stopped for good once their sum
    /// passed the cap. Hooks stopped for running past their own budget stay stopped: that is the hook's fault,
    /// not the sum's.
    func beginPresentation() {
        spending = StyleSpending(limits: runtime.limits)
        isExhausted = false
    }

    /// Where the presentation's code runs: the window for diagnostics and the clock, the container to protect.
    /// A class: every call's ``HookScopes/Scope`` holds one, and a copy of a struct copies its weak
    /// references. Never changed once made.
    final class Place {
        private(set) weak var window: Window?
        private(set) weak var container: View?

        init(window: Window? = nil, container: View? = nil) {
            self.window = window
            self.container = container
        }
    }

    /// Calls style code for `hook`, or answers nil when it fails (reported) or was stopped before.
    ///
    /// - Parameters:
    ///   - hook: What diagnostics name: `frameOfPresentedView`, `animator.animate (completion)`.
    ///   - place: The window and container of the presentation.
    ///   - fallback: What is used instead when the call fails, for the message ("used the container's bounds").
    ///   - location: Where the function is defined, for errors that carry no line.
    ///   - body: The call.
    func run<Result>(
        _ hook: HookName, in place: Place, fallback: @autoclosure () -> String, location: HookLocation?,
        _ body: () throws -> Result
    ) -> Result? {
        run(hook, in: place, file: location?.file ?? style.file, fallback: fallback, location: { location }, body)
    }

    /// ``run(_:in:fallback:location:_:)`` for a function whose definition is known (a presentation hook's): the
    /// location is read in place, and copied into an optional only when something is reported.
    func run<Result>(
        _ hook: HookName, in place: Place, fallback: @autoclosure () -> String, definedAt location: HookLocation,
        _ body: () throws -> Result
    ) -> Result? {
        run(hook, in: place, file: location.file, fallback: fallback, location: { location }, body)
    }

    /// Both `run`s: `file` is the location's (the style's without one), `location` is asked only to report.
    @inline(__always)
    private func run<Result>(
        _ hook: HookName, in place: Place, file: String, fallback: () -> String, location: () -> HookLocation?,
        _ body: () throws -> Result
    ) -> Result? {
        guard !isExhausted, quarantined.isEmpty || !quarantined.contains(hook) else { return nil }
        let scope = scope(for: hook, file: file, in: place)
        // Only a call from the engine is counted against the delegate's caps: a nested one (a completion
        // run by ctx:complete()) is part of the call around it.
        guard scopes.isIdle else { return call(scope, in: place, fallback: fallback, location: location, body) }
        let instructionsBefore = state.instructionsSpent
        let timeBefore = HostClock.nanoseconds()
        let result = call(scope, in: place, fallback: fallback, location: location, body)
        if spending.add(instructions: state.instructionsSpent - instructionsBefore,
                        nanoseconds: HostClock.nanoseconds() &- timeBefore) {
            reportExhaustion(hook: hook, in: place, location: location())
        }
        return result
    }

    /// Runs `body` in `scope`, reporting what it throws.
    @inline(__always)
    private func call<Result>(
        _ scope: HookScopes.Scope, in place: Place, fallback: () -> String, location: () -> HookLocation?,
        _ body: () throws -> Result
    ) -> Result? {
        do {
            return try scopes.run(scope, body)
        } catch {
            report(error, hook: scope.hook, in: place, fallback: fallback(), location: location())
            return nil
        }
    }

    /// The scope for a call of `hook` in `file` at `place`: the last one or a recent one when it matches,
    /// else a new one. The last is checked first: the engine asks the same hook many times in a row.
    private func scope(for hook: HookName, file: String, in place: Place) -> HookScopes.Scope {
        if let lastScope, lastScope.matches(hook, file: file, place: place) { return lastScope }
        let scope = recentScopes.last { $0.matches(hook, file: file, place: place) } ?? {
            let made = HookScopes.Scope(hook: hook, file: file, session: self, place: place)
            attributeChanges(in: place)
            if recentScopes.count == Self.recentScopeCount { recentScopes.removeFirst() }
            recentScopes.append(made)
            return made
        }()
        lastScope = scope
        return scope
    }

    /// Lets the engine name the hook and line of this runtime's style code when it changes a view the engine
    /// watches (a presenting view that must be back as it was once dismissed). Asked only on such a change.
    private func attributeChanges(in place: Place) {
        place.window?.attributeChanges(to: runtime) { [weak runtime] in
            guard let runtime, let scope = runtime.scopes.current else { return nil }
            let location = runtime.state.runningLocation()
            return ChangeAuthor(hook: scope.hook.description, file: location?.chunkName ?? scope.file, line: location?.line)
        }
    }

    /// Stops all this presentation's style code once its calls together passed a cap (reported once, in the hook
    /// that crossed it).
    private func reportExhaustion(hook: HookName, in place: Place, location: HookLocation?) {
        guard !isExhausted, let what = spending.exceeded else { return }
        isExhausted = true
        report(Diagnostic(
            .error, "this presentation's style code ran \(what) in all its calls together; none of it is called "
                + "again, and UIKit's defaults stand in (the engine completes transitions its animators leave)",
            code: .style.styleExhausted, file: location?.file ?? style.file, line: location?.line, hook: hook.description), in: place)
    }

    /// Reports a failed call.
    func report(_ error: any Error, hook: HookName, in place: Place, fallback: String, location: HookLocation?) {
        let luaError = error as? LuaError ?? LuaError(kind: .runtime, message: "\(error)")
        let locator = FailureLocator(style: style.file, hook: location)
        var message: String
        var code = DiagnosticCode.style.styleHookFailed
        switch luaError.kind {
        case _ where luaError.isWorkLimit && runtime.scopes.budgetSpentBy.map({ $0.hook != hook }) ?? false:
            // Stopped because code it called used the budget up (reported there): not quarantined, and
            // reported at the line that made the call (it stops at the next one).
            let spent = runtime.scopes.budgetSpentBy!
            var (file, line) = locator.position(of: luaError)
            if let caller = spent.callerLine, caller.chunkName != Prelude.chunkName {
                (file, line) = (locator.file(for: caller.chunkName), caller.line)
            }
            report(Diagnostic(
                .warning, "stopped: \(spent.hook), which ran inside this call, used up the budget of "
                    + "\(runtime.limits.instructionBudget) Lua instructions the call shares; \(fallback)",
                code: .style.styleHookStoppedByNestedBudget, file: file, line: line, hook: hook.description), in: place)
            return
        case .instructionBudget, .timeLimit:
            quarantined.insert(hook)
            if !runtime.scopes.stack.isEmpty, runtime.scopes.budgetSpentBy == nil {
                // The code that called this hook, as the call returns to it: where it will be stopped from.
                runtime.scopes.budgetSpentBy = (hook, runtime.state.runningLocation())
            }
            code = .style.styleHookBudget
            let limit = luaError.kind == .timeLimit
                ? "time limit of \(runtime.limits.timeLimit.formatted) s (work the instruction "
                    + "count does not see, such as comparing or searching very long strings?)"
                : "budget of \(runtime.limits.instructionBudget) Lua instructions (an endless loop?)"
            message = "ran past its \(limit); \(fallback), and the hook is not called again"
        case .memory:
            code = .style.styleHookMemory
            message = "ran out of memory (\(luaError.message)); \(fallback)"
            try? runtime.state.collectGarbage()
        case .tooDeep:
            code = .style.styleHookTooDeep
            message = "\(luaError.message) (hooks calling each other without end?); \(fallback)"
        default:
            message = luaError.message
                + (UIKitNames.hint(forError: luaError.message) ?? LibraryMemberNames.hint(forError: luaError.message) ?? "")
            if let (file, line, inner) = locator.innerPosition(in: message) {
                message = "\(inner); \(fallback)"
                report(Diagnostic(.error, message, code: code, file: file, line: line, hook: hook.description), in: place)
                return
            }
            message += "; \(fallback)"
        }
        let (file, line) = locator.position(of: luaError)
        report(Diagnostic(.error, message, code: code, file: file, line: line, hook: hook.description), in: place)
    }

    /// Reports a hook's unusable answer: at the line of its `return` (or definition).
    func reportBadResult(_ problem: String, hook: HookName, in place: Place, fallback: String, location: HookLocation?) {
        report(Diagnostic(.error, "\(problem); \(fallback)", code: .style.styleBadResult, file: location?.file ?? style.file,
                          line: location?.resultLine, hook: hook.description), in: place)
    }

    /// Records `diagnostic` and puts it into the window's log, once per cause (severity, position, hook and
    /// message): the engine asks some hooks many times.
    func report(_ diagnostic: Diagnostic, in place: Place) {
        var stamped = diagnostic
        stamped.message = DiagnosticText.capped(diagnostic.message)
        guard reported.insert(stamped.description).inserted else { return }
        stamped.time = place.window?.clock.now
        diagnostics.append(stamped)
        runtime.configuration.logger.debug("\(stamped)", metadata: stamped.logMetadata)
        place.window?.diagnostics.report(stamped)
    }

    /// Counts one more trace line; false once ``StyleLimits/maximumTraceLines`` were written.
    func admitTraceLine() -> Bool {
        traceLines += 1
        return traceLines <= StyleLimits.maximumTraceLines
    }

    /// Whether the line just refused is the first left out (the one to report, whichever line wrote it).
    var refusedFirstTraceLine: Bool { traceLines == StyleLimits.maximumTraceLines + 1 }

    /// Whether a hook was stopped for running past its budget.
    func isQuarantined(_ hook: HookName) -> Bool { quarantined.contains(hook) }
}
