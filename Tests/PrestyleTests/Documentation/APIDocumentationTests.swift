import Foundation
@testable import LuaKit
import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// What a userdata type's description tells of its members (LuaKit keeps the list internal).
protocol ListsMembers {
    var memberNames: [String] { get }
}

extension LuaUserdataType: ListsMembers {
    var memberNames: [String] { members.map(\.name) }
}

/// `Styles/README.md` (the reference), `Styles/prestyle.meta.lua` (the editor annotations) and the bindings
/// name the same API, in both directions: every hook and field the validator knows, every global a style
/// sees and every member of the bindings is annotated and documented, and every member the annotations
/// declare exists.
@Suite struct APIDocumentationTests {
    static let readme = (try? String(contentsOfFile: PackageRoot.styles + "/README.md", encoding: .utf8)) ?? ""
    static let meta = (try? String(contentsOfFile: PackageRoot.styles + "/prestyle.meta.lua", encoding: .utf8)) ?? ""

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

    /// The identifiers inside the README's code spans (`` `x y width` ``, `` `inset(d)` ``): what it documents.
    static let documentedNames: Set<String> = {
        var names = Set<String>()
        for (index, span) in readme.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            for word in span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { names.insert(String(word)) }
        }
        return names
    }()

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

    @Test func theReadmesWholeStylesPresentAndDismissWithNothingReported() throws {
        let blocks = Self.readme.components(separatedBy: "```lua\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let styles = blocks.filter { $0.contains("return style {") }
        #expect(styles.count == 7)
        let folder = TemporaryStyles()
        for (index, source) in styles.enumerated() { folder.write("example\(index)", source) }
        let registry = try folder.registry(includingBundledStyles: true)
        for index in styles.indices {
            withStyleScene(try registry.transitioningDelegate(for: "example\(index)")) { scene in
                scene.addZoomSources()
                scene.present()
                #expect(scene.presented.view.window === scene.window)
                scene.dismiss()
                #expect(scene.dismissCompletions == 1)
            }
        }
    }

    @Test func theAnnotationsAreValidLua() throws {
        let state = try LuaState()
        _ = try state.load(Self.meta, chunkName: "Styles/prestyle.meta.lua")
    }

    /// The rows of the table in `Styles/README.md` whose header starts with `header`.
    static func tableRows(_ header: String) -> [String] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return Array(lines[(start + 2)...].prefix { $0.hasPrefix("| ") })
    }

    /// The rows of the hook table under "## Presentation hooks".
    static var hookTableRows: [String] { tableRows("| hook | arguments |") }

    @Test func everyHookAndFieldTheValidatorKnowsIsDocumentedAndAnnotated() {
        let presentation = Self.annotatedMembers["StylePresentation"] ?? []
        // The README's hook table is the specification table, row for row, in its order: a hook added to the
        // table without its row (or a row without a hook) fails here.
        #expect(Self.hookTableRows == HookSpecification.all.map(\.documentationRow))
        for hook in PresentationHook.allCases {
            #expect(presentation.contains(hook.rawValue), "the annotations' StylePresentation lacks \(hook.rawValue)")
        }
        #expect(Set(presentation) == Set(PresentationHook.names), "StylePresentation declares hooks the bindings lack")
        #expect(Set(Self.annotatedMembers["StyleAnimator"] ?? []) == Set(AnimatorField.names))
        // The animator table names each field's UIKit method, the one its UIKit spelling is answered from.
        for field in AnimatorField.allCases {
            let rows = Self.tableRows("| field | UIKit | what |").filter { $0.hasPrefix("| `\(field.rawValue)") }
            #expect(rows.count == 1 && rows.allSatisfy { $0.contains(" | `\(field.uikitName)` | ") }, "README's animator table: \(field)")
        }
        #expect(Set(Self.annotatedMembers["StyleDefinition"] ?? []) == Set(StyleField.names))
        #expect(Set(Self.annotatedMembers["StyleInteraction"] ?? []) == Set(InteractionField.names))
        #expect(Set(Self.annotatedMembers["SheetFields"] ?? []) == Set(SheetField.names))
        for field in AnimatorField.names + StyleField.names + InteractionField.names + SheetField.names {
            #expect(Self.readme.contains("`\(field)"), "README lacks \(field)")
        }
        #expect(Set(Self.annotatedMembers["AnimateFields"] ?? []) == Set(AnimationRequest.fields))
        #expect(Set(Self.annotatedMembers["LayoutFields"] ?? []) == Set(StyleValidator.layoutFields))
        #expect(Set(Self.annotatedMembers["KeyframesFields"] ?? []) == Set(KeyframesRequest.fields))
        #expect(Set(Self.annotatedMembers["ViewFields"] ?? []) == Set(ScriptViewProperty.constructorFields.map(\.name)))
    }

    /// The names in code spans in the first column of the README's view property table.
    static var viewPropertyTableNames: [String] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| property (read/write) | what |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.flatMap { row in
            row.split(separator: "|")[0].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    /// The fields the README lists after "Fields of `view{}`:".
    static var documentedViewFields: [String] {
        guard let start = readme.range(of: "Fields of `view{}`: `")?.upperBound,
              let end = readme[start...].firstIndex(of: "`") else { return [] }
        return readme[start..<end].split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test func theViewsPropertiesAreTheAnnotatedAndDocumentedOnes() {
        let properties = ScriptViewProperty.all.map(\.name)
        let fields = ScriptViewProperty.constructorFields.map(\.name)
        // Both ways: a property in the bindings without its line or row, or a line or row without a property, fails.
        #expect(Self.annotatedFields(of: "View").sorted() == properties.sorted())
        #expect(Self.annotatedFields(of: "ViewFields").sorted() == fields.sorted())
        #expect(Self.viewPropertyTableNames.sorted() == properties.sorted())
        #expect(Self.documentedViewFields.sorted() == fields.sorted())
    }

    /// The `---@field` lines of one class of the annotations (its fields, not its methods).
    static func annotatedFields(of owner: String) -> [String] {
        let lines = meta.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "---@class \(owner)" || $0.hasPrefix("---@class \(owner) ") }) else {
            return []
        }
        return lines[(start + 1)...].prefix { $0.hasPrefix("---") }.compactMap { line in
            guard line.hasPrefix("---@field ") else { return nil }
            return line.dropFirst(10).split(separator: " ").first.map { $0.replacingOccurrences(of: "?", with: "") }
        }
    }

    /// A hook's field of `StylePresentation` as its declaration gives it: its arguments and answer typed, and
    /// the UIKit method it stands for (what follows that is the annotation's own note).
    static func annotatedField(_ specification: HookSpecification) -> String {
        let arguments = specification.arguments.map { ", \($0.name): \($0.type)" }.joined()
        let answer = specification.answer.annotation.map { ": \($0)" } ?? ""
        let function = "fun(self: PresentationSelf\(arguments))\(answer)"
        let type = specification.acceptsBoolean ? "boolean|\(function)" : function
        return "---@field \(specification.hook.rawValue)? \(type) UIKit: \(specification.uikitName)"
    }

    /// A hook's method of `PresentationSelf` (`self:sizeForChild(child, parentSize)`) as its declaration
    /// gives it, with its parameters' and answer's types.
    static func annotatedMethod(_ specification: HookSpecification) -> String {
        let parameters = specification.arguments.map { "---@param \($0.name) \($0.type)\n" }.joined()
        let answer = specification.answer.annotation.map { "---@return \($0)\n" } ?? ""
        let names = specification.arguments.map(\.name).joined(separator: ", ")
        return "\n\n\(parameters)\(answer)function PresentationSelf:\(specification.hook.rawValue)(\(names)) end\n"
    }

    @Test(arguments: HookSpecification.all.map(\.hook))
    func theAnnotationsGiveAHookTheArgumentsAnswerAndUIKitNameItsDeclarationGives(_ hook: PresentationHook) {
        let specification = hook.specification
        let field = Self.annotatedField(specification)
        let lines = Self.meta.split(separator: "\n").filter { $0.hasPrefix(field) }
        #expect(lines.count == 1 && lines.allSatisfy { $0.count == field.count || $0.dropFirst(field.count).first == " " },
                "prestyle.meta.lua lacks \(field)")
        // A hook `self` has as a property (`self.presentedView`, the hook's answer) is no method of it.
        guard !Self.meta.contains("\n---@field \(hook.rawValue) ") else { return }
        let method = Self.annotatedMethod(specification)
        let annotated = Self.meta.contains(method)
        #expect(annotated, "prestyle.meta.lua lacks\(method)")
    }

    @Test func theGlobalsAStyleSeesAreTheAnnotatedAndDocumentedOnes() throws {
        let styles = TemporaryStyles()
        styles.write("globals", """
            local standard = { assert=1, error=1, getmetatable=1, ipairs=1, load=1, next=1, pairs=1, pcall=1, print=1,
              rawequal=1, rawget=1, rawlen=1, rawset=1, select=1, setmetatable=1, tonumber=1, tostring=1, type=1,
              xpcall=1, warn=1, _G=1, _VERSION=1, string=1, table=1, math=1, utf8=1, coroutine=1 }
            local names = {}
            for name in pairs(_ENV) do if not standard[name] then names[#names + 1] = name end end
            for name in pairs(transform) do names[#names + 1] = "transform." .. name end
            table.sort(names)
            return style { summary = table.concat(names, " ") }
            """)
        let names = Set(try styles.registry().style(named: "globals").summary.split(separator: " ").map(String.init))
        let globals = names.filter { !$0.hasPrefix("transform.") }
        #expect(globals == Self.annotatedGlobals)
        for name in globals { #expect(Self.readme.contains("`\(name)"), "README lacks the global \(name)") }
        let library = Set(names.filter { $0.hasPrefix("transform.") })
        let annotatedLibrary = Self.meta.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function transform.") else { return nil }
            return String(line.dropFirst(9).prefix { $0 != "(" })
        }
        #expect(library == Set(annotatedLibrary + ["transform.identity"]))
        #expect(Self.meta.contains("  identity = nil,"))
        for name in library { #expect(Self.readme.contains("`\(name)"), "README lacks \(name)") }
    }

    @Test func everyMemberOfTheBindingsIsAnnotatedAndDocumented() throws {
        let runtime = try StyleRuntime(configuration: .isolated)
        let annotated = Self.annotatedMembers
        for type in ScriptTypes.descriptions(in: runtime.state, scopes: runtime.scopes) {
            let members = try #require(type as? any ListsMembers).memberNames
            #expect(!members.isEmpty)
            // `self` is a table over the Presentation userdata: its fields, plus options, chrome and the hooks.
            let annotatedType = type.luaTypeName == "Presentation" ? "PresentationSelf" : type.luaTypeName
            let declared = try #require(annotated[annotatedType], "no ---@class \(annotatedType) in prestyle.meta.lua")
            for member in members {
                #expect(declared.contains(member), "\(type.luaTypeName).\(member) is not annotated in prestyle.meta.lua")
                #expect(Self.documentedNames.contains(member), "\(type.luaTypeName).\(member) is not in Styles/README.md")
            }
            if annotatedType == "PresentationSelf" {
                #expect(Set(declared) == Set(members + ["options", "chrome"] + PresentationHook.names),
                        "PresentationSelf declares what self does not have")
            }
        }
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
            local function check(name, read)
              local ok, value = pcall(read)
              -- self is a table: a member it lacks reads as nil rather than failing
              if not ok or (value == nil and name:find("^PresentationSelf%.")) then missing[#missing + 1] = name end
            end
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
            for name in names {
                #expect(Self.documentedNames.contains(name), "README lacks \(type).\(name)")
            }
        }
    }
}
