import PresentationKit
import Prestyle
import TestSupport
import Testing

/// A style ported from UIKit code that writes UIKit's names is told prestyle's — at load for hooks and fields,
/// at run time for fields and methods of `self`, `ctx`, views and the coordinator — and a style that does not
/// load reports all its problems at once.
@Suite struct UIKitNameTests {
    let styles = TemporaryStyles()

    @Test func uikitHookAndFieldNamesGetTheirPrestyleNamesAtLoad() throws {
        styles.write("ported", """
            return style {
              presentationController = {},
              presentation = {
                frameOfPresentedViewInContainerView = function(self) return self.container.bounds end,
                containerViewWillLayoutSubviews = function(self) end,
                presentationTransitionWillBegin = function(self, coordinator) end,
                dismissalTransitionDidEnd = function(self, completed) end,
                adaptivePresentationStyle = function(self, traits) return nil end,
              },
              animator = {
                transitionDuration = 0.3,
                duration = 0.3,
                animateTransition = function(ctx) end,
                animate = function(ctx) ctx:complete(true) end,
              },
            }
            """)
        let info = try styles.registry().style(named: "ported")
        let suggested = Dictionary(uniqueKeysWithValues: info.diagnostics.compactMap { diagnostic -> (String, String)? in
            guard let hook = diagnostic.hook, let range = diagnostic.message.range(of: "did you mean '") else { return nil }
            let rest = diagnostic.message[range.upperBound...]
            return (hook, String(rest[..<rest.firstIndex(of: "'")!]))
        })
        #expect(suggested == [
            "presentationController": "presentation",
            "presentation.frameOfPresentedViewInContainerView": "frameOfPresentedView",
            "presentation.containerViewWillLayoutSubviews": "containerWillLayout",
            "presentation.presentationTransitionWillBegin": "presentationWillBegin",
            "presentation.dismissalTransitionDidEnd": "dismissalDidEnd",
            "presentation.adaptivePresentationStyle": "adaptiveStyle",
            "animator.transitionDuration": "duration",
            "animator.animateTransition": "animate",
        ])
        let frame = try #require(info.diagnostics.first { $0.hook == "presentation.frameOfPresentedViewInContainerView" })
        #expect(frame.line == 4 && frame.severity == .warning)
    }

    @Test func everyUIKitNameInTheHookAndAnimatorTablesHasItsCounterpart() {
        let table: [(uikit: String, prestyle: String)] = [
            ("presentationTransitionWillBegin", "presentationWillBegin"), ("presentationTransitionDidEnd", "presentationDidEnd"),
            ("dismissalTransitionWillBegin", "dismissalWillBegin"), ("dismissalTransitionDidEnd", "dismissalDidEnd"),
            ("frameOfPresentedViewInContainerView", "frameOfPresentedView"), ("containerViewWillLayoutSubviews", "containerWillLayout"),
            ("containerViewDidLayoutSubviews", "containerDidLayout"), ("sizeForChildContentContainer", "sizeForChild"),
            ("viewWillTransition", "willTransitionToSize"), ("willTransition", "willTransitionToTraits"),
            ("adaptivePresentationStyle", "adaptiveStyle"), ("transitionDuration", "duration"), ("animateTransition", "animate"),
            ("animationEnded", "ended"), ("completeTransition", "complete"), ("containerView", "container"),
            ("finalFrameForViewController", "finalFrame"), ("initialFrameForViewController", "initialFrame"),
            ("transitionWasCancelled", "wasCancelled"), ("animateAlongsideTransition", "alongside"),
            ("animateAlongsideTransitionInView", "alongsideIn"), ("notifyWhenInteractionChanges", "onInteractionChange"),
            ("addSubview", "add"), ("removeFromSuperview", "remove"), ("performWithoutAnimation", "withoutAnimation"),
        ]
        for (uikit, prestyle) in table {
            let message = "attempt to call a nil value (method '\(uikit)')"
            #expect(errorHint(message)?.contains("did you mean '\(prestyle)'") == true, "\(uikit)")
        }
    }

    /// The run-time hint, through a style whose hook fails with `message`'s error.
    private func errorHint(_ message: String) -> String? {
        styles.write("raiser", """
            return style { presentation = { presentationWillBegin = function(self) error("\(message)", 0) end } }
            """)
        guard let registry = try? styles.registry(), let delegate = try? registry.transitioningDelegate(for: "raiser") else { return nil }
        var hint: String?
        withStyleScene(delegate, allowing: ["styleHookFailed"]) { scene in
            scene.present()
            hint = scene.diagnostics.first { $0.code == "styleHookFailed" }?.message
            scene.dismiss()
        }
        return hint
    }

    @Test func uikitMethodsAndFieldsOnCtxSelfViewsAndTheCoordinatorGetTheirNamesAtRunTime() throws {
        styles.write("runtime", """
            return style {
              presentation = {
                frameOfPresentedView = function(self) return self.containerView.bounds end,
                presentationWillBegin = function(self, coordinator)
                  coordinator:animateAlongsideTransition(function() end)
                end,
                containerWillLayout = function(self)
                  self.container:addSubview(view { name = "x" })
                end,
              },
              animator = {
                duration = 0.3,
                animate = function(ctx)
                  ctx.container:add(ctx:viewForKey("to") or ctx.toView or ctx.fromView)
                  ctx:completeTransition(true)
                end,
              },
            }
            """)
        let delegate = try styles.registry().transitioningDelegate(for: "runtime")
        withStyleScene(delegate, allowing: ["styleHookFailed", "transitionWatchdog", "styleNeverCompleted", "presentedViewNotInContainer"]) { scene in
            scene.present()
            scene.dismiss()
            let messages = scene.diagnostics.filter { $0.code == "styleHookFailed" }.map { "\($0.hook ?? ""): \($0.message)" }
            for (hook, suggestion) in [
                ("frameOfPresentedView", "did you mean 'container'? (UIKit's containerView)"),
                ("presentationWillBegin", "did you mean 'alongside'? (UIKit's animateAlongsideTransition)"),
                ("containerWillLayout", "did you mean 'add'? (UIKit's addSubview)"),
                ("animator.animate", "did you mean 'fromView' or 'toView'? (UIKit's viewForKey)"),
            ] {
                #expect(messages.contains { $0.hasPrefix(hook + ":") && $0.contains(suggestion) }, "\(hook): \(messages)")
            }
        }
    }

    @Test func aTransformConstructorCalledAsAGlobalIsToldItsLibrary() throws {
        styles.write("bare", """
            return style {
              animator = {
                duration = 0.3,
                animate = function(ctx)
                  ctx.container:add(ctx.toView or ctx.fromView)
                  ctx.container.transform = translate(10, 0)
                  ctx:complete(true)
                end,
              },
            }
            """)
        let delegate = try styles.registry().transitioningDelegate(for: "bare")
        withStyleScene(delegate, allowing: ["styleHookFailed", "transitionWatchdog", "styleNeverCompleted", "presentedViewNotInContainer"]) { scene in
            scene.present()
            scene.dismiss()
            let messages = scene.diagnostics.filter { $0.code == "styleHookFailed" }.map(\.message)
            #expect(messages.contains { $0.contains("(global 'translate'); did you mean 'transform.translate'?") }, "\(messages)")
        }
        #expect(errorHint("attempt to call a nil value (global 'scale')")?.contains("did you mean 'transform.scale'?") == true)
        #expect(errorHint("attempt to call a nil value (global 'wobble')")?.contains("did you mean") == false)
    }

    @Test func aStyleThatDoesNotLoadReportsAllItsProblemsAtOnce() throws {
        let path = styles.write("manyfaults", """
            return style {
              options = { inset = {}, sizes = { 1, "two" }, dim = 0.5 },
              presentation = {
                frameOfPresentedView = 42,
              },
              animator = { duration = 0.3 },
              interaction = { completionSpeed = "fast" },
            }
            """)
        do {
            _ = try styles.registry().style(named: "manyfaults")
            Issue.record("loaded")
        } catch let error as StyleError {
            let problems = error.all
            #expect(problems.map(\.line) == [2, 4, 6, 7], "\(error)")
            #expect(problems.allSatisfy { $0.file == path })
            #expect(problems[0].message.contains("option 'sizes' mixes numbers and strings"))
            #expect(problems[1].message.contains("presentation.frameOfPresentedView must be a function"))
            #expect(problems[2].message.contains("animator needs animate"))
            #expect(problems[3].message.contains("interaction.completionSpeed"))
            #expect(error.description.split(separator: "\n").count == 4)
        }
    }

    @Test func aFileWithThousandsOfProblemsReportsTheFirstFiftyAndHowManyMore() throws {
        let options = (1...2000).map { "  o\($0) = { 1, \"x\" }," }.joined(separator: "\n")
        styles.write("generated", "return style {\n  options = {\n\(options)\n  },\n}\n")
        do {
            _ = try styles.registry().style(named: "generated")
            Issue.record("loaded")
        } catch let error as StyleError {
            #expect(error.all.count == 51)
            #expect(error.all.last?.message == "… and 1950 more problems like these")
        }
    }
}
