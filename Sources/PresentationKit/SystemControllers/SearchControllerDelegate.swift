/// Hears a search controller's presentation and dismissal (UIKit's `UISearchControllerDelegate`). Every
/// method is optional.
public protocol SearchControllerDelegate: AnyObject {
    /// The search controller is about to present (it became active).
    func willPresentSearchController(_ searchController: SearchController)
    /// The search controller's presentation ended.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search controller is about to be dismissed (it became inactive).
    func willDismissSearchController(_ searchController: SearchController)
    /// The search controller's dismissal ended.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
