import LuaKit
import PresentationKit

/// One entry of `sheet.detents`: UIKit's system detents (`"medium"`, `"large"`), a fixed height in points
/// (`320`), or a function that computes the height from the resolution context (`function(ctx) … end`), each
/// a `UISheetPresentationController.Detent` (custom detents: `custom(identifier:resolver:)`, iOS 16).
///
/// Each has a name, its detent identifier, which `selectedDetent` and `largestUndimmedDetent` give: `medium`,
/// `large`, a height's number (`320`), and for a function `custom` followed by its place in the list
/// (`custom3`; UIKit makes up an identifier for a custom detent given none).
enum SheetDetentSetting: Hashable {
    case medium
    case large
    /// A fixed height within the sheet's safe area, in points.
    case height(Double)
    /// A function of the context, at `position` (1-based) in the list.
    case resolver(ScriptDetentResolver, position: Int)

    /// The detent's name, its identifier's raw value.
    var name: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let value): ScriptNumbers.format(value)
        case .resolver(_, let position): "custom\(position)"
        }
    }

    /// The identifier a name stands for: the system's for `medium` and `large`.
    static func identifier(named name: String) -> SheetPresentationController.Detent.Identifier {
        switch name {
        case "medium": .medium
        case "large": .large
        default: .init(name)
        }
    }

    static func == (a: SheetDetentSetting, b: SheetDetentSetting) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A detent function of a style, with where it is defined (for its errors).
struct ScriptDetentResolver {
    let function: LuaFunction
    let location: HookLocation
}
