/// Where a view lived, so it can be put back.
struct ViewHome {
    weak var superview: View?
    var index: Int
    /// Its untransformed frame (``View/untransformedFrame``): what layout gives it back.
    var frame: Rect
}
