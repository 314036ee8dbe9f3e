import PresentationKit
import Prestyle
import PrestyleExport
import PrestyleStage

/// `prestyle check`'s extra run: the style presented once more with Reduce Motion on, to see that it honours
/// it (Apple's Human Interface Guidelines, "Motion": under Reduce Motion, avoid large movement and depth —
/// fade, or move less).
///
/// The run is one present and dismiss on an iPhone 15 in portrait, in the present scene. In its present phase
/// the **presented view** (the presented controller's view, placed on screen through every view it sits in)
/// is sampled at 60 per second, and compared with where it ends:
///
/// - its **travel** is the farthest its centre, on screen, is from its final centre;
/// - its **scaling** is the most its size on screen (the square root of its area, transforms included) differs
///   from its final size, as a fraction of the final size.
///
/// Samples where it cannot be seen (hidden, or its opacity on screen under 0.01) do not count: a view that
/// waits off screen while it is transparent does not move anyone. The motion is **far** when the travel is
/// more than ``farTravel`` points (Apple's smallest tap target: less than that reads as a nudge) or the scaling
/// more than ``farScaling``; then the check warns (`motionNotReduced`), naming the hook that made the last
/// animated change (else the last change) to the view's centre, bounds or transform, or to those of a view it
/// sits in inside the container, while it presented (``ChangeAuthor``): the style's animator, usually. When
/// that change was the
/// engine's (UIKit's own transitions, which the engine changes as UIKit does), the motion is not the style's
/// and is not reported; nor is anything for a style whose presentation does not move far under Reduce Motion, so
/// the check says nothing new about a style that honours it.
enum ReducedMotionCheck {
    /// Points the presented view's centre may travel under Reduce Motion.
    static let farTravel = 44.0
    /// The fraction by which its size on screen may differ from its final size under Reduce Motion.
    static let farScaling = 0.2
    /// The run's label in the report.
    static let label = "iphone-15 portrait reduce-motion"

    /// How far the presented view moved in a phase.
    struct Motion: Equatable {
        /// The farthest its centre was from its final centre, in points.
        var travel: Double
        /// The most its size on screen differed from its final size, as a fraction of that.
        var scaling: Double

        /// Whether it travels or scales far (see the type's discussion).
        var isFar: Bool { travel > ReducedMotionCheck.farTravel || scaling > ReducedMotionCheck.farScaling }
    }

    /// The warning for the style `reference` when its presentation still moves far under Reduce Motion, or nil
    /// (it honours it, it has no present scene, or the run could not be made: the other runs report that).
    static func diagnostic(for reference: String, registry: StyleRegistry) -> Diagnostic? {
        guard let style = try? registry.style(named: reference), style.scenes.contains(.present),
              let delegate = try? registry.transitioningDelegate(for: reference, options: [:])
        else { return nil }
        let stage = Stage(device: .iPhone15, orientation: .portrait, style: delegate, motion: .reduced)
        let presented = stage.presented
        // Who made the last animated change, else the last change, to the view's place while it presented.
        var animatedAuthor: ChangeAuthor??
        var lastAuthor: ChangeAuthor?
        let clock = stage.window.clock
        stage.window.viewChangeObserver = { view, property, changer in
            guard presented.isBeingPresented, property == .center || property == .bounds || property == .transform,
                  view === presented.view || presented.view.isDescendant(of: view),
                  view !== presented.presentationController?.containerView,
                  presented.presentationController?.containerView.map({ view.isDescendant(of: $0) }) ?? false
            else { return }
            lastAuthor = changer
            if clock.isAnimating { animatedAuthor = .some(changer) }
        }
        guard let recording = try? Recorder.record(stage: stage, options: Recorder.Options(fps: 60)),
              let phase = recording.phases.first(where: { $0.name == "present" }),
              let motion = motion(of: "presented", in: phase), motion.isFar, let author = animatedAuthor ?? lastAuthor
        else { return nil }
        return Diagnostic(
            .warning, message(motion), code: .style.motionNotReduced,
            file: author.file, line: author.line, hook: author.hook)
    }

    /// "under Reduce Motion (iPhone 15, portrait) the presentation still moves far: …; when traits.reduceMotion
    /// is true, cross-fade …" (the diagnostic names the hook).
    static func message(_ motion: Motion) -> String {
        var what: [String] = []
        if motion.travel > farTravel {
            what.append("the presented view travels \(ExportNumber.text(motion.travel, decimals: 0)) pt "
                        + "(more than \(ExportNumber.text(farTravel, decimals: 0)))")
        }
        if motion.scaling > farScaling {
            what.append("its size changes by \(ExportNumber.text(motion.scaling * 100, decimals: 0))% "
                        + "(more than \(ExportNumber.text(farScaling * 100, decimals: 0))%)")
        }
        return "under Reduce Motion (iPhone 15, portrait) the presentation still moves far: "
            + what.joined(separator: " and ") + " while presenting; when traits.reduceMotion is true, "
            + "cross-fade in place or shorten the move"
    }

    /// The motion of the view named `name` in `phase`, measured on screen; nil when it is in no sample.
    static func motion(of name: String, in phase: Recording.Phase) -> Motion? {
        guard let end = placement(of: name, in: phase.final), end.size > 0 else { return nil }
        var motion = Motion(travel: 0, scaling: 0)
        for frame in phase.frames {
            guard let now = placement(of: name, in: frame), now.alpha >= 0.01 else { continue }
            let travel = ((now.center.x - end.center.x) * (now.center.x - end.center.x)
                + (now.center.y - end.center.y) * (now.center.y - end.center.y)).squareRoot()
            motion.travel = max(motion.travel, travel)
            motion.scaling = max(motion.scaling, abs(now.size / end.size - 1))
        }
        return motion
    }

    /// Where a view is on screen in one sample: its centre, its size (the square root of its area), its opacity.
    private struct Placement {
        var center: Point
        var size: Double
        var alpha: Double
    }

    /// The view `name` placed through every view it sits in; nil when it is not in the sample.
    private static func placement(of name: String, in frame: Recording.Frame) -> Placement? {
        guard var view = frame.view(named: name), !view.appearance.isHidden else { return nil }
        let bounds = view.bounds
        var point = view.center
        var area = bounds.width * bounds.height * abs(view.transform.determinant)
        var alpha = view.appearance.alpha
        while let parentName = view.parent, let parent = frame.view(named: parentName) {
            if parent.appearance.isHidden { return nil }
            // From the parent's bounds to its parent's coordinates: about its bounds' centre, through its transform.
            let local = Point(x: point.x - parent.bounds.midX, y: point.y - parent.bounds.midY).applying(parent.transform)
            point = Point(x: parent.center.x + local.x, y: parent.center.y + local.y)
            area *= abs(parent.transform.determinant)
            alpha *= parent.appearance.alpha
            view = parent
        }
        return Placement(center: point, size: area.squareRoot(), alpha: alpha)
    }
}
