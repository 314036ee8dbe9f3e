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
/// - iPad Pro 11" and 12.9" (Face ID, no home button): a 24-point status bar at the top and a 20-point home
///   indicator inset at the bottom in both orientations, no side insets (Geoff Hackworth, "How iPad Apps
///   Adapt to the New 11" and 12.9" iPads Pro", 2018).
///
/// Size classes are UIKit's rules for full-screen apps: iPhones are compact width, regular height in
/// portrait and compact in both in landscape, except the large ("Max"/"Plus") phones, which are regular
/// width in landscape; iPads are regular in both, in both orientations.
extension Device {
    public static let iPhoneSE = Device(
        slug: "iphone-se", name: "iPhone SE",
        portraitScreenSize: Size(width: 375, height: 667), scale: 2, idiom: .phone,
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact)
    )

    public static let iPhone15 = Device(
        slug: "iphone-15", name: "iPhone 15",
        portraitScreenSize: Size(width: 393, height: 852), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: dynamicIslandPortraitInsets, landscapeSafeAreaInsets: dynamicIslandLandscapeInsets,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact)
    )

    public static let iPhone15ProMax = Device(
        slug: "iphone-15-pro-max", name: "iPhone 15 Pro Max",
        portraitScreenSize: Size(width: 430, height: 932), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: dynamicIslandPortraitInsets, landscapeSafeAreaInsets: dynamicIslandLandscapeInsets,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact)
    )

    public static let iPadPro11 = Device(
        slug: "ipad-pro-11", name: "iPad Pro 11-inch",
        portraitScreenSize: Size(width: 834, height: 1194), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: faceIDPadInsets, landscapeSafeAreaInsets: faceIDPadInsets,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular)
    )

    public static let iPadPro12_9 = Device(
        slug: "ipad-pro-12.9", name: "iPad Pro 12.9-inch",
        portraitScreenSize: Size(width: 1024, height: 1366), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: faceIDPadInsets, landscapeSafeAreaInsets: faceIDPadInsets,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular)
    )

    /// Every preset, smallest first.
    public static let presets: [Device] = [iPhoneSE, iPhone15, iPhone15ProMax, iPadPro11, iPadPro12_9]

    private static let dynamicIslandPortraitInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    private static let dynamicIslandLandscapeInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    private static let faceIDPadInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
}
