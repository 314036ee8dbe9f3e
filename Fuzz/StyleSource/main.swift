// libFuzzer target: arbitrary bytes as a style file, loaded and — when it loads — used to present, rotate
// and dismiss, with the engine's invariants checked after each step. Built only by `make fuzz-libfuzzer`.
import PresentationKit
import Prestyle
import CFuzzing
import PrestyleFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStyleSource(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = FuzzInput(data, count)
    let scene = FuzzScene()
    _ = scene.registry.styles
    guard let delegate = scene.delegate(source: input.bytes) else { return 0 }
    _ = scene.present(with: delegate)
    scene.settle(after: "present")
    _ = scene.window.transition(to: .landscapeLeft)
    scene.settle(after: "rotate")
    scene.dismissTop()
    scene.settle(after: "dismiss")
    scene.tearDown()
    return 0
}

/// The executable's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_style_source_main")
public func fuzzStyleSourceMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzStyleSource(data, count) }
}
