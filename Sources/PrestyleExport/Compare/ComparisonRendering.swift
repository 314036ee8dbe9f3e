/// A way to show two runs of the same presentation under two styles side by side, as a value like
/// ``Rendering``: `try ComparisonRendering.html().render(bouncy, cool)`.
public struct ComparisonRendering: Sendable {
    /// Renders two recordings, the first shown as A (left), the second as B (right).
    public var render: @Sendable (Recording, Recording) throws -> String

    /// A comparison made of any function, for a format of the caller's own.
    public init(render: @escaping @Sendable (Recording, Recording) throws -> String) {
        self.render = render
    }

    /// Per phase: both durations, a diff of the hook traces (`-` only in A, `+` only in B), each view's final
    /// state on both sides with differences marked `≠`, and the two settled layouts side by side. With a moment
    /// in the options, the same at that moment.
    ///
    /// Every frame in the state table is in the coordinates of the transition's container view, as
    /// `convert(_:to:)` would give it in UIKit, whatever the view's depth: a presented view a style wrapped in
    /// a shadow view compares with one placed directly in the container.
    public static func text(_ options: TextSummary.Options = .init()) -> ComparisonRendering {
        let comparison = TextComparison(options: options)
        return ComparisonRendering { try comparison.render($0, $1) }
    }

    /// One HTML page with two players driven by one set of controls; see ``HTMLPlayer/comparisonPage(_:_:)``.
    public static func html(_ options: HTMLPlayer.Options = .init()) -> ComparisonRendering {
        ComparisonRendering { try HTMLPlayer(options: options).comparisonPage($0, $1) }
    }
}
