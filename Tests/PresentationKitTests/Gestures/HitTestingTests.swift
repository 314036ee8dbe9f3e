import PresentationKit
import Testing

/// A point reaches the deepest, topmost view that contains it and takes touches, as UIKit's
/// `hitTest(_:with:)` finds it.
@Suite("Hit testing")
struct HitTestingTests {
    /// A window with a 200 × 200 `card` at (100, 100) holding a 100 × 100 `inner` at (50, 50).
    private func makeScene() -> (window: Window, card: View, inner: View) {
        let window = Window(size: Size(width: 400, height: 800))
        let card = View(name: "card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let inner = View(name: "inner", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.rootView.addSubview(card)
        card.addSubview(inner)
        return (window, card, inner)
    }

    @Test func theDeepestViewContainingThePointIsHit() {
        let (window, card, inner) = makeScene()
        #expect(window.hitTest(Point(x: 200, y: 200)) === inner)
        #expect(window.hitTest(Point(x: 110, y: 110)) === card)
        #expect(window.hitTest(Point(x: 10, y: 10)) === window.rootView)
        #expect(window.hitTest(Point(x: 500, y: 10)) == nil, "outside the window nothing is hit")
        #expect(inner.point(inside: Point(x: 0, y: 0)) && !inner.point(inside: Point(x: 100, y: 50)),
                "the maximum edges are outside, as in CGRectContainsPoint")
    }

    @Test func theTopmostOfOverlappingSiblingsWins() {
        let (window, card, inner) = makeScene()
        let cover = View(name: "cover", frame: Rect(x: 40, y: 40, width: 50, height: 50))
        card.addSubview(cover)
        #expect(window.hitTest(Point(x: 160, y: 160)) === cover, "the last subview is in front")
        card.bringSubviewToFront(inner)
        #expect(window.hitTest(Point(x: 160, y: 160)) === inner)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAndTheirSubtreesAreSkipped() {
        let (window, card, inner) = makeScene()
        let point = Point(x: 200, y: 200)
        inner.isHidden = true
        #expect(window.hitTest(point) === card)
        inner.isHidden = false
        inner.alpha = 0.009
        #expect(window.hitTest(point) === card, "alpha below 0.01 takes no touches")
        inner.alpha = 0.01
        #expect(window.hitTest(point) === inner, "alpha 0.01 still does")
        inner.isUserInteractionEnabled = false
        #expect(window.hitTest(point) === card)
        inner.isUserInteractionEnabled = true
        card.isUserInteractionEnabled = false
        #expect(window.hitTest(point) === window.rootView, "a non-interactive parent takes its subtree with it")
        card.isUserInteractionEnabled = true
        card.isHidden = true
        #expect(window.hitTest(point) === window.rootView, "so does a hidden one")
    }

    @Test func subviewsOutsideTheirParentsBoundsAreNotHitWhetherOrNotItClips() {
        let (window, card, inner) = makeScene()
        inner.frame = Rect(x: 150, y: 150, width: 100, height: 100)
        let outside = Point(x: 100 + 220, y: 100 + 220)
        #expect(!card.clipsToBounds)
        #expect(window.hitTest(outside) === window.rootView, "the parent's point(inside:) refuses the point first")
        #expect(window.hitTest(Point(x: 100 + 180, y: 100 + 180)) === inner, "the part inside the parent is hit")
        card.clipsToBounds = true
        #expect(window.hitTest(outside) === window.rootView)
    }

    @Test func transformsAndBoundsOriginsAreRespected() {
        let (window, card, inner) = makeScene()
        card.transform = AffineTransform(scaleX: 2, y: 2)
        // The card now covers (0, 0)–(400, 400); inner covers (100, 100)–(300, 300).
        #expect(window.hitTest(Point(x: 20, y: 20)) === card)
        #expect(window.hitTest(Point(x: 290, y: 290)) === inner)
        card.transform = AffineTransform(rotationAngle: .pi / 4)
        // Rotated 45° about (200, 200): the corner at (105, 105) is outside the diamond, (200, 70) inside.
        #expect(window.hitTest(Point(x: 105, y: 105)) === window.rootView)
        #expect(window.hitTest(Point(x: 200, y: 70)) === card)
        card.transform = .identity
        card.bounds = Rect(x: 50, y: 50, width: 200, height: 200)
        // Scrolled by (50, 50): inner's (50, 50)–(150, 150) shows at window (100, 100)–(200, 200).
        #expect(window.hitTest(Point(x: 110, y: 110)) === inner)
        #expect(window.hitTest(Point(x: 250, y: 250)) === card)
    }

    @Test func theModelLayerIsHitNotThePresentation() {
        let (window, card, inner) = makeScene()
        window.clock.animate(withDuration: 1) { inner.center = Point(x: 150, y: 150) }
        window.clock.advance(by: 0.1)
        #expect(inner.presentation.center.x < 110, "on screen the view has hardly moved")
        #expect(window.hitTest(Point(x: 100 + 175, y: 100 + 175)) === inner, "but a touch lands where it is going")
        #expect(window.hitTest(Point(x: 100 + 60, y: 100 + 60)) === card)
    }
}
