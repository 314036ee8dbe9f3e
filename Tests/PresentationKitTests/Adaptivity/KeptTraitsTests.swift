import Testing
@testable import PresentationKit

/// A controller's traits are worked out once and kept until something they come through changes: a stack
/// n deep costs n steps, not n², and every change (a rotation, an override, a dismissal, a new root, a
/// window or parent that goes away) still reaches every level that inherits it.
@Suite("Kept traits")
struct KeptTraitsTests {
    /// A visible window with a root and `depth` controllers presented over full screen, each on the one below.
    private func stack(depth: Int, device: Device = .iPhone15) -> (Window, ViewController, [ViewController]) {
        let window = Window(device: device)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        var levels: [ViewController] = []
        var top = root
        for index in 0..<depth {
            let next = ViewController(name: "level \(index)")
            next.modalPresentationStyle = .overFullScreen
            top.present(next, animated: false)
            window.clock.runUntilIdle()
            levels.append(next)
            top = next
        }
        return (window, root, levels)
    }

    private func resolutions(_ controllers: [ViewController]) -> Int {
        controllers.reduce(0) { $0 + $1.traitResolutions }
    }

    @Test func theTopOfADeepStackIsAnsweredWithoutWalkingDownAgain() throws {
        let (window, root, levels) = stack(depth: 30)
        let top = try #require(levels.last)
        #expect(top.traitCollection == window.traitCollection)
        let before = resolutions([root] + levels)
        for _ in 0..<5 { _ = top.traitCollection }
        #expect(resolutions([root] + levels) == before, "kept traits are read, not worked out again")
    }

    @Test func presentingAStackWorksEachLevelsTraitsOutAFixedNumberOfTimes() {
        func total(depth: Int) -> Int {
            let (_, root, levels) = stack(depth: depth)
            return resolutions([root] + levels)
        }
        let ten = total(depth: 10), forty = total(depth: 40)
        #expect(ten > 0)
        #expect(forty <= 4 * ten, "four times the levels, at most four times the work (was \(ten) → \(forty))")
    }

    @Test func aRotationReachesEveryLevelOfAStackWhoseTraitsWereKept() {
        let (window, _, levels) = stack(depth: 8)
        for level in levels { #expect(level.traitCollection.verticalSizeClass == .regular) }
        window.transition(to: .landscapeLeft, animated: false)
        window.clock.runUntilIdle()
        for level in levels {
            #expect(level.traitCollection == window.traitCollection, "\(level.name)")
            #expect(level.traitCollection.verticalSizeClass == .compact, "\(level.name)")
            #expect(level.presentationController?.traitCollection == window.traitCollection, "\(level.name)")
        }
    }

    @Test func aMiddlePresentationsOverrideReachesTheLevelsAboveItOnly() {
        let (window, _, levels) = stack(depth: 6)
        for level in levels { _ = level.traitCollection }
        let regular = TraitCollection(horizontalSizeClass: .regular)
        levels[2].presentationController?.overrideTraitCollection = regular
        window.clock.runUntilIdle()
        for (index, level) in levels.enumerated() {
            let expected: UserInterfaceSizeClass = index >= 2 ? .regular : .compact
            #expect(level.traitCollection.horizontalSizeClass == expected, "\(level.name)")
        }
        levels[2].presentationController?.overrideTraitCollection = nil
        window.clock.runUntilIdle()
        for level in levels { #expect(level.traitCollection == window.traitCollection, "\(level.name)") }
    }

    @Test func aChildsOverrideReachesAStackPresentedFromThatChild() {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let child = ViewController(name: "child")
        child.definesPresentationContext = true
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let presented = ViewController(name: "presented")
        presented.modalPresentationStyle = .overCurrentContext
        child.present(presented, animated: false)
        window.clock.runUntilIdle()
        #expect(presented.presentingViewController === child)
        #expect(presented.traitCollection.horizontalSizeClass == .compact)
        root.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: child)
        window.clock.runUntilIdle()
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.traitCollection.horizontalSizeClass == .regular, "the presentation inherits its presenter's")
    }

    @Test func dismissingFromAMiddleLevelLeavesTheLevelsBelowAsTheyWereAndTheDismissedOnesWithoutAWindow() {
        let (window, root, levels) = stack(depth: 6)
        let child = ViewController(name: "child of level 4")
        levels[4].addChild(child)
        levels[4].view.addSubview(child.view)
        child.didMove(toParent: levels[4])
        for level in levels { _ = level.traitCollection }
        #expect(child.traitCollection == window.traitCollection)
        #expect(levels[1].dismiss(animated: false))
        window.clock.runUntilIdle()
        #expect(window.presentationStack.map(\.name) == ["level 0", "level 1"])
        for level in levels[...1] {
            #expect(level.traitCollection == window.traitCollection, "\(level.name)")
            #expect(level.window === window, "\(level.name)")
        }
        for level in levels[2...] {
            #expect(level.window == nil, "\(level.name)")
            #expect(level.traitCollection == .unspecified, "\(level.name) no longer inherits the stack's traits")
        }
        #expect(child.traitCollection == .unspecified, "nor does a child of a dismissed level")
        #expect(root.presentedViewController === levels[0])

        let again = ViewController(name: "again")
        again.modalPresentationStyle = .overFullScreen
        levels[1].present(again, animated: false)
        window.clock.runUntilIdle()
        #expect(again.traitCollection == window.traitCollection)
    }

    @Test func aPresentedControllerOffScreenAnswersTheWindowItWasPresentedIn() {
        let (window, _, levels) = stack(depth: 4)
        let top = levels[3]
        top.view.removeFromSuperview()
        #expect(top.window === window, "its view is off screen; the presentation is still in the window")
    }

    @Test func aNewRootControllerTakesTheOldOnesHeirsOutOfTheWindowsTraits() {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root"), child = ViewController(name: "child")
        window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child.traitCollection == window.traitCollection)
        window.rootViewController = ViewController(name: "new root")
        #expect(child.traitCollection == .unspecified, "the old root is in no window")
    }

    @Test func aChildRemovedFromItsParentTakesItsOwnChildrenOutOfTheParentsTraits() {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root"), child = ViewController(name: "child")
        let grandchild = ViewController(name: "grandchild")
        window.rootViewController = root
        root.addChild(child)
        child.addChild(grandchild)
        #expect(grandchild.traitCollection == window.traitCollection)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.traitCollection == .unspecified)
        #expect(grandchild.traitCollection == .unspecified, "the child's own child follows it out")
    }

    @Test func traitsKeptFromAWindowThatWentAwayAreForgotten() {
        let root = ViewController(name: "root"), child = ViewController(name: "child")
        do {
            let window = Window(device: .iPhone15)
            window.rootViewController = root
            root.addChild(child)
            #expect(child.traitCollection.verticalSizeClass == .regular)
        }
        #expect(root.window == nil)
        #expect(child.traitCollection == .unspecified)
    }
}
