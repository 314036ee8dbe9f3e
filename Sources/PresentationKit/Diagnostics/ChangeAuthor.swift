/// Which code made a change the engine watches: a layer that runs code on the engine's behalf (the Lua
/// styles) names its hook and line, so that a diagnostic about the change points at it.
public struct ChangeAuthor: Hashable, Sendable {
    /// The hook that was running, e.g. `animator.animate (completion)`.
    public var hook: String
    /// The script's file, when known.
    public var file: String?
    /// The 1-based line in ``file``, when known.
    public var line: Int?

    /// The author of a change made in `hook`, at `file`:`line` when known.
    public init(hook: String, file: String? = nil, line: Int? = nil) {
        self.hook = hook
        self.file = file
        self.line = line
    }
}

/// A source of ``ChangeAuthor``s registered with a window, held by its owner's identity.
struct ChangeAuthorSource {
    weak var owner: AnyObject?
    let author: () -> ChangeAuthor?
}

extension Window {
    /// Lets `owner` name the code that is running when a watched view changes: `author` is asked, only when
    /// such a change happens, and answers nil when none of `owner`'s code runs. Registering the same owner
    /// again replaces its source; an owner that went away is forgotten.
    public func attributeChanges(to owner: AnyObject, _ author: @escaping () -> ChangeAuthor?) {
        changeAuthorSources.removeAll { $0.owner == nil || $0.owner === owner }
        changeAuthorSources.append(ChangeAuthorSource(owner: owner, author: author))
    }

    /// The code running now, as the registered sources name it; nil when it is the engine's own.
    var currentChangeAuthor: ChangeAuthor? {
        for source in changeAuthorSources.reversed() where source.owner != nil {
            if let author = source.author() { return author }
        }
        return nil
    }
}
