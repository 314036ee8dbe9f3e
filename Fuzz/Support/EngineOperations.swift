import Foundation
import PresentationKit
import Prestyle

/// Arbitrary sequences of engine operations over the bundled styles: present, dismiss, present over,
/// rotate, trait change, preferred-size change, an interactive dismissal updated, finished or cancelled,
/// the style file reloaded, and the clock advanced by a little — mid-transition — or until idle, with the
/// engine's invariants checked after every step.
public struct EngineOperations {
    /// The bundled styles' folder, from this file's place in the package.
    public static let stylesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Styles").path

    public static let styleSources: [(name: String, bytes: [UInt8])] = StyleRegistry.styleFiles(inFolder: stylesFolder)
        .compactMap { path in
            FileManager.default.contents(atPath: path).map { (URL(fileURLWithPath: path).lastPathComponent, [UInt8]($0)) }
        }

    public static func run(_ input: inout FuzzInput) {
        let sources = styleSources
        guard !sources.isEmpty else { fatalError("no bundled styles in \(stylesFolder)") }
        // The bundled styles' folder too, for the styles that use() another.
        let scene = FuzzScene(bundledStyles: stylesFolder)
        var delegates: [AnyObject] = []
        guard var delegate = scene.delegate(source: sources[input.choice(sources.count)].bytes) else {
            fatalError("a bundled style does not load")
        }
        delegates.append(delegate)
        var interaction: PercentDrivenInteractiveTransition?
        var steps = 0
        while !input.isAtEnd, steps < 64 {
            steps += 1
            let operation = input.choice(12)
            let step: String
            switch operation {
            case 0, 1:
                step = "present"
                _ = scene.present(with: delegate, animated: input.byte() & 3 != 0)
            case 2:
                step = "dismiss"
                scene.dismissTop(animated: input.byte() & 3 != 0)
            case 3:
                step = "rotate"
                _ = scene.window.transition(to: Orientation.allCases[input.choice(Orientation.allCases.count)],
                                            animated: input.byte() & 1 == 0)
            case 4:
                step = "trait change"
                let classes: [UserInterfaceSizeClass] = [.compact, .regular]
                let size = Size(width: Double(200 + input.choice(1200)), height: Double(200 + input.choice(1200)))
                _ = scene.window.transition(
                    toSize: size, traits: TraitCollection(horizontalSizeClass: classes[input.choice(2)],
                                                          verticalSizeClass: classes[input.choice(2)]),
                    animated: input.byte() & 1 == 0)
            case 5:
                step = "preferred size"
                scene.top.preferredContentSize = Size(width: Double(input.choice(800)), height: Double(input.choice(1200)))
            case 6:
                step = "interactive dismissal"
                guard interaction == nil, scene.top !== scene.presenting else { continue }
                let driver = delegate.makeInteractionController()
                let wrapper = InteractiveTransitioningDelegate(wrapping: delegate, interaction: driver, for: .dismissal)
                delegates.append(wrapper)
                scene.top.transitioningDelegate = wrapper
                scene.dismissTop()
                scene.window.clock.advance(by: 0)
                interaction = driver
            case 7:
                step = "interactive update"
                interaction?.update(Double(input.byte()) / 200 - 0.1)
            case 8:
                step = input.byte() & 1 == 0 ? "interactive finish" : "interactive cancel"
                if step == "interactive finish" { interaction?.finish() } else { interaction?.cancel() }
                interaction = nil
            case 9:
                step = "style reload"
                if let reloaded = scene.delegate(source: sources[input.choice(sources.count)].bytes) {
                    delegate = reloaded
                    delegates.append(reloaded)
                }
            case 10:
                step = "advance"
                scene.window.clock.advance(by: Double(input.byte()) / 256)
            default:
                step = "settle"
                if interaction != nil { interaction?.finish(); interaction = nil }
                scene.settle(after: step)
            }
            scene.check(after: "\(step) (step \(steps))")
        }
        interaction?.cancel()
        scene.settle(after: "the last step")
        scene.tearDown()
        withExtendedLifetime(delegates) {}
    }
}
