import Foundation
import Prestyle
import Testing

@testable import PrestyleTool

/// ``Batch/map(_:_:delivering:)``: each result handed back on the caller's thread as soon as it and those
/// before it are done, in input order — what lets `prestyle check` print a style's line while the others
/// still run.
@Suite("Batch delivery")
struct BatchDeliveryTests {
    @Test(arguments: [1, 2, 4])
    func resultsAreDeliveredOnceEachInInputOrderOnTheCallersThread(jobs: Int) throws {
        let caller = BatchTests.thread
        var delivered: [(index: Int, output: Int)] = []
        var threads = Set<UInt>()
        let outputs = try Batch(jobs: jobs, makeRegistry: BatchTests.makeRegistry).map(Array(0..<24), { input, _ in
            input * 2
        }, delivering: { index, output in
            delivered.append((index, output))
            threads.insert(BatchTests.thread)
        })
        #expect(delivered.map(\.index) == Array(0..<24))
        #expect(delivered.map(\.output) == outputs)
        #expect(threads == [caller])
    }

    /// The last input's work waits until the first result has been delivered: a batch that delivered only at
    /// the end would never let it finish (the wait gives up after a minute, and the test then fails).
    @Test(arguments: [1, 2, 3])
    func theFirstResultIsDeliveredBeforeTheLastInputIsWorkedOn(jobs: Int) throws {
        let inputs = Array(0..<6)
        let firstDelivered = DispatchSemaphore(value: 0)
        let log = EventLog()
        _ = try Batch(jobs: jobs, makeRegistry: BatchTests.makeRegistry).map(inputs, { input, _ in
            if input == inputs.last {
                // With one job the caller works on each input in turn, so the first is delivered by now.
                let released = firstDelivered.wait(timeout: .now() + 60) == .success
                log.append(released ? "last input worked on after the first was delivered" : "first never delivered")
            }
            return input
        }, delivering: { index, _ in
            if index == 0 {
                log.append("delivered 0")
                firstDelivered.signal()
            }
        })
        #expect(log.events == ["delivered 0", "last input worked on after the first was delivered"])
    }

    @Test func aRegistryThatCannotBeMadeIsThrownAfterTheWorkersStop() {
        struct Refused: Error {}
        var delivered = 0
        #expect(throws: Refused.self) {
            try Batch(jobs: 3) { throw Refused() }.map(Array(0..<5), { input, _ in input }, delivering: { _, _ in delivered += 1 })
        }
        #expect(delivered == 0)
    }
}

/// Events recorded from several threads, in the order they happened (a pthread mutex, seen by ThreadSanitizer).
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ event: String) { lock.withLock { recorded.append(event) } }
    var events: [String] { lock.withLock { recorded } }
}
