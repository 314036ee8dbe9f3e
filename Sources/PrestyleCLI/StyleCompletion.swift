import ArgumentParser
import PrestyleTool

extension CompletionKind {
    /// A STYLE argument: the names of the styles found on the search path, then `.lua` files and folders.
    /// The shell scripts argument-parser generates call back into `prestyle` for them
    /// (`prestyle ---completion apply -- style PREFIX`), which lists file names without loading any style.
    static var style: CompletionKind {
        .custom { _, _, prefix in Tool().styleCompletions(for: prefix) }
    }
}
