/// Where an alert's or action sheet's parts go: the size of its content and the frames of its header (title
/// and message) and of each action's button, in the content's coordinates.
///
/// UIKit's metrics: an alert is 270 points wide with 44-point buttons, two buttons side by side (the cancel
/// one on the left), more stacked with the cancel one last; an action sheet has 57-point buttons, and in
/// compact width spans the container less 8-point margins with the cancel button in its own group 8 points
/// below the rest; in a popover it is 304 points wide and leaves the cancel button out. There is no text
/// engine here: a header is 20 points of padding above and below, 22 points a title line and 18 a message
/// line, with lines counted at 26 title characters and 36 message characters per 238 points of text width.
public struct AlertLayout: Hashable, Sendable {
    /// How the alert is being shown.
    public enum Mode: String, Hashable, Sendable {
        /// An alert, centred.
        case alert
        /// An action sheet at the bottom of a compact screen.
        case sheet
        /// An action sheet in a popover.
        case popover
    }

    /// An alert's width: 270 points on every iPhone and iPad (the figure re-creations of `UIAlertController` use,
    /// e.g. "Coding Auto Layout by Example — Custom UIAlert", marpies.com, 2022; Apple does not publish it).
    public static let alertWidth = 270.0
    /// An alert button's height: 44 points, the minimum hit target of Apple's Human Interface Guidelines.
    public static let alertButtonHeight = 44.0
    /// An action-sheet button's height: 57 points, read off iOS screenshots (Apple does not publish it).
    public static let sheetButtonHeight = 57.0
    /// The margin around a compact action sheet and between its cancel group and the rest: 8 points, read off
    /// iOS screenshots (Apple does not publish it).
    public static let sheetMargin = 8.0
    /// An action sheet's width in a popover: 304 points, read off iPad screenshots (Apple does not publish it).
    public static let popoverWidth = 304.0

    /// The size of the whole content.
    public var contentSize: Size
    /// The header's frame, nil without a title or a message.
    public var headerFrame: Rect?
    /// Each shown action's button, in the order `actions` listed them (omitted actions have none).
    public var buttonFrames: [Rect?]

    /// Lays out `actions` under a header.
    /// - Parameters:
    ///   - mode: Alert, compact sheet or popover.
    ///   - width: The content's width (ignored for an alert and a popover, which have their own).
    ///   - title: The title, if any (its lines counted at 26 characters per 238 points of width).
    ///   - message: The message, if any (its lines counted at 36 characters per 238 points of width).
    ///   - actionStyles: Each action's style, in the order the actions were added (the cancel one goes last).
    public init(mode: Mode, width: Double, title: String?, message: String?, actionStyles: [AlertAction.Style]) {
        let contentWidth = mode == .alert ? Self.alertWidth : mode == .popover ? Self.popoverWidth : width
        let header = Self.headerHeight(title: title, message: message, width: contentWidth)
        headerFrame = header > 0 ? Rect(x: 0, y: 0, width: contentWidth, height: header) : nil
        var frames = [Rect?](repeating: nil, count: actionStyles.count)
        let cancel = actionStyles.firstIndex(of: .cancel)
        var y = header
        switch mode {
        case .alert where actionStyles.count == 2:
            let half = contentWidth / 2
            let left = cancel ?? 0
            frames[left] = Rect(x: 0, y: y, width: half, height: Self.alertButtonHeight)
            frames[1 - left] = Rect(x: half, y: y, width: half, height: Self.alertButtonHeight)
            y += Self.alertButtonHeight
        default:
            let height = mode == .alert ? Self.alertButtonHeight : Self.sheetButtonHeight
            for index in actionStyles.indices where index != cancel {
                frames[index] = Rect(x: 0, y: y, width: contentWidth, height: height)
                y += height
            }
            if let cancel, mode != .popover {
                if mode == .sheet { y += Self.sheetMargin }
                frames[cancel] = Rect(x: 0, y: y, width: contentWidth, height: height)
                y += height
            }
        }
        buttonFrames = frames
        contentSize = Size(width: contentWidth, height: y)
    }

    /// The header's height for a title and a message at a width (0 without either).
    static func headerHeight(title: String?, message: String?, width: Double) -> Double {
        let texts = [(title, 22.0, 26.0), (message, 18.0, 36.0)].compactMap { text, lineHeight, perLine -> Double? in
            guard let text, !text.isEmpty else { return nil }
            let perWidth = max(1, (perLine * (width - 32) / 238).rounded(.down))
            return lineHeight * (Double(text.count) / perWidth).rounded(.up)
        }
        guard !texts.isEmpty else { return 0 }
        return 40 + texts.reduce(0, +)
    }
}
