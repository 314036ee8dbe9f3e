import PresentationKit
import Prestyle
import TestSupport
import Testing

/// The globals every style sees besides Lua's libraries.
@Suite struct HostGlobalsTests {
    @Test func traceAndPrintWriteTheirValuesIntoTheTraceAtTheCallersLine() throws {
        let styles = TemporaryStyles()
        let path = styles.write("tracer", """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  trace("frame", rect(1, 2, 3, 4), 5, nil, true)
                  print("printed", transform.scale(2))
                end,
              },
            }
            """)
        withStyleScene(try styles.registry().transitioningDelegate(for: "tracer")) { scene in
            scene.present()
            let lines = scene.window.trace.events.filter { $0.call == "trace" }.map { "\($0.target) \($0.detail ?? "")" }
            #expect(lines == ["\(path):4 frame rect(1, 2, 3, 4) 5 nil true",
                              "\(path):5 printed transform.make(2, 0, 0, 2, 0, 0)"])
            scene.dismiss()
        }
    }
}
