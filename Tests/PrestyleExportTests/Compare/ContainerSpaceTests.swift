import PresentationKit
import Testing

@testable import PrestyleExport

/// Compare's frames are all in the container's coordinates: a view's depth in the tree (inside a wrapper, in
/// the container, beside it in the window) does not change the numbers it is compared by.
@Suite("Comparison in the container's coordinates")
struct ContainerSpaceTests {
    /// A window, the presenter, and a container offset by `containerOrigin` in the window (a container does
    /// not have to fill the screen), with the presented card at (30, 60, 200, 300) of the container: directly
    /// in it, or inside a `wrapper` at (10, 20) transformed by `wrapperTransform`.
    private func frame(wrapped: Bool, containerOrigin: Point = .zero, wrapperTransform: AffineTransform = .identity)
        -> Recording.Frame
    {
        var views = [
            Recording.RecordedView(name: "window", parent: nil, frame: Fixtures.iPhone.bounds),
            Recording.RecordedView(name: "presenting", parent: "window", frame: Fixtures.iPhone.bounds),
            Recording.RecordedView(
                name: "container", parent: "window",
                frame: Rect(origin: containerOrigin, size: Fixtures.iPhone.size)),
        ]
        if wrapped {
            let wrapperFrame = Rect(x: 10, y: 20, width: 250, height: 400)
            views.append(Recording.RecordedView(
                name: "wrapper", parent: "container", bounds: Rect(origin: .zero, size: wrapperFrame.size),
                center: wrapperFrame.center, transform: wrapperTransform))
            views.append(Recording.RecordedView(name: "presented", parent: "wrapper", frame: Rect(x: 20, y: 40, width: 200, height: 300)))
        } else {
            views.append(Recording.RecordedView(name: "presented", parent: "container", frame: Rect(x: 30, y: 60, width: 200, height: 300)))
        }
        return Recording.Frame(t: 0, views: views)
    }

    @Test func aViewInsideAWrapperHasItsFrameInTheContainersSpace() {
        let frames = ScreenLayout(frame(wrapped: true)).framesInContainer()
        #expect(frames["presented"] == Rect(x: 30, y: 60, width: 200, height: 300))
        #expect(frames["wrapper"] == Rect(x: 10, y: 20, width: 250, height: 400))
    }

    @Test func aViewBesideTheContainerIsConvertedIntoIt() {
        // The container sits 100 pt down the window: the presenter, at the window's top, is at y = −100 in it.
        let frames = ScreenLayout(frame(wrapped: false, containerOrigin: Point(x: 0, y: 100))).framesInContainer()
        #expect(frames["presenting"] == Rect(x: 0, y: -100, width: 393, height: 852))
        #expect(frames["presented"] == Rect(x: 30, y: 60, width: 200, height: 300))
    }

    @Test func aTransformedWrapperCarriesItsContentWithIt() {
        // The wrapper scaled by 0.5 about its center (135, 220): the card's corners move halfway to it.
        let frames = ScreenLayout(frame(wrapped: true, wrapperTransform: AffineTransform(scaleX: 0.5, y: 0.5)))
            .framesInContainer()
        #expect(frames["presented"] == Rect(x: 82.5, y: 140, width: 100, height: 150))
    }

    @Test func withoutAContainerFramesAreInTheWindowsSpace() {
        let views = [
            Recording.RecordedView(name: "window", parent: nil, frame: Fixtures.iPhone.bounds),
            Recording.RecordedView(name: "presenting", parent: "window", frame: Fixtures.iPhone.bounds),
            Recording.RecordedView(name: "toolbar", parent: "presenting", frame: Rect(x: 0, y: 59, width: 393, height: 44)),
        ]
        let frames = ScreenLayout(Recording.Frame(t: 0, views: views)).framesInContainer()
        #expect(frames["presenting"] == Fixtures.iPhone.bounds)
        #expect(frames["toolbar"] == Rect(x: 0, y: 59, width: 393, height: 44))
    }

    @Test func theTextComparisonFindsNoDifferenceBetweenAWrappedAndAnUnwrappedCard() throws {
        func recording(_ style: String, wrapped: Bool) -> Recording {
            let final = frame(wrapped: wrapped)
            return Recording(
                style: style, source: "Styles/\(style).lua", device: Fixtures.iPhone, options: [:],
                phases: [Recording.Phase(name: "present", duration: 0.5, final: final)])
        }
        let text = try ComparisonRendering.text().render(recording("plain", wrapped: false), recording("wrapped", wrapped: true))
        #expect(text.contains("final state (frames in the container's coordinates; ≠ marks a difference)"))
        #expect(text.contains("     presented   (30, 60, 200, 300) α 1  (30, 60, 200, 300) α 1"), "\(text)")
        #expect(text.contains("  ≠  wrapper     —                       (10, 20, 250, 400) α 1"), "\(text)")
    }
}
