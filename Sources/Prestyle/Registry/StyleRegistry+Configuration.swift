import Logging

extension StyleRegistry {
    /// The limits of a registry's Lua state, the grace its transitions get, and where it looks for styles.
    public struct Configuration: Sendable {
        /// The most memory the Lua state may use, in bytes (all styles together). 64 MiB by default.
        public var memoryLimit: Int
        /// The most Lua instructions one call into a style may run — a hook, an animator, a callback,
        /// including everything it calls. 1,000,000 by default: far more than any layout needs, little enough
        /// that an endless loop costs milliseconds.
        public var instructionBudget: Int
        /// Seconds of the host's clock one call into a style may take, everything it calls included: the safety
        /// net for work the instruction budget cannot see (comparing or scanning strings of megabytes). The
        /// only limit that is not deterministic, so it sits far above what a call within the budget takes:
        /// 2 s by default. A host that runs many registries on a loaded machine (or a test suite) may raise it.
        public var timeLimit: Double
        /// Seconds past an animator's duration before the engine completes a transition the animator never
        /// completed (the watchdog the delegate turns on when the window has none). 1 by default.
        public var watchdogGrace: Double
        /// The most animation blocks style code may start at one instant of virtual time; past it the rest
        /// apply their changes at once and their completions are not called (see ``StyleTransitioningDelegate``).
        /// 1,000 by default.
        public var maximumAnimationsPerInstant: Int
        /// The most views style code may hold that it made (`view{}`, `snapshot()`), all styles together; past
        /// it making another is an error. Views live outside the Lua state's memory limit, and the engine walks
        /// them every frame: the cap keeps a style that makes them without end from exhausting memory and time.
        /// 1,000 by default.
        public var maximumViews: Int
        /// Whether to search `Styles/` in the current directory.
        public var searchesWorkingDirectory: Bool
        /// Whether to search the bundled styles: the `Styles/` folder of the package this library was built
        /// from, and `PREFIX/share/prestyle/Styles` beside a program installed in `PREFIX/bin`.
        public var searchesPackageStyles: Bool
        /// The environment `PRESTYLE_PATH` is read from; nil reads the process's.
        public var environment: [String: String]?
        /// Globals of the embedder's own — Swift functions, constructors of Swift value types — that every style
        /// sees beside the built-in ones (see ``HostGlobal``). None by default.
        public var globals: [HostGlobal] = []
        /// Where the registry tells what it does: styles loaded, reloaded and let go (debug), every diagnostic
        /// as `file:line: severity: message [hook]` (debug: each also reaches the caller as a value), and a
        /// changed file that no longer loads, its last good version kept (info). Nothing is logged above
        /// info, as swift-log asks of libraries. By default `Logger(label: "prestyle")`: whatever the program
        /// bootstrapped (swift-log's own default prints info and up to standard error).
        public var logger = Logger(label: "prestyle")

        /// Limits and search folders, each defaulting to the value its property describes.
        ///
        /// The values are checked when a registry is made with them, not here:
        /// ``StyleRegistry/init(searchPaths:configuration:)`` throws for a memory limit, animation or view cap
        /// that is not more than 0, an instruction budget under 1,000, a time limit that is not a finite number
        /// of seconds more than 0, or a grace that is negative or not finite.
        ///
        /// - Parameters:
        ///   - memoryLimit: Bytes the Lua state may use (64 MiB).
        ///   - instructionBudget: Lua instructions per call into a style (1,000,000).
        ///   - timeLimit: Seconds of the host's clock per call into a style (2).
        ///   - watchdogGrace: Seconds past an animator's duration before the watchdog completes it (1).
        ///   - maximumAnimationsPerInstant: Animation blocks style code may start at one instant (1,000).
        ///   - maximumViews: Views style code may hold that it made (1,000).
        ///   - searchesWorkingDirectory: Whether to search `./Styles` (yes).
        ///   - searchesPackageStyles: Whether to search the bundled styles (yes).
        ///   - environment: Where `PRESTYLE_PATH` is read from (nil: the process's environment).
        public init(
            memoryLimit: Int = 64 << 20,
            instructionBudget: Int = 1_000_000,
            timeLimit: Double = 2,
            watchdogGrace: Double = 1,
            maximumAnimationsPerInstant: Int = 1_000,
            maximumViews: Int = 1_000,
            searchesWorkingDirectory: Bool = true,
            searchesPackageStyles: Bool = true,
            environment: [String: String]? = nil
        ) {
            self.memoryLimit = memoryLimit
            self.instructionBudget = instructionBudget
            self.timeLimit = timeLimit
            self.watchdogGrace = watchdogGrace
            self.maximumAnimationsPerInstant = maximumAnimationsPerInstant
            self.maximumViews = maximumViews
            self.searchesWorkingDirectory = searchesWorkingDirectory
            self.searchesPackageStyles = searchesPackageStyles
            self.environment = environment
        }

        /// What is wrong with these settings, or nil: every limit must be a positive, finite number (a
        /// zero memory limit would mean none to Lua, an infinite grace would complete every transition at once).
        var problem: String? {
            if memoryLimit <= 0 { return "memoryLimit must be more than 0 bytes, not \(memoryLimit)" }
            if instructionBudget < 1_000 { return "instructionBudget must be at least 1000 instructions, not \(instructionBudget)" }
            if !timeLimit.isFinite || timeLimit <= 0 {
                return "timeLimit must be a finite number of seconds, more than 0, not \(timeLimit)"
            }
            if !watchdogGrace.isFinite || watchdogGrace < 0 {
                return "watchdogGrace must be a finite number of seconds, 0 or more, not \(watchdogGrace)"
            }
            if maximumAnimationsPerInstant <= 0 { return "maximumAnimationsPerInstant must be more than 0, not \(maximumAnimationsPerInstant)" }
            if maximumViews <= 0 { return "maximumViews must be more than 0, not \(maximumViews)" }
            return nil
        }

        /// Only the folders given explicitly: no `PRESTYLE_PATH`, no `./Styles`, no package styles (tests and
        /// tools that must not depend on where they run).
        public static var isolated: Configuration {
            Configuration(searchesWorkingDirectory: false, searchesPackageStyles: false, environment: [:])
        }
    }
}
