import ArgumentParser
import PrestyleTool

/// `prestyle devices`: the device presets.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets: screen sizes, scales, safe areas and size classes.",
        discussion: """
            Each preset in portrait and in landscape (landscapeLeft; landscapeRight mirrors its left and \
            right insets), as a full-screen app window sees it.

            Examples:
              prestyle devices
              prestyle apply cool.lua --device ipad-pro-11 --landscape
            """
    )

    func run() throws {
        try Console.finish(Tool().devices())
    }
}
