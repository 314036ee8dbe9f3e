import PresentationKit
import Prestyle
import TestSupport
import Testing

/// `transition = "zoom" | …` and `zoom = { … }` with a base: the style plays UIKit's `preferredTransition`
/// (iOS 18), the zoom from a view of the presenting screen named in Lua.
@Suite struct BaseTransitionTests {
    private func delegate(_ source: String) throws -> StyleTransitioningDelegate {
        let folder = TemporaryStyles()
        folder.write("zoomy", source)
        return try folder.registry().transitioningDelegate(for: "zoomy")
    }

    /// Two thumbnails in the presenting screen.
    private func addThumbnails(to scene: StyleScene) -> [View] {
        [Rect(x: 20, y: 120, width: 100, height: 100), Rect(x: 140, y: 120, width: 100, height: 100)]
            .enumerated().map { index, frame in
                let thumb = View(name: "thumb-\(index + 1)", frame: frame)
                scene.presenting.view.addSubview(thumb)
                return thumb
            }
    }

    @Test func aNamedSourceZoomsOutOfThatViewAndADownwardDragFliesBack() throws {
        let style = """
            return style {
              base = "fullScreen", transition = "zoom",
              zoom = { source = "thumb-2", dimmingColor = "#00000066" },
            }
            """
        withStyleScene(try delegate(style)) { scene in
            let thumbs = addThumbnails(to: scene)
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(close(scene.presented.view.presentation.frame, thumbs[1].frame))
            scene.clock.runUntilIdle()
            #expect(scene.view(named: "zoom-dim")?.backgroundColor == Color(hex: "#00000066"))
            scene.window.sendTouches(along: try! TouchPath.drag(from: Point(x: 196, y: 400), dx: 0, dy: 300, duration: 0.25))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(close(scene.presented.view.presentation.frame, thumbs[1].frame))
        }
    }

    @Test func aSourceFunctionIsAskedOnPresentAndOnDismiss() throws {
        let style = """
            local asked = 0
            return style {
              base = "overFullScreen", transition = "zoom",
              zoom = { source = function(ctx)
                asked = asked + 1
                if ctx.presenting and asked == 1 then return "thumb-1" end
                return "thumb-2"
              end },
            }
            """
        withStyleScene(try delegate(style)) { scene in
            let thumbs = addThumbnails(to: scene)
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            #expect(close(scene.presented.view.presentation.frame, thumbs[0].frame))
            scene.clock.runUntilIdle()
            scene.dismiss(settle: false)
            scene.clock.advance(by: 0)
            #expect(thumbs[1].isHidden && !thumbs[0].isHidden, "asked again, it named the second, which the zoom stands for")
            let target = thumbs[1].convert(thumbs[1].bounds, to: scene.presented.view.superview)
            scene.clock.advance(by: ZoomMetrics.spring().settlingDuration * 0.99)
            #expect(close(scene.presented.view.presentation.frame, target, 1), "it lands on the second")
            scene.clock.runUntilIdle()
            #expect(!thumbs[1].isHidden)
            let asks = scene.window.trace.lines.filter { $0.hasPrefix("sourceViewProvider") }
            #expect(asks.count == 2 && asks.last?.hasSuffix("dismiss") == true, "\(asks)")
        }
    }

    @Test func anUnknownSourceIsReportedAtItsLineWithTheNearestName() throws {
        let style = """
            return style {
              base = "fullScreen", transition = "zoom",
              zoom = {
                source = "thumb-7",
              },
            }
            """
        withStyleScene(try delegate(style), allowing: [.style.styleUnknownSourceView]) { scene in
            _ = addThumbnails(to: scene)
            scene.present()
            let problem = scene.diagnostics.first { $0.code == .style.styleUnknownSourceView }
            #expect(problem?.line == 4)
            #expect(problem?.hook == "zoom.source")
            #expect(problem?.message.contains("'thumb-7'") == true)
            #expect(problem?.message.contains("did you mean 'thumb-1'") == true, "\(problem?.message ?? "")")
            #expect(scene.presented.view.frame == scene.window.bounds, "it faded in where it rests")
            scene.dismiss()
        }
    }

    @Test func aSourceFunctionReturningANumberIsABadResult() throws {
        let style = """
            return style {
              base = "fullScreen", transition = "zoom",
              zoom = { source = function() return 3 end },
            }
            """
        withStyleScene(try delegate(style), allowing: [.style.styleBadResult]) { scene in
            scene.present()
            #expect(scene.problems.contains { $0.contains("zoom.source returned the number 3") }, "\(scene.problems)")
            scene.dismiss()
        }
    }

    @Test(arguments: ["crossDissolve", "flipHorizontal", "coverVertical"])
    func theTransitionStylesPlayAsTransitions(_ name: String) throws {
        withStyleScene(try delegate("return style { base = \"fullScreen\", transition = \"\(name)\" }")) { scene in
            scene.present()
            #expect(scene.window.trace.lines.contains("animateTransition(using:) ModalTransitionAnimator(\(name))"))
            scene.dismiss()
            #expect(scene.presenting.presentedViewController == nil)
        }
    }

    @Test func thePartialCurlLeavesThePageCurledOverTheScreen() throws {
        withStyleScene(try delegate("return style { base = \"fullScreen\", transition = \"partialCurl\" }")) { scene in
            scene.present()
            let curl = scene.view(named: ModalTransitionAnimator.curlViewName)
            #expect(curl?.frame.height == scene.window.bounds.height * ModalTransitionAnimator.curledShare)
            scene.dismiss()
            #expect(scene.view(named: ModalTransitionAnimator.curlViewName) == nil)
        }
    }

    @Test func wrongTransitionSettingsDoNotLoadAndSayWhy() throws {
        func message(_ source: String) -> String {
            do {
                _ = try delegate(source)
                return "loaded"
            } catch {
                return "\(error)"
            }
        }
        #expect(message("return style { base = \"fullScreen\", transition = \"zom\" }").contains("did you mean \"zoom\""))
        #expect(message("return style { transition = \"zoom\", zoom = { source = \"thumb-1\" } }").contains("add base"))
        #expect(message("return style { base = \"pageSheet\", transition = \"partialCurl\" }").contains("fullScreen"))
        #expect(message("return style { base = \"fullScreen\", transition = \"zoom\" }").contains("needs the view it zooms from"))
        #expect(message("return style { base = \"fullScreen\", transition = \"zoom\", zoom = { source = 4 } }")
            .contains("zoom.source"))
        #expect(message("return style { base = \"fullScreen\", zoom = { source = \"thumb-1\" } }").contains("add transition"))
        #expect(message("""
            return style { base = "fullScreen", transition = "crossDissolve",
              animator = { duration = function() return 0.3 end, animate = function(ctx) ctx:complete() end } }
            """).contains("leave out animator"))
        #expect(message("return style { base = \"fullScreen\", transition = \"zoom\", zoom = { source = \"a\", dimmingColor = \"red\" } }")
            .contains("zoom.dimmingColor"))
    }

    @Test func aDimmingVisualEffectIsABlurViewUnderTheColourThatFadesWithTheZoom() throws {
        let style = """
            return style {
              base = "overFullScreen", transition = "zoom",
              zoom = { source = "thumb-1", dimmingColor = "#00000033", dimmingVisualEffect = "systemThinMaterialDark" },
            }
            """
        try withStyleScene(try delegate(style)) { scene in
            _ = addThumbnails(to: scene)
            scene.present(settle: false)
            scene.clock.advance(by: 0)
            let dimming = try #require(scene.view(named: "zoom-dim"))
            let blur = try #require(scene.view(named: "zoom-blur"))
            #expect(blur.superview === dimming)
            #expect(blur.backgroundColor == BlurEffect(style: .systemThinMaterialDark).tint)
            #expect(dimming.subviews.map(\.name) == ["zoom-blur", "zoom-color"], "the colour lies over the blur")
            #expect(scene.view(named: "zoom-color")?.backgroundColor == Color(hex: "#00000033"))
            #expect(dimming.presentation.alpha == 0)
            scene.clock.runUntilIdle()
            #expect(dimming.alpha == 1)
            #expect(scene.window.trace.lines.contains("dimmingVisualEffect container systemThinMaterialDark"))
            scene.window.sendTouches(along: try TouchPath.drag(from: Point(x: 196, y: 400), dx: 0, dy: 300, duration: 0.25))
            scene.clock.runUntilIdle()
            #expect(scene.presenting.presentedViewController == nil)
            #expect(blur.window == nil, "the blur leaves with the dimming")
        }
    }

    @Test func anUnknownBlurStyleDoesNotLoadAndNamesTheNearest() throws {
        do {
            _ = try delegate("""
                return style { base = "fullScreen", transition = "zoom",
                  zoom = { source = "thumb-1", dimmingVisualEffect = "systemMaterail" } }
                """)
            Issue.record("a misspelt blur style loaded")
        } catch {
            let message = "\(error)"
            #expect(message.contains("zoom.dimmingVisualEffect"), "\(message)")
            #expect(message.contains("did you mean 'systemMaterial'"), "\(message)")
        }
    }

    @Test func aMisspeltZoomFieldIsAWarningNamingTheUIKitCounterpart() throws {
        let loaded = try delegate("""
            return style { base = "fullScreen", transition = "zoom", zoom = { source = "thumb-1", sourceViewProvider = 1 } }
            """)
        #expect(loaded.style.diagnostics.contains { $0.message.contains("did you mean 'source'") },
                "\(loaded.style.diagnostics.map(\.message))")
        #expect(loaded.style.transition == "zoom")
    }
}

/// `zoom-photo` in each era: the zoom from iOS 18, the transition style (cover vertical) under iOS 12.
@Suite struct BaseTransitionEraTests {
    @Test(arguments: SystemVersion.allCases)
    func theZoomPlaysFromIOS18(_ era: SystemVersion) throws {
        let delegate = try makeRegistry().transitioningDelegate(for: "zoom-photo")
        // This scene's presenter has no thumbnails: the zoom says so, and fades.
        withStyleScene(delegate, allowing: [.style.styleUnknownSourceView]) { scene in
            scene.window.systemVersion = era
            scene.present()
            let zoomed = scene.window.trace.lines.contains("animateTransition(using:) ZoomTransitionAnimator")
            #expect(zoomed == (era >= .iOS18))
            scene.dismiss()
        }
    }
}
