import PresentationKit

/// The names `adaptiveStyle` answers with, and the styles they stand for.
enum AdaptiveStyleName {
    static let styles: [String: ModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "formSheet": .formSheet, "pageSheet": .pageSheet,
        "none": .none,
    ]

    /// The name of `style`, or nil for one a hook cannot name (the presentation's own, custom: no adaptation).
    static func name(of style: ModalPresentationStyle) -> String? {
        styles.first { $0.value == style }?.key
    }
}
