import Foundation
import PresentationKit
import Prestyle
import PrestyleExport
import TestSupport
import Testing

@testable import PrestyleTool

/// ``Batch``: work on many styles spread over workers, each with a registry of its own that never leaves its
/// thread, the results in the order asked and the same as one worker's. `make test-tsan` runs this suite
/// under ThreadSanitizer.
@Suite("Batch")
struct BatchTests {
    /// A registry of the bundled styles only.
    static let makeRegistry: @Sendable () throws -> StyleRegistry = {
        try StyleRegistry(searchPaths: [PackageRoot.styles], configuration: .isolated)
    }

    /// The calling thread's identity, to tell workers apart: `pthread_t` is an integer on Linux and a pointer on
    /// Darwin.
    #if canImport(Darwin)
    static var thread: UInt { UInt(bitPattern: pthread_self()) }
    #else
    static var thread: UInt { UInt(pthread_self()) }
    #endif

    @Test func resultsComeBackInTheOrderOfTheInputs() throws {
        let inputs = Array(0..<64)
        let outputs = try Batch(jobs: 4, makeRegistry: Self.makeRegistry).map(inputs) { input, _ in input * 3 }
        #expect(outputs == inputs.map { $0 * 3 })
    }

    @Test func eachWorkerMakesOneRegistryAndUsesItOnItsOwnThreadOnly() throws {
        let made = Counter()
        let batch = Batch(jobs: 3) {
            made.increment()
            return try Self.makeRegistry()
        }
        let uses = try batch.map(Array(0..<30)) { _, registry in
            (registry: ObjectIdentifier(registry), thread: Self.thread)
        }
        let registries = Set(uses.map(\.registry))
        #expect(made.value == 3)
        #expect(registries.count <= 3)
        for registry in registries {
            #expect(Set(uses.filter { $0.registry == registry }.map(\.thread)).count == 1, "a registry crossed threads")
        }
    }

    @Test func theCallersRegistryWorksOnTheCallersThreadAndTheOthersMakeTheirs() throws {
        let made = Counter()
        let batch = Batch(jobs: 2) {
            made.increment()
            return try Self.makeRegistry()
        }
        let registry = try Self.makeRegistry()
        let caller = (registry: ObjectIdentifier(registry), thread: Self.thread)
        let uses = try batch.map(Array(0..<40), callerRegistry: registry) { input, registry in
            (input: input, registry: ObjectIdentifier(registry), thread: Self.thread)
        }
        #expect(uses.map(\.input) == Array(0..<40))
        #expect(made.value <= 1, "the caller's thread made a registry of its own")
        for use in uses where use.thread == caller.thread { #expect(use.registry == caller.registry) }
        for use in uses where use.thread != caller.thread { #expect(use.registry != caller.registry) }
        let alone = try Batch(jobs: 1) {
            made.increment()
            return try Self.makeRegistry()
        }.map(Array(0..<3), callerRegistry: registry) { _, registry in ObjectIdentifier(registry) }
        #expect(alone == Array(repeating: caller.registry, count: 3))
    }

    @Test func oneJobRunsEverythingOnTheCallersThreadWithOneRegistry() throws {
        let caller = Self.thread
        let uses = try Batch(jobs: 1, makeRegistry: Self.makeRegistry).map(Array(0..<5)) { _, registry in
            (registry: ObjectIdentifier(registry), thread: Self.thread)
        }
        #expect(Set(uses.map(\.registry)).count == 1)
        #expect(uses.allSatisfy { $0.thread == caller })
    }

    @Test func noInputsMakeNoRegistry() throws {
        let made = Counter()
        let outputs = try Batch(jobs: 4) {
            made.increment()
            return try Self.makeRegistry()
        }.map([Int]()) { input, _ in input }
        #expect(outputs.isEmpty)
        #expect(made.value == 0)
    }

    @Test(arguments: [1, 3])
    func aRegistryThatCannotBeMadeFailsTheBatch(jobs: Int) {
        let bad = StyleRegistry.Configuration(memoryLimit: 0)
        #expect(throws: StyleError.self) {
            try Batch(jobs: jobs) { try StyleRegistry(configuration: bad) }.map(Array(0..<6)) { input, _ in input }
        }
    }

    @Test func runsAcrossWorkersRecordWhatOneWorkerRecords() throws {
        let runs = Batch.Run.matrix(
            styles: ["bouncy", "cool", "sheet", "nosuch"], devices: [.iPhone15, .iPadPro11], landscape: [false, true],
            settings: RunSettings(fps: 10))
        #expect(runs.count == 16)
        // Styles outermost, then devices, then orientations.
        #expect(runs.prefix(5).map { "\($0.style) \($0.settings.screen) \($0.settings.landscape)" } == [
            "bouncy \(ScreenChoice.preset(Device.iPhone15.slug)) false", "bouncy \(ScreenChoice.preset(Device.iPhone15.slug)) true",
            "bouncy \(ScreenChoice.preset(Device.iPadPro11.slug)) false", "bouncy \(ScreenChoice.preset(Device.iPadPro11.slug)) true",
            "cool \(ScreenChoice.preset(Device.iPhone15.slug)) false",
        ])
        let serial = try Batch(jobs: 1, makeRegistry: Self.makeRegistry).record(runs)
        let parallel = try Batch(jobs: 3, makeRegistry: Self.makeRegistry).record(runs)
        #expect(serial.map(\.run) == runs)
        #expect(parallel.map(\.run) == runs)
        for (one, many) in zip(serial, parallel) {
            #expect(one.recording == many.recording)
            #expect(try one.recording?.jsonBytes() == many.recording?.jsonBytes())
            #expect(one.diagnostics == many.diagnostics)
            #expect(one.error == many.error)
        }
        #expect(serial.prefix(12).allSatisfy { $0.recording != nil && $0.status == .success })
        #expect(serial.suffix(4).allSatisfy { $0.recording == nil && $0.status == .usage })
    }
}

/// A count the workers of a batch add to (a pthread mutex, which ThreadSanitizer sees, around an integer).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
