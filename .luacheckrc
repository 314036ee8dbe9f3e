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
