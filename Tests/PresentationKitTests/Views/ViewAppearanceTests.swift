import PresentationKit
import Testing

/// A view's look is one value, read and applied whole: every appearance property goes through it, animates
/// inside a block as setting it alone would, and reaches the view's states and snapshots.
@Suite("View appearance")
struct ViewAppearanceTests {
    /// An appearance that differs from a new view's in every property.
    static let styled = ViewAppearance(
        alpha: 0.5, backgroundColor: Color(hex: "#336699")!, cornerRadius: 12, maskedCorners: [.topLeft, .topRight],
        borderWidth: 2, borderColor: Color(hex: "#ff0000")!, shadow: Shadow(opacity: 0.3, radius: 8), clipsToBounds: true,
        isHidden: true)

    /// The names of the stored properties in which two appearances differ.
    static func differences(_ a: ViewAppearance, _ b: ViewAppearance) -> [String] {
        zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children).compactMap { x, y in
            "\(x.value)" == "\(y.value)" ? nil : x.label
        }
    }

    @Test func theStyledAppearanceDiffersFromANewViewsInEveryProperty() {
        // What the tests below prove for `styled` holds for every property only while this does: a property
        // added to ViewAppearance must get a non-default value here.
        let count = Mirror(reflecting: ViewAppearance()).children.count
        #expect(Self.differences(ViewAppearance(), Self.styled).count == count)
        #expect(View().appearance == ViewAppearance())
    }

    @Test func settingTheAppearanceSetsEveryPropertyAndReadingItReadsThemAll() {
        let view = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.appearance = Self.styled
        #expect(view.appearance == Self.styled)
        #expect(view.alpha == 0.5 && view.backgroundColor == Self.styled.backgroundColor && view.cornerRadius == 12)
        #expect(view.maskedCorners == [.topLeft, .topRight] && view.borderWidth == 2 && view.borderColor == Self.styled.borderColor)
        #expect(view.shadow == Self.styled.shadow && view.clipsToBounds && view.isHidden)
        #expect(view.modelState.appearance == Self.styled)
        #expect(view.presentation.appearance == Self.styled)
        view.appearance = ViewAppearance()
        #expect(Self.differences(view.appearance, ViewAppearance()).isEmpty)
    }

    @Test func theAppearanceLeavesWhereTheViewIsAlone() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        let view = View(name: "card", frame: frame)
        view.transform = AffineTransform(scaleX: 2, y: 2)
        view.appearance = Self.styled
        #expect(view.center == frame.center && view.bounds.size == frame.size)
        #expect(view.transform == AffineTransform(scaleX: 2, y: 2))
    }

    @Test func insideAnAnimationTheAnimatablePropertiesAnimateAndTheOthersChangeAtOnce() {
        let window = Window(size: Size(width: 400, height: 800))
        let view = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        window.clock.animate(AnimationParameters(duration: 1, timing: .curve(.linear))) { view.appearance = Self.styled }
        window.clock.advance(to: 0.5)
        #expect(Set(view.animatingProperties) == [.alpha, .backgroundColor, .cornerRadius])
        let shown = view.presentation.appearance
        #expect(abs(shown.alpha - 0.75) < 1e-9 && abs(shown.cornerRadius - 6) < 1e-9)
        #expect(shown.borderWidth == 2 && shown.maskedCorners == [.topLeft, .topRight] && shown.isHidden)
        #expect(view.modelState.appearance == Self.styled, "the model has the new values at once")
        window.clock.advance(to: 1)
        #expect(view.presentation.appearance == Self.styled)
    }

    @Test func aStateReadsItsAppearancesPropertiesThroughItself() {
        var state = View(name: "card").modelState
        state.borderWidth = 3
        #expect(state.appearance.borderWidth == 3)
        #expect(state.alpha == 1 && state.maskedCorners == .all)
    }

    @Test func aSnapshotTakesTheDisplayedAppearanceButItsAlphaAndBeingHidden() {
        let view = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.appearance = Self.styled
        let copy = view.snapshotView()
        var expected = Self.styled
        expected.alpha = 1
        expected.isHidden = false
        #expect(copy.appearance == expected)
        #expect(copy.snapshot?.layers.first?.state.appearance == Self.styled)
    }
}
