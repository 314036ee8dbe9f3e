/// Updates search results as the search text changes (UIKit's `UISearchResultsUpdating`): any object able to
/// filter — often the results controller itself.
public protocol SearchResultsUpdating: AnyObject {
    /// The search controller became active or its search bar's text changed.
    func updateSearchResults(for searchController: SearchController)
}
