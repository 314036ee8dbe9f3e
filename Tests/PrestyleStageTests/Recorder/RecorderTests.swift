import PresentationKit
import Testing

@testable import PrestyleExport
@testable import PrestyleStage
@testable import RecordingTesting

@Suite("Recorder: phases of a presentation")
struct RecorderTests {
    @Test func theDefaultStyleCoversVerticallyForHalfASecondEachWay() throws {
        let recording = try record(Stage())
        #expect(recording.phases.map(\.name) == ["present", "dismiss"])
        for phase in recording.phases {
            #expect(phase.duration == 0.5)
            #expect(phase.completed)
            #expect(phase.frames.count == Int((phase.duration * 60).rounded(.down)) + 1)
            #expect(phase.frames.map(\.t) == (0...30).map { Double($0) / 60 })
            #expect(phase.final.t == phase.duration)
        }
        #expect(recording.style == "default")
        #expect(recording.device == Recording.RecordedDevice(.iPhone15, orientation: .portrait))
        #expect(recording.diagnostics == [])
    }

    @Test func thePresentedViewRisesFromTheBottomAndSinksBack() throws {
        let recording = try record(Stage())
        let present = try #require(recording.phase(named: "present"))
        let screen = 852.0
        let halfway = screen * (1 - TimingCurve.easeInEaseOut.progress(at: 0.5))
        let start = try #require(present.frames.first?.view(named: "presented"))
        #expect(start.frame.minY == screen)
        let middle = try #require(present.frames[15].view(named: "presented"))
        #expect(present.frames[15].t == 0.25)
        #expect(isClose(middle.frame.minY, halfway))
        let heights = present.track("presented").compactMap { $0.view?.frame.minY }
        #expect(heights.count == present.frames.count)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(present.final.view(named: "presented")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(present.final.view(named: "presented")?.parent == "container")
        // Full screen: the presenter's view leaves the window once the presentation ends.
        #expect(present.frames[0].view(named: "presenting") != nil)
        #expect(present.final.view(named: "presenting") == nil)

        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(isClose(try #require(dismiss.frames[15].view(named: "presented")).frame.minY, halfway))
        #expect(dismiss.final.views.map(\.name) == ["window", "presenting", "toolbar", "list"])
        #expect(dismiss.final.view(named: "presenting")?.color == Color(hex: "#f2f2f7"))
    }

    @Test func eventsAreTheTraceOfThePhaseTimedFromItsStart() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()))
        let present = try #require(recording.phase(named: "present"))
        let order = [
            "present(presented)", "presentationController(forPresented:presenting:source:)",
            "presentationTransitionWillBegin", "viewWillAppear(true)", "transitionDuration(using:)",
            "animateTransition(using:)", "animateAlongsideTransition", "completeTransition(true)",
            "presentationTransitionDidEnd(true)", "viewDidAppear(true)", "animationEnded(true)", "completion(present)",
        ]
        let indices = try order.map { call in try #require(present.calls.firstIndex(of: call), "\(call)") }
        #expect(indices == indices.sorted())
        #expect(present.event("presentationTransitionWillBegin")?.t == 0)
        #expect(present.event("presentationTransitionWillBegin")?.target == "BouncyPresentationController(presented)")
        #expect(present.event("completeTransition(true)")?.t == Bouncy.presentDuration)
        #expect(present.event("completeTransition(true)")?.target == "TransitionContext(presented)")
        #expect(present.duration == Bouncy.presentDuration)

        // The dismissal's clock started at 0.8 s; its events count from its own start.
        let dismiss = try #require(recording.phase(named: "dismiss"))
        #expect(dismiss.events.first?.call == "dismiss")
        #expect(dismiss.events.first?.t == 0)
        #expect(dismiss.event("dismissalTransitionWillBegin")?.t == 0)
        #expect(dismiss.event("dismissalTransitionDidEnd(true)")?.t == Bouncy.dismissDuration)
        #expect(!dismiss.calls.contains("presentationTransitionWillBegin"))
    }

    @Test func dimmingChromeFadesAlongsideAndLeavesWithTheContainer() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()))
        let present = try #require(recording.phase(named: "present"))
        let dims = present.track("dim").compactMap { $0.view }
        #expect(dims.count == present.frames.count)
        #expect(dims.first?.alpha == 0)
        // The fade rides the card's spring (alongside blocks run in the animator's animation): at every frame
        // the dim shows the share of its change the card shows of its drop, overshoot included.
        let cards = present.track("presented").compactMap { $0.view }
        #expect(cards.count == dims.count)
        let top = -cards[0].frame.height, rest = Bouncy.inset
        for (dim, card) in zip(dims, cards) {
            #expect(isClose(dim.alpha, Bouncy.dimAlpha * (card.frame.minY - top) / (rest - top), 1e-3))
        }
        #expect(dims.contains { $0.alpha > 0.1 && $0.alpha < 0.4 })
        #expect(dims.contains { $0.alpha > Bouncy.dimAlpha }, "the spring overshoots, the dim with it")
        let settled = try #require(present.final.view(named: "dim"))
        #expect(settled.alpha == Bouncy.dimAlpha)
        #expect(settled.parent == "container")
        #expect(settled.color == .black)
        // Behind the card: back to front, the dim comes first.
        let names = present.final.views.map(\.name)
        #expect(try #require(names.firstIndex(of: "dim")) < #require(names.firstIndex(of: "presented")))
        #expect(present.final.view(named: "presented")?.frame == Rect(x: 30, y: 30, width: 333, height: 792))

        let dismiss = try #require(recording.phase(named: "dismiss"))
        let fading = dismiss.track("dim").compactMap { $0.view?.alpha }
        #expect(fading.first == Bouncy.dimAlpha)
        #expect(zip(fading, fading.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(dismiss.final.view(named: "dim") == nil)
        #expect(dismiss.final.view(named: "container") == nil)
        #expect(dismiss.final.view(named: "presented") == nil)
    }

    @Test func chromeInItsOwnLongerBlockExtendsThePhase() throws {
        let recording = try record(Stage(transitioningDelegate: Cool.delegate()))
        let present = try #require(recording.phase(named: "present"))
        #expect(present.event("completeTransition(true)")?.t == Cool.duration)
        #expect(present.duration == Cool.leopardDuration)
        #expect(present.duration > Cool.duration)
        #expect(present.frames.count == 73)
        let atCompletion = try #require(present.frames[30].view(named: "leopardPrint"))
        #expect(present.frames[30].t == Cool.duration)
        #expect(atCompletion.frame.minX < 0)
        #expect(present.final.view(named: "leopardPrint")?.frame.minX == 0)
        #expect(present.completed)
        #expect(recording.phase(named: "dismiss")?.duration == Cool.duration)
    }

    @Test func theHeaderNamesTheStyleAndTheDevice() throws {
        let device = Device.custom(size: Size(width: 500, height: 700), horizontalSizeClass: .regular,
                                   verticalSizeClass: .compact, safeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let style = Stage.Style(name: "bouncy", source: "Styles/bouncy.lua", options: ["inset": 30, "spring": true])
        let stage = Stage(device: device, orientation: .landscapeLeft, style: style, transitioningDelegate: Bouncy.delegate())
        let recording = try record(stage)
        #expect(recording.style == "bouncy")
        #expect(recording.source == "Styles/bouncy.lua")
        #expect(recording.options == ["inset": 30, "spring": true])
        #expect(recording.device.size == Size(width: 700, height: 500))
        #expect(recording.device.orientation == .landscapeLeft)
        #expect(recording.device.traits == Recording.Traits(horizontal: .regular, vertical: .compact))
        #expect(recording.phases[0].final.view(named: "window")?.frame == Rect(x: 0, y: 0, width: 700, height: 500))
    }

    @Test func theStagesContentIsPlainViewsInsideTheControllersViews() throws {
        let recording = try record(Stage(transitioningDelegate: Bouncy.delegate()))
        let final = try #require(recording.phase(named: "present")?.final)
        let roles = Dictionary(uniqueKeysWithValues: zip(final.views.map(\.name), final.roles()))
        #expect(roles["toolbar"] == .content)
        #expect(roles["header"] == .content)
        #expect(roles["body"] == .content)
        #expect(roles["dim"] == .chrome)
        #expect(roles["presented"] == .presented)
        // The header spans the card's top; the toolbar sits under the status bar.
        #expect(final.view(named: "header")?.frame == Rect(x: 0, y: 0, width: 333, height: 44))
        #expect(final.view(named: "toolbar")?.frame == Rect(x: 0, y: 0, width: 393, height: 59 + 44))
        #expect(recording.phase(named: "present")?.calls.contains("viewDidLoad") == true)
    }

    @Test func aNonAnimatedRunHasPhasesOfNoDuration() throws {
        let recording = try record(Stage(), .init(animated: false))
        for phase in recording.phases {
            #expect(phase.duration == 0)
            #expect(phase.frames.map(\.t) == [0])
            #expect(phase.completed)
        }
        #expect(recording.phases[0].frames[0].view(named: "presented")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test(arguments: Device.presets, [Orientation.portrait, .landscapeLeft])
    func everyDeviceRecordsACompleteRunInEitherOrientation(_ device: Device, _ orientation: Orientation) throws {
        let recording = try record(Stage(device: device, orientation: orientation, transitioningDelegate: Bouncy.delegate()))
        #expect(recording.phases.map(\.completed) == [true, true])
        #expect(recording.device.size == device.screenSize(in: orientation))
        let card = device.screenBounds(in: orientation).insetBy(dx: Bouncy.inset, dy: Bouncy.inset)
        #expect(recording.phases[0].final.view(named: "presented")?.frame == card)
        #expect(recording.diagnostics == [])
    }
}
