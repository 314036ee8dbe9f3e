/// The presentation controller of an alert: the alert 270 points wide and as tall as its content (within the
/// safe area less 20-point margins), centred in the safe area, over a dimming view. Alerts do not adapt.
public final class AlertPresentationController: DimmingPresentationController {
    /// The margin kept between the alert and the safe area's edges.
    public static let margin = 20.0

    /// The alert, ``AlertLayout/alertWidth`` wide and as tall as its content (both at most the safe area less
    /// ``margin`` on each side), centred in the safe area.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView, let alert = presentedViewController as? AlertController else { return .zero }
        let area = containerView.bounds.inset(by: containerView.window?.safeAreaInsets ?? .zero)
            .insetBy(dx: Self.margin, dy: Self.margin)
        let content = alert.layout(width: AlertLayout.alertWidth).contentSize
        let size = Size(width: min(content.width, max(0, area.width)), height: min(content.height, max(0, area.height)))
        return Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }
}
