/// How tall the system keyboard is on each device preset, in portrait and in landscape: the height of the
/// frame UIKit reports in `keyboardFrameEndUserInfoKey` for the standard English keyboard with the QuickType
/// (suggestion) bar, the system's defaults.
///
/// Apple publishes no keyboard heights; every figure here is a developer's measurement (third party) or an
/// inference from one, and says which:
/// - 260 × 375 (the 4.7-inch home-button screen of the iPhone SE), 336 × 390 (the 6.1-inch iPhone 12 to 14
///   class) and 346 × 414 and 428 (the 6.1-inch XR/11 and the 6.5- and 6.7-inch phones) in portrait: a
///   developer's table of `keyboardFrameEndUserInfoKey` heights per screen, iOS 14 era (third party). The
///   346 agrees with a log printed in marty-suzuki/iOSTraining ("KeyboardNotification", 414 × 896:
///   `{{0, 550}, {414, 346}}`); an iOS 10 log on the 375 × 667 screen printed 258 (stackoverflow 25946121).
/// - The iPhone 15 and 16 Pro (393 and 402 points wide) take the 390-point class's 336, and the 15 Pro Max
///   (430) the 428-point class's 346: an inference (same keyboard layout, same bottom inset), not a
///   measurement.
/// - Landscape phones: the 162-point landscape keys (zoul/ios-keyboards, measured on the 375 × 667 screen,
///   third party) plus the 44-point suggestion bar the portrait figure carries over the 216-point keys,
///   plus the landscape home-indicator inset (21) on Face ID phones: 206 and 227, an inference.
/// - iPad, 768 points wide: 313 in portrait and 398 in landscape (openradar 38117524, 2018, printed from
///   `keyboardFrameBeginUserInfoKey`, third party); the iPad mini (744) and iPad Pro 11-inch (834) take
///   these, an inference. iPad Pro 12.9-inch (1024): 371 and 459 (a device table in TinyMCE's mobile
///   sources, third party); the 13-inch (1032) takes these, an inference.
///
/// A device that is no preset takes its class's figures: a pad 1024 points wide or more the 12.9-inch's,
/// another pad the 768-point iPad's; a phone with a bottom safe-area inset in portrait (Face ID) the
/// 390-point class's, or the 414-point class's from 414 points wide; any other phone (and a screen of no
/// idiom) the home-button phone's. `prestyle apply --keyboard HEIGHT` sets another height outright.
public enum KeyboardHeights {
    /// A portrait and a landscape height, in points.
    public struct Heights: Hashable, Sendable {
        public let portrait: Double
        public let landscape: Double

        /// The height in `orientation`.
        public func height(in orientation: Orientation) -> Double {
            orientation.isLandscape ? landscape : portrait
        }
    }

    private static let homeButtonPhone = Heights(portrait: 260, landscape: 206)
    private static let faceIDPhone = Heights(portrait: 336, landscape: 227)
    private static let largeFaceIDPhone = Heights(portrait: 346, landscape: 227)
    private static let pad = Heights(portrait: 313, landscape: 398)
    private static let largePad = Heights(portrait: 371, landscape: 459)

    /// The heights of each preset, by slug.
    public static let presets: [String: Heights] = [
        "iphone-se": homeButtonPhone,
        "iphone-14": faceIDPhone,
        "iphone-15": faceIDPhone,
        "iphone-16-pro": faceIDPhone,
        "iphone-15-pro-max": largeFaceIDPhone,
        "ipad-mini": pad,
        "ipad-pro-11": pad,
        "ipad-pro-12.9": largePad,
        "ipad-pro-13": largePad,
    ]

    /// The heights on `device`: its preset's, else its class's (see ``KeyboardHeights``); `idiom` decides
    /// for a window made from no device.
    public static func heights(for device: Device?, idiom: UserInterfaceIdiom) -> Heights {
        guard let device else { return idiom == .pad ? pad : homeButtonPhone }
        if let known = presets[device.slug] { return known }
        let width = device.portraitScreenSize.width
        switch device.idiom {
        case .pad: return width >= 1024 ? largePad : pad
        case .phone where device.portraitSafeAreaInsets.bottom > 0: return width >= 414 ? largeFaceIDPhone : faceIDPhone
        default: return homeButtonPhone
        }
    }
}
