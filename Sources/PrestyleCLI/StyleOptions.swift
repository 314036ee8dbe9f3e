import ArgumentParser

/// A style, its `--set` overrides and the scene flags: what `apply` and `preview` take, declared once.
struct StyleOptions: ParsableArguments {
    @Argument(help: "The style: a name, a file name or a path.", completion: .style)
    var style: String

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("Override one of the style's options (repeatable): --set inset=50.", valueName: "key=value"))
    var assignments: [String] = []

    @OptionGroup(title: "Scene")
    var runOptions: RunOptions
}
