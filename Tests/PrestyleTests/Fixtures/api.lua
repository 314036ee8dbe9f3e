-- Tests/PrestyleTests/Fixtures/api.lua — the value, view and animation API, checked from Lua: each assert
-- that fails is a reported error naming its line, which the tests refuse. Bad values must raise errors
-- (checked with pcall), never reach the engine.
local function fails(pattern, f, ...)
  local ok, message = pcall(f, ...)
  assert(not ok, "expected an error matching '" .. pattern .. "'")
  assert(string.find(message, pattern, 1, true), "error '" .. tostring(message) .. "' does not mention '" .. pattern .. "'")
end

local function checkValues()
  -- rect: fields, derived points and sizes, methods
  local r = rect(10, 20, 100, 50)
  assert(r.x == 10 and r.y == 20 and r.width == 100 and r.height == 50)
  assert(r.minX == 10 and r.midX == 60 and r.maxX == 110 and r.minY == 20 and r.midY == 45 and r.maxY == 70)
  assert(r.origin == point(10, 20) and r.size == size(100, 50) and r.center == point(60, 45))
  assert(r:inset(5) == rect(15, 25, 90, 40))
  assert(r:inset(10, 5) == rect(20, 25, 80, 40))
  assert(r:inset(1, 2, 3, 4) == rect(12, 21, 94, 46))
  assert(r:inset(insets(1, 2, 3, 4)) == rect(12, 21, 94, 46))
  assert(r:offset(5, -5) == rect(15, 15, 100, 50) and r:offset(point(1, 1)) == rect(11, 21, 100, 50))
  assert(r:with { x = 0, height = 10 } == rect(0, 20, 100, 10))
  assert(r:with { center = point(0, 0) } == rect(-50, -25, 100, 50))
  assert(r:with { origin = point(1, 2), size = size(3, 4) } == rect(1, 2, 3, 4))
  assert(r:contains(point(10, 20)) and not r:contains(point(110, 20)) and r:contains(rect(20, 30, 10, 10)))
  assert(r:intersects(rect(100, 60, 50, 50)) and not r:intersects(rect(200, 0, 10, 10)))
  assert(r:intersection(rect(100, 60, 50, 50)) == rect(100, 60, 10, 10))
  assert(r:intersection(rect(500, 500, 1, 1)) == nil)
  assert(r:union(rect(0, 0, 1, 1)) == rect(0, 0, 110, 70))
  assert(rect(0.5, 0.5, 10, 10):integral() == rect(0, 0, 11, 11))
  assert(r + point(1, 2) == rect(11, 22, 100, 50) and r - point(10, 20) == rect(0, 0, 100, 50))
  assert(r * 2 == rect(20, 40, 200, 100) and 2 * r == r * 2)
  assert(rect(point(1, 2), size(3, 4)) == rect(1, 2, 3, 4))
  assert(tostring(r) == "rect(10, 20, 100, 50)")
  assert(r ~= rect(10, 20, 100, 51))
  -- size, point, insets
  local s = size(30, 40)
  assert(s.width == 30 and s.height == 40 and s + size(1, 1) == size(31, 41) and s - s == size(0, 0))
  assert(s * 2 == size(60, 80) and s / 2 == size(15, 20) and s:with { width = 1 } == size(1, 40))
  assert(s:transposed() == size(40, 30) and size(0, 3).isEmpty)
  local p = point(3, 4)
  assert(p.x == 3 and p.y == 4 and p + point(1, 1) == point(4, 5) and p - p == point(0, 0))
  assert(p * 2 == point(6, 8) and p / 2 == point(1.5, 2) and -p == point(-3, -4))
  assert(p:distance(point(0, 0)) == 5 and p:offset(1, 2) == point(4, 6) and p:with { y = 0 } == point(3, 0))
  local i = insets(1, 2, 3, 4)
  assert(i.top == 1 and i.left == 2 and i.bottom == 3 and i.right == 4 and i.horizontal == 6 and i.vertical == 4)
  assert(insets(5) == insets(5, 5, 5, 5) and insets(1, 2) == insets(1, 2, 1, 2) and i + i == i * 2)
  -- transforms compose with *: a * b applies a, then b
  local t = transform.scale(2, 3) * transform.translate(10, 0)
  assert(t.a == 2 and t.d == 3 and t.tx == 10 and t.ty == 0)
  assert(transform.identity.isIdentity and transform.scale(2) == transform.scale(2, 2))
  assert(point(1, 1):applying(t) == point(12, 3))
  assert(rect(0, 0, 1, 1):applying(transform.scale(2)) == rect(0, 0, 2, 2))
  assert((transform.translate(5, 5) * transform.translate(5, 5):inverted()).isIdentity)
  local turn = transform.rotate(math.pi / 2)
  assert(math.abs(turn.b - 1) < 1e-12 and math.abs(turn.c + 1) < 1e-12)
  assert(tostring(transform.scale(2) * transform.translate(1, 0)) == "transform.make(2, 0, 0, 2, 1, 0)")
  -- plain tables wherever a Rect, Size or Point is expected
  assert(rect({ 1, 2 }, { width = 3, height = 4 }) == rect(1, 2, 3, 4))
  assert(r:offset({ 1, 1 }) == rect(11, 21, 100, 50) and r + { x = 1, y = 2 } == rect(11, 22, 100, 50))
  assert(r - { 10, 20 } == rect(0, 0, 100, 50))
  assert(r:intersects({ 100, 60, 50, 50 }) and r:union({ 0, 0, 1, 1 }) == rect(0, 0, 110, 70))
  assert(r:intersection({ x = 100, y = 60, width = 50, height = 50 }) == rect(100, 60, 10, 10))
  assert(p + { 1, 1 } == point(4, 5) and { 1, 1 } + p == point(4, 5) and p:distance({ 0, 0 }) == 5)
  assert(s + { 1, 1 } == size(31, 41) and s - { width = 30, height = 40 } == size(0, 0))
  fails("rect.width", function() return r:union({ 0, 0 }) end)
  fails("finite", function() return r + { 0 / 0, 0 } end)
  -- bad values are errors where they are made
  fails("finite", rect, 0 / 0, 0, 1, 1)
  fails("finite", size, 1, math.huge)
  fails("beyond", point, 1e12, 0)
  fails("negative size", function() return rect(0, 0, 10, 10):inset(20) end)
  fails("finite", transform.rotate, 0 / 0)
  fails("no field 'widht'", function() return r:with { widht = 3 } end)
  fails("read-only", function() r.x = 3 end)
  fails("multiplied", function() return r * r end)
end

local function checkViews(container)
  local v = view { name = "probe", frame = rect(0, 0, 100, 40), color = "#336699", alpha = 0.5, cornerRadius = 6,
                   hidden = false, transform = transform.identity, borderWidth = 1, borderColor = "#ff000080",
                   clipsToBounds = true, shadow = { color = "#000000", opacity = 0.25, offset = size(0, 2), radius = 4 } }
  assert(v.name == "probe" and v.frame == rect(0, 0, 100, 40) and v.bounds == rect(0, 0, 100, 40))
  assert(v.center == point(50, 20) and v.alpha == 0.5 and v.color == "#336699" and v.cornerRadius == 6)
  assert(v.hidden == false and v.clipsToBounds and v.borderWidth == 1 and v.borderColor == "#ff000080")
  assert(v.shadow.opacity == 0.25 and v.shadow.radius == 4 and v.shadow.offset == size(0, 2))
  v.shadow = nil
  assert(v.shadow == nil)
  v.shadow = { opacity = 0.5 }
  v.shadow = false
  assert(v.shadow == nil)
  v.frame = { 0, 0, 100, 40 }
  v.center = { x = 50, y = 20 }
  assert(v.frame == rect(0, 0, 100, 40) and v.center == point(50, 20))
  v.bounds = { x = 0, y = 0, width = 100, height = 40 }
  assert(v.bounds == rect(0, 0, 100, 40))
  v.alpha = 7
  assert(v.alpha == 1, "alpha is clamped to 0...1")
  v.color = "#11223344"
  assert(v.color == "#11223344")
  v.center = point(0, 0)
  assert(v.frame == rect(-50, -20, 100, 40))
  v.transform = transform.scale(2)
  assert(v.frame == rect(-100, -40, 200, 80) and v.bounds == rect(0, 0, 100, 40))
  v.transform = transform.identity
  -- the tree: add, insert (1 = back-most), remove, subviews, snapshot
  local a, b, c = view { name = "a" }, view { name = "b" }, view { name = "c" }
  v:add(a)
  v:add(b)
  v:insert(c, 1)
  local names = {}
  for _, child in ipairs(v:subviews()) do names[#names + 1] = child.name end
  assert(table.concat(names, ",") == "c,a,b")
  assert(a.superview == v and v.superview == nil)
  a:remove()
  assert(#v:subviews() == 2 and a.superview == nil)
  b:bringToFront()
  c:sendToBack()
  local copy = v:snapshot()
  assert(copy.name == "probe-snapshot" and copy.frame.size == v.frame.size)
  container:add(v)
  assert(v:convert(point(0, 0), container) == v.frame.origin)
  assert(v:convert({ 0, 0 }, container) == v.frame.origin and v:convert({ 0, 0, 5, 5 }, container) == v.frame:with { width = 5, height = 5 })
  v:remove()
  -- bad values are refused
  fails("not a color", function() v.color = "blue" end)
  fails("from 0 to 1", function() v.alpha = 0 / 0 end)
  fails("negative size", function() v.frame = rect(0, 0, -1, 5) end)
  fails("negative size", function() v.frame = { 0, 0, -1, 5 } end)
  fails("frame has no field 'wide'", function() v.frame = { x = 0, y = 0, wide = 1, height = 1 } end)
  fails("negative", function() v.cornerRadius = -2 end)
  fails("no field 'colour'", view, { colour = "#000000" })
  fails("inside it", function() a:add(v); v:add(a) end)
  fails("container", function() container:remove() end)
  fails("root view", function() container.superview:remove() end)
  fails("positions start at 1", function() v:insert(a, 0) end)
end

local function checkAnimationArguments()
  fails("needs a duration", animate, { changes = function() end })
  fails("seconds from 0", animate, { duration = -1 })
  fails("seconds from 0", animate, { duration = 0 / 0 })
  fails("seconds from 0", animate, { duration = 1e9 })
  fails("not a curve", animate, { duration = 1, curve = "bouncy" })
  fails("x1", animate, { duration = 1, curve = { 2, 0, 1, 1 } })
  fails("spring.damping", animate, { duration = 1, spring = { damping = -1 } })
  fails("spring.duration", animate, { spring = { duration = 0, bounce = 0.2 } })
  fails("spring.bounce", animate, { spring = { duration = 0.5, bounce = -1 } })
  fails("not a mix", animate, { duration = 1, spring = { damping = 0.5, bounce = 0.2 } })
  fails("no field 'changs'", animate, { duration = 1, changs = function() end })
  fails("mode", keyframes, { duration = 1, mode = "smooth", frames = {} })
  fails("after the animation's end", keyframes, { duration = 1, frames = { { 0.5, 0.6, function() end } } })
  fails("start", keyframes, { duration = 1, frames = { { 0 / 0, 0.1, function() end } } })
  fails("needs frames", keyframes, { duration = 1 })
  -- a { duration, bounce } spring without a duration of its own runs until it settles
  local v = view { name = "springy", frame = rect(0, 0, 10, 10) }
  animate { spring = { duration = 0.3, bounce = 0.2 }, changes = function() v.frame = rect(5, 5, 10, 10) end }
  withoutAnimation(function() v.alpha = 0.5 end)
  assert(v.alpha == 0.5)
end

return style {
  summary = "The API, checked from Lua",
  presentation = {
    presentationWillBegin = function(self, coordinator)
      checkValues()
      checkViews(self.container)
      checkAnimationArguments()
      fails("read-only", function() self.container = nil end)
      self.mine = 3
      assert(self.mine == 3)
      assert(self:frameOfPresentedView() == self.container.bounds)
      assert(self:sizeForChild(self.presented, size(5, 6)) == size(5, 6))
      assert(self:shouldPresentInFullscreen() == true and self:shouldRemovePresentersView() == false)
      assert(merge({ a = 1, b = 2 }, { b = 3 }).b == 3)
      trace("api ok")
    end,
  },
}
