import PresentationKit
import Prestyle
import Testing

/// The settled frames and chrome of the styles whose own suites watch only their animation on one phone
/// (`bouncy`, `cool`, `pop`): on an iPhone 14 and an iPad Pro 11-inch, presented in portrait and in landscape
/// and then turned to the other orientation, each computed from the container; and a dismissal that leaves
/// nothing of the style behind.
@Suite struct SettledLayoutStyleTests {
    static let cases: [(Device, Orientation)] = [
        (.iPhone14, .portrait), (.iPhone14, .landscapeLeft), (.iPadPro11, .portrait), (.iPadPro11, .landscapeLeft),
    ]

    /// Presents `style` on `device` in `orientation`, checks with `settled`, turns the device and checks again,
    /// dismisses and checks that only the presenting view is left, as it was.
    private func check(_ style: String, _ device: Device, _ orientation: Orientation,
                       presented: ViewController? = nil, settled: (StyleScene, Rect) throws -> Void) throws {
        let scene = StyleScene(try makeRegistry().transitioningDelegate(for: style), device: device, presented: presented)
        if orientation != .portrait {
            scene.window.transition(to: orientation)
            scene.clock.runUntilIdle()
        }
        scene.present()
        try settled(scene, scene.window.bounds)
        scene.window.transition(to: orientation == .portrait ? .landscapeLeft : .portrait)
        scene.clock.runUntilIdle()
        try settled(scene, scene.window.bounds)
        scene.dismiss()
        #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"], "\(style) left views behind")
        #expect(scene.presenting.view.transform == .identity && scene.presenting.view.frame == scene.window.bounds)
        #expect(scene.presentCompletions == 1 && scene.dismissCompletions == 1)
        #expect(scene.window.invariantViolations() == [] && scene.problems == [])
    }

    @Test(arguments: cases)
    func bouncysCardIsInset30OverAHalfDimmedScreen(device: Device, orientation: Orientation) throws {
        try check("bouncy", device, orientation) { scene, bounds in
            #expect(scene.presented.view.frame == bounds.insetBy(dx: 30, dy: 30))
            let dim = try #require(scene.view(named: "dim"))
            #expect(dim.frame == bounds && close(dim.alpha, 0.5) && dim.superview?.subviews.first === dim)
        }
    }

    /// Cool mode: the leopard print a 0.35 strip against the left edge, the content beside it inset 24
    /// across and 48 down, unicorn and flower shown where the container's proportions put them.
    @Test(arguments: cases)
    func coolsContentSitsBesideTheLeopardPrintWithUnicornAndFlowerShown(device: Device, orientation: Orientation) throws {
        try check("cool", device, orientation) { scene, bounds in
            let side = bounds.width * 0.35
            #expect(close(scene.presented.view.frame,
                          Rect(x: side + 24, y: 48, width: bounds.width - side - 48, height: bounds.height - 96)))
            let leopard = try #require(scene.view(named: "leopard"))
            let unicorn = try #require(scene.view(named: "unicorn"))
            let flower = try #require(scene.view(named: "flower"))
            #expect(close(leopard.frame, Rect(x: 0, y: 0, width: side, height: bounds.height)))
            #expect(unicorn.alpha == 1 && flower.alpha == 1)
            // Both placed by the container's proportions, so they stay on screen after a rotation.
            #expect(close(unicorn.frame, Rect(x: bounds.width * 0.05, y: bounds.height * 0.12, width: 64, height: 64)))
            #expect(close(flower.frame, Rect(x: bounds.width * 0.08, y: bounds.height * 0.78, width: 48, height: 48)))
        }
    }

    /// Pop: a 320 × 420 card (no preferred size) kept 16 points from the sides and 32 from top and bottom,
    /// centred, rounded 16 with a shadow, over a 35% backdrop; the controller's view gets its look back.
    @Test(arguments: cases)
    func popsCardIsCentredAtItsSizeWithinTheContainerOverItsBackdrop(device: Device, orientation: Orientation) throws {
        let presented = ViewController(name: "presented")
        try check("pop", device, orientation, presented: presented) { scene, bounds in
            let card = Size(width: min(320, bounds.width - 32), height: min(420, bounds.height - 64))
            #expect(scene.presented.view.frame == Rect(x: (bounds.width - card.width) / 2, y: (bounds.height - card.height) / 2,
                                                       width: card.width, height: card.height))
            #expect(scene.presented.view.cornerRadius == 16 && scene.presented.view.shadow != nil)
            let backdrop = try #require(scene.view(named: "backdrop"))
            #expect(backdrop.frame == bounds && close(backdrop.alpha, 0.35))
        }
        #expect(presented.view.cornerRadius == 0 && presented.view.shadow == nil)
    }
}
