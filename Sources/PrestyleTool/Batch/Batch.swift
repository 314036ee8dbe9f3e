import Foundation
import Prestyle

/// Runs work on many styles across the machine's cores, one `StyleRegistry` per worker, and hands
/// the results back in the order of the input — the same results, in the same order, as one worker gives.
///
///     let batch = Batch(jobs: 4) { try StyleRegistry(searchPaths: ["Styles"]) }
///     let names = try batch.map(["bouncy", "cool", "zoom"]) { name, registry in
///         (try? registry.style(named: name).summary) ?? "does not load"
///     }
///
/// **The sharing rule.** A registry owns a Lua state and everything made from it (delegates, controllers,
/// windows presented with them): it is not `Sendable` and must stay on the thread that made it. So a batch is
/// given a *factory*, not a registry: each worker calls it once, on its own thread, and every input that
/// worker takes is worked on with that registry alone. Only the inputs and the outputs cross threads, which
/// is why both must be `Sendable`. Nothing else is shared: the engine's clock is virtual and every window has
/// its own, so a run's result does not depend on which worker made it or what else ran beside it.
///
/// Workers take the next input as they finish one (the slowest style does not hold up the others), and the
/// calling thread is one of them: with one job the batch runs everything on the caller's thread, in order.
/// ``map(_:_:delivering:)`` hands each result back on the caller's thread as soon as it and those before it
/// are done, for output that streams.
public struct Batch: Sendable {
    /// How many workers run at once (at least 1; never more than there are inputs).
    public var jobs: Int
    /// Makes the registry of one worker, on that worker's thread.
    public var makeRegistry: @Sendable () throws -> StyleRegistry

    /// The number of processors the system lets this process use now: the default number of jobs.
    public static var activeProcessors: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// A batch of up to `jobs` workers, each with a registry `makeRegistry` makes.
    ///
    /// - Parameters:
    ///   - jobs: Workers to run at once; values below 1 count as 1. By default ``activeProcessors``.
    ///   - makeRegistry: Makes one worker's registry; called once per worker, on the worker's thread.
    public init(jobs: Int = Batch.activeProcessors, makeRegistry: @escaping @Sendable () throws -> StyleRegistry) {
        self.jobs = jobs
        self.makeRegistry = makeRegistry
    }

    /// `work` applied to every input, on up to ``jobs`` workers, each with its own registry.
    ///
    /// - Parameters:
    ///   - inputs: What to work on; the results come back in this order.
    ///   - work: Works on one input with the worker's registry. It runs on the worker's thread and must not
    ///     let the registry, or anything made from it, escape into its result.
    /// - Returns: One result per input, in the order of `inputs`.
    /// - Throws: The first error (by worker) that `makeRegistry` threw; no result is returned then.
    public func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ work: @escaping @Sendable (Input, StyleRegistry) -> Output
    ) throws -> [Output] {
        try map(inputs, work, delivering: nil)
    }

    /// `work` applied to every input, on up to ``jobs`` workers, the calling thread one of them with `registry`,
    /// which it has already made: one registry fewer to make (a Lua state and the bindings) before the work
    /// begins. The other workers make theirs with ``makeRegistry``, as ``map(_:_:)`` does.
    ///
    /// - Parameters:
    ///   - inputs: What to work on; the results come back in this order.
    ///   - registry: The calling thread's registry, in the state a new one from ``makeRegistry`` would be in (so
    ///     the results do not depend on which worker took an input).
    ///   - work: Works on one input with the worker's registry, on the worker's thread.
    /// - Returns: One result per input, in the order of `inputs`.
    /// - Throws: The first error (by worker) that `makeRegistry` threw; no result is returned then.
    public func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], callerRegistry registry: StyleRegistry, _ work: @escaping @Sendable (Input, StyleRegistry) -> Output
    ) throws -> [Output] {
        try map(inputs, work, delivering: nil, callerRegistry: registry)
    }

    /// `work` applied to every input, on up to ``jobs`` workers, each result handed to `deliver` on the
    /// caller's thread as soon as it and every result before it are done — in input order, so what is shown
    /// as it comes is the same, line for line, whatever the number of workers.
    ///
    ///     try batch.map(styles, check) { index, report in print(report) }   // the first as soon as it is done
    ///
    /// With more than one job the calling thread only hands the results on (it sleeps between them), and
    /// ``jobs`` worker threads do the work; with one, the caller does each input and delivers it in turn.
    ///
    /// - Parameters:
    ///   - inputs: What to work on; the results are delivered, and returned, in this order.
    ///   - work: Works on one input with the worker's registry, on the worker's thread.
    ///   - deliver: Receives each input's index and result, in order, on the calling thread.
    /// - Returns: One result per input, in the order of `inputs`.
    /// - Throws: The first error (by worker) that `makeRegistry` threw, once every worker has stopped; the
    ///   results delivered before it stay delivered.
    public func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ work: @escaping @Sendable (Input, StyleRegistry) -> Output,
        delivering deliver: (Int, Output) -> Void
    ) throws -> [Output] {
        try withoutActuallyEscaping(deliver) { deliver in try map(inputs, work, delivering: Optional(deliver)) }
    }

    private func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ work: @escaping @Sendable (Input, StyleRegistry) -> Output,
        delivering deliver: ((Int, Output) -> Void)?, callerRegistry: StyleRegistry? = nil
    ) throws -> [Output] {
        let workers = min(max(jobs, 1), inputs.count)
        guard workers > 1 else {
            guard !inputs.isEmpty else { return [] }
            let registry = try callerRegistry ?? makeRegistry()
            return inputs.indices.map { index in
                let output = work(inputs[index], registry)
                deliver?(index, output)
                return output
            }
        }
        let shared = BatchProgress<Output>(count: inputs.count, workers: workers)
        let makeRegistry = self.makeRegistry
        let worker: @Sendable (Int) -> Void = { index in
            defer { shared.stop(worker: index) }
            let registry: StyleRegistry
            do {
                registry = try makeRegistry()
            } catch {
                shared.fail(worker: index, error)
                return
            }
            while let next = shared.take() {
                shared.finish(next, with: work(inputs[next], registry))
            }
        }
        // Without a receiver the calling thread is worker 0; with one it stays free to hand results on.
        let firstThread = deliver == nil ? 1 : 0
        for index in firstThread..<workers {
            let thread = Thread { worker(index) }
            thread.stackSize = Batch.workerStackSize
            thread.start()
        }
        if deliver == nil {
            if let callerRegistry {
                defer { shared.stop(worker: 0) }
                while let next = shared.take() { shared.finish(next, with: work(inputs[next], callerRegistry)) }
            } else {
                worker(0)
            }
        }
        var delivered = 0
        while let ready = shared.waitForResults(after: delivered) {
            for output in ready {
                deliver?(delivered, output)
                delivered += 1
            }
        }
        return try shared.outcome()
    }

    /// The stack of a worker thread: 8 MiB, the main thread's on Linux and macOS, so a style recursing as
    /// deep as Lua lets it behaves on a worker as it does in `prestyle apply`.
    static let workerStackSize = 8 << 20
}

/// What the workers of one ``Batch/map(_:_:)`` share: the next input to take, the results so far and the
/// workers still running, behind a lock the caller waits on for results.
///
/// An `NSCondition` (a pthread mutex and condition variable) rather than the standard library's `Mutex`: on
/// Linux `Mutex` waits on a futex, which ThreadSanitizer does not see as synchronisation, so `make test-tsan`
/// reported races between accesses the lock did order. Every stored property is touched only inside
/// `condition`.
private final class BatchProgress<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var results: [Output?]
    private var running: Int
    private var failures: [(worker: Int, error: any Error)] = []

    init(count: Int, workers: Int) {
        results = Array(repeating: nil, count: count)
        running = workers
    }

    private func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// The index of the next input nobody has taken, or nil when all are taken (or a worker failed to start).
    func take() -> Int? {
        locked {
            guard failures.isEmpty, next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finish(_ index: Int, with output: Output) {
        locked {
            results[index] = output
            condition.broadcast()
        }
    }

    func fail(worker: Int, _ error: any Error) {
        locked { failures.append((worker, error)) }
    }

    /// A worker has left: it took no more inputs, or could not start.
    func stop(worker: Int) {
        locked {
            running -= 1
            condition.broadcast()
        }
    }

    /// Waits until the result at `index` is done and returns it with every done result after it, in order;
    /// nil once every result from `index` on is delivered, or every worker has stopped without it.
    func waitForResults(after index: Int) -> [Output]? {
        locked {
            while index < results.count, results[index] == nil, running > 0 { condition.wait() }
            guard index < results.count, results[index] != nil else { return nil }
            var ready: [Output] = []
            var position = index
            while position < results.count, let output = results[position] {
                ready.append(output)
                position += 1
            }
            return ready
        }
    }

    /// Every result in input order (once every worker has stopped), or the error of the lowest-numbered worker
    /// that could not start.
    func outcome() throws -> [Output] {
        try locked {
            while running > 0 { condition.wait() }
            if let failure = failures.min(by: { $0.worker < $1.worker }) { throw failure.error }
            return results.map { $0! }
        }
    }
}
