/// The devices a user can name by slug.
///
/// Screen sizes and scales are Apple's published figures. Safe-area insets are those UIKit reports for a
/// full-screen window (`window.safeAreaInsets`) in the simulator and on devices, as collected by developers:
/// - iPhone SE (home button, no notch): the 20-point status bar in portrait; nothing in landscape, where
///   iPhones hide the status bar and have no side insets (Use Your Loaf, "Supporting iPhone X", on the
///   iPhone 8, which shares the SE's 375×667 screen).
/// - iPhone 15 and 15 Pro Max (Dynamic Island): top 59 and bottom 34 (home indicator) in portrait; left and
///   right 59 and bottom 21 in landscape (measured and printed in "iOS Layout Adaptation", csl.cool, 2023,
///   and the 59-point figure in reports of `window.safeAreaInsets.top` on the 14 Pro Max, the same class of
///   screen).
/// - iPhone 14 (notch, 390×844 @3x, 1170×2532 pixels: Geoff Hackworth, "How iOS Apps Adapt to the various
///   iPhone 14 Screen Sizes", 2022, the same screen as the iPhone 12 and 13): top 47 and bottom 34 in
///   portrait; left and right 47 and bottom 21 in landscape — the simulator's `window.safeAreaInsets` as
///   measured in the simulator (ported sheets were matched against them), the notch's 47-point class.
/// - iPhone 16 Pro (Dynamic Island, 402×874 @3x, 1206×2622 pixels: Apple's technical specifications, 2024):
///   top 62 and bottom 34 in portrait, left and right 62 and bottom 21 in landscape — the simulator's
///   figures (the thinner bezel moves the island lower than the 15's 59).
/// - iPad Pro 11" and 12.9" (Face ID, no home button): a 24-point status bar at the top and a 20-point home
///   indicator inset at the bottom in both orientations, no side insets (Geoff Hackworth, "How iPad Apps
///   Adapt to the New 11" and 12.9" iPads Pro", 2018).
/// - iPad mini (6th generation on, 8.3", 744×1133 @2x, 1488×2266 pixels: Geoff Hackworth, "How iPad Apps
///   Adapt to the New 8.3" iPad Mini", 2021) and iPad Pro 13-inch (M4, 1032×1376 @2x, 2064×2752 pixels:
///   Apple's technical specifications, 2024): no home button and the same iPadOS status bar and home
///   indicator, so taken to have the Face ID iPads' 24-point and 20-point insets in both orientations (an
///   inference from that class, not a separate measurement).
///
/// - iPhone 16, 16 Plus, 16 Pro Max and 16e (Apple's technical specifications, 2024–2025: 1179×2556,
///   1290×2796, 1320×2868 and 1170×2532 pixels at @3x, so 393×852, 430×932, 440×956 and 390×844 points):
///   each shares its screen with a preset above — the 16 the 15's, the 16 Plus the 15 Pro Max's, the 16e the
///   14's notched one — and is taken to have its insets; the 16 Pro Max has the 16 Pro's thin-bezel island
///   and its 62-point top inset (62/34 reported for the iPhone 16 simulators' `window.safeAreaInsets` in
///   PovioKit's `UIWindowTests`, 2024). These are inferences from the shared screen, not separate measurements.
///
/// - iPhone 17, 17 Pro, 17 Pro Max, Air and 17e (the line Apple sells in 2026): screen sizes, scales and the
///   safe areas of a full-screen window as an iOS 26.5 simulator reports them, probed by a third party
///   (flutter_device_preview's `device_specs/apple-iphone-*.json`, "Derive every Apple spec from its real
///   simulator (Xcode 26.6, iOS 26.5)", pull request 291, August 2026): the 17 and 17 Pro 402×874 @3x, 62/34
///   in portrait and 62 at the sides in landscape — the 16 Pro's; the 17 Pro Max 440×956 @3x with the same
///   insets — the 16 Pro Max's; the Air 420×912 @3x, 68/34 in portrait and 68 at the sides in landscape (a
///   taller island band); the 17e 390×844 @3x, 47/34 and 47 — the 14's notched screen. The same probe reads
///   20 rather than 21 at the bottom in landscape on every Face ID iPhone under iOS 26.5, the 16 Pro included:
///   a difference of the system, not of the screen, which these presets do not model — every phone here keeps
///   the 21 measured under iOS 15–18, so the new models share their elders' screens exactly. The Air is the
///   one new screen; that it is regular width in landscape is an inference from Apple's size-class table
///   (Human Interface Guidelines, "Layout"), where every iPhone 414 points wide or wider is, not a
///   measurement of the Air.
///
/// Display corner radii are third-party measurements: the value iOS reports through the private
/// `UIScreen._displayCornerRadius`, as collected in Kyle Bashour's ScreenCorners README (2020–2025: 47.33 pt
/// for the iPhone 14 and 16e, 55 for the iPhone 15, 15 Pro Max, 16 and 16 Plus, 62 for the 16 Pro and 16 Pro
/// Max, 18 for the Face ID iPads Pro 11" and 12.9") and in a simulator sweep posted to flutter/flutter
/// issue 97349 (January 2025: 0 for the iPhone SE, and the same figures for the rest). For the iPhone 17
/// line: 62 pt read on an iPhone 17 Pro simulator through `expo-screen-corner-radius` (CherryHQ/cherry-studio-app
/// pull request 464, 2026: "bottom radius r=58 (= 62 − 4)"); the 17 and the 17 Pro Max are taken to have the
/// 62 pt of the 17 Pro and the 16 Pro Max because Apple's simulator draws their displays with the very same
/// outline (flutter_device_preview's `screenPath`, extracted from Apple's framebuffer masks, is identical), and
/// the 17e the 14's 47.33 pt (its mask is the iPhone 14's, same UUID, per the same pull request 291) —
/// inferences, not separate readings. None is published for the iPad mini (6th generation), the iPad Pro
/// 13-inch (M4) and the iPhone Air, whose radius is left unknown (nil).
///
/// Size classes are UIKit's rules for full-screen apps: iPhones are compact width, regular height in
/// portrait and compact in both in landscape, except the large phones ("Max", "Plus" and the Air), which are
/// regular width in landscape; iPads are regular in both, in both orientations.
extension Device {
    /// iPhone SE (2nd and 3rd generation): 375×667 @2x, a home button, a 20-point status bar in portrait,
    /// square corners.
    public static let iPhoneSE = Device(
        slug: "iphone-se", name: "iPhone SE",
        portraitScreenSize: Size(width: 375, height: 667), scale: 2, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 0
    )

    /// iPhone 14: 390×844 @3x, a notch: safe area 47/34 in portrait, 47 at the sides and 21 below in landscape;
    /// display corners of 47.33 pt (third-party measurement).
    public static let iPhone14 = Device(
        slug: "iphone-14", name: "iPhone 14",
        portraitScreenSize: Size(width: 390, height: 844), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 47.33
    )

    /// iPhone 15: 393×852 @3x, the Dynamic Island: safe area 59/34 in portrait, 59 at the sides and 21 below
    /// in landscape; display corners of 55 pt (third-party measurement). The default device of `prestyle` and
    /// the examples.
    public static let iPhone15 = Device(
        slug: "iphone-15", name: "iPhone 15",
        portraitScreenSize: Size(width: 393, height: 852), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: dynamicIslandPortraitInsets, landscapeSafeAreaInsets: dynamicIslandLandscapeInsets,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 55
    )

    /// iPhone 16 Pro: 402×874 @3x, the Dynamic Island lower: safe area 62/34 in portrait, 62 at the sides and 21
    /// below in landscape; display corners of 62 pt (third-party measurement).
    public static let iPhone16Pro = Device(
        slug: "iphone-16-pro", name: "iPhone 16 Pro",
        portraitScreenSize: Size(width: 402, height: 874), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 62
    )

    /// iPhone 15 Pro Max: 430×932 @3x, the Dynamic Island; a large phone, so regular width in landscape;
    /// display corners of 55 pt (third-party measurement).
    public static let iPhone15ProMax = Device(
        slug: "iphone-15-pro-max", name: "iPhone 15 Pro Max",
        portraitScreenSize: Size(width: 430, height: 932), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: dynamicIslandPortraitInsets, landscapeSafeAreaInsets: dynamicIslandLandscapeInsets,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact),
        displayCornerRadius: 55
    )

    /// iPhone 16e: 390×844 @3x, the iPhone 14's notched screen and insets (47/34 in portrait, 47 at the sides and
    /// 21 below in landscape); display corners of 47.33 pt (third-party measurement).
    public static let iPhone16e = Device(
        slug: "iphone-16e", name: "iPhone 16e",
        portraitScreenSize: Size(width: 390, height: 844), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 47.33
    )

    /// iPhone 16: 393×852 @3x, the iPhone 15's screen and insets (59/34 in portrait, 59 at the sides and 21
    /// below in landscape); display corners of 55 pt (third-party measurement).
    public static let iPhone16 = Device(
        slug: "iphone-16", name: "iPhone 16",
        portraitScreenSize: Size(width: 393, height: 852), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: dynamicIslandPortraitInsets, landscapeSafeAreaInsets: dynamicIslandLandscapeInsets,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 55
    )

    /// iPhone 16 Plus: 430×932 @3x, the iPhone 15 Pro Max's screen and insets; a large phone, so regular width in
    /// landscape; display corners of 55 pt (third-party measurement).
    public static let iPhone16Plus = Device(
        slug: "iphone-16-plus", name: "iPhone 16 Plus",
        portraitScreenSize: Size(width: 430, height: 932), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: dynamicIslandPortraitInsets, landscapeSafeAreaInsets: dynamicIslandLandscapeInsets,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact),
        displayCornerRadius: 55
    )

    /// iPhone 16 Pro Max: 440×956 @3x, the 16 Pro's lower Dynamic Island: safe area 62/34 in portrait, 62 at the
    /// sides and 21 below in landscape; a large phone, so regular width in landscape; display corners of 62 pt
    /// (third-party measurement).
    public static let iPhone16ProMax = Device(
        slug: "iphone-16-pro-max", name: "iPhone 16 Pro Max",
        portraitScreenSize: Size(width: 440, height: 956), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact),
        displayCornerRadius: 62
    )

    /// iPhone 17e: 390×844 @3x, the iPhone 14's notched screen and insets (47/34 in portrait, 47 at the sides and
    /// 21 below in landscape; an iOS 26.5 simulator's probe, third party); display corners of 47.33 pt (inferred
    /// from the iPhone 14's, the same display mask).
    public static let iPhone17e = Device(
        slug: "iphone-17e", name: "iPhone 17e",
        portraitScreenSize: Size(width: 390, height: 844), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 47.33
    )

    /// iPhone 17: 402×874 @3x, the iPhone 16 Pro's screen and insets (62/34 in portrait, 62 at the sides and 21
    /// below in landscape; an iOS 26.5 simulator's probe, third party); display corners of 62 pt (inferred from
    /// the 17 Pro's, the same display outline).
    public static let iPhone17 = Device(
        slug: "iphone-17", name: "iPhone 17",
        portraitScreenSize: Size(width: 402, height: 874), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 62
    )

    /// iPhone 17 Pro: 402×874 @3x, the iPhone 16 Pro's screen and insets (62/34 in portrait, 62 at the sides and
    /// 21 below in landscape; an iOS 26.5 simulator's probe, third party); display corners of 62 pt (third-party
    /// reading on its simulator).
    public static let iPhone17Pro = Device(
        slug: "iphone-17-pro", name: "iPhone 17 Pro",
        portraitScreenSize: Size(width: 402, height: 874), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
        displayCornerRadius: 62
    )

    /// iPhone Air: 420×912 @3x, a taller island band: safe area 68/34 in portrait, 68 at the sides and 21 below
    /// in landscape (an iOS 26.5 simulator's probe, third party; 21 as on every preset, see above); regular
    /// width in landscape (inferred from Apple's size-class table); no published display corner radius.
    public static let iPhoneAir = Device(
        slug: "iphone-air", name: "iPhone Air",
        portraitScreenSize: Size(width: 420, height: 912), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 68, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 68, bottom: 21, right: 68),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact)
    )

    /// iPhone 17 Pro Max: 440×956 @3x, the iPhone 16 Pro Max's screen and insets (62/34 in portrait, 62 at the
    /// sides and 21 below in landscape; an iOS 26.5 simulator's probe, third party); a large phone, so regular
    /// width in landscape; display corners of 62 pt (inferred from the 16 Pro Max's, the same display outline).
    public static let iPhone17ProMax = Device(
        slug: "iphone-17-pro-max", name: "iPhone 17 Pro Max",
        portraitScreenSize: Size(width: 440, height: 956), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact),
        displayCornerRadius: 62
    )

    /// iPad mini (6th generation on): 744×1133 @2x, regular in both size classes in both orientations; no
    /// published display corner radius.
    public static let iPadMini = Device(
        slug: "ipad-mini", name: "iPad mini",
        portraitScreenSize: Size(width: 744, height: 1133), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: faceIDPadInsets, landscapeSafeAreaInsets: faceIDPadInsets,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular)
    )

    /// iPad Pro 11-inch: 834×1194 @2x, a 24-point status bar and a 20-point home indicator inset; display
    /// corners of 18 pt (third-party measurement).
    public static let iPadPro11 = Device(
        slug: "ipad-pro-11", name: "iPad Pro 11-inch",
        portraitScreenSize: Size(width: 834, height: 1194), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: faceIDPadInsets, landscapeSafeAreaInsets: faceIDPadInsets,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
        displayCornerRadius: 18
    )

    /// iPad Pro 12.9-inch: 1024×1366 @2x, a 24-point status bar and a 20-point home indicator inset; display
    /// corners of 18 pt (third-party measurement).
    public static let iPadPro12_9 = Device(
        slug: "ipad-pro-12.9", name: "iPad Pro 12.9-inch",
        portraitScreenSize: Size(width: 1024, height: 1366), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: faceIDPadInsets, landscapeSafeAreaInsets: faceIDPadInsets,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
        displayCornerRadius: 18
    )

    /// iPad Pro 13-inch (M4): 1032×1376 @2x, taken to have the Face ID iPads' 24- and 20-point insets; no
    /// published display corner radius.
    public static let iPadPro13 = Device(
        slug: "ipad-pro-13", name: "iPad Pro 13-inch",
        portraitScreenSize: Size(width: 1032, height: 1376), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: faceIDPadInsets, landscapeSafeAreaInsets: faceIDPadInsets,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular)
    )

    /// Every preset, smallest first (by portrait width, then height; a later model after an earlier one with
    /// the same screen).
    public static let presets: [Device] = [
        iPhoneSE, iPhone14, iPhone16e, iPhone17e, iPhone15, iPhone16, iPhone16Pro, iPhone17, iPhone17Pro, iPhoneAir,
        iPhone15ProMax, iPhone16Plus, iPhone16ProMax, iPhone17ProMax, iPadMini, iPadPro11, iPadPro12_9, iPadPro13,
    ]

    /// The presets with a screen of their own, in the presets' order: a preset whose screen repeats an
    /// earlier one's (``hasTheSameScreen(as:)``) is left out — the iPhone 16 has the 15's, the 16 Plus the 15 Pro
    /// Max's, the 16e and the 17e the 14's, the 17 and the 17 Pro the 16 Pro's, the 17 Pro Max the 16 Pro Max's. `prestyle check` runs on these, since a repeated screen could only repeat a run.
    public static let distinctScreens: [Device] = presets.reduce(into: []) { kept, device in
        if !kept.contains(where: device.hasTheSameScreen) { kept.append(device) }
    }

    /// Whether `other` simulates the same screen: size, scale, idiom, safe areas, size classes and display
    /// corner radius all equal (the names may differ).
    public func hasTheSameScreen(as other: Device) -> Bool {
        portraitScreenSize == other.portraitScreenSize && scale == other.scale && idiom == other.idiom
            && portraitSafeAreaInsets == other.portraitSafeAreaInsets && landscapeSafeAreaInsets == other.landscapeSafeAreaInsets
            && traitCollection(in: .portrait) == other.traitCollection(in: .portrait)
            && traitCollection(in: .landscapeLeft) == other.traitCollection(in: .landscapeLeft)
            && displayCornerRadius == other.displayCornerRadius
    }

    private static let dynamicIslandPortraitInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    private static let dynamicIslandLandscapeInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    private static let faceIDPadInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
}
