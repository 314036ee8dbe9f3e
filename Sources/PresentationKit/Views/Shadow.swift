/// A drop shadow behind a view (the layer's `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var opacity: Double
    public var offset: Size
    public var radius: Double

    public init(color: Color = .black, opacity: Double = 0.5, offset: Size = Size(width: 0, height: 3), radius: Double = 3) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}
