import PresentationKit
import Prestyle

/// A style written to break things, and the reports it must cause: each at the line marked `--> marker` in
/// its source, in the named hook, with the named code.
struct HostileStyle: CustomStringConvertible, Sendable {
    struct Report: Sendable {
        let marker: String
        let hook: String
        let code: DiagnosticCode
        /// Words the message must contain.
        var says = ""
    }

    let name: String
    let source: String
    let reports: [Report]
    /// How many times the test presents and dismisses with one delegate.
    var presentations = 1
    /// Whether the test calls the hooks the engine calls only on size, trait and preferred-size changes.
    var callsPresentedHooks = false

    var description: String { name }

    /// The line of `--> marker`.
    func line(of marker: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasSuffix("--> \(marker)") }
            .map { $0 + 1 }
    }

    static func report(_ marker: String, _ hook: String, _ code: DiagnosticCode, says: String = "") -> Report {
        Report(marker: marker, hook: hook, code: code, says: says)
    }

    /// An animator that presents and dismisses properly, for styles whose hostility is elsewhere.
    static let workingAnimator = """
          animator = { duration = 0.2, animate = function(ctx)
            local v = ctx.isPresenting and ctx.toView or ctx.fromView
            if ctx.isPresenting then v.frame = ctx:finalFrame(ctx.to); ctx.container:add(v) end
            animate { duration = 0.2, changes = function() v.alpha = 1 end, completion = function() ctx:complete() end }
          end },
        """

    static let all: [HostileStyle] = [
        // Lua calls the innermost xpcall's handler for the budget's own error with hooks off: a handler that
        // loops must not run then, or nothing would stop it.
        HostileStyle(name: "an xpcall handler that loops", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  xpcall(error, function() while true do end end) --> handler
                end,
              },
            }
            """, reports: [report("handler", "presentationWillBegin", .style.styleHookBudget)]),
        // Each snapshot copies the ones before it: 24 lines would hold 2^24 layers in the host's memory.
        HostileStyle(name: "snapshots of snapshots", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  for i = 1, 24 do self.container:add(self.container:snapshot()) end --> snapshots
                end,
              },
            }
            """, reports: [report("snapshots", "presentationWillBegin", .style.styleHookFailed, says: "a snapshot of")]),
        // The budget is one per call from the engine: a hook that spends it inside ctx:complete() stops the
        // completion that called it too, which is reported as such and not disabled (the dismissal's
        // completion must still complete its transition, without the watchdog).
        HostileStyle(name: "a hook that spends the budget inside ctx:complete()", source: """
            return style {
              presentation = {
                presentationDidEnd = function(self, completed)
                  while true do end --> loop
                end,
              },
              animator = { duration = 0.2, animate = function(ctx)
                local v = ctx.isPresenting and ctx.toView or ctx.fromView
                if ctx.isPresenting then v.frame = ctx:finalFrame(ctx.to); ctx.container:add(v) end
                animate { duration = 0.2, changes = function() v.alpha = 1 end, completion = function()
                  ctx:complete() --> complete
                end }
              end },
            }
            """, reports: [
                report("loop", "presentationDidEnd", .style.styleHookBudget),
                report("complete", "animator.animate (completion)", .style.styleHookStoppedByNestedBudget, says: "presentationDidEnd"),
            ]),
        // Each call has its own budget, and nothing else bounds how many calls there are: their sum is capped.
        HostileStyle(name: "ten thousand alongside blocks that each burn most of a budget", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator)
                  local burn = function() for j = 1, 900000 do end end --> burn
                  for i = 1, 10000 do coordinator:alongside(burn) end
                end,
              },
            }
            """, reports: [report("burn", "presentationWillBegin (alongside)", .style.styleExhausted, says: "in all its calls together")]),
        HostileStyle(name: "a presented view that holds the container", source: """
            return style {
              presentation = {
                presentedView = function(self)
                  local v = self.container
                  while v.superview do v = v.superview end
                  return v --> window
                end,
              },
            }
            """, reports: [report("window", "presentedView", .style.styleBadResult, says: "holds the container")]),
        HostileStyle(name: "huge numbers", source: """
            return style {
              presentation = {
                frameOfPresentedView = function(self) return rect(0, 0, 1e308, 1e308) end, --> frame
                presentationWillBegin = function(self)
                  view { name = "big" }.frame = rect(0, 0, 1e9, 1e9) --> view
                end,
                dismissalWillBegin = function(self)
                  for i = 1, 1e9 do view {} end --> billion
                end,
              },
            }
            """, reports: [
                report("frame", "frameOfPresentedView", .style.styleHookFailed),
                report("view", "presentationWillBegin", .style.styleHookFailed),
                report("billion", "dismissalWillBegin", .style.styleHookBudget),
            ]),
        HostileStyle(name: "100,000 views in a hook", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  for i = 1, 100000 do self.container:add(view { name = "v" .. i, frame = rect(0, 0, 1, 1) }) end --> many
                end,
              },
            }
            """, reports: [report("many", "presentationWillBegin", .style.styleHookFailed)]),
        HostileStyle(name: "views nested 10,000 deep", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local parent = self.container
                  for i = 1, 10000 do local v = view { name = "d" .. i }; parent:add(v); parent = v end --> deep
                end,
              },
            }
            """, reports: [report("deep", "presentationWillBegin", .style.styleHookFailed)]),
        HostileStyle(name: "garbage colors", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local v = view { name = "g", color = "#zzzzzz" } --> constructor
                end,
                presentationDidEnd = function(self)
                  self.presentedView.color = {} --> property
                end,
              },
            }
            """, reports: [
                report("constructor", "presentationWillBegin", .style.styleHookFailed),
                report("property", "presentationDidEnd", .style.styleHookFailed),
            ]),
        HostileStyle(name: "a userdata of the wrong type for a rect", source: """
            return style {
              presentation = {
                frameOfPresentedView = function(self) return transform.identity end, --> wrong
                sizeForChild = function(self, child, parentSize) return child end, --> controller
              },
            }
            """, reports: [
                report("wrong", "frameOfPresentedView", .style.styleBadResult, says: "not a Transform"),
                report("controller", "sizeForChild", .style.styleBadResult, says: "not a ViewController"),
            ], callsPresentedHooks: true),
        HostileStyle(name: "ctx:complete 1000 times", source: """
            return style {
              animator = { duration = 0.2, animate = function(ctx)
                ctx.container:add(ctx.toView or ctx.fromView)
                for i = 1, 1000 do ctx:complete(true) end --> complete
              end },
            }
            """, reports: [report("complete", "animator.animate", .style.styleIgnoredCall)]),
        HostileStyle(name: "coordinator:alongside after its transition ended", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator) KEPT = coordinator end,
                dismissalWillBegin = function(self, coordinator)
                  assert(KEPT:alongside(function() error("never runs") end) == false) --> late
                end,
              },
            }
            """, reports: [report("late", "dismissalWillBegin", .style.styleIgnoredCall)]),
        HostileStyle(name: "self, ctx, coordinator and views kept in globals", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self, coordinator)
                  if OLD then
                    assert(OLD.container == nil or OLD.container ~= self.container)
                    local badge = OLD.chrome.badge
                    badge:remove()
                    self.container:add(badge)
                    OLDCTX:complete(true) --> stale ctx
                    OLDCOORDINATOR:alongside(function() end) --> stale coordinator
                  end
                  OLD, OLDCOORDINATOR = self, coordinator
                  local badge = view { name = "badge", frame = rect(0, 0, 10, 10) }
                  self.chrome.badge = badge
                  self.container:add(badge)
                end,
                dismissalDidEnd = function(self)
                  animate { delay = 5, duration = 0, completion = function()
                    OLD.chrome.badge.alpha = 0.5
                    OLD:frameOfPresentedView()
                  end }
                end,
              },
              animator = { duration = 0.2, animate = function(ctx)
                OLDCTX = ctx
                local v = ctx.isPresenting and ctx.toView or ctx.fromView
                if ctx.isPresenting then ctx.container:add(v) end
                animate { duration = 0.2, changes = function() v.alpha = 1 end, completion = function() ctx:complete() end }
              end },
            }
            """, reports: [
                report("stale ctx", "presentationWillBegin", .style.styleIgnoredCall),
                report("stale coordinator", "presentationWillBegin", .style.styleIgnoredCall),
            ], presentations: 2),
        HostileStyle(name: "the presented view removed in containerWillLayout", source: """
            return style {
              presentation = {
                containerWillLayout = function(self)
                  self.presentedView:remove() --> remove
                end,
              },
            }
            """, reports: [report("remove", "containerWillLayout", .style.stylePresentedViewLost)]),
        HostileStyle(name: "cycles in the view tree", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  local chrome = view { name = "chrome" }
                  self.container:add(chrome)
                  chrome:add(self.container) --> container into chrome
                end,
                containerWillLayout = function(self)
                  local v = view { name = "loop" }
                  v:add(v) --> itself
                end,
                dismissalWillBegin = function(self)
                  self.container.superview:remove() --> root
                end,
              },
            \(workingAnimator)
            }
            """, reports: [
                report("container into chrome", "presentationWillBegin", .style.styleHookFailed),
                report("itself", "containerWillLayout", .style.styleHookFailed),
                report("root", "dismissalWillBegin", .style.styleHookFailed),
            ]),
        HostileStyle(name: "metamethods that loop", source: """
            local function forever() while true do end end --> loop
            return style {
              options = setmetatable({ inset = 3 }, { __index = forever, __pairs = forever, __len = forever }),
              presentation = setmetatable({
                frameOfPresentedView = function(self)
                  assert(self.options.missing == nil)
                  return self.container.bounds:inset(self.options.inset)
                end,
                containerWillLayout = function(self) return self.somethingOfMine end,
              }, { __index = forever }),
            \(workingAnimator)
            }
            """, reports: [report("loop", "containerWillLayout", .style.styleHookBudget)]),
        HostileStyle(name: "__tostring that fails or loops in a value traced", source: """
            local bad = setmetatable({}, { __tostring = function() error("boom") end }) --> error
            local loop = setmetatable({}, { __tostring = function() while true do end end }) --> loop
            return style {
              presentation = {
                presentationWillBegin = function(self) trace("bad:", bad) end,
                dismissalWillBegin = function(self) print(loop) end,
              },
            \(workingAnimator)
            }
            """, reports: [
                report("error", "presentationWillBegin", .style.styleHookFailed),
                report("loop", "dismissalWillBegin", .style.styleHookBudget),
            ]),
        HostileStyle(name: "self.chrome made a non-table", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  self.chrome.dim = view { name = "dim" }
                  self.container:insert(self.chrome.dim, 1)
                  self.chrome = 5 --> assign
                end,
                presentationDidEnd = function(self)
                  rawset(self, "chrome", 5)
                end,
                dismissalWillBegin = function(self)
                  self.chrome.dim.alpha = 0 --> index
                end,
              },
            \(workingAnimator)
            }
            """, reports: [
                report("assign", "presentationWillBegin", .style.styleHookFailed),
                report("index", "dismissalWillBegin", .style.styleHookFailed),
            ]),
        HostileStyle(name: "yields from hooks", source: """
            return style {
              presentation = {
                presentationWillBegin = function(self) coroutine.yield(1) end, --> outside
                containerWillLayout = function(self)
                  coroutine.wrap(function()
                    animate { duration = 0.1, changes = function() coroutine.yield() end } --> across
                  end)()
                end,
              },
            \(workingAnimator)
            }
            """, reports: [
                report("outside", "presentationWillBegin", .style.styleHookFailed),
                report("across", "containerWillLayout", .style.styleHookFailed),
            ]),
        HostileStyle(name: "names and messages of 20 million characters", source: """
            local long = string.rep("x", 2e7)
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  animate { [long] = 1, duration = 1 } --> field
                end,
                dismissalWillBegin = function(self)
                  error(long) --> message
                end,
              },
            }
            """, reports: [
                report("field", "presentationWillBegin", .style.styleHookFailed),
                report("message", "dismissalWillBegin", .style.styleHookFailed),
            ]),
        HostileStyle(name: "a trace loop, and a view named with megabytes", source: """
            local long = string.rep("x", 1e6)
            return style {
              presentation = {
                presentationWillBegin = function(self)
                  for i = 1, 20000 do trace(long) end --> trace
                  trace("one line more, from another line: no second report")
                end,
                containerWillLayout = function(self)
                  view { name = long } --> name
                end,
              },
            }
            """, reports: [
                report("trace", "presentationWillBegin", .style.styleRunaway),
                report("name", "containerWillLayout", .style.styleHookFailed),
            ]),
        HostileStyle(name: "a budget spent inside self's lookups", source: """
            return style {
              presentation = {
                frameOfPresentedView = function(self)
                  for i = 1, 1e9 do local _ = self.notMine end --> lookups
                end,
              },
            }
            """, reports: [report("lookups", "frameOfPresentedView", .style.styleHookBudget)]),
    ]
}
