import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

/// The adapt and adapt-back steps (`--adapt`): the horizontal size class changes while the controller is
/// presented, as in the 2014 session's demo — a form sheet or a popover becomes full screen in compact width
/// and comes back in regular width; a custom presentation keeps its style and follows its container.
@Suite("Recorder: size-class changes while presented")
struct RecorderAdaptationTests {
    static let adaptAndBack = Recorder.Options(steps: [.present, .adapt(), .adaptBack, .dismiss])
    static let formSheet = Rect(x: 147, y: 287, width: 540, height: 620)

    /// A stage on an iPad presenting in a built-in style that adapts; a popover points at the toolbar. Sheets
    /// are the seeds' iOS 8 ones, which adapt to full screen (today's stay cards in compact width).
    static func iPadStage(_ style: ModalPresentationStyle) -> Stage {
        let stage = Stage(device: .iPadPro11, presentationStyle: style)
        stage.window.sheetGeometry = .classic
        if let popover = stage.presented.popoverPresentationController {
            stage.presented.preferredContentSize = Size(width: 300, height: 200)
            popover.sourceView = stage.presenting.view
            popover.sourceRect = Rect(x: 20, y: 40, width: 44, height: 30)
        }
        return stage
    }

    @Test func theAdaptPhaseMakesAnIPadHorizontallyCompactAt320PointsAndAdaptBackRestoresIt() throws {
        let recording = try record(Self.iPadStage(.formSheet), Self.adaptAndBack)
        #expect(recording.phases.map(\.name) == ["present", "adapt", "adapt-back", "dismiss"])
        #expect(recording.phases.map(\.completed) == [true, true, true, true])
        let adapt = recording.phases[1]
        #expect(adapt.duration == Window.resizeDuration)
        let compact = try #require(adapt.device)
        #expect(compact.size == Size(width: 320, height: 1194))
        #expect(compact.traits == Recording.Traits(horizontal: .compact, vertical: .regular))
        #expect(compact.orientation == .portrait)
        #expect(compact.safeArea == recording.device.safeArea)
        #expect(adapt.events.first?.call == "resize(834×1194 → 320×1194 Hcompact Vregular pad @2x)")
        #expect(recording.phases.map { $0.device == nil } == [true, false, true, true])
        #expect(recording.device == Recording.RecordedDevice(.iPadPro11, orientation: .portrait))
        #expect(recording.diagnostics == [])
    }

    @Test(arguments: [ModalPresentationStyle.formSheet, .popover])
    func aBuiltInSheetOrPopoverBecomesFullScreenInCompactWidthAndComesBack(_ style: ModalPresentationStyle) throws {
        let recording = try record(Self.iPadStage(style), Self.adaptAndBack)
        let presentedFrame = try #require(recording.phases[0].final.view(named: "presented")).frame
        #expect(presentedFrame.width < 834)
        let adapt = try #require(recording.phase(named: "adapt"))
        #expect(adapt.frames.first?.view(named: "presented")?.frame == presentedFrame, "before: the \(style.rawValue)")
        #expect(adapt.final.view(named: "presented")?.frame == Rect(x: 0, y: 0, width: 320, height: 1194), "after: full screen")
        #expect(adapt.final.view(named: "presenting") == nil, "full screen removes the presenter's view")
        #expect(adapt.calls.contains("adaptivePresentationStyle(for: Hcompact Vregular pad @2x)"))
        #expect(adapt.calls.contains("presentationTransitionWillBegin"), "a full-screen controller stands in")
        let widths = adapt.track("presented").compactMap { $0.view?.frame.width }
        #expect(widths.count == adapt.frames.count)

        let back = try #require(recording.phase(named: "adapt-back"))
        #expect(back.final.view(named: "presented")?.frame == presentedFrame)
        #expect(back.final.view(named: "presenting")?.frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        #expect(back.calls.contains("dismissalTransitionWillBegin"), "the stand-in goes")
        #expect(recording.phase(named: "dismiss")?.final.views.map(\.name) == ["window", "presenting", "toolbar", "list"])
        #expect(recording.diagnostics == [])
    }

    @Test func aFormSheetOnAPhoneShowsItselfWhenThePhoneBecomesAnIPadWideWindow() throws {
        let stage = Stage(presentationStyle: .formSheet)
        stage.window.sheetGeometry = .classic
        let recording = try record(stage, Self.adaptAndBack)
        let phone = Rect(x: 0, y: 0, width: 393, height: 852)
        #expect(recording.phases[0].final.view(named: "presented")?.frame == phone, "compact: full screen from the start")
        let adapt = try #require(recording.phase(named: "adapt"))
        let regular = try #require(adapt.device)
        #expect(regular.size == Size(width: ScreenChange.regularWidth, height: 852))
        #expect(regular.traits == Recording.Traits(horizontal: .regular, vertical: .regular))
        let sheet = try #require(adapt.final.view(named: "presented")).frame
        #expect(sheet.size == Size(width: 540, height: 620))
        #expect(isClose(sheet.midX, ScreenChange.regularWidth / 2))
        #expect(adapt.final.view(named: "presenting")?.frame.width == ScreenChange.regularWidth)
        #expect(recording.phase(named: "adapt-back")?.final.view(named: "presented")?.frame == phone)
        #expect(recording.diagnostics == [])
    }

    @Test func aCustomPresentationKeepsItsStyleAndFollowsItsContainer() throws {
        let recording = try record(Stage(device: .iPadPro11, transitioningDelegate: Bouncy.delegate()), Self.adaptAndBack)
        let adapt = try #require(recording.phase(named: "adapt"))
        #expect(adapt.calls.contains("adaptivePresentationStyle(for: Hcompact Vregular pad @2x)"))
        #expect(!adapt.calls.contains("presentationTransitionWillBegin"))
        #expect(!adapt.calls.contains("dismissalTransitionWillBegin"))
        #expect(adapt.calls.contains("containerViewWillLayoutSubviews"))
        #expect(adapt.final.view(named: "presented")?.frame == Rect(x: 30, y: 30, width: 260, height: 1134))
        #expect(adapt.final.view(named: "presented")?.parent == "container")
        #expect(adapt.final.view(named: "dim")?.frame == Rect(x: 0, y: 0, width: 320, height: 1194))
        #expect(adapt.final.view(named: "presenting")?.frame == Rect(x: 0, y: 0, width: 320, height: 1194))
        let back = try #require(recording.phase(named: "adapt-back"))
        #expect(back.final.view(named: "presented")?.frame == Rect(x: 30, y: 30, width: 774, height: 1134))
        #expect(recording.diagnostics == [])
    }

    @Test func adaptingToTheSizeClassTheWindowHasChangesNothingAndSaysSo() throws {
        let options = Recorder.Options(steps: [.present, .adapt(horizontalSizeClass: .regular), .dismiss])
        let recording = try record(Self.iPadStage(.formSheet), options)
        let adapt = try #require(recording.phase(named: "adapt"))
        #expect(adapt.duration == 0)
        #expect(adapt.completed)
        #expect(adapt.device == nil)
        #expect(recording.diagnostics.map(\.message)
            == ["the adapt phase changed nothing: the window is already 834×1194, horizontally regular"])
    }

    @Test func adaptBackAfterARotationHasNothingLeftToUndo() throws {
        let options = Recorder.Options(steps: [.present, .adapt(), .rotate(), .adaptBack, .dismiss])
        let recording = try record(Self.iPadStage(.formSheet), options)
        #expect(recording.phases.map(\.completed) == [true, true, true, true, true])
        #expect(recording.phase(named: "rotate")?.device == Recording.RecordedDevice(.iPadPro11, orientation: .landscapeLeft),
                "a rotation gives the window the device's own screen in the new orientation")
        #expect(recording.phase(named: "adapt-back")?.duration == 0)
        #expect(recording.diagnostics.map(\.severity) == [.note])
    }

    @Test func theAdaptedWindowIsWhatTheFollowingPhasesRunIn() throws {
        let options = Recorder.Options(steps: [.present, .adapt(), .dismiss, .present, .dismiss])
        let recording = try record(Self.iPadStage(.formSheet), options)
        let compact = Size(width: 320, height: 1194)
        #expect(recording.phases.map { $0.device?.size } == [nil, compact, compact, compact, compact])
        #expect(recording.phase(named: "present-2")?.final.view(named: "presented")?.frame == Rect(origin: .zero, size: compact),
                "presented again in compact width: full screen from the start")
        #expect(recording.diagnostics == [])
    }
}
