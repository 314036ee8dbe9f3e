import BrowserTesting
import Foundation
import PrestyleTool
import TestSupport
import Testing

/// `check`, `list`, `devices`, `new`, `compare`, help and completions, run as a user runs them.
@Suite("prestyle commands, end to end")
struct CommandsEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func checkPassesTheBundledStylesAndFailsABrokenOne() throws {
        let all = try prestyle.run(["check", "bouncy", "cool"])
        #expect(all.status == 0, "\(all)")
        // bouncy plays in present alone (26 runs: 11 devices × 2 orientations, and 4 stacked with a sheet); cool in present, push, tab and split.
        #expect(all.stdout.hasPrefix("ok     bouncy  Styles/bouncy.lua · 26 runs · no diagnostics\nok     cool    Styles/cool.lua · 92 runs"))
        let broken = ApplyEndToEndTests.fixture("broken"), faulty = ApplyEndToEndTests.fixture("faulty")
        let failing = try prestyle.run(["check", broken, faulty])
        #expect(failing.status == 1, "\(failing)")
        #expect(failing.stdout.contains("\n  \(broken):4: error: "))
        #expect(failing.stdout.contains("\n  \(faulty):7: error: "))
        #expect(failing.stdout.hasSuffix(": 0 ok, 2 with errors\n"))
        let missing = try prestyle.run(["check", "nothere"])
        #expect(missing.status == 2)
        #expect(missing.stdout.hasPrefix("missing  no style named 'nothere'"))
    }

    @Test func newWritesAStyleThatCheckPassesAndApplyRuns() throws {
        let folder = try TemporaryFolder()
        let created = try prestyle.run(["new", "sheet"], in: folder.url)
        #expect(created.status == 0, "\(created)")
        #expect(created.stdout == "created Styles/sheet.lua\n"
            + "created Styles/.luarc.json (the Lua language server's settings: completion and type checks in VS Code and Neovim)\n"
            + "see it:   prestyle apply Styles/sheet.lua --watch\ncheck it: prestyle check Styles/sheet.lua\n")
        let check = try prestyle.run(["check", "Styles/sheet.lua"], in: folder.url)
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout.hasPrefix("ok     sheet  Styles/sheet.lua · 26 runs · no diagnostics\n"))
        let apply = try prestyle.run(["apply", "sheet", "--set", "height=0.5"], in: folder.url)
        #expect(apply.status == 0, "\(apply)")
        let again = try prestyle.run(["new", "sheet"], in: folder.url)
        #expect(again.status == 2)
        #expect(again.stderr == "Error: Styles/sheet.lua already exists; pass --force to replace it, or choose another name\n")
        #expect(try prestyle.run(["new", "sheet", "--force"], in: folder.url).status == 0)
    }

    @Test func listShowsEachStyleWithItsOptions() throws {
        let run = try prestyle.run(["list"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\nbouncy  Styles/bouncy.lua\n  Inset card that drops in from the top on a spring\n"))
        #expect(run.stdout.contains("\n  option    default  type\n  damping   0.6      number\n"))
        let elsewhere = try TemporaryFolder()
        try "return style { summary = \"From PRESTYLE_PATH\", options = { on = true } }"
            .write(to: elsewhere.url.appendingPathComponent("extra.lua"), atomically: true, encoding: .utf8)
        let withPath = try prestyle.run(["list"], environment: ["PRESTYLE_PATH": elsewhere.url.path])
        #expect(withPath.stdout.contains("extra  \(elsewhere.url.path)/extra.lua\n  From PRESTYLE_PATH\n"))
        #expect(withPath.stdout.contains("  on      true     boolean\n"))
    }

    @Test func devicesListsThePresets() throws {
        let run = try prestyle.run(["devices"])
        #expect(run.status == 0)
        for slug in ["iphone-se", "iphone-14", "iphone-16e", "iphone-17e", "iphone-15", "iphone-16", "iphone-16-pro",
                     "iphone-17", "iphone-17-pro", "iphone-air", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max",
                     "iphone-17-pro-max", "ipad-mini", "ipad-pro-11", "ipad-pro-12.9", "ipad-pro-13"] {
            #expect(run.stdout.contains("\n\(slug) "), "\(slug)")
        }
    }

    @Test func compareShowsTwoStylesAsTextOrOneHTMLPage() throws {
        let text = try prestyle.run(["compare", "bouncy", "cool"])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.hasPrefix("prestyle compare · A \"bouncy\" vs B \"cool\"\non iPhone 15 · 393×852 pt @3x · portrait · "
            + "horizontal compact, vertical regular · safe area 59, 0, 34, 0 (top, left, bottom, right)\nA  Styles/bouncy.lua"))
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("compare.html").path
        let html = try prestyle.run(["compare", "bouncy", "cool", "--set-b", "inset=10", "--format", "html", "-o", page])
        #expect(html.status == 0, "\(html)")
        #expect(html.stdout.hasSuffix("\nHTML comparison: \(page) (file://\(page))\n"))
        #expect(try String(contentsOfFile: page, encoding: .utf8).components(separatedBy: "data-recording=").count == 3)
        let json = try prestyle.run(["compare", "bouncy", "cool", "--format", "json"])
        #expect(json.status == 2)
    }

    @Test(arguments: ["apply", "check", "list", "devices", "new", "init", "compare", "gallery"])
    func everyCommandHasHelpWithExamples(command: String) throws {
        let run = try prestyle.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: prestyle \(command)"))
        #expect(run.stdout.contains("prestyle \(command)"))
        if command != "list" { #expect(run.stdout.contains("Examples:")) }
    }

    @Test func theRootHelpListsTheCommandsAndTheExitStatuses() throws {
        let run = try prestyle.run(["--help"])
        #expect(run.status == 0)
        for command in ["apply", "check", "list", "devices", "new", "init", "compare"] {
            #expect(run.stdout.contains("\n  \(command) "), "\(command)")
        }
        #expect(run.stdout.contains("2 a usage error"))
        #expect(try prestyle.run(["--version"]).stdout == Tool.version + "\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsCoverTheCommandsAndDevices(shell: String) throws {
        let run = try prestyle.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        #expect(run.stdout.contains("apply") && run.stdout.contains("compare"))
        #expect(run.stdout.contains("iphone-15-pro-max"))
    }
}
