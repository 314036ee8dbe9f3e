import LuaKit
import PresentationKit

/// A view held weakly, with how many views it counts as: 1, or a snapshot's captured layers.
struct WeakView {
    weak var view: View?
    var weight = 1
}

/// The views style code made (`view{}`, `snapshot()`), held weakly, and the cap on how many it may hold
/// (``StyleLimits/maximumViews``): views live outside the Lua state's memory limit, and a style making them
/// without end would exhaust the host's memory and time. One per ``StyleRuntime``.
final class MadeViews {
    /// Views (weights added up) style code may hold.
    let maximum: Int
    /// The views made, weakly: how many style code still holds.
    private(set) var views: [WeakView] = []
    /// The identities of ``views`` as of the last prune: a quick "is this parent the style's own?" (an
    /// identity a freed view left may be reused; it only ever skips a check, never removes a view).
    private var identifiers: Set<ObjectIdentifier> = []
    /// The weights of ``views`` added up (those let go of included, until the next count).
    private var weight = 0
    /// The call into style code during which Lua's collector last ran for the cap, and the views made since.
    private var collectedDuringCall: Int?
    private var madeSinceCollection = 0

    init(limits: StyleLimits) {
        maximum = limits.maximumViews
    }

    /// How many views style code made and still holds.
    var heldCount: Int { views.count { $0.view != nil } }

    /// Whether style code made `view` and still holds it.
    func contains(_ view: View) -> Bool {
        views.contains { $0.view === view }
    }

    /// Whether `view` was among the views made as of the last prune (quick; see ``identifiers``).
    func mayContain(_ view: View) -> Bool {
        identifiers.contains(ObjectIdentifier(view))
    }

    /// Counts a view style code is about to make, or refuses it once style code holds ``maximum`` views. A
    /// snapshot counts as the views it captured (``PresentationKit/View/snapshotLayerCount``): snapshots of
    /// snapshots copy each other, and would otherwise double the host's memory with every line.
    ///
    /// - Parameters:
    ///   - weight: How many views the new one counts as.
    ///   - call: The number of the call into style code under way (``HookScopes/calls``).
    ///   - collect: Runs Lua's collector, which lets go of the views scripts no longer reach; called
    ///     before refusing when views were made since it last ran or this is another call into style code
    ///     (not for each retry of a loop that keeps asking).
    func admit(weight: Int, duringCall call: Int, collect: () throws -> Void) throws {
        guard self.weight + weight > maximum else { return }
        prune()
        if self.weight + weight > maximum, madeSinceCollection > 0 || collectedDuringCall != call {
            collectedDuringCall = call
            madeSinceCollection = 0
            try collect()
            prune()
        }
        guard self.weight + weight <= maximum else {
            if weight > 1 {
                throw LuaError(kind: .runtime, message: "a snapshot of \(weight) views would take style code past the "
                    + "\(maximum) views it may hold (StyleRegistry.Configuration.maximumViews; a snapshot counts the "
                    + "views it captured, snapshots inside it included): snapshot less, or let go of views it no longer needs")
            }
            throw LuaError(kind: .runtime, message: "style code holds \(maximum) views it made, the most it may "
                + "(StyleRegistry.Configuration.maximumViews): remove and let go of views it no longer needs")
        }
    }

    /// Counts `view` among the views style code made.
    func note(_ view: View, weight: Int) {
        views.append(WeakView(view: view, weight: weight))
        identifiers.insert(ObjectIdentifier(view))
        self.weight += weight
        madeSinceCollection += 1
    }

    private func prune() {
        views.removeAll { $0.view == nil }
        identifiers = Set(views.compactMap { $0.view.map(ObjectIdentifier.init) })
        weight = views.reduce(0) { $0 + $1.weight }
    }
}
