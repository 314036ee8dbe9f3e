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
    private var quarantined: Set<String> = []
    /// The appearance presented controllers' views had before this style presented them.
    let appearances = AppearanceMemory()
    /// The last view style code took out of a presentation's container.
    let detachments = DetachmentTracker()
    /// Gestures and interactive dismissals style code started (see StyleSession+Interaction.swift).
    var interactionState = InteractionState()
    /// Views style code made and put outside a presentation's container, to take away when it ends.
    var outsidePlacements: [Placement] = []
    /// How many lines `trace` and `print` wrote for this delegate.
    private var traceLines = 0
    /// What this delegate's style code has cost over all its calls: instructions the budget counted, and time.
    private var instructionsSpent = 0
    private var timeSpent = Duration.zero
    /// Set once that passed ``StyleLimits/budgetsInAll`` budgets or ``StyleLimits/timeLimitsInAll`` time limits:
    /// no call runs after it.
    private var isExhausted = false

    /// ``StyleLimits/timeInAll``, worked out once.
    private let timeCap: Duration

    init(runtime: StyleRuntime, style: LoadedStyle, options: [String: OptionValue]) throws {
        self.runtime = runtime
        self.style = style
        timeCap = runtime.limits.timeInAll
        let table = try runtime.state.newTable()
        for (key, value) in options {
            if let elements = value.elements {
                let list = try runtime.state.newTable()
                for (index, element) in elements.enumerated() { try Self.set(element, at: index + 1, in: list) }
                try table.rawSet(key, list)
            } else {
                try Self.set(value, at: key, in: table)
            }
        }
        self.options = table
    }

    /// Sets a scalar option value in `table` as Lua would write it (a whole number as an integer).
    private static func set(_ value: OptionValue, at key: some LuaPushable, in table: LuaTable) throws {
        switch value {
        case .number(let number):
            if number.rounded() == number, Swift.abs(number) < 1e15 { try table.rawSet(key, Int(number)) } else {
                try table.rawSet(key, number)
            }
        case .string(let text): try table.rawSet(key, text)
        case .bool(let flag): try table.rawSet(key, flag)
        case .numbers, .strings: break
        }
    }

    /// Where the presentation's code runs: the window for diagnostics and the clock, the container to protect.
    /// A class for the reason ``HookScopes/Scope`` is one: it goes with every hook call, and a copy of a
    /// struct copies its weak references. Never changed once made.
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
    ///   - hook: The name diagnostics give: `frameOfPresentedView`, `animator.animate (completion)`.
    ///   - place: The window and container of the presentation.
    ///   - fallback: What is used instead when the call fails, for the message ("used the container's bounds").
    ///   - location: Where the function is defined, for errors that carry no line.
    ///   - body: The call.
    func run<Result>(
        _ hook: String, in place: Place, fallback: @autoclosure () -> String, location: HookLocation?,
        _ body: () throws -> Result
    ) -> Result? {
        guard !isExhausted, quarantined.isEmpty || !quarantined.contains(hook) else { return nil }
        let scope = HookScopes.Scope(hook: hook, file: location?.file ?? style.file, session: self, window: place.window,
                                     container: place.container)
        let outermost = runtime.scopes.stack.isEmpty
        let before = outermost ? (instructions: runtime.state.instructionsSpent, time: ContinuousClock.now) : nil
        defer { if let before { account(since: before, hook: hook, in: place, location: location) } }
        do {
            return try runtime.scopes.run(scope, body)
        } catch {
            report(error, hook: hook, in: place, fallback: fallback(), location: location)
            return nil
        }
    }

    /// Adds an outermost call's cost to the delegate's, and stops all its style code once the sum is past
    /// its cap (reported once, in the hook that crossed it).
    private func account(
        since before: (instructions: Int, time: ContinuousClock.Instant), hook: String, in place: Place, location: HookLocation?
    ) {
        instructionsSpent += runtime.state.instructionsSpent - before.instructions
        timeSpent += ContinuousClock.now - before.time
        let instructionCap = runtime.limits.instructionsInAll
        let what: String
        if instructionsSpent > instructionCap {
            what = "more than \(instructionCap) Lua instructions (\(StyleLimits.budgetsInAll) budgets)"
        } else if timeSpent > timeCap {
            what = "longer than \(timeCap) of the host's time"
        } else {
            return
        }
        guard !isExhausted else { return }
        isExhausted = true
        report(Diagnostic(
            .error, "this presentation's style code ran \(what) in all its calls together; none of it is called "
                + "again, and UIKit's defaults stand in (the engine completes transitions its animators leave)",
            code: "styleExhausted", file: location?.file ?? style.file, line: location?.line, hook: hook), in: place)
    }

    /// Reports a failed call.
    func report(_ error: any Error, hook: String, in place: Place, fallback: String, location: HookLocation?) {
        let luaError = error as? LuaError ?? LuaError(kind: .runtime, message: "\(error)")
        let locator = FailureLocator(style: style.file, hook: location)
        var message: String
        var code = "styleHookFailed"
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
                code: "styleHookStoppedByNestedBudget", file: file, line: line, hook: hook), in: place)
            return
        case .instructionBudget, .timeLimit:
            quarantined.insert(hook)
            if !runtime.scopes.stack.isEmpty, runtime.scopes.budgetSpentBy == nil {
                // The code that called this hook, as the call returns to it: where it will be stopped from.
                runtime.scopes.budgetSpentBy = (hook, runtime.state.runningLocation())
            }
            code = "styleHookBudget"
            let limit = luaError.kind == .timeLimit
                ? "time limit of \(runtime.limits.timeLimit.formatted) s (work the instruction "
                    + "count does not see, such as comparing or searching very long strings?)"
                : "budget of \(runtime.limits.instructionBudget) Lua instructions (an endless loop?)"
            message = "ran past its \(limit); \(fallback), and the hook is not called again"
        case .memory:
            code = "styleHookMemory"
            message = "ran out of memory (\(luaError.message)); \(fallback)"
            try? runtime.state.collectGarbage()
        case .tooDeep:
            code = "styleHookTooDeep"
            message = "\(luaError.message) (hooks calling each other without end?); \(fallback)"
        default:
            message = luaError.message
                + (UIKitNames.hint(forError: luaError.message) ?? LibraryMemberNames.hint(forError: luaError.message) ?? "")
            if let (file, line, inner) = locator.innerPosition(in: message) {
                message = "\(inner); \(fallback)"
                report(Diagnostic(.error, message, code: code, file: file, line: line, hook: hook), in: place)
                return
            }
            message += "; \(fallback)"
        }
        let (file, line) = locator.position(of: luaError)
        report(Diagnostic(.error, message, code: code, file: file, line: line, hook: hook), in: place)
    }

    /// Reports a hook's unusable answer: at the line of its `return` (or definition).
    func reportBadResult(_ problem: String, hook: String, in place: Place, fallback: String, location: HookLocation?) {
        report(Diagnostic(.error, "\(problem); \(fallback)", code: "styleBadResult", file: location?.file ?? style.file,
                          line: location?.resultLine, hook: hook), in: place)
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
    func isQuarantined(_ hook: String) -> Bool { quarantined.contains(hook) }
}
