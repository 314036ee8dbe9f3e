/// Which corners a view's ``View/cornerRadius`` rounds (Core Animation's `CACornerMask`, set through
/// `CALayer.maskedCorners`, iOS 11). Corners left out stay square. The default is ``all``.
///
/// Core Animation names the corners by the layer's minimum and maximum x and y (`layerMinXMinYCorner` …);
/// in UIKit's top-left-origin coordinates those are the names used here: min-x min-y is the top left.
public struct CornerMask: OptionSet, Hashable, Sendable, CaseIterable {
    /// The corners' bits: top left 1, top right 2, bottom left 4, bottom right 8 (`CACornerMask`'s order).
    public let rawValue: Int

    /// The corners whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1 << 0)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 1 << 3)
    /// All four corners: the default.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The four single corners, in the order they are written: top left, top right, bottom left, bottom right.
    public static let allCases: [CornerMask] = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The corner's name as styles, JSON and renderings write it (`topLeft`…), for a single corner.
    public var name: String? {
        switch self {
        case .topLeft: "topLeft"
        case .topRight: "topRight"
        case .bottomLeft: "bottomLeft"
        case .bottomRight: "bottomRight"
        default: nil
        }
    }

    /// The single corner with this name, or nil.
    public init?(name: String) {
        guard let corner = CornerMask.allCases.first(where: { $0.name == name }) else { return nil }
        self = corner
    }

    /// The names of the corners in the mask, in ``allCases`` order.
    public var names: [String] {
        CornerMask.allCases.filter { contains($0) }.compactMap(\.name)
    }
}
