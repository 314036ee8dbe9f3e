/// The clock's scheduled actions, earliest first: a binary min-heap on (due time, id), so finding and taking
/// the next action costs O(log n) whatever the number of animations running — a recorder sampling a scene of
/// thousands of views at 60 fps steps through every one of their ends.
///
/// An action due on a timeline has a due time only under the timeline's current motion. Its entry records the
/// motion it was worked out for (``Timeline/motion``); when the motion changes (a pause, a scrub, a ramp),
/// the clock enters the timeline's actions again with their new due times, and the old entries become stale.
/// Stale entries, and those of actions cancelled or run, are dropped when they come to the top, or all at once
/// when they make up most of the heap.
struct ActionQueue {
    struct Entry {
        /// The clock time the action is due at, worked out when the entry was made.
        let time: Double
        let action: ScheduledAction
        /// The motion of the action's timeline when `time` was worked out (0 for an action due at a clock time).
        let motion: Int

        /// Whether the action is still to run at `time`.
        var isCurrent: Bool { action.isPending && action.timelineMotion == motion }

        /// Earlier first; actions due at the same time in the order they were scheduled.
        func precedes(_ other: Entry) -> Bool {
            (time, action.id) < (other.time, other.action.id)
        }
    }

    private var heap: [Entry] = []
    /// The size past which the next insertion first drops every entry that is not current.
    private var compactionThreshold = ActionQueue.minimumCompactionThreshold
    private static let minimumCompactionThreshold = 1024

    /// Enters `action`, due at `time`. `discard` hears of each action dropped for good (cancelled or run) if
    /// the queue compacts first.
    mutating func insert(_ action: ScheduledAction, at time: Double, discard: (ScheduledAction) -> Void) {
        if heap.count >= compactionThreshold { compact(discard: discard) }
        heap.append(Entry(time: time, action: action, motion: action.timelineMotion))
        siftUp(from: heap.count - 1)
    }

    /// The earliest current entry, if any. Entries that are not current are dropped on the way; `discard`
    /// hears of each action dropped for good (cancelled or run).
    mutating func first(discard: (ScheduledAction) -> Void) -> Entry? {
        while let top = heap.first, !top.isCurrent {
            if !top.action.isPending { discard(top.action) }
            removeFirst()
        }
        return heap.first
    }

    /// Removes the earliest entry.
    mutating func removeFirst() {
        guard !heap.isEmpty else { return }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        if !heap.isEmpty { siftDown(from: 0) }
    }

    /// Drops every entry that is not current, in one pass, and rebuilds the heap.
    private mutating func compact(discard: (ScheduledAction) -> Void) {
        for entry in heap where !entry.action.isPending { discard(entry.action) }
        heap.removeAll { !$0.isCurrent }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
        compactionThreshold = Swift.max(Self.minimumCompactionThreshold, 2 * heap.count)
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, heap[left].precedes(heap[first]) { first = left }
            if right < heap.count, heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
