/// Where a view lived, so it can be put back.
struct ViewHome {
    weak var superview: View?
    var index: Int
    var frame: Rect
}
