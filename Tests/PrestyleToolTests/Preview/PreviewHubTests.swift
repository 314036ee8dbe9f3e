import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PrestyleTool

/// What `prestyle preview` tells the pages: a server-sent event per good run or broken save, what is current
/// told at once to a page that comes late, and each page's report numbered by page load.
@Suite struct PreviewHubTests {
    @Test func anEventIsNamedAndEveryLineOfItsDataIsADataLine() {
        let event = String(decoding: PreviewHub.event("problem", "a.lua:3: error: bad\n  in presentationWillBegin"), as: UTF8.self)
        #expect(event == "event: problem\ndata: a.lua:3: error: bad\ndata:   in presentationWillBegin\n\n")
    }

    @Test func aPageThatComesLateHearsTheCurrentRunAndProblemFirst() async {
        let hub = PreviewHub()
        hub.publish(document: "<p>one</p>", run: 1)
        hub.publish(problem: "card.lua:1: error: unexpected symbol")
        let stream = hub.listen()
        hub.publish(document: "<p>three</p>", run: 3)
        hub.finish()
        var events: [String] = []
        for await event in stream { events.append(String(decoding: event, as: UTF8.self)) }
        #expect(events == [
            "event: run\ndata: 1\n\n", "event: problem\ndata: card.lua:1: error: unexpected symbol\n\n",
            "event: run\ndata: 3\n\n",
        ])
        #expect(hub.current.document == "<p>three</p>")
        #expect(hub.current.problem == nil)
    }

    @Test func aBrokenSaveKeepsTheLastGoodRun() {
        let hub = PreviewHub()
        hub.publish(document: "<p>good</p>", run: 2)
        hub.publish(problem: "card.lua:4: error: oops")
        #expect(hub.current.run == 2)
        #expect(hub.current.document == "<p>good</p>")
        #expect(hub.current.problem == "card.lua:4: error: oops")
    }

    @Test func pagesAreNumberedByLoadAndTheLatencyCountsFromTheSave() {
        let reports = Reports()
        let hub = PreviewHub { reports.append($0) }
        let saved = Date(timeIntervalSince1970: 1_000)
        hub.publish(document: "<p>one</p>", run: 1)
        hub.record(run: 1, page: "first", problem: false)
        hub.publish(document: "<p>two</p>", run: 2, savedAt: saved)
        hub.record(run: 2, page: "first", problem: false, at: saved.addingTimeInterval(0.042))
        hub.record(run: 2, page: "reloaded", problem: false, at: saved.addingTimeInterval(0.5))
        #expect(hub.shown.map(\.page) == [1, 1, 2])
        #expect(hub.shown[0].secondsSinceSave == nil)
        #expect(reports.lines == [
            "page 1 shows run 1\n", "page 1 shows run 2, 42 ms after the save\n", "page 2 shows run 2, 500 ms after the save\n",
        ])
    }
}

/// Reports collected from the hub's callback.
final class Reports: Sendable {
    private let shown = Mutex<[PreviewHub.Shown]>([])

    func append(_ report: PreviewHub.Shown) { shown.withLock { $0.append(report) } }

    var lines: [String] { shown.withLock { $0 }.map(Messages.previewShown) }
}
