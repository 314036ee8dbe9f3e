/// Why a frame or size a presentation controller answers cannot be used: the engine's one sanity gate for
/// `frameOfPresentedViewInContainerView`, `size(forChildContentContainer:withParentContainerSize:)` and a
/// granted content size.
///
/// UIKit does not document what it does with such answers (a NaN frame lays nothing out, a negative size is
/// standardized by Core Graphics); the engine refuses them and falls back to the superclass's answer, so a
/// host (Prestyle) asks this same gate and only adds where the answer came from. Inlinable: the frame hook's
/// answer passes it many times a frame.
public enum UnusableGeometry: Error, Hashable, Sendable {
    /// A coordinate or length is NaN or infinite.
    case notFinite
    /// The width or the height is below 0.
    case negativeSize

    /// Why `frame` is unusable, or nil when it is finite with a size of 0 or more.
    @inlinable public init?(frame: Rect) {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite else {
            self = .notFinite
            return
        }
        self.init(size: frame.size)
    }

    /// Why `size` is unusable, or nil when it is finite and neither length is negative.
    @inlinable public init?(size: Size) {
        guard size.width.isFinite, size.height.isFinite else {
            self = .notFinite
            return
        }
        guard size.width >= 0, size.height >= 0 else {
            self = .negativeSize
            return
        }
        return nil
    }
}
