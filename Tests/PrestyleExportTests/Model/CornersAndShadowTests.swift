import Foundation
import PresentationKit
import Testing

import PrestyleStage
@testable import PrestyleExport
@testable import RecordingTesting

/// A sheet-like presentation whose card rounds only its top corners and casts a shadow, as a PanModal or
/// Apple's sheet does.
private final class TopRoundedCardController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let card = presentedView else { return }
        card.cornerRadius = 16
        card.maskedCorners = [.topLeft, .topRight]
        card.shadow = Shadow(color: .black, opacity: 0.3, offset: Size(width: 0, height: -4), radius: 6)
    }
}

extension Fixtures {
    /// The slide fixture with its card rounding only the top corners and casting a shadow.
    static func slideWithTopCornersAndShadow() -> Recording {
        var recording = slide()
        for p in recording.phases.indices {
            func decorate(_ frame: inout Recording.Frame) {
                for v in frame.views.indices where frame.views[v].name == "presented" {
                    frame.views[v].maskedCorners = [.topLeft, .topRight]
                    frame.views[v].shadow = CornersAndShadowTests.shadow
                }
            }
            for f in recording.phases[p].frames.indices { decorate(&recording.phases[p].frames[f]) }
            decorate(&recording.phases[p].final)
        }
        return recording
    }
}

@Suite("Masked corners and shadows: recorded and drawn")
struct CornersAndShadowTests {
    static let shadow = Shadow(color: Color(hex: "#000000")!, opacity: 0.3, offset: Size(width: 0, height: 4), radius: 6)

    @Test func theRecorderKeepsTheMaskAndTheShadowOfEachView() throws {
        let stage = Stage(transitioningDelegate: StyleDelegate(present: SlideAnimatorForCorners()) {
            TopRoundedCardController(presentedViewController: $0, presenting: $1)
        })
        let recording = try record(stage)
        let card = try #require(recording.phases[0].final.view(named: "presented"))
        #expect(card.maskedCorners == [.topLeft, .topRight])
        #expect(card.shadow == Shadow(color: .black, opacity: 0.3, offset: Size(width: 0, height: -4), radius: 6))
        // Views that keep the defaults record neither.
        let container = try #require(recording.phases[0].final.view(named: "container"))
        #expect(container.maskedCorners == .all && container.shadow == nil)
    }

    @Test func theJSONWritesThemOnlyWhenNotTheDefaultAndReadsThemBack() throws {
        let recording = Fixtures.slideWithTopCornersAndShadow()
        let text = try recording.jsonText()
        let cardLine = try #require(text.split(separator: "\n").first { $0.contains("\"name\": \"presented\"") })
        let written = "\"clips\": true, \"corners\": [\"topLeft\", \"topRight\"], \"shadowColor\": \"#000000\", "
            + "\"shadowOpacity\": 0.3, \"shadowOffset\": [0, 4], \"shadowRadius\": 6}"
        #expect(cardLine.hasSuffix(written) || cardLine.hasSuffix(written + ","), "\(cardLine)")
        let dimLine = try #require(text.split(separator: "\n").first { $0.contains("\"name\": \"dim\"") })
        #expect(!dimLine.contains("corners") && !dimLine.contains("shadow"), "\(dimLine)")
        let back = try Recording(json: text)
        #expect(back == recording.rounded())
        #expect(back.phases[0].final.view(named: "presented")?.maskedCorners == [.topLeft, .topRight])
    }

    @Test func aMisspeltCornerInAnExportIsADecodingError() throws {
        let text = try Fixtures.slideWithTopCornersAndShadow().jsonText().replacingOccurrences(of: "\"topLeft\"", with: "\"topLft\"")
        #expect(throws: (any Error).self) { try Recording(json: text) }
    }

    @Test func theSVGRoundsOnlyTheMaskedCornersAndDrawsTheShadow() throws {
        let svg = try Fixtures.slideWithTopCornersAndShadow().rendered(as: .svg(at: Moment(phase: "present", time: 0.5)))
        let card = try #require(svg.split(separator: "\n").first { $0.contains("class=\"view\" data-name=\"presented\"") })
        // A path: arcs at the top right and top left only (two "A" commands), square at the bottom.
        #expect(card.hasPrefix("<path class=\"view\" data-name=\"presented\" d=\"M16 0 H317 A16 16 0 0 1 333 16 V792 H0 V16 A16 16 0 0 1 16 0 Z\""),
                "\(card)")
        #expect(card.contains("filter=\"url(#"))
        #expect(svg.contains("<feDropShadow dx=\"0\" dy=\"4\" stdDeviation=\"6\" flood-color=\"#000000\" flood-opacity=\"0.3\"/>"))
        // The card clips its subviews: the clip follows the same outline.
        #expect(svg.contains("<clipPath id=\"f0clip") || svg.contains("><path d=\"M16 0 H317"), "\(svg.prefix(0))")
        #expect(svg.contains("><path d=\"M16 0 H317 A16 16 0 0 1 333 16 V792 H0 V16 A16 16 0 0 1 16 0 Z\"/></clipPath>"))
    }

    @Test func allCornersStillDrawARoundedRect() throws {
        let svg = try Fixtures.slide().rendered(as: .svg(at: Moment(phase: "present", time: 0.5)))
        let card = try #require(svg.split(separator: "\n").first { $0.contains("data-name=\"presented\" x=") })
        #expect(card.contains("rx=\"16\"") && !card.contains("filter="))
    }
}

/// Slides the presented view in from the bottom over 0.3 s, and back.
private final class SlideAnimatorForCorners: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        let key: TransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(true) }
        let shown = presenting ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!) : view.frame
        let below = Rect(x: shown.x, y: transitionContext.containerView.bounds.height, width: shown.width, height: shown.height)
        if presenting {
            view.frame = below
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.clock.animate(withDuration: 0.3, animations: {
            view.frame = presenting ? shown : below
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
