import Foundation
import LuaKit
import PresentationKit
@testable import Prestyle
import Testing

/// `Styles/README.md` (the reference), `Styles/prestyle.meta.lua` (the editor annotations) and the bindings
/// name the same API: every hook and field the validator knows, every global a style sees, every member the
/// annotations declare.
@Suite struct APIDocumentationTests {
    static let readme = (try? String(contentsOfFile: TestPaths.styles + "/README.md", encoding: .utf8)) ?? ""
    static let meta = (try? String(contentsOfFile: TestPaths.styles + "/prestyle.meta.lua", encoding: .utf8)) ?? ""

    /// The classes of the annotations whose members scripts reach on a value, with those members.
    static var annotatedMembers: [String: [String]] {
        var members: [String: [String]] = [:]
        var current: String?
        for line in meta.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("---@class ") {
                current = String(line.dropFirst(10).split(separator: " ").first ?? "")
                members[current!] = members[current!] ?? []
            } else if line.hasPrefix("---@field "), let current {
                let name = line.dropFirst(10).split(separator: " ").first.map { String($0).replacingOccurrences(of: "?", with: "") }
                if let name, !name.hasPrefix("[") { members[current, default: []].append(name) }
            } else if line.hasPrefix("function "), let colon = line.firstIndex(of: ":"), let paren = line.firstIndex(of: "(") {
                let owner = String(line[line.index(line.startIndex, offsetBy: 9)..<colon])
                members[owner, default: []].append(String(line[line.index(after: colon)..<paren]))
            } else if !line.hasPrefix("---") {
                current = nil
            }
        }
        return members
    }

    /// The globals the annotations declare: `function name(` and `name = {`.
    static var annotatedGlobals: Set<String> {
        var names = Set<String>()
        for line in meta.split(separator: "\n") where line.hasPrefix("function ") || line.hasSuffix(" = {") {
            let text = line.hasPrefix("function ") ? line.dropFirst(9) : line
            if let name = text.split(whereSeparator: { $0 == "(" || $0 == "." || $0 == ":" || $0 == " " }).first,
               !name.isEmpty, name.first!.isLowercase {
                names.insert(String(name))
            }
        }
        return names
    }

    @Test func theAnnotationsAreValidLua() throws {
        let state = try LuaState()
        _ = try state.load(Self.meta, chunkName: "Styles/prestyle.meta.lua")
    }

    @Test func everyHookAndFieldTheValidatorKnowsIsDocumentedAndAnnotated() {
        let presentation = Self.annotatedMembers["StylePresentation"] ?? []
        for hook in PresentationHook.allCases {
            #expect(Self.readme.contains("| `\(hook.rawValue)` |"), "README's hook table lacks \(hook.rawValue)")
            #expect(Self.readme.contains(hook.uikitName), "README lacks \(hook.uikitName)")
            #expect(presentation.contains(hook.rawValue), "the annotations' StylePresentation lacks \(hook.rawValue)")
        }
        #expect(Set(presentation) == Set(PresentationHook.names), "StylePresentation declares hooks the bindings lack")
        #expect(Set(Self.annotatedMembers["StyleAnimator"] ?? []) == Set(AnimatorField.names))
        #expect(Set(Self.annotatedMembers["StyleDefinition"] ?? []) == Set(StyleField.names))
        #expect(Set(Self.annotatedMembers["StyleInteraction"] ?? []) == Set(InteractionField.names))
        for field in AnimatorField.names + StyleField.names + InteractionField.names {
            #expect(Self.readme.contains("`\(field)"), "README lacks \(field)")
        }
        #expect(Set(Self.annotatedMembers["AnimateFields"] ?? []) == Set(AnimationRequest.fields))
        #expect(Set(Self.annotatedMembers["KeyframesFields"] ?? []) == Set(KeyframesRequest.fields))
        #expect(Set(Self.annotatedMembers["ViewFields"] ?? []) == Set(ViewConstructor.fields))
    }

    @Test func theGlobalsAStyleSeesAreTheAnnotatedAndDocumentedOnes() throws {
        let styles = TemporaryStyles()
        styles.write("globals", """
            local standard = { assert=1, error=1, getmetatable=1, ipairs=1, load=1, next=1, pairs=1, pcall=1, print=1,
              rawequal=1, rawget=1, rawlen=1, rawset=1, select=1, setmetatable=1, tonumber=1, tostring=1, type=1,
              xpcall=1, warn=1, _G=1, _VERSION=1, string=1, table=1, math=1, utf8=1, coroutine=1 }
            local names = {}
            for name in pairs(_ENV) do if not standard[name] then names[#names + 1] = name end end
            table.sort(names)
            return style { summary = table.concat(names, " ") }
            """)
        let globals = Set(try styles.registry().style(named: "globals").summary.split(separator: " ").map(String.init))
        #expect(globals == Self.annotatedGlobals)
        for name in globals { #expect(Self.readme.contains("`\(name)"), "README lacks the global \(name)") }
    }

    @Test func everyAnnotatedMemberExistsOnItsValueAndIsDocumented() throws {
        let members = Self.annotatedMembers
        let reachable: [(type: String, expression: String)] = [
            ("Rect", "rect(0, 0, 1, 1)"), ("Size", "size(1, 1)"), ("Point", "point(0, 0)"), ("Insets", "insets(1)"),
            ("Transform", "transform.identity"), ("View", "view {}"), ("ViewController", "self.presented"),
            ("Traits", "self.traits"), ("Coordinator", "coordinator"), ("PresentationSelf", "self"),
        ]
        func checks(_ list: [(type: String, expression: String)]) -> String {
            list.flatMap { entry in
                (members[entry.type] ?? []).map { member in
                    "check(\"\(entry.type).\(member)\", function() return (\(entry.expression))[\"\(member)\"] end)"
                }
            }.joined(separator: "\n")
        }
        let styles = TemporaryStyles()
        styles.write("members", """
            local missing = {}
            local function check(name, read) if not pcall(read) then missing[#missing + 1] = name end end
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator)
                  \(checks(reachable))
                  assert(#missing == 0, "missing: " .. table.concat(missing, ", "))
                end,
              },
              animator = { duration = 0.1, animate = function(ctx)
                \(checks([("TransitionContext", "ctx")]))
                assert(#missing == 0, "missing: " .. table.concat(missing, ", "))
                ctx.container:add(ctx.toView or ctx.fromView)
                ctx:complete(true)
              end },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "members")) { scene in
            scene.present()
            scene.dismiss()
        }
        for (type, names) in members where reachable.contains(where: { $0.type == type }) || type == "TransitionContext" {
            for name in names where !["with", "applying"].contains(name) || type == "Rect" {
                #expect(Self.readme.contains(name), "README lacks \(type).\(name)")
            }
        }
    }
}
