import Foundation
import PresentationKit
import Testing

/// Frames, bounds, centers and transforms relate as in UIKit, and points convert between views.
@Suite("View geometry")
struct ViewGeometryTests {
    @Test func theFrameIsTheBoundingBoxOfTheTransformedBoundsAroundTheCenter() {
        let view = View(name: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.transform = AffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == Rect(x: -40, y: 32.5, width: 200, height: 25))
        #expect(view.bounds.size == Size(width: 100, height: 50), "a transform leaves the bounds alone")
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, Rect(x: 35, y: -5, width: 50, height: 100), 1e-9))
        view.transform = AffineTransform(translationX: 5, y: -5)
        #expect(view.frame == Rect(x: 15, y: 15, width: 100, height: 50))
    }

    @Test func settingTheFrameUnderAScaleSizesTheBoundsSoTheScaledViewFillsIt() {
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.transform = AffineTransform(scaleX: 0.5, y: 2)
        view.frame = Rect(x: 100, y: 100, width: 50, height: 80)
        #expect(view.frame == Rect(x: 100, y: 100, width: 50, height: 80))
        #expect(view.bounds.size == Size(width: 100, height: 40))
    }

    @Test func pointsAndRectsConvertThroughTransformsAndBoundsOrigins() {
        let window = Window(size: Size(width: 400, height: 800))
        let outer = View(name: "outer", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let inner = View(name: "inner", frame: Rect(x: 50, y: 50, width: 20, height: 20))
        window.rootView.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(Point.zero, to: nil) == Point(x: 150, y: 150))
        #expect(inner.convert(Point(x: 150, y: 150), from: nil) == .zero)
        outer.bounds = Rect(x: 10, y: 0, width: 200, height: 200)
        #expect(inner.convert(Point.zero, to: nil) == Point(x: 140, y: 150), "a bounds origin scrolls the content")
        outer.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        outer.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(outer.convert(Point(x: 100, y: 100), to: nil) == Point(x: 200, y: 200), "the center is fixed")
        #expect(inner.convert(Point.zero, to: window.rootView) == Point(x: 100, y: 100))
        #expect(inner.convert(inner.bounds, to: outer) == Rect(x: 50, y: 50, width: 20, height: 20))
        #expect(inner.convert(inner.bounds, to: nil) == Rect(x: 100, y: 100, width: 40, height: 40))
        let p = Point(x: 3, y: 7)
        #expect(close(inner.convert(inner.convert(p, to: nil), from: nil), p, 1e-9))
        #expect(window.invariantViolations() == [])
    }

    @Test func aNewBoundsSizeNeedsLayoutButANewOriginDoesNot() {
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = Point(x: 50, y: 50)
        #expect(!view.needsLayoutPass)
        view.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.needsLayoutPass)
    }
}

@Suite("The view tree")
struct ViewTreeTests {
    @Test func subviewsKeepTheirOrderThroughInsertions() {
        let parent = View(name: "parent")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.name) == ["c", "a", "b"])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews.map(\.name) == ["c", "d", "a", "b"])
        parent.insertSubview(b, belowSubview: d)
        #expect(parent.subviews.map(\.name) == ["c", "b", "d", "a"])
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(\.name) == ["b", "d", "a", "c"])
        parent.addSubview(b)
        #expect(parent.subviews.map(\.name) == ["d", "a", "c", "b"], "adding again brings to the front")
        parent.sendSubviewToBack(b)
        parent.bringSubviewToFront(d)
        #expect(parent.subviews.map(\.name) == ["b", "a", "c", "d"])
        a.removeFromSuperview()
        #expect(parent.subviews.map(\.name) == ["b", "c", "d"])
        #expect(a.superview == nil)
        let other = View(name: "other")
        other.addSubview(c)
        #expect(parent.subviews.map(\.name) == ["b", "d"])
        #expect(c.superview === other)
    }

    @Test func aViewCannotBecomeItsOwnAncestor() {
        let window = Window(size: Size(width: 100, height: 100))
        let parent = View(name: "parent")
        let child = View(name: "child")
        window.rootView.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        child.addSubview(child)
        #expect(parent.superview === window.rootView)
        #expect(child.subviews.isEmpty)
        #expect(window.diagnostics.diagnostics(withCode: .engine.viewCycle).count == 2)
        #expect(window.invariantViolations() == [])
    }

    @Test func theWindowsViewsAreWalkedBackToFrontDepthFirst() {
        let window = Window(size: Size(width: 100, height: 100), name: "phone")
        let a = View(name: "a"), a1 = View(name: "a1"), a2 = View(name: "a2"), b = View(name: "b")
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        a.addSubview(a1)
        a.addSubview(a2)
        #expect(window.viewsBackToFront.map(\.name) == ["phone", "a", "a1", "a2", "b"])
        #expect(window.displayedStates().map { $0.parent } == [nil, "phone", "a", "a", "phone"])
        #expect(a2.window === window)
        #expect(View(name: "loose").window == nil)
        #expect(window.invariantViolations() == [])
    }

    @Test func aSnapshotIsAFrozenCopyOfWhatIsDisplayed() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let card = View(name: "card", frame: Rect(x: 10, y: 10, width: 100, height: 80))
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.maskedCorners = [.topLeft, .topRight]
        card.shadow = Shadow(color: .black, opacity: 0.2, offset: Size(width: 0, height: 2), radius: 5)
        let label = View(name: "label", frame: Rect(x: 5, y: 5, width: 50, height: 20))
        card.addSubview(label)
        window.rootView.addSubview(card)
        window.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) { label.alpha = 0 }
        window.clock.advance(to: 0.5)

        let snapshot = card.snapshotView()
        #expect(snapshot.name == "card-snapshot")
        #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(snapshot.cornerRadius == 12)
        #expect(snapshot.maskedCorners == [.topLeft, .topRight])
        #expect(snapshot.shadow == card.shadow)
        #expect(snapshot.backgroundColor == .white)
        #expect(snapshot.subviews.isEmpty)
        let content = try #require(snapshot.snapshot)
        #expect(content.sourceName == "card")
        #expect(content.layers.map(\.state.name) == ["card", "label"])
        #expect(content.layers[1].parent == 0)
        #expect(close(content.layers[1].state.alpha, 0.5))

        label.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        #expect(snapshot.snapshot?.layers[1].state.frame == Rect(x: 5, y: 5, width: 50, height: 20), "frozen")

        let again = snapshot.snapshotView()
        #expect(again.snapshot?.sourceName == "card")
        #expect(again.snapshot?.layers.map(\.state.name) == ["card-snapshot", "label"])
        #expect(window.invariantViolations() == [])
    }

    @Test func theDisplayedStateMatchesTheModelAtRest() {
        let view = View(name: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        view.alpha = 0.5
        view.shadow = Shadow()
        view.borderWidth = 2
        #expect(view.presentation == view.modelState)
        #expect(view.presentation.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }
}
