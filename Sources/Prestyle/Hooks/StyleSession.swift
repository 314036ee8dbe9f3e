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
    private var savedAppearances: [ObjectIdentifier: SavedViewState] = [:]
    /// The last view style code took out of a presentation's container.
    private var lastDetachment: Detachment?
    /// Gestures and interactive dismissals style code started (see StyleSession+Interaction.swift).
    var interactionState = InteractionState()
    /// Views style code made and put outside a presentation's container, to take away when it ends.
    var outsidePlacements: [Placement] = []
    /// How many lines `trace` and `print` wrote for this delegate.
    private var traceLines = 0
    /// The most trace lines one delegate's style code may write.
    static let maximumTraceLines = 10_000
    /// What this delegate's style code has cost over all its calls: instructions the budget counted, and time.
    private var instructionsSpent = 0
    private var timeSpent = Duration.zero
    /// Set once that passed ``budgetsInAll`` budgets or ``timeLimitsInAll`` time limits: no call runs after it.
    private var isExhausted = false
    /// How many budgets' worth of instructions one delegate's calls may run together. Each call has its own
    /// budget, and nothing else bounds how many calls there are — ten thousand alongside blocks, or a chain
    /// of completions each starting the next — so their sum is capped too: far beyond what a style's layout
    /// and animation ever need.
    static let budgetsInAll = 100
    /// How many time limits' worth one delegate's calls may take together (see ``budgetsInAll``).
    static let timeLimitsInAll = 5.0

    init(runtime: StyleRuntime, style: LoadedStyle, options: [String: OptionValue]) throws {
        self.runtime = runtime
        self.style = style
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
    struct Place {
        weak var window: Window?
        weak var container: View?
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
        guard !quarantined.contains(hook), !isExhausted else { return nil }
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
        let instructionCap = Self.budgetsInAll * runtime.configuration.instructionBudget
        let timeCap = runtime.state.timeLimit.map { Duration.seconds(Self.timeLimitsInAll * $0) }
        let what: String
        if instructionsSpent > instructionCap {
            what = "more than \(instructionCap) Lua instructions (\(Self.budgetsInAll) budgets)"
        } else if let timeCap, timeSpent > timeCap {
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
        var message: String
        var code = "styleHookFailed"
        switch luaError.kind {
        case .instructionBudget where runtime.scopes.budgetSpentBy.map({ $0.hook != hook }) ?? false:
            // Stopped because code it called used the budget up (reported there): not quarantined, and
            // reported at the line that made the call (it stops at the next one).
            let spent = runtime.scopes.budgetSpentBy!
            var (file, line) = position(of: luaError, location: location)
            if let caller = spent.callerLine, caller.chunkName != Prelude.chunkName {
                (file, line) = (ChunkName.file(for: caller.chunkName, among: [location?.file, style.file].compactMap { $0 }), caller.line)
            }
            report(Diagnostic(
                .warning, "stopped: \(spent.hook), which ran inside this call, used up the budget of "
                    + "\(runtime.configuration.instructionBudget) Lua instructions the call shares; \(fallback)",
                code: "styleHookStoppedByNestedBudget", file: file, line: line, hook: hook), in: place)
            return
        case .instructionBudget:
            quarantined.insert(hook)
            if !runtime.scopes.stack.isEmpty, runtime.scopes.budgetSpentBy == nil {
                // The code that called this hook, as the call returns to it: where it will be stopped from.
                runtime.scopes.budgetSpentBy = (hook, runtime.state.runningLocation())
            }
            code = "styleHookBudget"
            let limit = luaError.message.contains("time limit exceeded")
                ? "time limit of \(runtime.state.timeLimit.map { "\($0.formatted) s" } ?? "none") (work the instruction "
                    + "count does not see, such as comparing or searching very long strings?)"
                : "budget of \(runtime.configuration.instructionBudget) Lua instructions (an endless loop?)"
            message = "ran past its \(limit); \(fallback), and the hook is not called again"
        case .memory:
            code = "styleHookMemory"
            message = "ran out of memory (\(luaError.message)); \(fallback)"
            try? runtime.state.collectGarbage()
        case .tooDeep:
            code = "styleHookTooDeep"
            message = "\(luaError.message) (hooks calling each other without end?); \(fallback)"
        default:
            message = luaError.message + (UIKitNames.hint(forError: luaError.message) ?? "")
            if let (file, line, inner) = innerPosition(in: message, location: location) {
                message = "\(inner); \(fallback)"
                report(Diagnostic(.error, message, code: code, file: file, line: line, hook: hook), in: place)
                return
            }
            message += "; \(fallback)"
        }
        let (file, line) = position(of: luaError, location: location)
        report(Diagnostic(.error, message, code: code, file: file, line: line, hook: hook), in: place)
    }

    /// An error raised again with its first position kept in the message (`coroutine.wrap` does that, and
    /// `error(message)` after a `pcall`) reads `outer: file:6: what`: when `file` is the style's, line 6 is
    /// where it happened, and `what` is the message.
    private func innerPosition(in message: String, location: HookLocation?) -> (String, Int, String)? {
        guard let separator = message.firstRange(of: ": ") else { return nil }
        let position = message[..<separator.lowerBound]
        guard let colon = position.lastIndex(of: ":"), let line = Int(position[position.index(after: colon)...]) else {
            return nil
        }
        let chunk = String(position[..<colon])
        guard let file = [location?.file, style.file].compactMap({ $0 }).first(where: { ChunkName.names(chunk, $0) }) else {
            return nil
        }
        return (file, line, String(message[separator.upperBound...]))
    }

    /// Where a failed call went wrong in style code: the error's own position, unless that is in the prelude
    /// (a lookup on `self` that ran out of budget, say), then the innermost frame of its traceback outside the
    /// prelude; the hook's definition when neither says. Lua shortens long file names to "...tail": a tail of
    /// the style's (or the hook's) file is that file.
    private func position(of error: LuaError, location: HookLocation?) -> (file: String, line: Int?) {
        let frames = (error.chunkName.map { [($0, error.line)] } ?? []) + Self.frames(in: error.traceback ?? "")
        guard let (chunk, line) = frames.first(where: { $0.0 != Prelude.chunkName }) else {
            return (location?.file ?? style.file, location?.line)
        }
        return (ChunkName.file(for: chunk, among: [location?.file, style.file].compactMap { $0 }), line ?? location?.line)
    }

    /// The Lua frames of a traceback, innermost first: `\tchunk:line: in …` (C frames have no line).
    private static func frames(in traceback: String) -> [(String, Int?)] {
        traceback.split(separator: "\n").compactMap { entry in
            guard entry.hasPrefix("\t"), let end = entry.firstRange(of: ": in ") else { return nil }
            let position = entry.dropFirst()[..<end.lowerBound]
            guard let colon = position.lastIndex(of: ":"), let line = Int(position[position.index(after: colon)...]) else {
                return nil
            }
            return (String(position[..<colon]), line)
        }
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

    // MARK: The presented controller stays as it was

    /// Remembers how `controller`'s view looks, the first time the style is about to touch it in a
    /// presentation (its presentation controller's will-begin, or the presenting animator when the
    /// presentation is adapted from the start).
    func rememberAppearance(of controller: ViewController) {
        guard let view = controller.viewIfLoaded, savedAppearances[ObjectIdentifier(controller)] == nil else { return }
        savedAppearances[ObjectIdentifier(controller)] = SavedViewState(view)
    }

    /// Gives `controller`'s view back the appearance it had before the presentation (a style changes how a
    /// controller is shown, never the controller), once the presentation is over.
    func restoreAppearance(of controller: ViewController) {
        guard let saved = savedAppearances.removeValue(forKey: ObjectIdentifier(controller)),
            let view = controller.viewIfLoaded
        else { return }
        saved.restore(on: view, clock: controller.window?.clock ?? view.clock)
    }

    // MARK: Views taken out of the container

    /// A view style code took out of a presentation's container: where, and in which hook.
    struct Detachment {
        weak var view: View?
        let hook: String
        let location: LuaSourceLocation?
    }

    func noteDetachment(_ detachment: Detachment) {
        lastDetachment = detachment
    }

    /// The last detachment, when the view it took out is `view` or holds it: where style code lost `view`.
    func detachment(holding view: View) -> Detachment? {
        guard let lastDetachment, let detached = lastDetachment.view, view.isDescendant(of: detached) else { return nil }
        return lastDetachment
    }

    /// Counts one more trace line; false once ``maximumTraceLines`` were written.
    func admitTraceLine() -> Bool {
        traceLines += 1
        return traceLines <= Self.maximumTraceLines
    }

    /// Whether the line just refused is the first left out (the one to report, whichever line wrote it).
    var refusedFirstTraceLine: Bool { traceLines == Self.maximumTraceLines + 1 }

    /// Whether a hook was stopped for running past its budget.
    func isQuarantined(_ hook: String) -> Bool { quarantined.contains(hook) }
}
