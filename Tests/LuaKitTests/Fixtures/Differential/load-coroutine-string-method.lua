-- A string method the program added, called in a coroutine of a chunk that `load` compiled (the
-- coroutine's function uses no global): Lua finds it in the one string library.
local chunk = load([[
function string.shout(s) return s:upper() .. "!" end
return coroutine.wrap(function(s) return s:shout() end)("b")
]])
print(pcall(chunk))
local module = load([[
local wrap = coroutine.wrap
return wrap(function(s) return s:shout(), (s .. "x"):rep(2) end)("c")
]], "=m", "t", setmetatable({}, {__index = _G}))
print(pcall(module))
