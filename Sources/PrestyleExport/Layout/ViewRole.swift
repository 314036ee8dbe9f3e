/// What a view is to the presentation, read from its name and place in the tree: the renderings use it to
/// decide what to list (the presented view and the chrome) and what to leave as structure (window, container).
public enum ViewRole: String, Sendable, CaseIterable {
    /// The window: the root of the tree.
    case window
    /// The transition's container view (`container`).
    case container
    /// The presenting controller's view (`presenting`).
    case presenting
    /// The presented view (`presented`).
    case presented
    /// A view inside the presented or presenting view: the controllers' own content.
    case content
    /// Any other view: the chrome a style adds (dimming views, shadows, decorations), named by the style.
    case chrome

    /// Whether a summary lists the view's state: the controllers' views and the chrome, not the structure
    /// around them or the content inside them.
    public var isListed: Bool {
        switch self {
        case .presenting, .presented, .chrome: true
        case .window, .container, .content: false
        }
    }
}

extension Recording.Frame {
    /// The role of every view, in the frame's order.
    ///
    /// A recorder suffixes repeated names ("presented#2" for a presentation over a presentation); the role
    /// comes from the part before the "#".
    public func roles() -> [ViewRole] {
        var roleByName: [String: ViewRole] = [:]
        return views.map { view in
            let role: ViewRole
            let base = view.name.split(separator: "#", maxSplits: 1).first.map(String.init) ?? view.name
            if view.parent == nil {
                role = .window
            } else if let fixed = ViewRole(rawValue: base), [.container, .presenting, .presented].contains(fixed) {
                role = fixed
            } else if let parentRole = view.parent.flatMap({ roleByName[$0] }),
                [.presenting, .presented, .content].contains(parentRole)
            {
                role = .content
            } else {
                role = .chrome
            }
            roleByName[view.name] = role
            return role
        }
    }
}
