/// How a built-in transition moves, which decides what the window's motion settings make of it.
///
/// Apple sorts motion that troubles people with vestibular disorders into kinds: large movement across the
/// screen, and movement that simulates depth (Human Interface Guidelines, "Motion" and "Accessibility ›
/// Motion"; `accessibilityReduceMotion`: "UI should avoid large animations, especially those that simulate
/// the third dimension"). The engine's built-in transitions each name their kind, and
/// ``TraitCollection/motion(for:)`` says what they become.
public enum TransitionMovement: String, Sendable, Hashable, CaseIterable {
    /// Travel across the screen in the plane: a modal cover-vertical, a sheet rising, a navigation push.
    case slide
    /// Movement that simulates the third dimension: iOS 18's zoom, a flip.
    case depth
    /// A change of opacity in place: a cross-dissolve, a popover's fade. Never changed by the settings.
    case fade
    /// Movement that follows a finger (a sheet dragged or swiped away, an interactive pop). Never changed:
    /// Apple's guidance under Reduce Motion is to track gestures directly.
    case tracking
}

/// What a built-in transition draws under the window's motion settings.
public enum TransitionMotion: String, Sendable, Hashable, CaseIterable {
    /// The transition as designed: no setting asks to change it.
    case asDesigned
    /// The system's standard transition for the context in place of a depth effect: a modal's cover-vertical,
    /// a navigation controller's slide.
    case standard
    /// A cross-fade in place: the incoming view fades in where it ends, the outgoing one fades out where it
    /// was.
    case crossFade
}

/// Reduce Motion and Prefer Cross-Fade Transitions as the engine reads them.
///
/// The two settings are the window's traits (``TraitCollection/reduceMotion``,
/// ``TraitCollection/preferCrossFadeTransitions``), inherited down the controller hierarchy like any other, so
/// an override on a child or a presentation controller can turn them on for just that part. A query, for any
/// transition that wants to follow UIKit:
///
///     switch presented.traitCollection.motion(for: .depth, on: window.systemVersion) {   // e.g. a zoom
///     case .asDesigned: …zoom…
///     case .standard:   …the context's standard transition…
///     case .crossFade:  …fade in place…
///     }
///
/// The rules, each with its source:
/// - ``isReduceMotionEnabled`` is Reduce Motion (`UIAccessibility.isReduceMotionEnabled`, iOS 8 onwards; the
///   setting itself since iOS 7).
/// - ``prefersCrossFadeTransitions`` is true only when Reduce Motion *and* Prefer Cross-Fade Transitions are
///   both on (`UIAccessibility.prefersCrossFadeTransitions`: "whether the Reduce Motion and the Prefer
///   Cross-Fade Transitions settings are in an enabled state"). The setting came with iOS 14 (the API's
///   availability), so in the ``SystemVersion/iOS12`` era it is never on: ``prefersCrossFadeTransitions(on:)``
///   and ``motion(for:on:)`` take the era, and the engine passes its window's.
/// - A slide becomes a cross-fade when ``prefersCrossFadeTransitions`` ("UI should avoid Slide animations and
///   prefer Cross-Fade transitions instead": SwiftUI's `accessibilityPrefersCrossFadeTransitions`). That
///   UIKit's own sheets follow it is a third-party observation ("iOS's native Sheet adheres to the change":
///   react-native-actions-sheet issue 418); that modal cover-vertical and navigation pushes do likewise is the
///   same rule applied here. Reduce Motion alone leaves slides as they are.
/// - A depth effect is dropped under Reduce Motion: iOS 18's zoom "automatically falls back to a standard
///   navigation transition when you choose reduce motion" (a third-party observation: Use Your Loaf,
///   "Reducing Motion of Animations"), and that standard transition is a slide, so with Prefer Cross-Fade
///   Transitions on it is a cross-fade. Built-in styles with no standard of their own (a modal flip) fade.
/// - Fades never change; neither does motion that tracks a finger (HIG, "Motion": under Reduce Motion, track
///   animations directly with people's gestures).
extension TraitCollection {
    /// Whether Reduce Motion is on (UIKit's `UIAccessibility.isReduceMotionEnabled`).
    public var isReduceMotionEnabled: Bool { reduceMotion == true }

    /// Whether transitions should cross-fade rather than slide: Reduce Motion and Prefer Cross-Fade
    /// Transitions both on (UIKit's `UIAccessibility.prefersCrossFadeTransitions`, iOS 14 onwards).
    public var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled && preferCrossFadeTransitions == true }

    /// Whether cross-fades are preferred in the era `systemVersion`: never before iOS 14, which brought the
    /// setting (``SystemVersion/iOS12`` has none), else ``prefersCrossFadeTransitions``.
    public func prefersCrossFadeTransitions(on systemVersion: SystemVersion) -> Bool {
        systemVersion > .iOS12 && prefersCrossFadeTransitions
    }

    /// What a built-in transition that moves as `movement` draws under these settings (see the extension's
    /// discussion for each rule's source).
    /// - Parameters:
    ///   - movement: How the transition moves when nothing asks it to change.
    ///   - systemVersion: The era: before iOS 14 cross-fades are never preferred. Today's by default.
    /// - Returns: ``TransitionMotion/asDesigned``, ``TransitionMotion/standard`` or ``TransitionMotion/crossFade``.
    public func motion(for movement: TransitionMovement, on systemVersion: SystemVersion = .current) -> TransitionMotion {
        let crossFades = prefersCrossFadeTransitions(on: systemVersion)
        switch movement {
        case .fade, .tracking:
            return .asDesigned
        case .slide:
            return crossFades ? .crossFade : .asDesigned
        case .depth:
            guard isReduceMotionEnabled else { return .asDesigned }
            return crossFades ? .crossFade : .standard
        }
    }

    /// Whether a transition that moves as `movement` should cross-fade in place under these settings, in the
    /// era `systemVersion` (today's by default): the one query a built-in transition needs.
    public func shouldCrossFade(_ movement: TransitionMovement, on systemVersion: SystemVersion = .current) -> Bool {
        motion(for: movement, on: systemVersion) == .crossFade
    }
}
