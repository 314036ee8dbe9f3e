import Foundation
import LuaKit
import TestSupport
import Testing

/// Random programs (``ProgramGenerator``) print the same in LuaKit's sandbox as in the real interpreter.
///
/// `make test` runs a fixed-seed slice and replays every saved mismatch (`Fixtures/Differential/*.lua`);
/// `make fuzz-differential SECONDS=n` runs programs from a random seed for about n seconds (through the
/// `LUAKIT_DIFFERENTIAL_SECONDS` and `LUAKIT_DIFFERENTIAL_SEED` variables) and saves each mismatch there.
@Suite(.serialized) struct DifferentialTests {
    static let fixtures = PackageRoot.url("Tests/LuaKitTests/Fixtures/Differential")

    /// The program of `seed`, with what each side printed when they differ.
    static func compare(_ program: String) throws -> (real: String, sandboxed: String)? {
        let real = try LuaOracle.real(program)
        let sandboxed = try LuaOracle.sandboxed(program)
        return real == sandboxed ? nil : (real, sandboxed)
    }

    /// The first line where `a` and `b` differ, for a readable failure.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(left.count, right.count) {
            let l = i < left.count ? String(left[i]) : "<none>"
            let r = i < right.count ? String(right[i]) : "<none>"
            if l != r { return "output line \(i + 1): lua5.4 printed \(l)\n    the sandbox printed \(r)" }
        }
        return "no difference"
    }

    @Test func aFixedSeedSliceOf500ProgramsPrintsTheSameAsLua() throws {
        var mismatches: [String] = []
        for index in 0..<500 {
            let seed = UInt64(20_261_124 + index)
            var generator = ProgramGenerator(seed: seed)
            let program = generator.program()
            if let (real, sandboxed) = try Self.compare(program) {
                mismatches.append("seed \(seed): \(Self.firstDifference(real, sandboxed))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of 500 differ:\n\(mismatches.prefix(5).joined(separator: "\n"))")
    }

    @Test func savedMismatchesNowPrintTheSameAsLua() throws {
        let files = (try? FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "lua" {
            let program = try String(contentsOf: file, encoding: .utf8)
            if let (real, sandboxed) = try Self.compare(program) {
                Issue.record("\(file.lastPathComponent): \(Self.firstDifference(real, sandboxed))")
            }
        }
    }

    /// `make fuzz-differential`: as many programs as the time allows, from a random (or given) seed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LUAKIT_DIFFERENTIAL_SECONDS"] != nil))
    func randomProgramsPrintTheSameAsLua() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["LUAKIT_DIFFERENTIAL_SECONDS"] ?? "") ?? 60
        let seed = environment["LUAKIT_DIFFERENTIAL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64(UInt32.max))
        print("differential: seed \(seed), about \(Int(seconds)) s")
        let end = Date().addingTimeInterval(seconds)
        var compared = 0
        var mismatches = 0
        while Date() < end {
            let programSeed = seed &+ UInt64(compared)
            var generator = ProgramGenerator(seed: programSeed)
            let program = generator.program(statements: 20)
            compared += 1
            guard let (real, sandboxed) = try Self.compare(program) else { continue }
            mismatches += 1
            try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
            let file = Self.fixtures.appendingPathComponent("seed-\(programSeed).lua")
            try Data(program.utf8).write(to: file)
            Issue.record("saved \(file.path): \(Self.firstDifference(real, sandboxed))")
        }
        print("differential: \(compared) programs compared, \(mismatches) mismatches (seed \(seed))")
    }
}
