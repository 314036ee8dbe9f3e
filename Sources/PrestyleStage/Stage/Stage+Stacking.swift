import PresentationKit
import PrestyleExport

extension Stage {
    /// A presentation over the stage's presented controller (`prestyle apply A --then B`): another style, or
    /// UIKit's own, presenting a controller of its own from the controller presented below it.
    ///
    /// Its controller is named `presented#2` (the level), in the trace and in a recording, where its container
    /// is `container#2` once seen: the part before `#` gives the renderings their roles.
    public struct StackedPresentation {
        /// What the recording's header says about the style.
        public var style: Style
        /// The delegate that styles this presentation; nil for UIKit's own.
        public var transitioningDelegate: ViewControllerTransitioningDelegate?
        /// The controller's `modalPresentationStyle`; by default `.custom` with a delegate and `.pageSheet`
        /// without one.
        public var presentationStyle: ModalPresentationStyle?
        /// Whether the controller it is presented from shows the thumbnails a zoom grows out of (`thumb-1` to
        /// `thumb-6`), as ``Stage``'s `zoomSources` gives them to the presenting screen.
        public var zoomSources: Bool

        /// A stacked presentation with `style`'s header and `transitioningDelegate`.
        public init(
            style: Style, transitioningDelegate: ViewControllerTransitioningDelegate?,
            presentationStyle: ModalPresentationStyle? = nil, zoomSources: Bool = false
        ) {
            self.zoomSources = zoomSources
            self.style = style
            self.transitioningDelegate = transitioningDelegate
            self.presentationStyle = presentationStyle
        }
    }

    /// The controller presented at `level`: 1 is ``presented``, 2 the first stacked presentation's; nil past
    /// the stack.
    public func controller(atLevel level: Int) -> ViewController? {
        if level == 1 { return presented }
        let index = level - 2
        return stackedControllers.indices.contains(index) ? stackedControllers[index] : nil
    }

    /// How many of the stage's controllers are presented, one over the other: 0 when ``presented`` is not
    /// shown, 1 when it is, 2 when the first stacked controller is presented over it…
    public var presentedDepth: Int {
        guard isShowingPresented else { return 0 }
        var depth = 1
        for controller in stackedControllers {
            guard controller.presentingViewController != nil else { break }
            depth += 1
        }
        return depth
    }

    /// The name a stacked controller's view has in a recording: `presented#2` for level 2.
    static func recordedName(ofLevel level: Int) -> String { "presented#\(level)" }

    /// The controllers of `stacked`, named `presented#2`, `presented#3`…, with a bar whose color tells the
    /// levels apart.
    static func makeStackedControllers(for stacked: [StackedPresentation]) -> [ViewController] {
        let bars = ["#34c759", "#ff9500", "#af52de", "#ff2d55"]
        return stacked.enumerated().map { index, presentation in
            let controller = StageContentController(
                name: recordedName(ofLevel: index + 2), color: Color(hex: "#ffffff")!,
                bar: ("header", Color(hex: bars[index % bars.count])!, .atTop), body: ("body", Color(hex: "#e5e5ea")!))
            let delegate = presentation.transitioningDelegate
            controller.modalPresentationStyle = presentation.presentationStyle ?? (delegate == nil ? .pageSheet : .custom)
            controller.transitioningDelegate = delegate
            return controller
        }
    }
}
