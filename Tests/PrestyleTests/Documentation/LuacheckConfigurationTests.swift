import Foundation
import TestSupport
import Testing

/// `Styles/.luacheckrc` tells luacheck the style API, read from `prestyle.meta.lua` (which
/// ``APIDocumentationTests`` checks against the globals a style really sees): a file using every global and
/// every `transform` member passes, and a misspelt global or member, a write to an API global, or a library the
/// sandbox leaves out is reported. Runs the `luacheck` on the PATH; without one the tests are skipped, unless
/// `PRESTYLE_REQUIRE_LUACHECK=1` (as `make test` sets) makes that a failure.
@Suite(.enabled(if: Luacheck.shouldRun, "no luacheck on the PATH (make test installs it)"))
struct LuacheckConfigurationTests {
    @Test func everyGlobalAndTransformMemberAStyleSeesIsDeclared() throws {
        let members = APIDocumentationTests.meta.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function transform.") else { return nil }
            return String(line.dropFirst("function ".count).prefix { $0 != "(" })
        }
        let names = APIDocumentationTests.annotatedGlobals.sorted() + members + ["transform.identity"]
        let result = try Luacheck.lint("local used = { \(names.joined(separator: ", ")) }\nreturn used\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("0 warnings / 0 errors"), "\(result.output)")
    }

    @Test func aMisspeltNameAWriteToTheAPIAndTheFileSystemAreReported() throws {
        let result = try Luacheck.lint("""
            local frame = rekt(0, 0, 10, 10)
            local t = transform.scael(2)
            view = nil
            local f = io.open("x")
            return style { summary = tostring(frame) .. tostring(t) .. tostring(f) }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("accessing undefined variable 'rekt'"), "\(result.output)")
        #expect(result.output.contains("accessing undefined field 'scael' of global 'transform'"), "\(result.output)")
        #expect(result.output.contains("setting read-only global variable 'view'"), "\(result.output)")
        #expect(result.output.contains("accessing undefined variable 'io'"), "\(result.output)")
    }

    @Test func theHooksConventionalArgumentsMayGoUnusedButNoOthers() throws {
        let result = try Luacheck.lint("""
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator) end,
                dismissalDidEnd = function(self, completed) end,
                sizeForChild = function(self, child, parentSize) return size(1, 1) end,
                frameOfPresentedView = function(self, forgotten) return rect(0, 0, 1, 1) end,
              },
            }
            """)
        #expect(result.output.contains("unused argument 'forgotten'"), "\(result.output)")
        #expect(result.output.contains("1 warning / 0 errors"), "\(result.output)")
    }
}
