import PresentationKit
import Testing

/// A custom layout: every item stacked at one point, each a little further down and behind the one before
/// (a pile, as in the WWDC 2013 demo's stacks).
final class PileLayout: CollectionViewLayout {
    var origin = Point(x: 100, y: 150)

    override var collectionViewContentSize: Size { collectionView?.view.bounds.size ?? .zero }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        var attributes = LayoutAttributes(
            indexPath: indexPath,
            frame: Rect(x: origin.x, y: origin.y + Double(indexPath.item) * 4, width: 80, height: 80))
        attributes.zIndex = -indexPath.item
        attributes.alpha = indexPath.item < 3 ? 1 : 0.5
        attributes.transform = AffineTransform(rotationAngle: Double(indexPath.item) * 0.05)
        return attributes
    }
}

/// Collection views placed by layouts: the flow layout's lines, a custom layout's attributes on the cells,
/// animated layout changes, and the transition layout with its progress, overshoot and interactive calls.
@Suite("Collection view layouts and layout transitions")
struct CollectionViewLayoutTests {
    /// A 300 × 500 collection view of `count` items in the scene's root view, laid out.
    private func collection(in scene: Scene, count: Int = 7, layout: CollectionViewLayout = CollectionViewFlowLayout())
        -> CollectionView {
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout,
                                        itemCounts: [count])
        scene.presenting.view.addSubview(collection.view)
        scene.window.layoutIfNeeded()
        return collection
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func theFlowLayoutFillsLinesSpreadsThemToBothEdgesAndCentresALoneItem() {
        withScene { scene in
            let flow = CollectionViewFlowLayout()
            flow.itemSize = Size(width: 80, height: 60)
            flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let collection = collection(in: scene, count: 7, layout: flow)
            // 280 points fit three 80-point items with at least 10 between: spread, 20 apart.
            let frames = (0..<7).map { collection.cellForItem(at: path($0))!.frame }
            #expect(frames[0] == Rect(x: 10, y: 10, width: 80, height: 60))
            #expect(frames[1] == Rect(x: 110, y: 10, width: 80, height: 60))
            #expect(frames[2] == Rect(x: 210, y: 10, width: 80, height: 60))
            #expect(frames[3] == Rect(x: 10, y: 80, width: 80, height: 60), "the next line, 10 below")
            #expect(frames[6] == Rect(x: 110, y: 150, width: 80, height: 60), "a line of one item is centred")
            #expect(flow.collectionViewContentSize == Size(width: 300, height: 220))
        }
    }

    @Test func aCustomLayoutsAttributesReachTheCellsWithTheirStackingOrder() {
        withScene { scene in
            let collection = collection(in: scene, count: 5, layout: PileLayout())
            let third = collection.cellForItem(at: path(3))!
            #expect(third.center == Point(x: 140, y: 202))
            #expect(third.bounds.size == Size(width: 80, height: 80))
            #expect(third.alpha == 0.5)
            #expect(third.transform == AffineTransform(rotationAngle: 3 * 0.05))
            let order = collection.view.subviews.map(\.name)
            #expect(order == ["cell 0.4", "cell 0.3", "cell 0.2", "cell 0.1", "cell 0.0"], "lower z-index behind")
        }
    }

    @Test func anAnimatedLayoutChangeMovesEveryCellOverTheTransitionDuration() throws {
        try withScene { scene in
            let collection = collection(in: scene)
            let pile = PileLayout()
            let cell = try #require(collection.cellForItem(at: path(1)))
            let start = cell.center
            var finished: Bool?
            collection.setCollectionViewLayout(pile, animated: true) { finished = $0 }
            let end = try #require(pile.layoutAttributesForItem(at: path(1))).center
            #expect(cell.center == end, "the model value changes at once")
            scene.clock.advance(by: CollectionView.transitionDuration / 2)
            let halfway = Point.interpolate(from: start, to: end, fraction: 0.5)
            #expect(cell.presentation.center.distance(to: halfway) < 1e-6, "ease-in-ease-out is ½ at ½")
            scene.settle()
            #expect(finished == true)
            #expect(collection.collectionViewLayout === pile)
        }
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func theTransitionLayoutIsLayoutAAtZeroTheInterpolationBetweenAndLayoutBAtOne(progress: Double) throws {
        try withScene { scene in
            let flow = CollectionViewFlowLayout()
            let collection = collection(in: scene, layout: flow)
            let pile = PileLayout()
            let transition = try #require(collection.startInteractiveTransition(to: pile))
            transition.transitionProgress = progress
            for item in 0..<7 {
                let a = try #require(flow.layoutAttributesForItem(at: path(item)))
                let b = try #require(pile.layoutAttributesForItem(at: path(item)))
                let cell = try #require(collection.cellForItem(at: path(item)))
                let expected = LayoutAttributes.interpolate(from: a, to: b, fraction: progress)
                #expect(cell.center.distance(to: expected.center) < 1e-9)
                #expect(abs(cell.bounds.width - expected.size.width) < 1e-9)
                #expect(abs(cell.alpha - expected.alpha) < 1e-9)
                if progress == 0 { #expect(cell.center == a.center && cell.transform == a.transform) }
                if progress == 1 { #expect(cell.center == b.center && cell.transform == b.transform) }
            }
            if progress == 0.5 {
                let a = try #require(flow.layoutAttributesForItem(at: path(4))).center
                let b = try #require(pile.layoutAttributesForItem(at: path(4))).center
                let cell = try #require(collection.cellForItem(at: path(4)))
                #expect(cell.center == Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
            }
        }
    }

    @Test func progressPastOneOvershootsLayoutBAndFinishingSettlesBackOntoIt() throws {
        try withScene { scene in
            let flow = CollectionViewFlowLayout()
            let collection = collection(in: scene, layout: flow)
            let pile = PileLayout()
            var ended: (Bool, Bool)?
            let transition = try #require(collection.startInteractiveTransition(to: pile) { ended = ($0, $1) })
            let a = try #require(flow.layoutAttributesForItem(at: path(6))).center
            let b = try #require(pile.layoutAttributesForItem(at: path(6))).center
            let cell = try #require(collection.cellForItem(at: path(6)))
            transition.transitionProgress = 1.1
            #expect(cell.center.distance(to: Point(x: b.x + 0.1 * (b.x - a.x), y: b.y + 0.1 * (b.y - a.y))) < 1e-9,
                    "it goes to 11: a tenth past B")
            transition.transitionProgress = 0.8
            collection.finishInteractiveTransition()
            var furthest = 0.0
            let direction = Point(x: b.x - a.x, y: b.y - a.y)
            for _ in 0..<70 {
                scene.clock.advance(by: 0.005)
                let shown = cell.presentation.center
                furthest = max(furthest, ((shown.x - a.x) * direction.x + (shown.y - a.y) * direction.y)
                    / (direction.x * direction.x + direction.y * direction.y))
            }
            scene.settle()
            #expect(furthest > 1.001, "finishing springs a little past layout B (progress \(furthest))")
            #expect(cell.presentation.center == b && cell.center == b, "and settles on it")
            #expect(collection.collectionViewLayout === pile)
            #expect(ended.map { [$0.0, $0.1] } == [true, true])
        }
    }

    @Test func anInteractiveLayoutTransitionCancelsBackToLayoutA() throws {
        try withScene { scene in
            let flow = CollectionViewFlowLayout()
            let collection = collection(in: scene, layout: flow)
            let before = (0..<7).map { collection.cellForItem(at: path($0))!.frame }
            var ended: (Bool, Bool)?
            let transition = try #require(collection.startInteractiveTransition(to: PileLayout()) { ended = ($0, $1) })
            #expect(collection.collectionViewLayout === transition)
            #expect(collection.startInteractiveTransition(to: PileLayout()) == nil, "one at a time")
            transition.transitionProgress = 0.6
            collection.cancelInteractiveTransition()
            scene.settle()
            #expect(collection.collectionViewLayout === flow)
            #expect((0..<7).map { collection.cellForItem(at: path($0))!.frame } == before)
            #expect((0..<7).map { collection.cellForItem(at: path($0))!.presentation.frame } == before)
            #expect(ended.map { [$0.0, $0.1] } == [false, true])
        }
    }

    @Test func theDelegateChoosesTheTransitionLayout() throws {
        final class Tilted: CollectionViewTransitionLayout {}
        final class Chooser: CollectionViewDelegate {
            var asked: [(CollectionViewLayout, CollectionViewLayout)] = []
            func collectionView(
                _ collectionView: CollectionView, transitionLayoutForOldLayout oldLayout: CollectionViewLayout,
                newLayout: CollectionViewLayout
            ) -> CollectionViewTransitionLayout? {
                asked.append((oldLayout, newLayout))
                return Tilted(currentLayout: oldLayout, nextLayout: newLayout)
            }
        }
        try withScene { scene in
            let flow = CollectionViewFlowLayout()
            let collection = collection(in: scene, layout: flow)
            let chooser = Chooser()
            collection.delegate = chooser
            let pile = PileLayout()
            let transition = try #require(collection.startInteractiveTransition(to: pile))
            #expect(transition is Tilted)
            #expect(chooser.asked.count == 1 && chooser.asked[0].0 === flow && chooser.asked[0].1 === pile)
        }
    }
}
