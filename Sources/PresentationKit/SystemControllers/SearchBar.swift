/// The search field a ``SearchController`` owns (UIKit's `UISearchBar`): a view (named `searchBar`, 56
/// points tall) you put in your hierarchy — a table's header, a bar — and the text typed into it.
public final class SearchBar {
    /// The bar's height.
    public static let height = 56.0

    /// The bar's view.
    public let view = View(name: "searchBar")
    /// The text typed; a change makes the search controller update its results.
    public var text = "" {
        didSet {
            guard text != oldValue else { return }
            controller?.searchTextDidChange()
        }
    }
    weak var controller: SearchController?

    init() {
        view.frame = Rect(x: 0, y: 0, width: 320, height: Self.height)
    }
}
