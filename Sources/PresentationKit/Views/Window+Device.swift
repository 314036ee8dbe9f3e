extension Window {
    /// A window filling a device's screen in an orientation, with the device's scale, safe area and traits.
    ///
    ///     let window = Window(device: .iPhone15, orientation: .portrait)   // 393 × 852 @3x, compact × regular
    public convenience init(device: Device, orientation: Orientation = .portrait, name: String = "window") {
        self.init(
            size: device.screenSize(in: orientation),
            scale: device.scale,
            safeAreaInsets: device.safeAreaInsets(in: orientation),
            traitCollection: device.traitCollection(in: orientation),
            name: name)
        self.device = device
        self.orientation = orientation
    }
}
