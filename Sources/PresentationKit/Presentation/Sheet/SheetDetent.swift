extension SheetPresentationController {
    /// A height at which a sheet rests (UIKit's `UISheetPresentationController.Detent`, iOS 15; custom detents
    /// iOS 16).
    ///
    /// A detent's value is a height *within the sheet's safe area*: it does not include the bottom safe-area
    /// inset, which the sheet adds below it (Apple's documentation of `custom(identifier:resolver:)`: "The
    /// value you return … is a height within the safe area of the sheet").
    ///
    ///     sheet.detents = [.medium(), .large(), .custom(identifier: "peek") { context in
    ///         0.25 * context.maximumDetentValue
    ///     }]
    public struct Detent {
        /// Names a detent, so it can be selected (UIKit's `Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
            /// The identifier's string; the system's are UIKit's own (`com.apple.UIKit.medium`, `com.apple.UIKit.large`).
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// An identifier written as a string literal.
            public init(stringLiteral value: String) { self.rawValue = value }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// `medium` and `large` for the system's detents, else the raw value.
            public var description: String {
                switch self {
                case .medium: "medium"
                case .large: "large"
                default: rawValue
                }
            }
        }

        /// What a custom detent's resolver is told (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
        public struct ResolutionContext {
            /// The traits of the container the sheet is in.
            public let containerTraitCollection: TraitCollection
            /// The largest value a detent can have: the large detent's value (see
            /// ``SheetPresentationController/maximumDetentValue``).
            public let maximumDetentValue: Double
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (ResolutionContext) -> Double?

        /// A detent with a value computed from the context; nil makes it inactive there.
        public init(identifier: Identifier, resolver: @escaping (ResolutionContext) -> Double?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full-height detent: the maximum detent value (UIKit's `large()`).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the full height, inactive in compact height (UIKit's `medium()`: "approximately half
        /// the height of the screen, and is inactive in compact height"). The factor 0.5 of the maximum detent
        /// value follows the Human Interface Guidelines ("medium is about half the fully expanded height");
        /// Apple publishes no exact figure.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : 0.5 * context.maximumDetentValue
            }
        }

        /// A custom detent (UIKit's `custom(identifier:resolver:)`, iOS 16). The value is clamped to
        /// 0…`maximumDetentValue`; a value that is not a finite number makes the detent inactive.
        public static func custom(identifier: Identifier, resolver: @escaping (ResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// The detent's value in `context`, or nil when it is inactive there (UIKit's `resolvedValue(in:)`).
        public func resolvedValue(in context: ResolutionContext) -> Double? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return Swift.min(Swift.max(0, value), context.maximumDetentValue)
        }
    }
}
