-- String methods at the bottom of a deep recursion in code `load` compiled (with the program's globals,
-- and with a module's environment of its own): as fast as anywhere else.
local source = [[
local s = "abc"
local function rec(n)
  if n == 0 then
    local c = 0
    for i = 1, 2000 do c = c + #s:sub(1, 1) end
    return c
  end
  return rec(n - 1) + 0
end
return rec(2000)
]]
print(load(source)())
print(load(source, "=m", "t", setmetatable({}, {__index = _G}))())
