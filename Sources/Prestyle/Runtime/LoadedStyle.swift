import LuaKit
import PresentationKit

/// One version of a style, loaded and validated: its definition table, the hook functions (cached, so a
/// hook asked a hundred times per transition is looked up once), where each is defined, and its metadata.
final class LoadedStyle {
    let name: String
    /// The file as the registry shows it (relative to the current directory when inside it).
    let file: String
    let fingerprint: StyleFingerprint
    let source: SourceText
    /// The table `style { … }` returned.
    let definition: LuaTable
    /// The `presentation` table (what `self`'s hooks come from), if any.
    let presentation: LuaTable?
    let hooks: [PresentationHook: HookValue]
    let animator: AnimatorDefinition?
    let dismissAnimator: AnimatorDefinition?
    let interaction: InteractionSettings?
    /// The built-in presentation controller the style stands on (`base`, `sheet`), if any.
    let base: BaseSettings?
    /// Files this version borrowed from with `use()` (directly or not), with their content then.
    let dependencies: [(file: String, fingerprint: StyleFingerprint)]
    /// The metadata, with the warnings loading gave.
    private let baseInfo: StyleInfo
    /// Set when a later version of the file did not load and this one was kept.
    var keptDespite: Diagnostic?

    init(
        name: String, file: String, fingerprint: StyleFingerprint, source: SourceText, definition: LuaTable,
        presentation: LuaTable?, hooks: [PresentationHook: HookValue], animator: AnimatorDefinition?,
        dismissAnimator: AnimatorDefinition?, interaction: InteractionSettings?, base: BaseSettings? = nil,
        dependencies: [(file: String, fingerprint: StyleFingerprint)], info: StyleInfo
    ) {
        self.name = name
        self.file = file
        self.fingerprint = fingerprint
        self.source = source
        self.definition = definition
        self.presentation = presentation
        self.hooks = hooks
        self.animator = animator
        self.dismissAnimator = dismissAnimator
        self.interaction = interaction
        self.base = base
        self.dependencies = dependencies
        self.baseInfo = info
    }

    var info: StyleInfo {
        var info = baseInfo
        if let keptDespite { info.diagnostics.append(keptDespite) }
        return info
    }

    /// The animator for a presentation (`animator`) or a dismissal (`dismissAnimator`, else `animator`).
    func animator(presenting: Bool) -> AnimatorDefinition? {
        presenting ? animator : dismissAnimator ?? animator
    }
}

/// A hook as a style defines it: a function, or for the two boolean hooks a constant.
enum HookValue {
    case function(LuaFunction, HookLocation)
    case constant(Bool)
}

/// Where a script function is defined, for diagnostics about what it returned.
struct HookLocation: Hashable {
    /// Where a callback (an alongside block, a completion) is defined, named by the style's file: what its
    /// diagnostics point at when the failure itself carries no line.
    static func of(_ function: LuaFunction, in file: String) -> HookLocation? {
        guard let location = try? function.definitionLocation() else { return nil }
        return HookLocation(file: ChunkName.file(for: location.chunkName, among: [file]), line: location.line, returnLine: nil)
    }

    /// The file it is in (another style's when borrowed with `use()`).
    let file: String
    /// The line of `function`.
    let line: Int
    /// The line of its single `return`, when it has exactly one.
    let returnLine: Int?

    /// The best line for a complaint about a returned value: the `return`, else the definition.
    var resultLine: Int { returnLine ?? line }
}

/// An `animator` or `dismissAnimator` table, validated.
struct AnimatorDefinition {
    enum Duration {
        case fixed(Double)
        case function(LuaFunction, HookLocation)
    }

    /// `animator` or `dismissAnimator`, for diagnostics (`animator.animate`).
    let key: String
    let duration: Duration
    let animate: LuaFunction
    let animateLocation: HookLocation
    let ended: (LuaFunction, HookLocation)?
}

/// `interaction = { completionSpeed =, completionCurve =, wantsInteractiveStart = }`, validated.
struct InteractionSettings: Hashable {
    var completionSpeed: Double?
    var completionCurve: TimingCurve?
    var wantsInteractiveStart: Bool?
}
