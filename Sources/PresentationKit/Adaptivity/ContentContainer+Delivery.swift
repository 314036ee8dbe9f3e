/// The engine's way of sending the content-container messages: each is recorded in the trace before it is
/// sent, so an override that does not call `super` still shows — and shows where the flow stopped.
protocol TracedContentContainer: ContentContainer {
    func record(_ call: String, _ detail: String?)
}

extension TracedContentContainer {
    func deliverWillTransition(to collection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        record("willTransition(to:with:)", collection.description)
        willTransition(to: collection, with: coordinator)
    }

    func deliverViewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        record("viewWillTransition(to:with:)", size.description)
        viewWillTransition(to: size, with: coordinator)
    }
}

extension ViewController: TracedContentContainer {}
extension PresentationController: TracedContentContainer {}
