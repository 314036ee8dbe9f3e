-- `load` without an environment, from a coroutine of a `load`ed chunk whose function uses no global:
-- the chunk it compiles gets the program's globals, and what it sets stays.
local chunk = load([[
local load = load
return coroutine.wrap(function()
  local f = load("shared = 42 return shared, type(print)")
  return f()
end)()
]])
print(pcall(chunk))
print(shared)
local g = coroutine.wrap(function(load)
  return load("other = 'set' return other")()
end)
print(g(load), other)
