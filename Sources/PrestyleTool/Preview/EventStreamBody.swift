import FlyingSocks

/// A server-sent event stream as FlyingFox's response body: the bytes of each event as one buffer, handed on as
/// soon as it comes, so the page hears of a save at once (the body is sent chunked and never ends by itself).
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        /// What is left of the current event for byte-wise reads.
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            return pending.popFirst()
        }

        /// The rest of the current event, or the next whole one (however large: an event is never split).
        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return Array(pending)
            }
            return await events.next()
        }
    }
}
