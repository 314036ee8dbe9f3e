import PresentationKit
import Testing

/// The presenting view must come back as it was once the dismissal completes: an animator that leaves it
/// moved is reported, naming the view and the code that moved it.
@Suite("The presenter's view after a dismissal")
struct PresenterRestorationTests {
    /// Presents a custom-presented controller animated by `slide` both ways, lets it settle, runs
    /// `whilePresented`, then dismisses it and lets that settle.
    private static func presentThenDismiss(
        with slide: SlideAsideAnimator, in scene: Scene, whilePresented: () -> Void = {}
    ) {
        let delegate = VendingDelegate()
        delegate.presentAnimator = slide
        delegate.dismissAnimator = slide
        let presented = scene.presentCustom(with: delegate)
        whilePresented()
        presented.dismiss(animated: true)
        scene.settle()
    }

    @Test func anAnimatorThatLeavesThePresenterMovedIsReportedWithItsHook() throws {
        try withScene(allowing: ["presenterNotRestored"]) { scene in
            let author = AuthorStub()
            scene.window.attributeChanges(to: author) { author.running.map { ChangeAuthor(hook: $0, file: "menu.lua", line: 7) } }
            let slide = SlideAsideAnimator(author: author, restores: false)
            Self.presentThenDismiss(with: slide, in: scene) {
                #expect(scene.presenting.view.transform == AffineTransform(translationX: 300, y: 0))
            }
            let reported = scene.window.diagnostics.diagnostics(withCode: "presenterNotRestored")
            #expect(reported.count == 1)
            let diagnostic = try #require(reported.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.hook == "menu.animate")
            #expect(diagnostic.file == "menu.lua" && diagnostic.line == 7)
            #expect(diagnostic.message.contains("'presenting'"))
            #expect(diagnostic.message.contains("its transform is not identity, as it was; put it back"))
        }
    }

    @Test func anAnimatorThatPutsThePresenterBackIsNotReported() {
        withScene { scene in
            let slide = SlideAsideAnimator(author: AuthorStub(), restores: true)
            Self.presentThenDismiss(with: slide, in: scene)
            #expect(scene.presenting.view.transform == .identity)
        }
    }

    @Test func aChangeNoStyleCodeMadeIsNamedAsTheEngines() throws {
        try withScene(allowing: ["presenterNotRestored"]) { scene in
            let slide = SlideAsideAnimator(author: AuthorStub(), restores: false)
            Self.presentThenDismiss(with: slide, in: scene)
            let diagnostic = try #require(scene.window.diagnostics.diagnostics(withCode: "presenterNotRestored").first)
            #expect(diagnostic.hook == nil)
            #expect(diagnostic.message.contains("(last moved by the engine)"))
        }
    }
}

/// Stands for a layer that runs code on the engine's behalf: names the hook running, if any.
private final class AuthorStub {
    var running: String?
}

/// Slides the presenter's view 300 pt aside with a transform as the presented view fades in (a side menu);
/// on the way out puts it back only when `restores`.
private final class SlideAsideAnimator: ViewControllerAnimatedTransitioning {
    let author: AuthorStub
    let restores: Bool

    init(author: AuthorStub, restores: Bool) {
        self.author = author
        self.restores = restores
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        author.running = "menu.animate"
        defer { author.running = nil }
        let presenting = context.viewController(forKey: .to)?.isBeingPresented == true
        let presenter = context.viewController(forKey: presenting ? .from : .to)?.view
        if presenting, let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: presented)
            context.containerView.addSubview(view)
        }
        let restores = self.restores
        context.clock.animate(withDuration: 0.3, animations: {
            if presenting {
                presenter?.transform = AffineTransform(translationX: 300, y: 0)
            } else if restores {
                presenter?.transform = .identity
            }
        }, completion: { _ in
            if !presenting { context.view(forKey: .from)?.removeFromSuperview() }
            context.completeTransition(true)
        })
    }
}
