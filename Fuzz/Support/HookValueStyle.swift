import Prestyle

/// A style whose every hook answers — and whose every call into the style API is given — values decoded
/// from the fuzzer's bytes: NaN, infinities, huge and negative numbers, wrong types, nested tables. Each
/// statement is wrapped in `pcall`, so one refused value does not hide the next; what a hook *returns* goes
/// straight to the engine's checks.
public enum HookValueStyle {
    public static func source(_ input: inout FuzzInput) -> String {
        var values: [String] = []
        for _ in 0..<48 { values.append(input.literal()) }
        // Each value is made in a pcall: one the style API refuses (rect(0/0, …)) leaves that slot nil
        // rather than failing the whole file at load.
        let table = values.enumerated().map { "  [\($0.offset + 1)] = try(function() return \($0.element) end)," }
            .joined(separator: "\n")
        let hooks = StyleInfo.presentationHooks.map { hook in
            """
                \(hook) = function(self, a, b)
                  self_or_ctx = self
                  \(statements(&input, subject: "self.presentedView", container: "self.container"))
                  return v()
                end,
            """
        }.joined(separator: "\n")
        // Mostly no interaction settings: a bad one refuses the whole file at load, hiding the hooks.
        let interaction = input.byte() & 7 == 7
            ? "{ completionSpeed = \(input.number()), completionCurve = \(input.literal()) }" : "nil"
        return """
            local function try(make) local ok, value = pcall(make); if ok then return value end end
            local V = {
            \(table)
            }
            local i = 0
            local function v() i = i % 48 + 1; local x = V[i]; if type(x) == "function" and i % 3 == 0 then return x() end; return x end
            self_or_ctx = nil
            return style {
              summary = "hook values",
              interaction = \(interaction),
              presentation = {
            \(hooks)
              },
              animator = {
                duration = function(ctx) self_or_ctx = ctx; return v() end,
                animate = function(ctx)
                  self_or_ctx = ctx
                  \(statements(&input, subject: "ctx.toView or ctx.fromView", container: "ctx.container"))
                  pcall(function() ctx.container:add(ctx.toView) end)
                  pcall(function() ctx.toView.frame = ctx:finalFrame(ctx.to) end)
                  local ok = pcall(animate, { duration = v(), delay = v(), curve = v(), spring = v(),
                                              changes = function() local t = ctx.toView or ctx.fromView; t.alpha = v() end,
                                              completion = function(f) ctx:complete(v()) end })
                  if not ok then ctx:complete(v()) end
                end,
                ended = function(completed, ctx) \(statements(&input, subject: "ctx.fromView", container: "ctx.container")) end,
              },
            }
            """
    }

    /// A few calls into the style API with fuzzed arguments, each in its own `pcall`.
    static func statements(_ input: inout FuzzInput, subject: String, container: String) -> String {
        let menu = [
            "local s = \(subject); s.frame = v()",
            "local s = \(subject); s.alpha = v()",
            "local s = \(subject); s.transform = v()",
            "local s = \(subject); s.color = v()",
            "local s = \(subject); s.cornerRadius = v()",
            "local s = \(subject); s.shadow = v()",
            "local s = \(subject); s.center = v()",
            "local s = \(subject); s.bounds = v()",
            "local c = \(container); c:add(view(v()))",
            "local c = \(container); c:insert(view(v()), v())",
            "local c = \(container); c.superview:add(view(v()))",
            "animate(v())",
            "animate { duration = v(), delay = v(), curve = v(), spring = v(), changes = function() local s = \(subject); s.alpha = v() end, completion = v() }",
            "animate { duration = v(), spring = { damping = v(), velocity = v() }, changes = function() local s = \(subject); s.frame = v() end }",
            "animate { duration = v(), spring = { duration = v(), bounce = v() }, changes = function() local s = \(subject); s.transform = v() end }",
            "keyframes { duration = v(), mode = v(), curve = v(), frames = { { v(), v(), function() local s = \(subject); s.alpha = v() end }, v() } }",
            "keyframes(v())",
            "withoutAnimation(v())",
            "local s = \(subject); s:snapshot()",
            "local s = \(subject); s:convert(v(), \(container))",
            "rect(v(), v(), v(), v()):inset(v())",
            "trace(v(), v())",
            "local c = self_or_ctx; local k = c.coordinator or a; if k then k:alongside(function() local s = \(subject); s.alpha = v() end, v()) end",
        ]
        let count = 1 + input.choice(4)
        return (0..<count).map { _ in "pcall(function() \(menu[input.choice(menu.count)]) end)" }
            .joined(separator: "\n      ")
    }
}
