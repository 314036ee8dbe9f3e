import PresentationKit
import PrestyleExport

extension Tool {
    /// The device presets with their screens, scales, safe areas and size classes in each orientation, and
    /// their display corner radii: `prestyle devices`.
    ///
    /// Every preset is listed (`Device.presets`, in its order), in portrait and in landscape (`landscapeLeft`),
    /// as a table with a footer on how to pick one. A corner radius nobody has published shows as `-`.
    ///
    /// - Returns: The table on standard output, status 0 (nothing can go wrong).
    public func devices() -> ToolResult {
        var table = TextTable(
            header: ["device", "name", "orientation", "size (pt)", "scale", "safe area (t,l,b,r)", "size classes (h,v)",
                     "corners (pt)"],
            alignments: [.left, .left, .left, .right, .right, .left, .left, .right])
        for device in Device.presets {
            for orientation in [Orientation.portrait, .landscapeLeft] {
                let portrait = orientation == .portrait
                let insets = device.safeAreaInsets(in: orientation)
                let traits = device.traitCollection(in: orientation)
                table.append([
                    portrait ? device.slug : "", portrait ? device.name : "",
                    portrait ? "portrait" : "landscape", device.screenSize(in: orientation).description,
                    portrait ? "@\(Messages.number(device.scale))x" : "",
                    [insets.top, insets.left, insets.bottom, insets.right].map(Messages.number).joined(separator: ","),
                    "\(traits.horizontalSizeClass.rawValue),\(traits.verticalSizeClass.rawValue)",
                    portrait ? device.displayCornerRadius.map(Messages.number) ?? "-" : "",
                ])
            }
        }
        let lines = table.lines() + ["", Messages.devicesFooter]
        return ToolResult(output: lines.joined(separator: "\n") + "\n")
    }
}
