import Foundation
import PrestyleExport
import TestSupport
import Testing

/// `prestyle apply … --keyboard [HEIGHT]` as a user runs it: a keyboard phase between present and dismiss in
/// every format (the keyboard a view of the recording, the notifications in the trace), Presentr's translation
/// seen through it, and a height that is no height a usage error on one line.
@Suite("prestyle apply with the keyboard, end to end")
struct KeyboardEndToEndTests {
    let prestyle: PrestyleBinary

    init() throws {
        prestyle = try PrestyleBinary.locate()
    }

    @Test func theKeyboardPhaseShowsSettlesAndHidesInTheJSON() throws {
        let run = try prestyle.run(["apply", "popup", "--keyboard", "--set", "keyboardTranslation=compress", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let recording = try Recording(json: run.stdout)
        #expect(recording.phases.map(\.name) == ["present", "keyboard", "dismiss"])
        let phase = try #require(recording.phases.first { $0.name == "keyboard" })
        #expect(phase.completed)
        #expect(phase.duration == 1.5, "0.5 s up, 0.5 s held, 0.5 s down")
        #expect(phase.events.map { $0.call.prefix { $0 != "(" } }.filter { $0.hasPrefix("keyboard") } == [
            "keyboardWillShowNotification", "keyboardWillChangeFrame", "keyboardDidShowNotification",
            "keyboardWillHideNotification", "keyboardWillChangeFrame", "keyboardDidHideNotification",
        ])
        // Up and settled: the keyboard drawn at its docked frame, the popup compressed above it.
        let up = try #require(phase.frames.first { abs($0.t - 0.75) < 1e-9 })
        let keyboard = try #require(up.views.first { $0.name == "keyboard" })
        #expect(keyboard.frame == .init(x: 0, y: 516, width: 393, height: 336))
        #expect(up.views.first { $0.name == "presented" }?.frame == .init(x: 30, y: 20, width: 333, height: 476))
        #expect(phase.final.view(named: "keyboard") == nil, "gone once down")
        #expect(phase.final.view(named: "presented")?.frame == .init(x: 30, y: 145, width: 333, height: 562))
    }

    @Test func theTextAndThePlayerShowTheKeyboard() throws {
        let text = try prestyle.run(["apply", "popup", "--keyboard", "300", "--device", "iphone-se"])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("\nphase keyboard · 1.5 s · completed · "))
        #expect(text.stdout.contains("keyboardWillShowNotification"))
        #expect(text.stdout.contains("(0, 667, 375, 300) → (0, 367, 375, 300)"))
        let html = try prestyle.run(["apply", "popup", "--keyboard", "--format", "html"])
        #expect(html.status == 0, "\(html)")
        #expect(html.stdout.contains("{\"name\": \"keyboard\", \"parent\": \"window\", \"frame\": [0, 516, 393, 336]"))
    }

    @Test(arguments: [
        (["apply", "popup", "--keyboard", "nan"], "Error: --keyboard nan is not a keyboard height: give points from 0 to the screen's height, 852 on the iPhone 15"),
        (["apply", "popup", "--keyboard=-5"], "Error: --keyboard -5 is not a keyboard height"),
        // Not "Unknown option '-5'": a negative number after --keyboard is its value, refused for what it is.
        (["apply", "popup", "--keyboard", "-5"], "Error: --keyboard -5 is not a keyboard height: give points from 0 to the screen's height, 852 on the iPhone 15"),
        (["apply", "popup", "--keyboard", "-0.5", "--landscape"], "Error: --keyboard -0.5 is not a keyboard height"),
        (["apply", "popup", "--keyboard", "inf"], "Error: --keyboard inf is not a keyboard height"),
        (["apply", "popup", "--keyboard", "900"], "Error: --keyboard 900 is not a keyboard height: give points from 0 to the screen's height, 852 on the iPhone 15"),
        (["apply", "popup", "--keyboard", "500", "--landscape"], "Error: --keyboard 500 is not a keyboard height: give points from 0 to the screen's height, 393 on the iPhone 15"),
    ])
    func aHeightThatIsNoHeightIsAUsageError(arguments: [String], start: String) throws {
        let run = try prestyle.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(start), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
    }
}
