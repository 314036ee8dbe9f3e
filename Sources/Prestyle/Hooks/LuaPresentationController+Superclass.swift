import LuaKit
import PresentationKit

/// The superclass's answers, called: what `self:frameOfPresentedView()` and the other answering hooks give a
/// style that leaves the hook out (see ``HookSpecification/Inherited``), as an override calling `super` gets
/// them, rather than a copy of UIKit's defaults in Lua that could drift from the engine's.
extension LuaPresentationController {
    /// `PresentationController.frameOfPresentedViewInContainerView`: the container's bounds.
    var superclassFrameOfPresentedView: Rect { super.frameOfPresentedViewInContainerView }

    /// `PresentationController.shouldPresentInFullscreen`: true.
    var superclassShouldPresentInFullscreen: Bool { super.shouldPresentInFullscreen }

    /// `PresentationController.shouldRemovePresentersView`: false.
    var superclassShouldRemovePresentersView: Bool { super.shouldRemovePresentersView }

    /// `PresentationController.size(forChildContentContainer:withParentContainerSize:)`: the parent's size.
    func superclassSize(forChild child: ContentContainer, parentSize: Size) -> Size {
        super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
    }

    /// `PresentationController.adaptivePresentationStyle(for:)`: the adaptive delegate's answer, else the
    /// presentation's own style (no adaptation).
    func superclassAdaptivePresentationStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        super.adaptivePresentationStyle(for: traits)
    }

    /// What `self:hook(first, second)` answers in a style that leaves `hook` out: the superclass's answer for
    /// an answering hook, nothing for a notification (each specification says why).
    func inheritedAnswer(_ hook: PresentationHook, _ first: LuaValue, _ second: LuaValue) throws -> InheritedAnswer {
        switch hook.specification.inherited {
        case .superclass(let answer): try answer(self, first, second)
        case .nothing: .nothing
        }
    }
}
