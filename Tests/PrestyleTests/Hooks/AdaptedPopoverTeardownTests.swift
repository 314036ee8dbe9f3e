import PresentationKit
import Prestyle
import Testing

/// An adapted popover lets go of everything once its presentation is over and the window and registry are
/// gone: the note (`Styles/note-popover.lua`) on a phone stands in a Done wrapper over the full screen, and
/// its popover controller, the style's adaptive delegate, the wrapper (with its Done button's tap
/// recognizer) and the content must all be freed. LeakSanitizer's finding on
/// `Fuzz/Corpus/fuzz-engine-operations/leak-adapted-popover-wrapper-cycle`: the wrapper's stand-in is the
/// controller a dismissal unlinks, so the note still named its popover controller (which holds it, and its
/// presenter — a wrapper, for a note handed over to the one below) when the window dropped that ended
/// presentation at the end of a later transition. The failing cases are those where the stand-in outlived the
/// dismissal's own end (one that handed the presentation back and forth) and a note presented from a note in
/// regular width, handed over to the lower one's wrapper when the width turns compact.
@Suite struct AdaptedPopoverTeardownTests {
    /// An object of the run, held weakly, with what it is.
    struct Weak {
        let what: String
        weak var object: AnyObject?
    }

    /// How the adapted note leaves the screen.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case dismissed, interactivelyDismissed, dismissedAfterRegularAndBack, presentedOverThenDismissed, leftOnScreen
        case adaptedLiveThenDismissed, adaptedLiveMidTransition, noteOverNoteAdaptedLiveThenDismissed
        var testDescription: String { rawValue }
    }

    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    static let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// Presents a note from `presenter` with `style` and notes, weakly, it and its presentation's objects.
    func presentNote(
        _ name: String, from presenter: ViewController, style: StyleTransitioningDelegate, window: Window,
        into objects: inout [Weak]
    ) throws {
        let content = ViewController(name: name)
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = style
        presenter.present(content, animated: false)
        _ = window.clock.runUntilIdle(maximumTime: 7200)
        let popover = try #require(content.presentationController)
        objects += [Weak(what: "'\(name)'", object: content), Weak(what: "the popover controller of '\(name)'", object: popover),
                    Weak(what: "the adaptive delegate of '\(name)'", object: popover.delegate)]
        #expect(popover.delegate != nil)
    }

    /// Notes, weakly, the wrapper the presenter presents now and the stand-in that presents it.
    func noteWrapper(of presenter: ViewController, into objects: inout [Weak]) throws {
        let wrapper = try #require(presenter.presentedViewController)
        #expect(wrapper.name == "wrapper")
        objects += [Weak(what: "a Done wrapper", object: wrapper),
                    Weak(what: "a stand-in", object: wrapper.presentationController)]
    }

    /// Another presentation comes and goes: the window drops the presentations that ended when it ends (a
    /// presentation controller whose stand-in was still alive at the last transition's end is dropped now).
    func retireEndedPresentations(from presenting: ViewController) {
        let other = ViewController(name: "other")
        presenting.present(other, animated: false)
        _ = presenting.window?.clock.runUntilIdle(maximumTime: 7200)
        other.dismiss(animated: false)
        _ = presenting.window?.clock.runUntilIdle(maximumTime: 7200)
    }

    func run(_ ending: Ending) throws -> [Weak] {
        var registry: StyleRegistry? = try makeRegistry()
        var objects = [Weak(what: "the registry", object: registry)]
        try withExtendedLifetime(registry) {
            let style = try registry!.transitioningDelegate(for: "note-popover")
            let window = Window(device: .iPhone15)
            let presenting = ViewController(name: "presenting")
            window.rootViewController = presenting
            window.makeKeyAndVisible()
            objects.append(Weak(what: "the window", object: window))
            let settle = { _ = window.clock.runUntilIdle(maximumTime: 7200) }
            func resize(_ size: Size, _ traits: TraitCollection) { _ = window.transition(toSize: size, traits: traits) }

            if ending == .noteOverNoteAdaptedLiveThenDismissed {
                resize(Size(width: 800, height: 1000), Self.regular)
                settle()
                try presentNote("lower", from: presenting, style: style, window: window, into: &objects)
                let lower = try #require(presenting.presentedViewController)
                try presentNote("upper", from: lower, style: style, window: window, into: &objects)
                resize(Size(width: 393, height: 852), Self.compact)
                settle()
                try noteWrapper(of: presenting, into: &objects)
                presenting.dismiss(animated: false)
                settle()
                #expect(presenting.presentedViewController == nil)
                retireEndedPresentations(from: presenting)
                #expect(window.invariantViolations() == [])
                return
            }

            try presentNote("presented", from: presenting, style: style, window: window, into: &objects)
            try noteWrapper(of: presenting, into: &objects)
            switch ending {
            case .dismissed:
                presenting.presentedViewController?.dismiss(animated: true)
            case .interactivelyDismissed:
                let wrapper = try #require(presenting.presentedViewController)
                let interaction = style.makeInteractionController()
                let interactive = InteractiveTransitioningDelegate(wrapping: style, interaction: interaction, for: .dismissal)
                wrapper.transitioningDelegate = interactive
                wrapper.dismiss(animated: true)
                window.clock.advance(by: 0)
                interaction.update(0.5)
                interaction.finish()
                settle()
                withExtendedLifetime(interactive) {}
            case .dismissedAfterRegularAndBack:
                resize(Size(width: 800, height: 1000), Self.regular)
                settle()
                resize(Size(width: 393, height: 852), Self.compact)
                settle()
                try noteWrapper(of: presenting, into: &objects)
                presenting.presentedViewController?.dismiss(animated: true)
            case .presentedOverThenDismissed:
                let above = ViewController(name: "above")
                presenting.presentedViewController?.present(above, animated: false)
                settle()
                presenting.dismiss(animated: false)
            case .leftOnScreen:
                break
            case .adaptedLiveThenDismissed, .adaptedLiveMidTransition:
                resize(Size(width: 800, height: 1000), Self.regular)
                settle()
                resize(Size(width: 393, height: 852), Self.compact)
                if ending == .adaptedLiveMidTransition {
                    window.clock.advance(by: 0.1)
                    return
                }
                settle()
                try noteWrapper(of: presenting, into: &objects)
                presenting.presentedViewController?.dismiss(animated: true)
            case .noteOverNoteAdaptedLiveThenDismissed:
                break
            }
            settle()
            retireEndedPresentations(from: presenting)
            #expect(window.invariantViolations() == [])
        }
        registry = nil
        return objects
    }

    @Test(arguments: Ending.allCases)
    func theAdaptedNoteAndItsControllersAreFreedWithTheWindowAndRegistry(_ ending: Ending) throws {
        let objects = try run(ending)
        #expect(objects.filter { $0.object != nil }.map(\.what) == [])
    }
}
