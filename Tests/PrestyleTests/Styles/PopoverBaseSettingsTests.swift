import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// `base = "popover"` with `popover = { … }` and `adaptive = { … }`: the words a style uses to stand on UIKit's
/// popover and answer its adaptive delegate, validated at load with file, line and field.
@Suite struct PopoverBaseSettingsTests {
    private func load(_ source: String) throws -> StyleTransitioningDelegate {
        let folder = TemporaryStyles()
        folder.write("base", source)
        return try folder.registry().transitioningDelegate(for: "base")
    }

    private func loadError(_ source: String) -> String {
        do {
            _ = try load(source)
            Issue.record("it loaded")
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aPopoverFromTheBottomLeftCornerPointsItsArrowDownAndKeepsItsMargin() throws {
        let delegate = try load("""
            return style {
              base = "popover",
              popover = { source = "bottomLeft", sourceRect = { 16, 0, 44, 44 }, arrows = "down", margin = 20 },
            }
            """)
        try withStyleScene(delegate, device: .iPadPro11) { scene in
            scene.presented.preferredContentSize = Size(width: 300, height: 200)
            scene.present()
            let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
            // The safe area's bottom left: (0, 1194 − 20); the button 16 in, its bottom on the safe bottom.
            #expect(popover.sourceRect == Rect(x: 16, y: 1174 - 44, width: 44, height: 44))
            #expect(popover.arrowDirection == .down && popover.popoverLayoutMargins == EdgeInsets(all: 20))
            #expect(scene.presented.view.frame.maxY == 1174 - 44 - 13)
            #expect(scene.presented.view.frame.minX == 20, "kept 20 points from the leading edge")
            scene.dismiss()
            #expect(scene.window.rootView.subviews.map(\.name) == ["presenting"])
        }
    }

    @Test func withoutAdaptiveAPopoverGoesFullScreenInCompactWidthAsUIKitsDoes() throws {
        let delegate = try load(#"return style { base = "popover", popover = { source = "center" } }"#)
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
            #expect(popover.adaptedPresentationController is FullScreenPresentationController)
            #expect(scene.presenting.presentedViewController === scene.presented, "no wrapper")
            scene.dismiss()
        }
    }

    @Test func compactNamesTheAdaptedStyleWithoutAnOption() throws {
        let delegate = try load(#"return style { base = "popover", adaptive = { compact = "formSheet", wrap = "done" } }"#)
        try withStyleScene(delegate, device: .iPhone14) { scene in
            scene.present()
            let popover = try #require(scene.presented.presentationController as? PopoverPresentationController)
            #expect(popover.adaptedPresentationController?.presentationStyle == .formSheet)
            #expect(scene.view(named: "done") != nil && scene.view(named: "blur") == nil)
            scene.dismiss()
            #expect(scene.view(named: "wrapper") == nil)
        }
    }

    @Test func badPopoverAndAdaptiveWordsAreRefusedWithTheFieldAndLine() {
        let wrongBase = loadError(#"return style { base = "pageSheet", popover = { source = "topRight" } }"#)
        #expect(wrongBase.contains(#"popover must be a table { … } with base = "popover""#))
        let noBase = loadError(#"return style { adaptive = { compact = "none" } }"#)
        #expect(noBase.contains("adaptive must be a table"))
        let problems = loadError("""
            return style {
              options = { adaptation = 3 },
              base = "popover",
              popover = { source = "middle", sourceRect = { 0, 0, 0/0, 44 }, arrows = { "sideways" }, margin = -1 },
              adaptive = { compact = "sheet", compactOption = "adaptation", backdrop = "blur" },
            }
            """)
        for expected in [
            #"popover.source: must be one of "topLeft", "topRight", "bottomLeft", "bottomRight", "center", not "middle""#,
            "popover.sourceRect: each value must be a number from 0 to 10000, not nan",
            #"popover.arrows: must be one of "any", "down", "left", "right", "up", not "sideways""#,
            "popover.margin: it must be a number from 0 to 1000, not -1",
            #"adaptive.compact: must be one of "formSheet", "fullScreen", "none", "overFullScreen", "pageSheet", not "sheet""#,
            "adaptive.compactOption: option 'adaptation' must default to one of",
            #"adaptive.backdrop: the blur goes behind the wrapper: add wrap = "done""#,
        ] {
            #expect(problems.contains(expected), "\(expected)")
        }
        #expect(problems.contains("base.lua:4:") && problems.contains("base.lua:5:"))
    }

    /// The fields `---@field`-annotated under `---@class name` in Styles/prestyle.meta.lua.
    private func annotated(_ name: String) throws -> Set<String> {
        let meta = try String(contentsOfFile: PackageRoot.styles + "/prestyle.meta.lua", encoding: .utf8)
        let lines = meta.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "---@class \(name)"))
        var fields: Set<String> = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("---") else { break }
            guard line.hasPrefix("---@field ") else { continue }
            let field = line.dropFirst("---@field ".count).prefix { $0 != " " && $0 != "?" }
            fields.insert(String(field))
        }
        return fields
    }

    @Test func theAnnotationsAndTheGuideNameEveryFieldTheValidatorReads() throws {
        #expect(try annotated("PopoverFields") == Set(BaseSettings.PopoverField.names))
        #expect(try annotated("AdaptiveFields") == Set(BaseSettings.AdaptiveField.names))
        let guide = try String(contentsOfFile: PackageRoot.styles + "/README.md", encoding: .utf8)
        for field in BaseSettings.PopoverField.names + BaseSettings.AdaptiveField.names {
            #expect(guide.contains("| `\(field)` |"), "Styles/README.md lacks a row for \(field)")
        }
    }

    @Test func anUnknownFieldIsAWarningThatNamesTheClosestOne() throws {
        let folder = TemporaryStyles()
        folder.write("base", #"return style { base = "popover", popover = { arrow = "up" }, adaptive = { wrapp = "done" } }"#)
        let info = try folder.registry().style(named: "base")
        let messages = info.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'arrow' is not a field of popover; did you mean 'arrows'?") })
        #expect(messages.contains { $0.contains("'wrapp' is not a field of adaptive; did you mean 'wrap'?") })
    }
}
