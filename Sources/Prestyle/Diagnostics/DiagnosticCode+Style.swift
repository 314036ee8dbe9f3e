import PresentationKit

extension DiagnosticCode {
    /// The Lua styles' codes: `code: .style.styleHookFailed`.
    public static let style = Style()

    /// Every code the Lua styles report while they run, and every ``StyleError/Code`` (which `prestyle check`
    /// prints as the code of a style that does not load), each with what it means: <doc:StyleDiagnosticCodes>
    /// lists them for readers.
    ///
    /// A property's name is its code's `name`, and no other layer's catalogue uses the name.
    public struct Style: DiagnosticCodeCatalogue {
        // MARK: A hook that fails

        public let styleHookFailed = DiagnosticCode("styleHookFailed", meaning:
            "A hook raised a Lua error, or the style's presentation controller could not be made; UIKit's behaviour stood in: fix the line named.")
        public let styleHookBudget = DiagnosticCode("styleHookBudget", meaning:
            "A hook ran past its instruction budget or time limit (an endless loop?); UIKit's behaviour stands in and the hook is not called again.")
        public let styleHookStoppedByNestedBudget = DiagnosticCode("styleHookStoppedByNestedBudget", meaning:
            "A hook was stopped because a hook it called used up the instruction budget they share; UIKit's behaviour stood in for the call.")
        public let styleHookMemory = DiagnosticCode("styleHookMemory", meaning:
            "A hook ran out of memory; UIKit's behaviour stood in for the call.")
        public let styleHookTooDeep = DiagnosticCode("styleHookTooDeep", meaning:
            "A hook's calls nested too deep (hooks calling each other without end?); UIKit's behaviour stood in for the call.")
        public let styleExhausted = DiagnosticCode("styleExhausted", meaning:
            "The presentation's style code used up what all its calls together may run; none of it is called again and UIKit's defaults stand in.")
        public let styleBadResult = DiagnosticCode("styleBadResult", meaning:
            "A hook answered, or a call was given, a value of the wrong kind or out of range; a fallback was used: the message says what is accepted.")
        public let styleNeverCompleted = DiagnosticCode("styleNeverCompleted", meaning:
            "An animator's `animate` never called `ctx:complete(…)`; the engine completed the transition after its duration and a grace period.")
        public let styleBadOption = DiagnosticCode("styleBadOption", meaning:
            "An option the style's settings use had a value they cannot use; UIKit's default was used: pass one of the values the message lists.")
        public let styleUnknownSourceView = DiagnosticCode("styleUnknownSourceView", meaning:
            "The zoom's `source` named no view in the presenting screen; the zoomed view faded in or out where it rests: name one of the views the message lists.")

        // MARK: A call at the wrong time, or too many

        public let styleIgnoredCall = DiagnosticCode("styleIgnoredCall", meaning:
            "Style code called something that has no effect then (twice, after its transition ended, or during another); the call was ignored.")
        public let styleRunaway = DiagnosticCode("styleRunaway", meaning:
            "Style code started too many animation blocks at one instant, or traced too many lines; the rest ran without animating or were left out.")
        public let animationAdjusted = DiagnosticCode("animationAdjusted", meaning:
            "An `animate{}` or `animateLayout{}` asked for something UIKit would not do as written (a curve with a spring, an unusable spring); the message says what ran.")
        public let dynamicsTimeout = DiagnosticCode("dynamicsTimeout", meaning:
            "A `dynamics{}` run did not come to rest within its time limit and was stopped where the views were.")
        public let motionNotReduced = DiagnosticCode("motionNotReduced", meaning:
            "Under Reduce Motion the style's presentation still travels or scales far (`prestyle check`'s extra run): cross-fade or shorten the motion when `traits.reduceMotion` is true.")

        // MARK: Views style code leaves behind

        public let stylePresentedViewLost = DiagnosticCode("stylePresentedViewLost", meaning:
            "Style code took the presented view out of the container while presented; it was put back at its frame.")
        public let styleViewLeftOutside = DiagnosticCode("styleViewLeftOutside", meaning:
            "A view style code added outside the presentation's container was still there when the presentation ended and was removed: remove it in `dismissalDidEnd`.")

        // MARK: A style table's warnings

        public let unknownStyleField = DiagnosticCode("unknownStyleField", meaning:
            "A style's table holds a field prestyle does not know (a misspelt hook?), which is ignored: the message names the closest known one.")
        public let misplacedHook = DiagnosticCode("misplacedHook", meaning:
            "A presentation hook is at the top of the style table, where it is never called: put it inside `presentation = { … }`.")
        public let layoutTiming = DiagnosticCode("layoutTiming", meaning:
            "The style's `layout` animation asks for something UIKit would not do as written (a curve with a spring, an unusable spring); the message says what runs.")
        public let styleReloadFailed = DiagnosticCode("styleReloadFailed", meaning:
            "A style file changed and no longer loads; the last version that loaded is still used: fix the file.")

        // MARK: A style that does not load (StyleError.Code)

        public let unknownStyle = DiagnosticCode("unknownStyle", meaning:
            "No style has that name; the message suggests close names.")
        public let fileNotFound = DiagnosticCode("fileNotFound", meaning:
            "No style file is at that path.")
        public let fileRefused = DiagnosticCode("fileRefused", meaning:
            "What is at the style file's path is not a regular file (a folder, a pipe, a device, a link loop) or cannot be read; it was not read.")
        public let fileTooLarge = DiagnosticCode("fileTooLarge", meaning:
            "The style file is over the 1 MiB a style file may be; it was not read.")
        public let syntax = DiagnosticCode("syntax", meaning:
            "The file is not valid Lua: fix the line named.")
        public let load = DiagnosticCode("load", meaning:
            "Running the file raised an error, at its line or in a style it uses.")
        public let instructionBudget = DiagnosticCode("instructionBudget", meaning:
            "Running the file used up the instruction budget of its load (an endless loop?).")
        public let timeLimit = DiagnosticCode("timeLimit", meaning:
            "Running the file took longer than the time limit (work the instruction count does not see, such as searching very long strings?).")
        public let memory = DiagnosticCode("memory", meaning:
            "Running the file reached the memory limit of the styles' Lua state.")
        public let structure = DiagnosticCode("structure", meaning:
            "The file ran but did not return a valid `style { … }`: the message names the field that is wrong.")
        public let badOption = DiagnosticCode("badOption", meaning:
            "An option's override has the wrong kind, or a `--set` text does not parse.")
        public let unknownOption = DiagnosticCode("unknownOption", meaning:
            "An override names an option the style does not declare; the message suggests close names.")
        public let useCycle = DiagnosticCode("useCycle", meaning:
            "Styles `use()` each other in a cycle.")
        public let configuration = DiagnosticCode("configuration", meaning:
            "The registry could not be made: a limit is not a positive, finite number, a host global cannot be installed, or the Lua state could not be set up.")
    }
}

extension StyleError.Code {
    /// This kind of failure as a diagnostic's code: `prestyle check` reports a style that does not load with it.
    public var diagnosticCode: DiagnosticCode {
        let codes = DiagnosticCode.style
        switch self {
        case .unknownStyle: return codes.unknownStyle
        case .fileNotFound: return codes.fileNotFound
        case .syntax: return codes.syntax
        case .load: return codes.load
        case .instructionBudget: return codes.instructionBudget
        case .timeLimit: return codes.timeLimit
        case .memory: return codes.memory
        case .fileTooLarge: return codes.fileTooLarge
        case .fileRefused: return codes.fileRefused
        case .structure: return codes.structure
        case .badOption: return codes.badOption
        case .unknownOption: return codes.unknownOption
        case .useCycle: return codes.useCycle
        case .configuration: return codes.configuration
        }
    }
}
