import LuaKit
import PresentationKit
@testable import Prestyle
import TestSupport
import Testing

/// The session's call gate: one scope per hook and place, handed out again to every call of it (nested
/// ones included), and a quarantine keyed by the hook's name, callbacks apart.
@Suite struct CallGateTests {
    private func session(_ styles: TemporaryStyles) throws -> (StyleRegistry, StyleTransitioningDelegate) {
        styles.write("plain", """
            return style {
              presentation = {
                frameOfPresentedView = function(self) return self.container.bounds end,
              },
            }
            """)
        let registry = try StyleRegistry(searchPaths: [styles.folder], configuration: .testing)
        return (registry, try registry.transitioningDelegate(for: "plain"))
    }

    private let frame = HookName.presentation(.frameOfPresentedView)

    @Test func everyCallOfAHookInOnePlaceRunsInTheSameScope() throws {
        let styles = TemporaryStyles()
        let (_, delegate) = try session(styles)
        let session = delegate.session
        let place = StyleSession.Place()
        let first = session.run(frame, in: place, fallback: "", location: nil) { session.runtime.scopes.current } ?? nil
        let second = session.run(frame, in: place, fallback: "", location: nil) { session.runtime.scopes.current } ?? nil
        let scope = try #require(first)
        #expect(scope === second)
        #expect(scope.hook == frame && scope.place === place && scope.session === session)
        #expect(session.runtime.scopes.isIdle)
    }

    @Test func anotherPlaceHookOrCallbackGetsItsOwnScope() throws {
        let styles = TemporaryStyles()
        let (_, delegate) = try session(styles)
        let session = delegate.session
        let place = StyleSession.Place()
        func scope(_ hook: HookName, _ place: StyleSession.Place) -> HookScopes.Scope? {
            session.run(hook, in: place, fallback: "", location: nil) { session.runtime.scopes.current } ?? nil
        }
        let original = try #require(scope(frame, place))
        let elsewhere = try #require(scope(frame, StyleSession.Place()))
        let otherHook = try #require(scope(.presentation(.containerWillLayout), place))
        let callback = try #require(scope(frame.callback(.completion), place))
        #expect(original !== elsewhere && original !== otherHook && original !== callback)
        #expect(callback.hook.description == "frameOfPresentedView (completion)")
        #expect(scope(frame, place) === original)
    }

    @Test func aNestedCallOfTheSameHookSharesItsScopeAndUnwinds() throws {
        let styles = TemporaryStyles()
        let (_, delegate) = try session(styles)
        let session = delegate.session
        let scopes = session.runtime.scopes
        let place = StyleSession.Place()
        var depths: [Int] = []
        let callsBefore = scopes.calls
        _ = session.run(frame, in: place, fallback: "", location: nil) {
            depths.append(scopes.stack.count)
            _ = session.run(frame, in: place, fallback: "", location: nil) {
                depths.append(scopes.stack.count)
                #expect(scopes.stack[0] === scopes.stack[1])
            }
            depths.append(scopes.stack.count)
        }
        #expect(depths == [1, 2, 1])
        #expect(scopes.isIdle)
        #expect(scopes.calls == callsBefore + 1, "a nested call is part of the call from the engine around it")
    }

    @Test func aHookPastItsBudgetIsQuarantinedButItsCallbacksAreNot() throws {
        let styles = TemporaryStyles()
        let (_, delegate) = try session(styles)
        let session = delegate.session
        let place = StyleSession.Place()
        let ran: Void? = session.run(frame, in: place, fallback: "used the container's bounds", location: nil) {
            throw LuaError(kind: .instructionBudget, message: "instruction budget exceeded")
        }
        #expect(ran == nil)
        #expect(session.isQuarantined(frame))
        #expect(!session.isQuarantined(frame.callback(.completion)))
        var called = false
        _ = session.run(frame, in: place, fallback: "", location: nil) { called = true }
        #expect(!called, "a quarantined hook is not called again")
        _ = session.run(frame.callback(.completion), in: place, fallback: "", location: nil) { called = true }
        #expect(called)
        let report = try #require(session.diagnostics.first { $0.code == "styleHookBudget" })
        #expect(report.hook == "frameOfPresentedView")
    }
}
