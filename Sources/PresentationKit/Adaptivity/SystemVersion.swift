/// Which iOS a window behaves as: the era of UIKit whose rules the engine models.
///
/// Most of UIKit's presentation machinery has not changed since iOS 8, the seeds' era; where it has, the rule
/// reads ``Window/systemVersion`` and its doc comment names the era and the source. Three eras are modelled,
/// each the last release of a generation of sheets:
///
/// - ``iOS26``, the default — what users hold today: the Liquid Glass sheets of iOS 26 ("Adopting Liquid
///   Glass", Apple's documentation; WWDC 2025 "Get to know the new design system").
/// - ``iOS18`` — the attached card sheets of iOS 13–18 (WWDC 2019 "Modernizing Your UI for iOS 13"; detents from
///   iOS 15, WWDC 2021 "Customize and resize sheets in UIKit"), `preferredTransition` and `.automatic` as a form
///   sheet from iOS 18 (WWDC 2024 "What's new in UIKit").
/// - ``iOS12`` — the seeds' UIKit (iOS 8–12, WWDC 2014 "View Controller Advancements in iOS 8"): full-screen
///   sheets in compact width, no cards, no detents.
///
///     window.systemVersion = .iOS18      // today's cards, as `prestyle apply --ios 18` shows them
public enum SystemVersion: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// iOS 8–12: the seeds' sheets.
    case iOS12 = 12
    /// iOS 13–18: attached card sheets, detents from iOS 15.
    case iOS18 = 18
    /// iOS 26: floating sheets. The default.
    case iOS26 = 26

    /// The era a window starts in: today's.
    public static let current = SystemVersion.iOS26

    /// The era named by a major version number: 26, 18 or 12 exactly.
    public init?(major: Int) { self.init(rawValue: major) }

    /// The major version number, as `traits.systemVersion` gives it to styles.
    public var major: Int { rawValue }

    /// The sheets this era draws when nothing else is asked (``Window/sheetGeometry``).
    public var sheetGeometry: SheetGeometry {
        switch self {
        case .iOS12: .classic
        case .iOS18, .iOS26: .card
        }
    }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `iOS 26`.
    public var description: String { "iOS \(rawValue)" }
}
