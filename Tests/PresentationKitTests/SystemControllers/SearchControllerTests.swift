import PresentationKit
import Testing

/// Search built on a presentation controller (the 2014 session): the search controller owns its search bar,
/// presents over the controller that defines the presentation context — or the root when none does — and
/// `isActive` presents and dismisses it.
@Suite("Search controllers")
struct SearchControllerTests {
    /// Writes down every call it hears.
    final class Listener: SearchResultsUpdating, SearchControllerDelegate {
        var heard: [String] = []
        func updateSearchResults(for searchController: SearchController) { heard.append("update '\(searchController.searchBar.text)'") }
        func willPresentSearchController(_ searchController: SearchController) { heard.append("willPresent") }
        func didPresentSearchController(_ searchController: SearchController) { heard.append("didPresent") }
        func willDismissSearchController(_ searchController: SearchController) { heard.append("willDismiss") }
        func didDismissSearchController(_ searchController: SearchController) { heard.append("didDismiss") }
    }

    /// The session's example, reduced: a root (`tabs`) showing a list above a 49-point tab bar, the search bar
    /// in the list's header.
    private func makeHierarchy(in scene: Scene, listDefinesContext: Bool) -> (tabs: ViewController, list: ViewController, search: SearchController) {
        let tabs = ViewController(name: "tabs"), list = ViewController(name: "list")
        tabs.addChild(list)
        tabs.view.addSubview(list.view)
        list.didMove(toParent: tabs)
        scene.window.rootViewController = tabs
        list.view.frame = Rect(x: 0, y: 0, width: 393, height: 852 - 49)
        list.definesPresentationContext = listDefinesContext
        let search = SearchController(searchResultsController: ViewController(name: "results"))
        search.searchBar.view.frame = Rect(x: 0, y: 59, width: 393, height: SearchBar.height)
        list.view.addSubview(search.searchBar.view)
        scene.settle()
        return (tabs, list, search)
    }

    @Test func searchPresentsOverTheControllerThatDefinesThePresentationContext() throws {
        try withScene(device: .iPhone15) { scene in
            let (tabs, list, search) = makeHierarchy(in: scene, listDefinesContext: true)
            let listener = Listener()
            search.searchResultsUpdater = listener
            search.delegate = listener
            #expect(search.searchBarOwner === list)
            search.isActive = true
            #expect(search.isActive)
            scene.settle()
            #expect(search.presentingViewController === list)
            #expect(list.presentedViewController === search)
            let controller = try #require(search.presentationController as? SearchPresentationController)
            let container = try #require(controller.containerView)
            #expect(container.superview === tabs.view, "the container covers the list, inside the root")
            #expect(container.frame == list.view.frame)
            #expect(search.view.frame == container.bounds)
            #expect(list.view.window === scene.window, "the context's view stays")
            #expect(search.searchBar.view.superview === search.view)
            #expect(search.searchBar.view.frame == Rect(x: 0, y: 59, width: 393, height: 56))
            #expect(!search.dimmingView.isHidden)
            #expect(search.searchResultsController?.view.isHidden == true, "no results before any text")
            #expect(listener.heard == ["willPresent", "update ''", "didPresent"])

            search.searchBar.text = "uni"
            scene.settle()
            #expect(listener.heard.last == "update 'uni'")
            #expect(search.searchResultsController?.view.isHidden == false)
            #expect(search.searchResultsController?.view.frame == Rect(x: 0, y: 115, width: 393, height: 803 - 115))
            #expect(search.dimmingView.isHidden)

            search.isActive = false
            scene.settle()
            #expect(!search.isActive)
            #expect(list.presentedViewController == nil)
            #expect(search.searchBar.view.superview === list.view, "the bar goes home")
            #expect(search.searchBar.view.frame == Rect(x: 0, y: 59, width: 393, height: 56))
            #expect(listener.heard.suffix(2) == ["willDismiss", "didDismiss"])

            search.isActive = true
            scene.settle()
            #expect(search.presentingViewController === list, "it can present again")
        }
    }

    @Test func withoutAControllerDefiningTheContextSearchPresentsOverTheRoot() throws {
        try withScene(device: .iPhone15) { scene in
            let (tabs, _, search) = makeHierarchy(in: scene, listDefinesContext: false)
            search.isActive = true
            scene.settle()
            #expect(search.presentingViewController === tabs)
            let container = try #require(search.presentationController?.containerView)
            #expect(container.frame == Rect(x: 0, y: 0, width: 393, height: 852))
            #expect(search.presentationController?.isAdapted == false, "a context presentation never adapts")
        }
    }

    @Test func searchCannotBecomeActiveWithoutItsBarInAWindow() {
        withScene(device: .iPhone15, allowing: [.engine.searchBarNotInWindow]) { scene in
            let search = SearchController(searchResultsController: nil)
            search.isActive = true
            #expect(!search.isActive, "a bar in no view: nothing to present from (and no window to report to)")
            scene.presenting.view.addSubview(search.searchBar.view)
            let cover = ViewController(name: "cover")
            cover.modalPresentationStyle = .fullScreen
            scene.presenting.present(cover, animated: false)
            scene.settle()
            search.isActive = true
            #expect(!search.isActive, "the bar's controller is covered by a full-screen presentation: out of the window")
            #expect(search.presentingViewController == nil)
            #expect(scene.window.diagnostics.diagnostics(withCode: .engine.searchBarNotInWindow).count == 1)
        }
    }
}
