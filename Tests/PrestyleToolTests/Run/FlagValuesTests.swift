import PresentationKit
import PrestyleExport
import Testing

@testable import PrestyleTool

/// The values of `--size`, `--traits`, `--safe-area`, `--at` and `--interactive`: what they accept, and the one
/// line they answer anything else with (a usage error).
@Suite("Flag values")
struct FlagValuesTests {
    @Test func aSizeIsWidthByHeightInPoints() throws {
        #expect(try FlagValues.size("393x852") == Size(width: 393, height: 852))
        #expect(try FlagValues.size("500×800") == Size(width: 500, height: 800))
        #expect(try FlagValues.size("320.5X480") == Size(width: 320.5, height: 480))
    }

    @Test(arguments: ["393", "x852", "0x100", "-5x10", "axb", "10x10x10", "nanxinf", "", "0.5x500", "1e308x1e308", "100001x500"])
    func aSizeThatIsNotTwoSidesFrom1To100000IsAUsageError(_ text: String) {
        #expect(throws: ToolError.self) { try FlagValues.size(text) }
        let error = try? #require(throws: ToolError.self) { try FlagValues.size(text) }
        #expect(error?.status == .usage)
        #expect(error?.message.contains("e.g. 393x852") == true)
    }

    @Test func traitsAreTheHorizontalThenTheVerticalSizeClass() throws {
        #expect(try FlagValues.sizeClasses("compact,regular") == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(try FlagValues.sizeClasses("Regular, compact") == SizeClasses(horizontal: .regular, vertical: .compact))
        for bad in ["compact", "compact,big", "unspecified,regular", "compact,regular,compact"] {
            #expect(throws: ToolError.self, "\(bad)") { try FlagValues.sizeClasses(bad) }
        }
    }

    @Test func aSafeAreaIsFourInsetsTopLeftBottomRight() throws {
        #expect(try FlagValues.insets("59,0,34,0") == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        for bad in ["59,0,34", "1,2,3,-4", "a,b,c,d", "1,2,3,4,5", "1e308,0,0,0"] {
            #expect(throws: ToolError.self, "\(bad)") { try FlagValues.insets(bad) }
        }
    }

    @Test func aMomentIsSecondsIntoTheFirstPhaseOrIntoANamedOne() throws {
        #expect(try FlagValues.moment("0.25") == Moment(time: 0.25))
        #expect(try FlagValues.moment("dismiss:0.3") == Moment(phase: "dismiss", time: 0.3))
        #expect(try FlagValues.moment("present#2:0") == Moment(phase: "present#2", time: 0))
        for bad in ["-1", "soon", "dismiss:", "inf"] {
            #expect(throws: ToolError.self, "\(bad)") { try FlagValues.moment(bad) }
        }
    }

    @Test func anInteractionDrivesThePresentationUnlessItSaysDismiss() throws {
        #expect(try FlagValues.interaction("0.4", finishes: true) == .init(direction: .present, fraction: 0.4, finishes: true))
        #expect(try FlagValues.interaction("dismiss:1", finishes: false) == .init(direction: .dismiss, fraction: 1, finishes: false))
        for bad in ["1.5", "-0.1", "rotate:0.5", "half"] {
            #expect(throws: ToolError.self, "\(bad)") { try FlagValues.interaction(bad, finishes: true) }
        }
    }
}
