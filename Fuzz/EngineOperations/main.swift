// libFuzzer target: arbitrary sequences of engine operations with the bundled styles (see
// EngineOperations), the invariant checker after each step. Built only by `make fuzz-libfuzzer`.
import CFuzzing
import PrestyleFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngineOperations(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    EngineOperations.run(&input)
    return 0
}

/// The executable's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_engine_operations_main")
public func fuzzEngineOperationsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzEngineOperations(data, count) }
}
