import Prestyle

extension StyleScene {
    /// Whether the scene's transitions are a container's (navigation, tab bar) rather than a presentation.
    var usesContainerTransitions: Bool {
        switch self {
        case .push, .tab, .layout: true
        case .present, .split: false
        }
    }

    /// The step that shows `presented` in this scene, and the one that takes it away.
    public var showStep: Recorder.Step {
        switch self {
        case .present, .split: .present
        case .push, .layout: .push
        case .tab: .tab
        }
    }

    /// The step that takes `presented` away in this scene.
    public var hideStep: Recorder.Step {
        switch self {
        case .present, .split: .dismiss
        case .push, .layout: .pop
        case .tab: .tabBack
        }
    }

    /// Checks that every step can run in this scene: presents and dismisses in the present and split scenes,
    /// pushes and pops in push and layout, tab switches in tab; an interactive pop only in push and layout.
    ///
    /// - Throws: ``RecorderError`` naming the first step that cannot, and the scene's own.
    func check(_ steps: [Recorder.Step]) throws {
        for step in steps {
            let fits: Bool = switch step {
            case .present, .dismiss, .escape: self == .present || self == .split
            case .push, .pop: self == .push || self == .layout
            case .tab, .tabBack: self == .tab
            case .interactive(let interaction):
                interaction.direction == .pop ? (self == .push || self == .layout) : (self == .present || self == .split)
            case .rotate, .adapt, .adaptBack, .gesture, .keyboard: true
            }
            guard fits else {
                throw RecorderError("the \(step.phaseName) phase cannot run in the \(rawValue) scene, whose transitions are "
                    + "\(showStep.phaseName) and \(hideStep.phaseName)")
            }
        }
    }
}
