import LuaKit
import PresentationKit

/// Checks what a style file returned before anything of it runs: the structure of `style { … }`, the hook
/// names, the option defaults, the animators — and turns it into a ``LoadedStyle``.
///
/// Wrong types and missing parts are errors (the style does not load); names that are not part of the API
/// are warnings that name the closest real one, so `frameOfPresentedVeiw` is caught without refusing a style
/// that carries extra data.
struct StyleValidator {
    let name: String
    let file: String
    let source: SourceText
    /// The line of the `style {` call, where field lookups start.
    let styleLine: Int
    private(set) var warnings: [Diagnostic] = []
    /// The errors found so far; the style loads only when there are none.
    private var problems: [StyleError] = []

    init(name: String, file: String, source: SourceText, styleLine: Int?) {
        self.name = name
        self.file = file
        self.source = source
        self.styleLine = styleLine ?? 1
    }

    mutating func validate(
        _ definition: LuaTable, fingerprint: StyleFingerprint, dependencies: [(file: String, fingerprint: StyleFingerprint)],
        uses: [String]
    ) throws -> LoadedStyle {
        var fields: [String: LuaValue] = [:]
        for (key, value) in try definition.entries() {
            guard let key = key.stringValue else {
                throw error("style { … } takes named fields (\(StyleField.names.joined(separator: ", "))), not \(key)", line: styleLine)
            }
            fields[key] = value
        }
        for key in fields.keys.sorted() where StyleField(rawValue: key) == nil {
            if PresentationHook(rawValue: key) != nil {
                warn("'\(key)' is a presentation hook: put it inside presentation = { … }", key: key)
            } else {
                warnUnknown(key, among: StyleField.names, in: "style { … }")
            }
        }
        // Each part is read even when one before it is wrong, so a style that fails to load reports all its
        // problems at once (``StyleError/others``), not one per attempt.
        let summary = (attempt { try $0.string(fields["summary"], "summary") } ?? nil) ?? ""
        let options = attempt { try $0.readOptions(fields["options"]) } ?? []
        let (presentation, hooks) = attempt { try $0.readPresentation(fields["presentation"]) } ?? (nil, [:])
        let animator = attempt { try $0.readAnimator(fields["animator"], key: "animator") } ?? nil
        let dismissAnimator = attempt { try $0.readAnimator(fields["dismissAnimator"], key: "dismissAnimator") } ?? nil
        if dismissAnimator != nil, animator == nil, fields["animator"] ?? .nil == .nil {
            problems.append(error("dismissAnimator needs an animator for the presentation too (animator = { … })",
                                  key: "dismissAnimator"))
        }
        let interaction = attempt { try $0.readInteraction(fields["interaction"]) } ?? nil
        var base = attempt {
            try $0.readBase(fields["base"], sheet: fields["sheet"], presentation: presentation == nil ? nil : Set(hooks.keys))
        } ?? nil
        attempt { try $0.readAdaptivity(into: &base, popover: fields["popover"], adaptive: fields["adaptive"], options: options) }
        attempt {
            try $0.readTransition(into: &base, transition: fields["transition"], zoom: fields["zoom"],
                                  hasAnimator: animator != nil || dismissAnimator != nil)
        }
        let scenes = attempt { try $0.readScenes(fields["scenes"]) } ?? StyleScene.standard
        let layout = attempt { try $0.readLayout(fields["layout"]) } ?? (parameters: nil, notes: [])
        for note in layout.notes {
            warnings.append(Diagnostic(
                .warning, note, code: .style.layoutTiming, file: file,
                line: source.line(assigning: "layout", from: styleLine) ?? styleLine, hook: "layout"))
        }
        try throwProblems()
        var info = StyleInfo(
            name: name, source: file, summary: summary, options: options,
            hooks: PresentationHook.allCases.filter { hooks[$0] != nil }.map(\.rawValue),
            animators: [animator.map { _ in "animator" }, dismissAnimator.map { _ in "dismissAnimator" }].compactMap { $0 },
            hasInteraction: interaction != nil, uses: uses, diagnostics: warnings)
        info.scenes = scenes
        info.layoutAnimation = layout.parameters
        info.transition = base?.transition?.name
        return LoadedStyle(
            name: name, file: file, fingerprint: fingerprint, source: source, definition: definition,
            presentation: presentation, hooks: hooks, animator: animator, dismissAnimator: dismissAnimator,
            interaction: interaction, base: base, dependencies: dependencies, info: info)
    }

    // MARK: Parts

    /// `body`'s result, or nil with the error it threw kept in ``problems`` (a Lua error, or any other, as a
    /// structure error at the `style {` line).
    private mutating func attempt<Result>(_ body: (inout Self) throws -> Result) -> Result? {
        do {
            return try body(&self)
        } catch let problem as StyleError {
            problems.append(problem)
            return nil
        } catch let problem as LuaError {
            problems.append(error(problem.message))
            return nil
        } catch {
            problems.append(self.error("\(error)"))
            return nil
        }
    }

    /// The most problems one load reports: a generated file with thousands of bad options is told about the
    /// first ones and how many more there are, not in a message of megabytes.
    static let maximumProblems = StyleLimits.maximumReportedProblems

    /// Throws the first problem (by line) carrying the others, when there are any.
    private func throwProblems() throws {
        guard !problems.isEmpty else { return }
        let sorted = problems.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
        var first = sorted[0]
        first.others = Array(sorted.dropFirst().prefix(Self.maximumProblems - 1))
        if sorted.count > Self.maximumProblems {
            first.others.append(StyleError(
                .structure, "… and \(sorted.count - Self.maximumProblems) more problems like these", file: file,
                line: sorted[Self.maximumProblems].line))
        }
        throw first
    }

    private mutating func readOptions(_ value: LuaValue?) throws -> [StyleOption] {
        guard let value, value != .nil else { return [] }
        guard let table = value.tableValue else {
            throw error("options must be a table of defaults, like options = { inset = 30 }, not \(value.typeDescription)",
                        key: "options")
        }
        var options: [StyleOption] = []
        for (key, value) in try table.entries() {
            guard let key = key.stringValue else {
                problems.append(error("options are named (options = { inset = 30 }), not indexed by \(key)", key: "options"))
                continue
            }
            let option: OptionValue?
            switch value {
            case .integer(let number): option = .number(Double(number))
            case .number(let number) where number.isFinite: option = .number(number)
            case .string(let text): option = .string(text)
            case .boolean(let flag): option = .bool(flag)
            case .table(let list): option = attempt { try $0.readListOption(key, list) }
            default:
                problems.append(error("option '\(key)' defaults to \(value.typeDescription); an option's default must be a "
                    + "finite number, a string, a boolean or a list of numbers or of strings", key: key, hook: "options.\(key)"))
                option = nil
            }
            if let option { options.append(StyleOption(name: key, defaultValue: option)) }
        }
        return options.sorted { $0.name < $1.name }
    }

    /// A list option's default: a sequence (`{ "medium", "large" }`) of finite numbers or of strings, not both;
    /// `{}` is an empty list of strings (the kind of list options name things: detents, edges).
    private func readListOption(_ key: String, _ table: LuaTable) throws -> OptionValue {
        let hook = "options.\(key)"
        let entries = try table.entries()
        let length = table.count
        guard entries.count == length, entries.allSatisfy({ entry in
            if case .integer(let position) = entry.key { return position >= 1 && position <= length }
            return false
        })
        else {
            throw error("option '\(key)' defaults to a table that is not a list: a list option's default is a sequence "
                + "of numbers or of strings, like { \"medium\", \"large\" }", key: key, hook: hook)
        }
        let values = try table.array(of: LuaValue.self)
        var numbers: [Double] = []
        var strings: [String] = []
        for (index, value) in values.enumerated() {
            switch value {
            case .integer(let number): numbers.append(Double(number))
            case .number(let number) where number.isFinite: numbers.append(number)
            case .string(let text): strings.append(text)
            default:
                throw error("option '\(key)' has \(value.typeDescription) at position \(index + 1); a list option's "
                    + "elements are finite numbers or strings", key: key, hook: hook)
            }
        }
        guard numbers.isEmpty || strings.isEmpty else {
            throw error("option '\(key)' mixes numbers and strings; a list option's elements all have one kind (the "
                + "kind every override's elements must have)", key: key, hook: hook)
        }
        return numbers.isEmpty ? .strings(strings) : .numbers(numbers)
    }

    private mutating func readPresentation(_ value: LuaValue?) throws -> (LuaTable?, [PresentationHook: HookValue]) {
        guard let value, value != .nil else { return (nil, [:]) }
        guard let table = value.tableValue else {
            throw error("presentation must be a table of hooks, not \(value.typeDescription)", key: "presentation")
        }
        var hooks: [PresentationHook: HookValue] = [:]
        for (key, value) in try table.entries().sorted(by: { $0.key.description < $1.key.description }) {
            guard let key = key.stringValue else {
                throw error("presentation hooks are named (frameOfPresentedView = function(self) … end), not \(key)",
                            key: "presentation")
            }
            guard let hook = PresentationHook(rawValue: key) else {
                warnUnknown(key, among: PresentationHook.names, in: "presentation", function: value.functionValue)
                continue
            }
            switch value {
            case .function(let function):
                hooks[hook] = .function(function, try location(of: function))
            case .boolean(let flag) where hook.specification.acceptsBoolean:
                hooks[hook] = .constant(flag)
            default:
                let expected = hook.specification.acceptsBoolean ? "a boolean or a function" : "a function"
                problems.append(error("presentation.\(key) must be \(expected), not \(value.typeDescription)", key: key, hook: key))
            }
        }
        return (table, hooks)
    }

    private mutating func readAnimator(_ value: LuaValue?, key: String) throws -> AnimatorDefinition? {
        guard let value, value != .nil else { return nil }
        guard let table = value.tableValue else {
            throw error("\(key) must be a table { duration = …, animate = function(ctx) … end }, not \(value.typeDescription)",
                        key: key)
        }
        var fields: [String: LuaValue] = [:]
        for (field, value) in try table.entries() {
            guard let field = field.stringValue else { throw error("\(key) takes named fields, not \(field)", key: key) }
            if AnimatorField(rawValue: field) == nil {
                warnUnknown(field, among: AnimatorField.names, in: key, function: value.functionValue)
            }
            fields[field] = value
        }
        guard case .function(let animate) = fields["animate"] ?? .nil else {
            let got = fields["animate"].map { ", not \($0.typeDescription)" } ?? ""
            throw error("\(key) needs animate = function(ctx) … end\(got)", key: fields["animate"] == nil ? key : "animate",
                        hook: "\(key).animate")
        }
        let duration: AnimatorDefinition.Duration
        switch fields["duration"] ?? .nil {
        case .function(let function):
            duration = .function(function, try location(of: function))
        case let number where number.doubleValue != nil:
            let seconds = number.doubleValue!
            guard seconds.isFinite, seconds >= 0, seconds <= ScriptNumbers.maximumDuration else {
                throw error("\(key).duration must be a number of seconds from 0 to \(ScriptNumbers.maximumDuration.formatted), "
                    + "not \(seconds.formatted)", key: "duration", hook: "\(key).duration")
            }
            duration = .fixed(seconds)
        case .nil:
            throw error("\(key) needs a duration: a number of seconds, or function(ctx) returning one", key: key,
                        hook: "\(key).duration")
        case let other:
            throw error("\(key).duration must be a number or a function, not \(other.typeDescription)", key: "duration",
                        hook: "\(key).duration")
        }
        var ended: (LuaFunction, HookLocation)?
        switch fields["ended"] ?? .nil {
        case .nil: break
        case .function(let function): ended = (function, try location(of: function))
        case let other:
            throw error("\(key).ended must be a function(completed), not \(other.typeDescription)", key: "ended",
                        hook: "\(key).ended")
        }
        return AnimatorDefinition(
            key: key, duration: duration, animate: animate, animateLocation: try location(of: animate), ended: ended)
    }

    private mutating func readInteraction(_ value: LuaValue?) throws -> InteractionSettings? {
        guard let value, value != .nil else { return nil }
        guard let table = value.tableValue else {
            throw error("interaction must be a table { completionSpeed = …, completionCurve = … }, not \(value.typeDescription)",
                        key: "interaction")
        }
        var settings = InteractionSettings()
        for (field, value) in try table.entries() {
            let name = field.stringValue ?? field.description
            do {
                switch InteractionField(rawValue: name) {
                case .completionSpeed:
                    guard let speed = value.doubleValue else {
                        throw LuaError(kind: .runtime, message: "must be a number, not \(value.typeDescription)")
                    }
                    settings.completionSpeed = try ScriptNumbers.number(speed, in: 0.01...100, "it")
                case .completionCurve:
                    settings.completionCurve = try TimingCurveText.curve(value, "it")
                case .wantsInteractiveStart:
                    guard case .boolean(let flag) = value else {
                        throw LuaError(kind: .runtime, message: "must be true or false, not \(value.typeDescription)")
                    }
                    settings.wantsInteractiveStart = flag
                case nil:
                    warnUnknown(name, among: InteractionField.names, in: "interaction")
                }
            } catch let problem as LuaError {
                problems.append(error("interaction.\(name): \(problem.message)", key: name, hook: "interaction.\(name)"))
            }
        }
        return settings
    }

    /// `base = "pageSheet" | …` and `sheet = { … }`: a built-in presentation controller to stand on instead of
    /// `presentation` hooks.
    /// `presentation`, the hooks a `presentation = { … }` table gives (nil without one): beside a base, only
    /// those the built-in controller's delegate answers (``BaseSettings/delegateHooks``).
    private mutating func readBase(_ value: LuaValue?, sheet: LuaValue?, presentation: Set<PresentationHook>?) throws -> BaseSettings? {
        let sheetTable = sheet.flatMap { $0 == .nil ? nil : $0 }
        guard let value, value != .nil else {
            if sheetTable != nil { throw error("sheet = { … } configures a built-in sheet: add base = \"pageSheet\" or \"formSheet\"", key: "sheet") }
            return nil
        }
        let names = BaseSettings.styles.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        guard let name = value.stringValue, let style = BaseSettings.styles[name] else {
            throw error("base must be one of \(names), not \(value.stringValue.map { "\"\($0)\"" } ?? value.typeDescription)", key: "base")
        }
        if let presentation {
            let allowed = BaseSettings.delegateHooks.map(\.rawValue).sorted().joined(separator: ", ")
            for hook in presentation.subtracting(BaseSettings.delegateHooks).sorted(by: { $0.rawValue < $1.rawValue }) {
                problems.append(error(
                    "a style with a base stands on the built-in presentation controller: presentation = { … } takes only what "
                        + "its delegate answers (\(allowed)); leave out \(hook.rawValue)",
                    key: hook.rawValue, hook: hook.rawValue))
            }
        }
        var settings = BaseSettings(style: style)
        guard let sheetTable else { return settings }
        guard style == .pageSheet || style == .formSheet, let table = sheetTable.tableValue else {
            throw error("sheet must be a table { detents = { … }, … } with base = \"pageSheet\" or \"formSheet\"", key: "sheet")
        }
        let report = try settings.readSheet(table) { try location(of: $0) }
        for name in report.unknown { warnUnknown(name, among: SheetField.names, in: "sheet") }
        for problem in report.problems {
            problems.append(error("sheet.\(problem.field): \(problem.message)", key: problem.field, hook: "sheet.\(problem.field)"))
        }
        return settings
    }

    /// `popover = { … }` and `adaptive = { … }` for `base = "popover"` (see ``BaseSettings/readPopover(_:)``).
    private mutating func readAdaptivity(
        into base: inout BaseSettings?, popover: LuaValue?, adaptive: LuaValue?, options: [StyleOption]
    ) throws {
        for (key, value) in [("popover", popover), ("adaptive", adaptive)] {
            guard let value, value != .nil else { continue }
            guard base?.style == .popover, let table = value.tableValue else {
                throw error("\(key) must be a table { … } with base = \"popover\"", key: key)
            }
            let report = key == "popover" ? try base!.readPopover(table) : try base!.readAdaptive(table, options: options)
            let names = key == "popover" ? BaseSettings.PopoverField.names : BaseSettings.AdaptiveField.names
            for name in report.unknown { warnUnknown(name, among: names, in: key) }
            for problem in report.problems {
                problems.append(error("\(key).\(problem.field): \(problem.message)", key: problem.field, hook: "\(key).\(problem.field)"))
            }
        }
        base?.adaptive?.line = source.line(assigning: "adaptive", from: styleLine)
        if base?.popover?.passthrough.isEmpty == false {
            base?.popover?.passthroughLine = source.line(assigning: "passthrough", from: styleLine)
                ?? source.line(assigning: "popover", from: styleLine)
        }
    }

    /// `transition = "zoom" | …` and `zoom = { … }` with a base (see ``TransitionSettings``).
    private mutating func readTransition(
        into base: inout BaseSettings?, transition: LuaValue?, zoom: LuaValue?, hasAnimator: Bool
    ) throws {
        let zoomTable = zoom.flatMap { $0 == .nil ? nil : $0 }
        guard let transition, transition != .nil else {
            if zoomTable != nil { throw error("zoom = { … } configures the zoom transition: add transition = \"zoom\"", key: "zoom") }
            return
        }
        let names = TransitionSettings.names
        guard let name = transition.stringValue, names.contains(name) else {
            let shown = transition.stringValue.map { "\"\($0)\"" } ?? transition.typeDescription
            let hint = transition.stringValue.flatMap { NameSuggestions.closest(to: $0, among: names).first }
                .map { "; did you mean \"\($0)\"?" } ?? ""
            throw error("transition must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), not \(shown)\(hint)",
                        key: "transition", hook: "transition")
        }
        guard base != nil else {
            throw error("transition = \"\(name)\" chooses the system transition of a built-in presentation: add base = "
                + "\"pageSheet\", \"fullScreen\" or another", key: "transition", hook: "transition")
        }
        if hasAnimator {
            throw error("transition = \"\(name)\" plays UIKit's transition: leave out animator = { … }, or the transition",
                        key: "transition", hook: "transition")
        }
        if name == "partialCurl", base?.style != .fullScreen {
            throw error("transition = \"partialCurl\" needs base = \"fullScreen\" (UIKit raises an exception for any other "
                + "presentation style)", key: "transition", hook: "transition")
        }
        var settings = TransitionSettings(name: name)
        if let zoomTable {
            guard name == "zoom", let table = zoomTable.tableValue else {
                throw error("zoom must be a table { source = … } with transition = \"zoom\"", key: "zoom", hook: "zoom")
            }
            let report = try settings.readZoom(table) { [source, styleLine] key in source.line(assigning: key, from: styleLine) }
            for name in report.unknown { warnUnknown(name, among: TransitionSettings.ZoomField.names, in: "zoom") }
            for problem in report.problems {
                problems.append(error("zoom.\(problem.field): \(problem.message)", key: problem.field, hook: "zoom.\(problem.field)"))
            }
        }
        if name == "zoom", settings.source == nil, !problems.contains(where: { $0.hook == "zoom.source" }) {
            throw error("transition = \"zoom\" needs the view it zooms from: zoom = { source = \"thumb-1\" } (a view's name "
                + "or a function(ctx) returning one)", key: zoomTable == nil ? "transition" : "zoom", hook: "zoom.source")
        }
        base?.transition = settings
    }

    // MARK: Reporting

    private func string(_ value: LuaValue?, _ key: String) throws -> String? {
        guard let value, value != .nil else { return nil }
        guard let text = value.stringValue else { throw error("\(key) must be a string, not \(value.typeDescription)", key: key) }
        return text
    }

    private func location(of function: LuaFunction) throws -> HookLocation {
        let definition = try function.definitionLocation()
        let file = definition?.chunkName ?? self.file
        let returnLine = definition.flatMap { source.returnLine(of: $0) }
        return HookLocation(file: file, line: definition?.line ?? styleLine, returnLine: returnLine)
    }

    private func error(_ message: String, key: String? = nil, line: Int? = nil, hook: String? = nil) -> StyleError {
        let line = line ?? key.flatMap { source.line(assigning: $0, from: styleLine) } ?? styleLine
        return StyleError(.structure, message, file: file, line: line, hook: hook)
    }

    private mutating func warnUnknown(_ key: String, among names: [String], in owner: String, function: LuaFunction? = nil) {
        // A key of megabytes is named by its start, and no real name is that long (no edit distance to take).
        let isLong = key.prefix(65).count > 64  // counts at most 65 characters of a key of any length
        let shown = isLong ? String(key.prefix(64)) + "…" : key
        let suggestion = isLong ? nil : NameSuggestions.closest(to: key, among: names).first
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? " (known: \(names.joined(separator: ", ")))"
        var line = source.line(assigning: key, from: styleLine)
        if let function, let definition = try? function.definitionLocation(), definition.chunkName == file {
            line = definition.line
        }
        warnings.append(Diagnostic(
            .warning, DiagnosticText.capped("'\(shown)' is not a field of \(owner)\(hint) — it is ignored"),
            code: .style.unknownStyleField, file: file,
            line: line ?? styleLine, hook: owner == "style { … }" ? shown : "\(owner).\(shown)"))
    }

    private mutating func warn(_ message: String, key: String) {
        warnings.append(Diagnostic(
            .warning, message, code: .style.misplacedHook, file: file, line: source.line(assigning: key, from: styleLine) ?? styleLine,
            hook: key))
    }
}
