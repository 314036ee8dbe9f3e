import PresentationKit
import PrestyleExport
import PrestyleStage
import Testing

@testable import PrestyleTool

/// The settings `apply` and `compare` run with: the default, the steps the flags add, and the screen they pick.
@Suite("Run settings")
struct RunSettingsTests {
    @Test func theDefaultSceneIsAnIPhone15InPortraitPresentingThenDismissingAt60FPS() throws {
        let settings = RunSettings()
        #expect(try settings.screen.device() == .iPhone15)
        #expect(settings.orientation == .portrait)
        #expect(settings.steps == [.present, .dismiss])
        #expect(settings.recorderOptions == Recorder.Options(fps: 60, steps: [.present, .dismiss]))
    }

    @Test func rotateAndAdaptAddTheirPhasesWhilePresented() {
        let settings = RunSettings(rotates: true, adapts: true)
        #expect(settings.steps == [.present, .rotate(), .adapt(), .adaptBack, .dismiss])
    }

    @Test func anInteractionReplacesTheStepItDrives() {
        let present = Recorder.Interaction(direction: .present, fraction: 0.4, finishes: false)
        #expect(RunSettings(interaction: present).steps == [.interactive(present), .dismiss])
        let dismiss = Recorder.Interaction(direction: .dismiss, fraction: 0.7, finishes: true)
        #expect(RunSettings(rotates: true, interaction: dismiss).steps == [.present, .rotate(), .interactive(dismiss)])
    }

    @Test func aCustomScreenTakesItsTraitsFromItsSizeUnlessGiven() throws {
        let phone = try ScreenChoice.custom(CustomScreen(size: Size(width: 400, height: 700))).device()
        #expect(phone.traitCollection(in: .portrait).horizontalSizeClass == .compact)
        #expect(phone.traitCollection(in: .portrait).verticalSizeClass == .regular)
        let tablet = try ScreenChoice.custom(CustomScreen(size: Size(width: 800, height: 1000))).device()
        #expect(tablet.traitCollection(in: .portrait).horizontalSizeClass == .regular)
        let stated = CustomScreen(
            size: Size(width: 800, height: 400), traits: SizeClasses(horizontal: .compact, vertical: .compact),
            safeArea: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let device = try ScreenChoice.custom(stated).device()
        #expect(device.traitCollection(in: .portrait).horizontalSizeClass == .compact)
        #expect(device.safeAreaInsets(in: .portrait).top == 10)
        #expect(device.screenSize(in: .portrait) == Size(width: 800, height: 400))
    }

    @Test func aCustomScreensDerivedTraitsAndSafeAreaFollowItAsItIsHeld() throws {
        // The same 800×500 screen, stated sideways or turned sideways, is the same screen.
        let wide = try ScreenChoice.custom(CustomScreen(size: Size(width: 800, height: 500))).device()
        let turned = try ScreenChoice.custom(CustomScreen(size: Size(width: 500, height: 800))).device()
        #expect(turned.traitCollection(in: .landscapeLeft).horizontalSizeClass == wide.traitCollection(in: .portrait).horizontalSizeClass)
        #expect(turned.traitCollection(in: .landscapeLeft).verticalSizeClass == wide.traitCollection(in: .portrait).verticalSizeClass)
        // A phone-sized screen sideways is compact both ways, as an iPhone 15 is; a Max-sized one regular wide.
        let phone = try ScreenChoice.custom(CustomScreen(
            size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))).device()
        #expect(phone.traitCollection(in: .landscapeLeft).horizontalSizeClass == .compact)
        #expect(phone.traitCollection(in: .landscapeLeft).verticalSizeClass == .compact)
        let max = try ScreenChoice.custom(CustomScreen(size: Size(width: 430, height: 932))).device()
        #expect(max.traitCollection(in: .landscapeLeft).horizontalSizeClass == .regular)
        // The upright top edge (the notch) is on the left once turned to landscapeLeft.
        #expect(phone.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 0, left: 59, bottom: 0, right: 34))
        // Stated traits hold in every orientation.
        let stated = try ScreenChoice.custom(CustomScreen(
            size: Size(width: 393, height: 852), traits: SizeClasses(horizontal: .compact, vertical: .regular))).device()
        #expect(stated.traitCollection(in: .landscapeLeft).verticalSizeClass == .regular)
    }

    @Test func aCustomScreenTakesItsScaleAndIdiomInEveryOrientation() throws {
        let plain = try ScreenChoice.custom(CustomScreen(size: Size(width: 390, height: 844))).device()
        #expect(plain.scale == 2 && plain.idiom == .unspecified)
        let phone = try ScreenChoice.custom(CustomScreen(size: Size(width: 390, height: 844), scale: 3, idiom: .phone)).device()
        for orientation in Orientation.allCases {
            let traits = phone.traitCollection(in: orientation)
            #expect(traits.displayScale == 3 && traits.userInterfaceIdiom == .phone, "\(orientation)")
        }
        #expect(phone.scale == 3)
    }

    @Test func anIOSVersionIsOneOfTheErasModelled() throws {
        #expect(RunSettings().systemVersion == .iOS26)
        #expect(try FlagValues.systemVersion("26") == .iOS26)
        #expect(try FlagValues.systemVersion("iOS 18") == .iOS18)
        #expect(try FlagValues.systemVersion("12.0") == .iOS12)
        for bad in ["17", "27", "ios", "", "26.1", "twelve"] {
            let error = try? #require(throws: ToolError.self, "\(bad)") { try FlagValues.systemVersion(bad) }
            #expect(error?.status == .usage)
            #expect(error?.message.contains("an iOS version: 26, 18, 12") == true, "\(error?.message ?? "")")
        }
    }

    @Test func scaleAndIdiomValuesAreCheckedWithTheExpectedForm() throws {
        #expect(try FlagValues.scale("3") == 3)
        #expect(try FlagValues.scale(" 2.5 ") == 2.5)
        for bad in ["0", "-1", "nan", "inf", "11", "three", ""] {
            let error = try? #require(throws: ToolError.self, "\(bad)") { try FlagValues.scale(bad) }
            #expect(error?.status == .usage)
            #expect(error?.message.contains("pixels per point, more than 0 and at most 10") == true, "\(error?.message ?? "")")
        }
        #expect(try FlagValues.idiom("phone") == .phone)
        #expect(try FlagValues.idiom("Pad") == .pad)
        #expect(try FlagValues.idiom("unspecified") == .unspecified)
        let error = try? #require(throws: ToolError.self) { try FlagValues.idiom("watch") }
        #expect(error?.message.contains("phone, pad or unspecified") == true)
    }

    @Test func aSafeAreaThatLeavesNothingOfTheScreenIsAUsageError() {
        let screen = CustomScreen(size: Size(width: 500, height: 800), safeArea: EdgeInsets(top: 400, left: 0, bottom: 400, right: 0))
        let error = try? #require(throws: ToolError.self) { try ScreenChoice.custom(screen).device() }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix("--safe-area 400,0,400,0 leaves nothing of a 500x800 screen") == true)
    }

    @Test func anUnknownDeviceIsAUsageErrorSuggestingTheClosestPreset() {
        let error = try? #require(throws: ToolError.self) { try ScreenChoice.preset("iphone15").device() }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix("unknown device 'iphone15'; did you mean 'iphone-15' or 'iphone-14'?") == true)
        #expect(error?.message.contains("\n") == false)
    }
}
