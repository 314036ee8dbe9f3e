import LuaKit
import PresentationKit
import Prestyle

// A Swift value type that styles make and read: Lua holds it as userdata of type "Badge".
struct Badge: LuaUserdataRepresentable {
    var text: String
    /// 8 points a character and 8 on each side.
    var width: Double { Double(text.count) * 8 + 16 }
}

// The host's own globals, beside prestyle's: a Swift function and a constructor of the Swift type. Each
// registry makes them in its own Lua state.
var configuration = StyleRegistry.Configuration()
configuration.globals = [
    HostGlobal("brandInset") { state in
        try state.function { (width: Double) in (width * 0.08).rounded() }   // the app's margin: 8 % of the width
    },
    HostGlobal("badge") { state in
        try state.register(LuaUserdataType<Badge>().property("text") { $0.text }.property("width") { $0.width })
        return try state.function { (text: String) in Badge(text: text) }
    },
]

// The style that uses them is in this example's Styles/ folder.
let styles = "/" + #filePath.split(separator: "/").dropLast().joined(separator: "/") + "/Styles"
let registry = try StyleRegistry(searchPaths: [styles], configuration: configuration)
let delegate = try registry.transitioningDelegate(for: "badge-card", options: ["label": "BETA"])

let window = Window(device: .iPhone15)
let presenting = ViewController(name: "presenting")
window.rootViewController = presenting
window.makeKeyAndVisible()
let presented = ViewController(name: "presented")
presented.modalPresentationStyle = .custom
presented.transitioningDelegate = delegate
presenting.present(presented, animated: true)
window.clock.runUntilIdle()

print(presented.view.frame)                  // inset by brandInset(393) = 31: (31, 31, 331, 790)
if let badge = window.rootView.firstDescendant(named: "badge BETA") {
    print(badge.frame)                       // badge("BETA").width is 48: (302, 43, 48, 24)
}
print(window.diagnostics.diagnostics)        // []
