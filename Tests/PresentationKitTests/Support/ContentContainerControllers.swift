import PresentationKit

/// The 2014 session's root: a container with children side by side, each given an equal share of the width
/// by `size(forChildContentContainer:withParentContainerSize:)` and laid out to it.
final class SplitController: ViewController {
    init(name: String, children: [ViewController]) {
        super.init(name: name)
        for child in children {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    override func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        Size(width: parentSize.width / Double(max(1, children.count)), height: parentSize.height)
    }

    override func viewWillLayoutSubviews() {
        var x = 0.0
        for child in children {
            let size = size(forChildContentContainer: child, withParentContainerSize: view.bounds.size)
            child.view.frame = Rect(x: x, y: 0, width: size.width, height: size.height)
            x += size.width
        }
    }
}

/// Writes down what each content-container message carried and what its view looked like then.
final class ProbeController: ViewController {
    private(set) var log: [String] = []
    private(set) var coordinators: [ViewControllerTransitionCoordinator] = []
    /// Whether the overrides call `super` (and so forward the flow).
    var forwardsSizes = true
    var forwardsTraits = true
    /// Run inside `viewWillTransition(to:with:)`, with the coordinator.
    var onViewWillTransition: ((Size, ViewControllerTransitionCoordinator) -> Void)?

    override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        log.append("viewWillTransition \(size) while \(viewIfLoaded?.frame.size.description ?? "unloaded")")
        coordinators.append(coordinator)
        onViewWillTransition?(size, coordinator)
        if forwardsSizes { super.viewWillTransition(to: size, with: coordinator) }
    }

    override func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        log.append("willTransition \(newCollection) while \(traitCollection)")
        coordinators.append(coordinator)
        if forwardsTraits { super.willTransition(to: newCollection, with: coordinator) }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        log.append("traitCollectionDidChange from \(previousTraitCollection?.description ?? "nil") to \(traitCollection)")
    }
}

/// A container that grants a child half of the extra height it asks for (the session's "you asked for 100
/// points, and I can give you 50"), never less than it has.
final class HalfGrantingController: ViewController {
    override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        guard let child = container as? ViewController else { return }
        let current = child.view.frame.size
        let asked = child.preferredContentSize
        let granted = Size(width: current.width, height: current.height + max(0, asked.height - current.height) / 2)
        transition(child: child, to: granted)
    }
}

/// A container presented in place of a controller when its presentation adapts: the seed's navigation
/// controller with a Done button, reduced to a bar (named `doneBar`) above the content.
final class DoneContainer: ViewController {
    static let barHeight = 44.0
    let content: ViewController
    let doneBar = View(name: "doneBar")

    init(wrapping content: ViewController) {
        self.content = content
        super.init(name: "doneContainer")
        addChild(content)
    }

    override func viewDidLoad() {
        view.addSubview(doneBar)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewWillLayoutSubviews() {
        let bounds = view.bounds
        doneBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
        content.view.frame = Rect(x: 0, y: Self.barHeight, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
    }

    /// The Done button.
    func done() { dismiss(animated: true) }
}
