// libFuzzer target: a style whose hooks answer, and whose calls into the style API pass, values decoded from
// the input (NaN, huge, negative, wrong types, nested tables); presented, rotated, adapted and dismissed —
// interactively or not — with the engine's invariants checked after each step. Built only by
// `make fuzz-libfuzzer`.
import Foundation
import PresentationKit
import Prestyle
import CFuzzing
import PrestyleFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHookValues(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let source = HookValueStyle.source(&input)
    // To see the style an input makes: PRESTYLE_FUZZ_PRINT=1 fuzz-hook-values INPUT
    if getenv("PRESTYLE_FUZZ_PRINT") != nil { print(source) }
    let scene = FuzzScene()
    guard let delegate = scene.delegate(source: Array(source.utf8)) else { return 0 }
    let presented = scene.present(with: delegate)
    scene.settle(after: "present")
    presented.preferredContentSize = Size(width: 300, height: 400)
    scene.settle(after: "preferred size")
    _ = scene.window.transition(to: .landscapeLeft)
    scene.settle(after: "rotate")
    _ = scene.window.transition(toSize: Size(width: 1024, height: 1366),
                                traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    scene.settle(after: "trait change")
    if input.byte() & 1 == 0 {
        let interaction = delegate.makeInteractionController()
        let interactive = InteractiveTransitioningDelegate(wrapping: delegate, interaction: interaction, for: .dismissal)
        presented.transitioningDelegate = interactive
        scene.dismissTop()
        scene.window.clock.advance(by: 0)
        interaction.update(0.4)
        scene.check(after: "interactive update")
        if input.byte() & 1 == 0 { interaction.cancel() } else { interaction.finish() }
        scene.settle(after: "interactive end")
        presented.transitioningDelegate = delegate
        withExtendedLifetime(interactive) {}
    }
    scene.dismissTop()
    scene.settle(after: "dismiss")
    scene.tearDown()
    withExtendedLifetime(delegate) {}
    return 0
}

/// The executable's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_hook_values_main")
public func fuzzHookValuesMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzHookValues(data, count) }
}
