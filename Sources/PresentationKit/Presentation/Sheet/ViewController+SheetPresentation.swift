extension ViewController {
    /// The sheet presentation controller of this controller's presentation, when it is a sheet (a page or
    /// form sheet, or ``ModalPresentationStyle/automatic``); nil otherwise (UIKit's
    /// `sheetPresentationController`). Before presenting, reading it creates the controller the presentation
    /// will use, so it can be configured first.
    public var sheetPresentationController: SheetPresentationController? {
        let style = modalPresentationStyle.resolved(in: window?.systemVersion ?? .current)
        guard style == .pageSheet || style == .formSheet else { return nil }
        return presentationController as? SheetPresentationController
    }
}
