import PresentationKit
import Testing

@testable import PrestyleExport

@Suite("Recording")
struct RecordingTests {
    let recording = Fixtures.slide()

    @Test func aMomentShowsTheLatestSampleAtOrBeforeIt() throws {
        let phase = try #require(recording.phase(named: "present"))
        #expect(try phase.frame(at: 0.25).t == 0.25)
        #expect(try phase.frame(at: 0.26).t == 15.0 / 60)
        #expect(try phase.frame(at: 0.2666).t == 15.0 / 60)
        #expect(try phase.frame(at: 16.0 / 60).t == 16.0 / 60)
    }

    @Test func aTimeRoundedToFourDecimalsStillFindsItsSample() throws {
        let phase = try #require(recording.phase(named: "present"))
        // 1/60 s is written 0.0167, a hair after the sample; 0.0166 is before it by more than the rounding.
        #expect(try phase.frame(at: 0.0167).t == 1.0 / 60)
        #expect(try phase.frame(at: 0.0166).t == 0)
    }

    @Test func theEndAndBeyondShowTheFinalStateAndBeforeTheStartTheFirstSample() throws {
        let phase = try #require(recording.phase(named: "present"))
        #expect(try phase.frame(at: 0.5) == phase.final)
        #expect(try phase.frame(at: 7) == phase.final)
        #expect(try phase.frame(at: -1) == phase.frames[0])
    }

    @Test func aTimeThatIsNotANumberIsAnError() throws {
        let phase = try #require(recording.phase(named: "present"))
        #expect(throws: ExportError.self) { try phase.frame(at: .nan) }
    }

    @Test func aMomentWithoutAPhaseMeansTheFirstPhase() throws {
        #expect(try recording.frame(at: Moment(time: 0.25)) == recording.phases[0].frames[15])
        #expect(try recording.frame(at: Moment(phase: "dismiss", time: 0.1)).t == 0.1)
    }

    @Test func anUnknownPhaseIsAnErrorListingTheKnownOnes() {
        #expect(throws: ExportError("no phase named \"rotate\" (known phases: present, dismiss)")) {
            try recording.frame(at: Moment(phase: "rotate", time: 0))
        }
    }

    @Test func eventsUpToATimeIncludeThoseAtThatTime() throws {
        let phase = try #require(recording.phase(named: "present"))
        #expect(phase.events(upTo: 0.2).map(\.call).last == "containerViewWillLayoutSubviews")
        #expect(phase.events(upTo: 0.25).count == 7)
        #expect(phase.events(upTo: 0.5).count == phase.events.count)
    }

    @Test func frameIsTheBoundingBoxOfTheBoundsTransformedAboutTheCenter() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        let center = Point(x: 200, y: 300)
        let scaled = Recording.RecordedView.frame(bounds: bounds, center: center, transform: AffineTransform(scaleX: 0.5, y: 0.5))
        #expect(scaled == Rect(x: 175, y: 290, width: 50, height: 20))
        let turned = Recording.RecordedView.frame(bounds: bounds, center: center, transform: AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x - 180) < 1e-9 && abs(turned.y - 250) < 1e-9)
        #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 100) < 1e-9)
        let moved = Recording.RecordedView.frame(bounds: bounds, center: center, transform: AffineTransform(translationX: 10, y: -5))
        #expect(moved == Rect(x: 160, y: 275, width: 100, height: 40))
    }

    @Test func rolesComeFromNamesAndPlacesInTheTree() throws {
        var frame = try #require(recording.phase(named: "present")?.final)
        frame.views.append(Recording.RecordedView(name: "presented#2", parent: "container", frame: .zero))
        frame.views.append(Recording.RecordedView(name: "shadow", parent: "badge", frame: .zero))
        let roles = Dictionary(uniqueKeysWithValues: zip(frame.views.map(\.name), frame.roles()))
        #expect(roles == [
            "window": .window, "presenting": .presenting, "toolbar": .content, "container": .container,
            "dim": .chrome, "presented": .presented, "label": .content, "badge": .chrome,
            "presented#2": .presented, "shadow": .chrome,
        ])
    }

    @Test func diagnosticsReadLikeCompilerMessages() {
        #expect(recording.diagnostics.map(\.description) == [
            "Styles/slide.lua:12: warning: unknown field 'alpah' on view (did you mean 'alpha'?) [containerWillLayout]",
            "note: option 'badge' is not used by any hook",
        ])
    }

    @Test func theDeviceKnowsItsOrientationFromItsSize() {
        let landscape = Recording.RecordedDevice(
            name: "iPhone 15", size: Size(width: 852, height: 393), scale: 3,
            traits: Recording.Traits(horizontal: .regular, vertical: .compact))
        #expect(landscape.orientation == .landscapeLeft)
        #expect(Fixtures.iPhone.orientation == .portrait)
    }

    @Test func aPresetDeviceGivesItsScreenTraitsAndSafeAreaInTheOrientation() throws {
        let device = Recording.RecordedDevice(try PresentationKit.Device(named: "iphone-15"), orientation: .landscapeLeft)
        #expect(device == Recording.RecordedDevice(
            name: "iPhone 15", size: Size(width: 852, height: 393), scale: 3, orientation: .landscapeLeft,
            traits: Recording.Traits(horizontal: .compact, vertical: .compact),
            safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(Recording.RecordedDevice(PresentationKit.Device.iPhone15, orientation: .portrait) == Fixtures.iPhone)
    }
}
