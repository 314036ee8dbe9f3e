import PresentationKit
import PrestyleExport

/// What a rotate, adapt or adapt-back step does to the stage's window — decided from the window as the step
/// finds it, so a step after a rotation adapts the rotated screen — and how to tell that it was done.
///
/// Rotating turns the device, and the window takes the device's screen, safe area and size classes in the
/// new orientation (`Window.transition(to:animated:)`). Adapting changes the horizontal size class with a
/// width that suits it, as the 2014 session's demo does (an iPad window made 320 points wide and compact,
/// then 768 wide and regular again), through `Window.transition(toSize:traits:animated:)`; the height, the
/// vertical size class, the idiom, the scale and the safe area stay:
/// - back to the size class the device itself has in this orientation: the device's own screen and traits
///   (an iPad made compact gets its full width back);
/// - to compact otherwise: 320 points wide, the width of an iPad app in slide over (a narrower window keeps
///   its width);
/// - to regular otherwise: 768 points wide, the narrowest iPad's portrait width (a wider window keeps its
///   width). An iPhone in portrait becomes an iPad-wide window: the only way to see, on a phone, the form a
///   presentation takes in regular width.
struct ScreenChange: Equatable {
    enum Target: Equatable {
        case orientation(Orientation)
        case screen(Size, TraitCollection)
    }

    /// The width of a horizontally compact window made from a regular one.
    static let compactWidth = 320.0
    /// The width of a horizontally regular window made from a compact one.
    static let regularWidth = 768.0

    let target: Target

    /// Turns the device to `requested`, or when nil a portrait one to `landscapeLeft` and a landscape one to
    /// portrait.
    init(rotatingTo requested: Orientation?, window: Window) {
        target = .orientation(requested ?? (window.orientation.isLandscape ? .portrait : .landscapeLeft))
    }

    /// Gives the window the horizontal size class `requested`, or when nil the other one (compact ↔ regular).
    init(adaptingTo requested: UserInterfaceSizeClass?, window: Window, device: Device) {
        let current = window.traitCollection
        let sizeClass = requested ?? (current.horizontalSizeClass == .compact ? .regular : .compact)
        let own = device.traitCollection(in: window.orientation)
        guard own.horizontalSizeClass != sizeClass else {
            target = .screen(device.screenSize(in: window.orientation), own)
            return
        }
        let size = window.bounds.size
        let width = sizeClass == .compact
            ? Swift.min(size.width, Self.compactWidth) : Swift.max(size.width, Self.regularWidth)
        var traits = current
        traits.horizontalSizeClass = sizeClass
        target = .screen(Size(width: width, height: size.height), traits)
    }

    /// Gives the window back the device's own screen and traits for its orientation.
    init(restoringDeviceOf window: Window, device: Device) {
        target = .screen(device.screenSize(in: window.orientation), device.traitCollection(in: window.orientation))
    }

    /// Starts the change; false when the engine refused it (it says why in the window's diagnostics).
    func start(on window: Window, animated: Bool) -> Bool {
        switch target {
        case .orientation(let orientation):
            window.transition(to: orientation, animated: animated)
        case .screen(let size, let traits):
            window.transition(toSize: size, traits: traits, animated: animated)
        }
    }

    /// Whether the window is where the change takes it, and at rest.
    func isReached(by window: Window) -> Bool {
        guard !window.isTransitioningSize else { return false }
        switch target {
        case .orientation(let orientation):
            return window.orientation == orientation
        case .screen(let size, let traits):
            // The window keeps traits the change does not name (Reduce Motion).
            return window.bounds.size == size && window.traitCollection.containsTraits(in: traits)
        }
    }

    /// Where the change goes, for messages: `landscapeLeft`, `320×1194, horizontally compact`.
    var destination: String {
        switch target {
        case .orientation(let orientation):
            orientation.rawValue
        case .screen(let size, let traits):
            "\(size), horizontally \(traits.horizontalSizeClass.rawValue)"
        }
    }
}
