import Foundation
import PresentationKit
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply zoom-photo` as a user runs it: the photo zooms out of a thumbnail of the presenting screen,
/// and a drag down flies it back.
@Suite("prestyle apply zoom-photo, end to end")
struct ZoomEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func aDragDownFliesThePhotoBackIntoItsThumbnail() throws {
        let run = try prestyle.run(["apply", "zoom-photo", "--drag", "presented:0,300", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "drag"])
        let present = try #require(recording.phases.first)
        let thumb = try #require(present.frames.first?.view(named: "thumb-2"))
        // A thumbnail's frame is in its superview's (the list's) coordinates; the photo's in the window's.
        let list = try #require(present.frames.first?.view(named: "list"))
        #expect(present.frames.first?.view(named: "presented")?.frame
                == Rect(x: list.frame.minX + thumb.frame.minX, y: list.frame.minY + thumb.frame.minY,
                        width: thumb.frame.width, height: thumb.frame.height), "the photo starts on thumb-2")
        #expect((1...6).allSatisfy { present.frames.first?.view(named: "thumb-\($0)") != nil }, "six thumbnails to zoom from")
        #expect(present.final.view(named: "presented")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        let drag = try #require(recording.phases.last)
        #expect(drag.events.contains { $0.call == "beginZoomDismissal" })
        #expect(drag.events.contains { $0.call == "finishInteractiveTransition" })
        #expect(drag.final.view(named: "presented") == nil)
        #expect(drag.final.view(named: "thumb-2") != nil, "the thumbnails are ordinary views of the presenting screen")
        #expect(recording.diagnostics.map(\.message) == ["not run: dismiss — the drag phase's gesture dismissed the presentation"])
    }

    @Test func underIOS12ThePhotoCoversVertically() throws {
        let run = try prestyle.run(["apply", "zoom-photo", "--ios", "12"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("animateTransition(using:)"))
        #expect(run.stdout.contains("ModalTransitionAnimator(coverVertical)"))
        #expect(!run.stdout.contains("ZoomTransitionAnimator"))
    }

    @Test func zoomPhotoPassesCheck() throws {
        let run = try prestyle.run(["check", "zoom-photo"])
        #expect(run.status == 0, "\(run)")
    }
}
