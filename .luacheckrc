-- `luacheck Styles` from the repository uses the styles' configuration: Styles/.luacheckrc says what it is.
-- (luacheck runs its configuration in Lua 5.1 on some systems and 5.2+ on others: both ways of giving the
-- chunk this configuration's globals.)
local setfenv, getfenv = rawget(_G, "setfenv"), rawget(_G, "getfenv")
local chunk
if setfenv then
  chunk = setfenv(assert(loadfile("Styles/.luacheckrc")), getfenv(1))
else
  chunk = assert(loadfile("Styles/.luacheckrc", "t", _ENV))
end
chunk()

-- The runtime's prelude is no style: it runs in a private environment with Lua 5.4's standard globals.
files["Sources/Prestyle/Resources/prelude.lua"] = { std = "lua54" }
-- The .luacheckrc `prestyle init` writes is run by luacheck itself, on Lua 5.1 to 5.4, where loadfile is there.
files["Sources/PrestyleTool/Resources/luacheckrc.lua"] = { std = "max", ignore = { "113/loadfile" } }
