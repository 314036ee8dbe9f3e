/// Checks a container's answer to `size(forChildContentContainer:withParentContainerSize:)` before the flow
/// passes it on: a size must be finite and non-negative (``UnusableGeometry``, the engine's one gate).
enum ContentSizeCheck {
    /// `answer` when it is a usable size; otherwise the parent's size, with an error naming who answered.
    static func checked(_ answer: Size, parentSize: Size, answeredBy name: String, window: Window?) -> Size {
        guard UnusableGeometry(size: answer) == nil else {
            window?.diagnostics.report(
                .error, "\(name) answered \(answer) for size(forChildContentContainer:withParentContainerSize:); "
                    + "used the parent's size \(parentSize)",
                code: .engine.badSizeForChildContentContainer, hook: "size(forChildContentContainer:withParentContainerSize:)")
            return parentSize
        }
        return answer
    }
}
