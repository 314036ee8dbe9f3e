/// A drop shadow behind a view (the layer's `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`).
public struct Shadow: Hashable, Sendable {
    /// The shadow's color (`shadowColor`).
    public var color: Color
    /// How opaque the shadow is, 0 to 1 (`shadowOpacity`).
    public var opacity: Double
    /// How far the shadow is moved from the view, in points; positive heights move it down (`shadowOffset`).
    public var offset: Size
    /// The blur radius, in points (`shadowRadius`).
    public var radius: Double

    /// A shadow. Core Animation's own defaults draw none (opacity 0, offset (0, −3), radius 3: `CALayer`'s
    /// documentation); a `Shadow` is one that shows, so its defaults are black at half opacity, 3 points down,
    /// blurred by Core Animation's default radius of 3.
    public init(color: Color = .black, opacity: Double = 0.5, offset: Size = Size(width: 0, height: 3), radius: Double = 3) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}
