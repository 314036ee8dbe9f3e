/// Lua styles for the scene tests.
enum SceneStyles {
    /// An animator written for every scene: the view shown slides in from the right edge over 0.4 s, linearly;
    /// going back, the view shown again is put under the leaving one (a pop or a switch back needs it) and the
    /// leaving view slides out to the right.
    static let slider = """
        return style {
          summary = "slides in from the right, in every scene",
          scenes = { "present", "push", "tab", "layout", "split" },
          animator = {
            duration = 0.4,
            animate = function(ctx)
              local width = ctx.container.bounds.width
              if ctx.isPresenting then
                local v = ctx.toView
                local final = ctx:finalFrame(ctx.to)
                withoutAnimation(function() v.frame = rect(width, final.y, final.width, final.height) end)
                ctx.container:add(v)
                animate { duration = 0.4, curve = "linear", changes = function() v.frame = final end,
                          completion = function() ctx:complete(not ctx.wasCancelled) end }
              else
                if ctx.toView then ctx.container:insert(ctx.toView, 1) end
                local v = ctx.fromView
                local start = v.frame
                animate { duration = 0.4, curve = "linear",
                          changes = function() v.frame = rect(width, start.y, start.width, start.height) end,
                          completion = function() ctx:complete(not ctx.wasCancelled) end }
              end
            end,
          },
        }
        """
}
