-- luacheck's configuration for prestyle styles, written by `prestyle init`: it runs the one installed with
-- prestyle, so the style API it knows stays prestyle's. Run `luacheck .` in this folder.
local settings = "{{settings}}"
local config = getfenv and getfenv(1) or _ENV
local options = setmetatable({ arg = { "--config", settings } }, { __index = config })
options._G = options
local chunk
if setfenv then
  chunk = assert(loadfile(settings))
  setfenv(chunk, options)
else
  chunk = assert(loadfile(settings, "t", options))
end
chunk()
for _, name in ipairs({ "std", "not_globals", "ignore", "max_line_length", "exclude_files" }) do
  config[name] = rawget(options, name)
end
