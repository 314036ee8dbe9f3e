-- An xpcall message handler runs right above the function that raised: `error(m, level)` counted from
-- the handler names that function (level 2) or its caller (level 3).
local depth = 0
local function handler(level)
  return function(m)
    depth = depth + 1
    if depth == 1 then error("from handler at level " .. level, level) end
    return m
  end
end
for level = 1, 4 do
  depth = 0
  print(xpcall(function() local t = nil; return t.x end, handler(level)))
  depth = 0
  print(xpcall(function() error("e") end, handler(level)))
  depth = 0
  print(xpcall(function() local function inner() error("e", 2) end inner() end, handler(level)))
end
print(xpcall(error, function(m) return "handled " .. tostring(m) end, "raw"))
print(select('#', xpcall(function(...) return ... end, print, 1, nil, 3)))
