import PresentationKit
@testable import Prestyle

/// One way to break a hook.
enum Fault: String, CaseIterable, CustomStringConvertible, Sendable {
    case error
    case endlessLoop
    case nan

    var description: String { rawValue }
}

/// A hook (or callback) to break, the statement that breaks it for each fault, and how a test makes the
/// engine call it. The faulty statement is always on line ``FaultyHook/faultLine`` of the generated file.
struct FaultyHook: CustomStringConvertible, Sendable {
    enum Trigger: Sendable {
        /// Presenting and dismissing calls it.
        case presentAndDismiss
        /// Called through the presentation controller's public hooks while presented.
        case whilePresented
        /// Asked when a user dismisses (VoiceOver's escape), instead of a programmatic dismissal.
        case userDismissal
    }

    /// The name diagnostics give the hook.
    let hook: String
    /// The file generated for it, with `FAULT` where the faulty statement goes (line 6).
    let template: String
    /// The faulty statement for a fault that makes it answer NaN.
    let nanStatement: String
    let trigger: Trigger

    var description: String { hook }

    static let faultLine = 6

    func source(for fault: Fault) -> String {
        let statement = switch fault {
        case .error: "error(\"injected failure\")"
        case .endlessLoop: "while true do end"
        case .nan: nanStatement
        }
        return template.replacingOccurrences(of: "FAULT", with: statement)
    }

    // MARK: The table

    /// A working animator, for styles whose fault is in the presentation.
    static let workingAnimator = """
          animator = {
            duration = 0.3,
            animate = function(ctx)
              local v = ctx.isPresenting and ctx.toView or ctx.fromView
              if ctx.isPresenting then v.frame = ctx:finalFrame(ctx.to); ctx.container:add(v) end
              animate { duration = 0.3, changes = function() v.alpha = 1 end, completion = function() ctx:complete(true) end }
            end,
          },
        """

    static func presentation(_ hook: String, arguments: String = "self", returns: Bool = false, extra: String = "",
                             trigger: Trigger = .presentAndDismiss) -> FaultyHook {
        FaultyHook(
            hook: hook,
            template: """
                -- generated: \(hook) fails
                return style {
                  summary = "faulty \(hook)",
                  presentation = {
                    \(hook) = function(\(arguments))
                      FAULT
                    end,
                \(extra)
                  },
                \(workingAnimator)
                }
                """,
            nanStatement: returns ? "return 0/0" : "view{}.alpha = 0/0", trigger: trigger)
    }

    static func animatorField(_ key: String, _ field: AnimatorField) -> FaultyHook {
        let nan = switch field {
        case .duration: "return 0/0"
        case .animate: "animate { duration = 0/0 }"
        case .ended: "view{}.alpha = 0/0"
        }
        let animate = field == .animate ? "" : """
                animate = function(ctx)
                  local v = ctx.isPresenting and ctx.toView or ctx.fromView
                  if ctx.isPresenting then v.frame = ctx:finalFrame(ctx.to); ctx.container:add(v) end
                  animate { duration = 0.2, changes = function() v.alpha = 1 end, completion = function() ctx:complete(true) end }
                end,
            """
        let duration = field == .duration ? "" : "    duration = 0.2,\n"
        let other = key == "dismissAnimator"
            ? workingAnimator
            : ""
        return FaultyHook(
            hook: "\(key).\(field.rawValue)",
            template: """
                -- generated: \(key).\(field.rawValue) fails
                return style {
                  summary = "faulty \(key).\(field.rawValue)",
                  \(key) = {
                    \(field.rawValue) = function(ctx)
                      FAULT
                    end,
                \(duration)\(animate)  },
                \(other)
                }
                """,
            nanStatement: nan, trigger: .presentAndDismiss)
    }

    /// A callback inside a working hook: the faulty statement is still on line 6.
    static let alongside = FaultyHook(
        hook: "presentationWillBegin (alongside)",
        template: """
            -- generated: an alongside block fails
            return style {
              summary = "faulty alongside",
              presentation = {
                presentationWillBegin = function(self, coordinator) coordinator:alongside(function()
                  FAULT
                end) end,
              },
            \(workingAnimator)
            }
            """,
        nanStatement: "view{}.alpha = 0/0", trigger: .presentAndDismiss)

    static let completion = FaultyHook(
        hook: "animator.animate (completion)",
        template: """
            -- generated: an animation's completion fails (before it completes the transition)
            return style {
              summary = "faulty completion",
              animator = { duration = 0.2, animate = function(ctx) ctx.container:add(ctx.toView or ctx.fromView)
                  animate { duration = 0.2, changes = function() end, completion = function()
                  FAULT
                  ctx:complete(true) end } end,
              },
            }
            """,
        nanStatement: "view{}.alpha = 0/0", trigger: .presentAndDismiss)

    /// The hooks the engine calls only on size, trait, preferred-size and keyboard changes, while presented.
    static let calledOnChanges: Set<PresentationHook> = [
        .sizeForChild, .preferredContentSizeDidChange, .willTransitionToSize, .willTransitionToTraits, .adaptiveStyle,
        .keyboardWillChange,
    ]

    /// Every presentation hook as its declaration gives it (its arguments, whether it answers), then each
    /// animator field and a callback of each kind.
    static let all: [FaultyHook] = HookSpecification.all.map { specification in
        presentation(specification.hook.rawValue, arguments: specification.argumentList,
                     returns: specification.answer != .nothing,
                     trigger: specification.hook == .shouldDismiss ? .userDismissal
                        : calledOnChanges.contains(specification.hook) ? .whilePresented : .presentAndDismiss)
    } + ["animator", "dismissAnimator"].flatMap { key in AnimatorField.allCases.map { animatorField(key, $0) } } + [
        alongside,
        completion,
    ]
}
