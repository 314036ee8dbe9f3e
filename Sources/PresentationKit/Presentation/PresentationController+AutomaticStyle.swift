/// A ``ModalPresentationStyle/automatic`` presentation configured before it was presented, in an era where
/// `.automatic` stands for another style than the one guessed.
///
/// UIKit makes a presented controller's presentation controller when an app first reads
/// `presentationController` (or `sheetPresentationController`), and the app configures it there — a delegate,
/// detents, a grabber — before presenting: the presentation then uses that same object. In UIKit the iOS release
/// is known by then. Here the era is a window's (``Window/systemVersion``), and a controller that is not yet
/// presented has no window, so the controller made for `.automatic` follows today's era (a form sheet, as from
/// iOS 18) until it is presented. Presented in a window of an era where `.automatic` is another style (a page
/// sheet in the ``SystemVersion/iOS12`` era: ``SystemVersion/automaticPresentationStyle``), the engine makes the
/// controller of that style and gives it everything the app set on the one it configured, so the configuration
/// is kept, as it would be in UIKit.
extension PresentationController {
    /// Takes over what an app set on `configured`, the controller made for the same `.automatic` presentation
    /// before its era was known: the delegate, the trait overrides and trait-change registrations, and for a
    /// sheet its detents, selection, dimming, grabber, corner radius, sizing and edge-attachment preferences and
    /// geometry.
    func adoptConfiguration(of configured: PresentationController) {
        delegate = configured.delegate
        overrideTraitCollectionStorage = configured.overrideTraitCollectionStorage
        traitChangeRegistry = configured.traitChangeRegistry
        guard let sheet = self as? SheetPresentationController, let source = configured as? SheetPresentationController else { return }
        sheet.detents = source.detents
        sheet.selectedDetentIdentifier = source.selectedDetentIdentifier
        sheet.largestUndimmedDetentIdentifier = source.largestUndimmedDetentIdentifier
        sheet.prefersGrabberVisible = source.prefersGrabberVisible
        sheet.preferredCornerRadius = source.preferredCornerRadius
        sheet.prefersEdgeAttachedInCompactHeight = source.prefersEdgeAttachedInCompactHeight
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = source.widthFollowsPreferredContentSizeWhenEdgeAttached
        sheet.geometry = source.geometry
        // Page sizing defaults by style (a form sheet is form sized): only a choice the app made is carried.
        let sourceDefault = !(source is FormSheetPresentationController)
        if source.prefersPageSizing != sourceDefault { sheet.prefersPageSizing = source.prefersPageSizing }
    }
}
