local setmetatable, rawset, rawget, next, type, tostring, error, select =
  setmetatable, rawset, rawget, next, type, tostring, error, select

-- What self exposes besides the hooks; read from the host object on every access, except `container`
-- once the Swift side has put it in fixed (it does when the presentation has its container view, and
-- again should that view change), so that `self.container` in frameOfPresentedView costs no call.
local properties = { container = true, presentedView = true, presented = true, presenting = true,
                     traits = true, phase = true, keyboard = true, traitOverrides = true }
-- Functions bound to the host: self:animateLayout{…} calls the host's with self first, which it ignores.
local methods = { beginInteractiveDismissal = true, animateLayout = true, escape = true }

-- The hooks' names (PresentationHook, a set the Swift side passes): self:frameOfPresentedView() works whether
-- the style defines the hook or not, calling the superclass's through the host (host(name, …)) when it does not.
local hookNames = ...

local function makeSelf(host, hooks, options, chrome)
  hooks = hooks or {}
  local fixed = { options = options, chrome = chrome }
  for name in next, methods do fixed[name] = host[name] end
  -- A table as self's __index, so the fixed fields (self.options, self.chrome) are found by the VM
  -- without a call; what it lacks falls through to the host's properties, the hooks, then for a hook
  -- the style left out the superclass's, made once and kept in fixed.
  setmetatable(fixed, {
    __index = function(_, key)
      if properties[key] then return host[key] end
      local value = hooks[key]
      if value ~= nil then return value end
      if hookNames[key] then
        local inherited = function(_, ...) return host(key, ...) end
        rawset(fixed, key, inherited)
        return inherited
      end
    end,
  })
  local made = setmetatable({}, {
    __index = fixed,
    __newindex = function(t, key, value)
      if rawget(fixed, key) ~= nil or properties[key] or hooks[key] ~= nil or hookNames[key] then
        error("self." .. tostring(key) .. " is read-only (keep your own state in self.chrome, "
          .. "or in a field of your own)", 2)
      end
      rawset(t, key, value)
    end,
    __tostring = function() return "self" end,
    __metatable = "self",
  })
  -- fixed goes to the Swift side too, which sets fixed.container (rawset: fixed has no __newindex).
  return made, fixed
end

local function copy(value, seen)
  if type(value) ~= "table" then return value end
  seen = seen or {}
  if seen[value] then return seen[value] end
  local result = {}
  seen[value] = result
  for key, item in next, value do result[copy(key, seen)] = copy(item, seen) end
  return result
end

-- merge(a, b, …): a new table with the fields of each table in turn, later ones winning.
local function merge(...)
  local result = {}
  for index = 1, select("#", ...) do
    local part = select(index, ...)
    if part ~= nil then
      if type(part) ~= "table" then
        error("merge takes tables, not a " .. type(part) .. " (argument " .. index .. ")", 2)
      end
      for key, item in next, part do result[key] = item end
    end
  end
  return result
end

return { makeSelf = makeSelf, copy = copy, merge = merge }
