import Testing
@testable import PresentationKit

@Suite("Device")
struct DeviceTests {
    struct Expected: Sendable, CustomStringConvertible {
        let slug: String
        let size: Size
        let scale: Double
        let idiom: UserInterfaceIdiom
        let portraitInsets: EdgeInsets
        let landscapeInsets: EdgeInsets
        let portrait: (UserInterfaceSizeClass, UserInterfaceSizeClass)
        let landscape: (UserInterfaceSizeClass, UserInterfaceSizeClass)
        var cornerRadius: Double?
        var description: String { slug }
    }

    static let expectations: [Expected] = [
        Expected(slug: "iphone-se", size: Size(width: 375, height: 667), scale: 2, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 0),
        Expected(slug: "iphone-14", size: Size(width: 390, height: 844), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 47.33),
        Expected(slug: "iphone-16e", size: Size(width: 390, height: 844), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 47.33),
        Expected(slug: "iphone-17e", size: Size(width: 390, height: 844), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 47.33),
        Expected(slug: "iphone-15", size: Size(width: 393, height: 852), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 55),
        Expected(slug: "iphone-16", size: Size(width: 393, height: 852), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 55),
        Expected(slug: "iphone-16-pro", size: Size(width: 402, height: 874), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 62),
        Expected(slug: "iphone-17", size: Size(width: 402, height: 874), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 62),
        Expected(slug: "iphone-17-pro", size: Size(width: 402, height: 874), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                 portrait: (.compact, .regular), landscape: (.compact, .compact),
                 cornerRadius: 62),
        Expected(slug: "iphone-air", size: Size(width: 420, height: 912), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 68, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 68, bottom: 21, right: 68),
                 portrait: (.compact, .regular), landscape: (.regular, .compact),
                 cornerRadius: nil),
        Expected(slug: "iphone-15-pro-max", size: Size(width: 430, height: 932), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                 portrait: (.compact, .regular), landscape: (.regular, .compact),
                 cornerRadius: 55),
        Expected(slug: "iphone-16-plus", size: Size(width: 430, height: 932), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                 portrait: (.compact, .regular), landscape: (.regular, .compact),
                 cornerRadius: 55),
        Expected(slug: "iphone-16-pro-max", size: Size(width: 440, height: 956), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                 portrait: (.compact, .regular), landscape: (.regular, .compact),
                 cornerRadius: 62),
        Expected(slug: "iphone-17-pro-max", size: Size(width: 440, height: 956), scale: 3, idiom: .phone,
                 portraitInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                 landscapeInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                 portrait: (.compact, .regular), landscape: (.regular, .compact),
                 cornerRadius: 62),
        Expected(slug: "ipad-mini", size: Size(width: 744, height: 1133), scale: 2, idiom: .pad,
                 portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 portrait: (.regular, .regular), landscape: (.regular, .regular),
                 cornerRadius: nil),
        Expected(slug: "ipad-pro-11", size: Size(width: 834, height: 1194), scale: 2, idiom: .pad,
                 portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 portrait: (.regular, .regular), landscape: (.regular, .regular),
                 cornerRadius: 18),
        Expected(slug: "ipad-pro-12.9", size: Size(width: 1024, height: 1366), scale: 2, idiom: .pad,
                 portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 portrait: (.regular, .regular), landscape: (.regular, .regular),
                 cornerRadius: 18),
        Expected(slug: "ipad-pro-13", size: Size(width: 1032, height: 1376), scale: 2, idiom: .pad,
                 portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                 portrait: (.regular, .regular), landscape: (.regular, .regular),
                 cornerRadius: nil),
    ]

    @Test func thePresetsAreExactlyTheNamedDevicesSmallestFirst() {
        #expect(Device.presets.map(\.slug) == Self.expectations.map(\.slug))
    }

    @Test func thePresetsNeverShrinkFromTheSmallestScreen() {
        let sizes = Device.presets.map(\.portraitScreenSize)
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect((smaller.width, smaller.height) <= (larger.width, larger.height), "\(smaller) before \(larger)")
        }
    }

    /// The display corner radii are third-party readings of the private `UIScreen._displayCornerRadius`: Kyle
    /// Bashour's ScreenCorners README (iPhone 14 and 16e 47.33, 15/15 Pro Max/16/16 Plus 55, 16 Pro/16 Pro Max
    /// 62, iPad Pro 11" and 12.9" 18) and the simulator sweep in flutter/flutter#97349 (iPhone SE 0); the
    /// iPhone 17 Pro's 62 read on its simulator (CherryHQ/cherry-studio-app#464), the 17's, 17 Pro Max's and
    /// 17e's inferred from the display outline they share with the 17 Pro, 16 Pro Max and 14. The iPhone 17
    /// line's screens and safe areas are an iOS 26.5 simulator's, probed by flutter_device_preview (#291).
    @Test(arguments: expectations)
    func presetsCarryTheirDisplayCornerRadius(expected: Expected) throws {
        let device = try #require(Device.named(expected.slug))
        #expect(device.displayCornerRadius == expected.cornerRadius)
    }

    @Test func presetsSharingAScreenAreCheckedOnce() {
        #expect(Device.distinctScreens.map(\.slug) == [
            "iphone-se", "iphone-14", "iphone-15", "iphone-16-pro", "iphone-air", "iphone-15-pro-max",
            "iphone-16-pro-max", "ipad-mini", "ipad-pro-11", "ipad-pro-12.9", "ipad-pro-13",
        ])
        #expect(Device.iPhone16.hasTheSameScreen(as: .iPhone15))
        #expect(!Device.iPhone16Pro.hasTheSameScreen(as: .iPhone15))
        // The iPhone 17 line repeats its elders' screens, except the Air's.
        #expect(Device.iPhone17.hasTheSameScreen(as: .iPhone16Pro) && Device.iPhone17Pro.hasTheSameScreen(as: .iPhone16Pro))
        #expect(Device.iPhone17ProMax.hasTheSameScreen(as: .iPhone16ProMax))
        #expect(Device.iPhone17e.hasTheSameScreen(as: .iPhone14))
    }

    @Test func aCustomScreenHasTheCornerRadiusItIsGivenOrNone() {
        let plain = Device.custom(size: Size(width: 400, height: 800), horizontalSizeClass: .compact,
                                  verticalSizeClass: .regular)
        #expect(plain.displayCornerRadius == nil)
        let rounded = Device.custom(size: Size(width: 400, height: 800), horizontalSizeClass: .compact,
                                    verticalSizeClass: .regular, displayCornerRadius: 40)
        #expect(rounded.displayCornerRadius == 40)
    }

    @Test(arguments: expectations)
    func presetsInPortrait(expected: Expected) throws {
        let device = try #require(Device.named(expected.slug))
        #expect(device.screenSize(in: .portrait) == expected.size)
        #expect(device.screenBounds(in: .portrait) == Rect(origin: .zero, size: expected.size))
        #expect(device.safeAreaInsets(in: .portrait) == expected.portraitInsets)
        #expect(device.traitCollection(in: .portrait) == TraitCollection(
            horizontalSizeClass: expected.portrait.0, verticalSizeClass: expected.portrait.1,
            userInterfaceIdiom: expected.idiom, displayScale: expected.scale))
    }

    @Test(arguments: expectations, [Orientation.landscapeLeft, .landscapeRight])
    func presetsInLandscapeSwapTheirSize(expected: Expected, orientation: Orientation) throws {
        let device = try #require(Device.named(expected.slug))
        #expect(device.screenSize(in: orientation) == Size(width: expected.size.height, height: expected.size.width))
        #expect(device.safeAreaInsets(in: orientation) == expected.landscapeInsets)
        #expect(device.traitCollection(in: orientation) == TraitCollection(
            horizontalSizeClass: expected.landscape.0, verticalSizeClass: expected.landscape.1,
            userInterfaceIdiom: expected.idiom, displayScale: expected.scale))
    }

    @Test func onlyTheMaxPlusAndAirPhonesAreRegularWidthInLandscape() {
        let regularLandscapePhones = Device.presets
            .filter { $0.idiom == .phone && $0.traitCollection(in: .landscapeLeft).horizontalSizeClass == .regular }
        #expect(regularLandscapePhones.map(\.slug) == [
            "iphone-air", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max", "iphone-17-pro-max",
        ])
    }

    @Test func landscapeRightMirrorsAsymmetricInsets() {
        let device = Device(slug: "notch-left", name: "Notch Left", portraitScreenSize: Size(width: 300, height: 600),
                            scale: 2, idiom: .phone, portraitSafeAreaInsets: .zero,
                            landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 40, bottom: 10, right: 0),
                            portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))
        #expect(device.safeAreaInsets(in: .landscapeRight) == EdgeInsets(top: 0, left: 0, bottom: 10, right: 40))
    }

    @Test func lookupIgnoresCaseAndAcceptsDisplayNames() throws {
        #expect(Device.named("IPHONE-15")?.slug == "iphone-15")
        #expect(try Device(named: "iPhone 15 Pro Max") == Device.iPhone15ProMax)
        #expect(try Device(named: " iPad Pro 12.9 ") == Device.iPadPro12_9)
        for preset in Device.presets {
            #expect(Device.named(preset.name) == preset, "the name `prestyle devices` shows: \(preset.name)")
        }
        #expect(Device.named("iPhone 16 Pro Max") == Device.iPhone16ProMax)
        #expect(Device.named("iPhone Air") == Device.iPhoneAir)
        #expect(Device.named("iphone-18") == nil)
    }

    @Test func anUnknownNameSuggestsTheClosestPreset() {
        #expect(throws: UnknownDeviceError.self) { try Device(named: "iphone15") }
        do {
            _ = try Device(named: "iphone15")
        } catch {
            #expect(error.suggestions == ["iphone-15", "iphone-14", "iphone-16"])
            #expect(error.description == "unknown device 'iphone15'; did you mean 'iphone-15', 'iphone-14' or 'iphone-16'?")
        }
    }

    @Test func severalCloseNamesAreAllSuggestedClosestFirst() {
        #expect(Device.suggestions(for: "ipad-pro-1") == ["ipad-pro-11", "ipad-pro-13", "ipad-pro-12.9"])
        let error = UnknownDeviceError(name: "ipad-pro-1", suggestions: ["ipad-pro-11", "ipad-pro-12.9"],
                                       knownSlugs: [])
        #expect(error.description == "unknown device 'ipad-pro-1'; did you mean 'ipad-pro-11' or 'ipad-pro-12.9'?")
    }

    @Test func aNameNothingLikeAPresetListsThemAll() {
        do {
            _ = try Device(named: "nokia-3310")
            Issue.record("an unknown device was found")
        } catch {
            #expect(error.suggestions.isEmpty)
            #expect(error.description == "unknown device 'nokia-3310'; known devices: "
                + "iphone-se, iphone-14, iphone-16e, iphone-17e, iphone-15, iphone-16, iphone-16-pro, iphone-17, "
                + "iphone-17-pro, iphone-air, iphone-15-pro-max, iphone-16-plus, iphone-16-pro-max, iphone-17-pro-max, "
                + "ipad-mini, ipad-pro-11, ipad-pro-12.9, ipad-pro-13")
        }
    }

    @Test func customDevicesKeepTheirStatedTraitsInEveryOrientation() {
        let insets = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let device = Device.custom(size: Size(width: 600, height: 800), horizontalSizeClass: .regular,
                                   verticalSizeClass: .compact, safeAreaInsets: insets, scale: 3)
        #expect(device.slug == "custom-600x800")
        #expect(device.screenSize(in: .portrait) == Size(width: 600, height: 800))
        #expect(device.screenSize(in: .landscapeLeft) == Size(width: 800, height: 600))
        for orientation in Orientation.allCases {
            let traits = device.traitCollection(in: orientation)
            #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
            #expect(traits.displayScale == 3)
        }
        #expect(device.safeAreaInsets(in: .portrait) == insets)
        #expect(device.safeAreaInsets(in: .landscapeLeft) == insets)
    }

    @Test func customDevicesDefaultToNoSafeAreaAtTwoX() {
        let device = Device.custom(size: Size(width: 320, height: 480), horizontalSizeClass: .compact,
                                   verticalSizeClass: .regular)
        #expect(device.safeAreaInsets(in: .portrait) == .zero)
        #expect(device.scale == 2)
        #expect(device.idiom == .unspecified)
    }

    @Test func rotatingGivesAQuarterTurnTargetTransform() {
        let toLeft = Orientation.portrait.rotation(to: .landscapeLeft)
        #expect(abs(toLeft.a) < 1e-12 && abs(toLeft.b + 1) < 1e-12)
        let across = Orientation.landscapeLeft.rotation(to: .landscapeRight)
        #expect(abs(across.a + 1) < 1e-12 && abs(across.b) < 1e-12)
        #expect(Orientation.portrait.rotation(to: .portrait) == .identity)
    }

    @Test func orientationsParseFromWhatPeopleType() {
        #expect(Orientation(name: "portrait") == .portrait)
        #expect(Orientation(name: "landscape") == .landscapeLeft)
        #expect(Orientation(name: "Landscape-Right") == .landscapeRight)
        #expect(Orientation(name: "landscape_left") == .landscapeLeft)
        #expect(Orientation(name: "sideways") == nil)
    }
}
