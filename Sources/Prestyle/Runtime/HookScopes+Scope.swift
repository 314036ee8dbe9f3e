import LuaKit
import PresentationKit

extension HookScopes {
    /// What one call into style code belongs to: the hook, the style file, the session and the place.
    ///
    /// A class, and one per (session, place, hook, file) made once and handed out again for every call
    /// (``StyleSession`` keeps the recent ones): the engine asks `frameOfPresentedView` many times a frame, and
    /// a fresh instance per call, with its weak references formed and torn down each time, was a sixth of
    /// the session's cost of a call. Never changed once made, so sharing one between calls — nested ones
    /// included — is safe.
    final class Scope {
        /// `frameOfPresentedView`, `animator.animate`, `presentationWillBegin (alongside)`…
        let hook: HookName
        /// The file of the style the code belongs to.
        let file: String
        private(set) weak var session: StyleSession?
        /// The window (for the clock) and the container (which neither it nor its ancestors may be moved
        /// or removed), held weakly by the place.
        let place: StyleSession.Place

        var window: Window? { place.window }
        /// The presentation's container: neither it nor its ancestors may be moved or removed.
        var container: View? { place.container }

        init(hook: HookName, file: String, session: StyleSession?, place: StyleSession.Place) {
            self.hook = hook
            self.file = file
            self.session = session
            self.place = place
        }

        /// Whether this scope is the one for a call of `hook` in `file` at `place`.
        func matches(_ hook: HookName, file: String, place: StyleSession.Place) -> Bool {
            self.place === place && self.hook == hook && self.file == file
        }

        /// Reports a problem with what the running code just asked for, at its line (`location`, from
        /// ``LuaKit/LuaState/runningLocation()``) and in this scope's hook, once per cause.
        func report(_ severity: Diagnostic.Severity, _ message: String, code: DiagnosticCode, at location: LuaSourceLocation?) {
            session?.report(
                Diagnostic(severity, message, code: code, file: location?.chunkName ?? file, line: location?.line,
                           hook: hook.description),
                in: place)
        }
    }
}
