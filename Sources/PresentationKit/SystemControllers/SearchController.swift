/// Search built on a presentation controller, as the 2014 session describes UIKit's `UISearchController`:
/// a view controller that owns the ``searchBar`` and presents itself — with a ``SearchPresentationController``
/// — over the controller that defines the presentation context, showing the results controller you give it.
///
///     let search = SearchController(searchResultsController: results)
///     search.searchResultsUpdater = results
///     list.view.addSubview(search.searchBar.view)      // the table header, say
///     list.definesPresentationContext = true           // else it presents over the root
///     search.isActive = true                            // the user tapped the search bar
///     search.searchBar.text = "uni"                     // the results update and show
///
/// Becoming active presents it from the controller whose view holds the search bar; the presentation walks
/// up from there to the nearest controller that ``ViewController/definesPresentationContext``, or to the top
/// of the hierarchy (the root) when none does, and covers that controller's view. While the search text is
/// empty the results stay hidden behind a dimming view (when ``obscuresBackgroundDuringPresentation``).
public final class SearchController: ViewController {
    /// The controller showing the results, a child of the search controller; nil shows them nowhere.
    public let searchResultsController: ViewController?
    /// The search bar, which the search controller owns.
    public let searchBar = SearchBar()
    /// Updates the results as the search text changes.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Hears the presentation and dismissal (held weakly, as in UIKit).
    public weak var delegate: SearchControllerDelegate?
    /// Whether a dimming view covers the context while the search text is empty; true by default.
    public var obscuresBackgroundDuringPresentation = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The view dimming the context below the search bar.
    public let dimmingView = View(name: "searchDimming")
    private var active = false
    private var searchBarHome: ViewHome?

    /// A search controller showing results in `searchResultsController`; its view is named `name`.
    public init(searchResultsController: ViewController?, name: String = "searchController") {
        self.searchResultsController = searchResultsController
        super.init(name: name)
        searchBar.controller = self
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        if let searchResultsController { addChild(searchResultsController) }
        armPresentation()
    }

    /// Whether search is on: setting it presents the search controller (from the search bar's controller)
    /// or dismisses it, with the delegate's will/did calls around.
    public var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }

    /// The controller whose view holds the search bar: the one the search presents from.
    public var searchBarOwner: ViewController? {
        var view: View? = searchBar.view.superview
        while let current = view {
            if let owner = current.layoutDelegate as? ViewController, owner.viewIfLoaded === current { return owner }
            view = current.superview
        }
        return nil
    }

    // MARK: Activation

    private func activate() {
        guard !active else { return }
        guard let owner = searchBarOwner, owner.window != nil, searchBar.view.window != nil else {
            (searchBarOwner?.window ?? window)?.diagnostics.report(
                .error, "'\(name)' cannot become active: its search bar is not in a controller's view in a window",
                code: .engine.searchBarNotInWindow)
            return
        }
        armPresentation()
        tellDelegate("willPresentSearchController") { $0.willPresentSearchController(self) }
        active = true
        let started = owner.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.tellDelegate("didPresentSearchController") { $0.didPresentSearchController(self) }
        }
        guard started else {
            active = false
            return
        }
        updateResults()
    }

    private func deactivate() {
        guard active else { return }
        tellDelegate("willDismissSearchController") { $0.willDismissSearchController(self) }
        let started = dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.tellDelegate("didDismissSearchController") { $0.didDismissSearchController(self) }
        }
        if started { active = false }
    }

    /// The presentation controller for the next presentation (one serves a single presentation).
    private func armPresentation() {
        guard presentationStorage == nil else { return }
        presentationStorage = SearchPresentationController(presentedViewController: self, presenting: nil)
    }

    private func tellDelegate(_ call: String, _ body: (SearchControllerDelegate) -> Void) {
        guard let delegate else { return }
        (window ?? searchBarOwner?.window)?.trace.record(call, target: String(describing: type(of: delegate)), detail: name)
        body(delegate)
    }

    // MARK: Search text

    func searchTextDidChange() {
        viewIfLoaded?.setNeedsLayout()
        if active { updateResults() }
    }

    private func updateResults() {
        guard let searchResultsUpdater else { return }
        window?.trace.record("updateSearchResults(for:)", target: String(describing: type(of: searchResultsUpdater)),
                             detail: searchBar.text)
        searchResultsUpdater.updateSearchResults(for: self)
    }

    // MARK: The search bar during the presentation

    /// Moves the search bar to the top of this controller's view, remembering where it lived.
    func takeSearchBar() {
        let bar = searchBar.view
        if let superview = bar.superview, superview !== view {
            let index = superview.subviews.firstIndex { $0 === bar } ?? superview.subviews.count
            searchBarHome = ViewHome(superview: superview, index: index, frame: bar.frame)
        }
        view.addSubview(bar)
        view.setNeedsLayout()
    }

    /// Puts the search bar back where it lived before the presentation.
    func returnSearchBar() {
        guard let home = searchBarHome, let superview = home.superview else { return }
        superview.insertSubview(searchBar.view, at: home.index)
        searchBar.view.frame = home.frame
        searchBarHome = nil
    }

    // MARK: View

    /// Adds the dimming view (40 % black, like the sheets' dimming) and the results controller's view.
    public override func viewDidLoad() {
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        view.addSubview(dimmingView)
        if let results = searchResultsController {
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
    }

    /// The search bar at the top (below the status bar when the view reaches the window's top), the results
    /// or the dimming view below it.
    public override func viewWillLayoutSubviews() {
        let bounds = view.bounds
        let reachesTop = view.window.map { view.convert(Point.zero, to: $0.rootView).y <= 0 } ?? false
        let top = reachesTop ? (view.window?.safeAreaInsets.top ?? 0) : 0
        if searchBar.view.superview === view {
            searchBar.view.frame = Rect(x: 0, y: top, width: bounds.width, height: SearchBar.height)
        }
        let below = Rect(x: 0, y: top + SearchBar.height, width: bounds.width,
                         height: max(0, bounds.height - top - SearchBar.height))
        let showsResults = !searchBar.text.isEmpty
        dimmingView.frame = below
        dimmingView.isHidden = showsResults || !obscuresBackgroundDuringPresentation
        if let results = searchResultsController?.viewIfLoaded {
            results.frame = below
            results.isHidden = !showsResults
        }
    }
}
