import PresentationKit

/// The Swift side of the benchmark's whole runs: vends ``SwiftBouncyPresentationController`` and
/// ``SwiftBouncyAnimator`` as the registry's delegate vends `Styles/bouncy.lua`'s, with the same trace names.
final class SwiftBouncyTransitioningDelegate: ViewControllerTransitioningDelegate {
    let options: SwiftBouncyOptions

    init(options: SwiftBouncyOptions = SwiftBouncyOptions()) {
        self.options = options
    }

    var traceName: String { "Style(\(options.styleName))" }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        SwiftBouncyPresentationController(presentedViewController: presented, presenting: presenting, options: options)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        SwiftBouncyAnimator(options: options, isPresenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        SwiftBouncyAnimator(options: options, isPresenting: false)
    }
}
