-- luacheck's configuration for prestyle styles (https://luacheck.readthedocs.io/en/stable/config.html).
--
-- It tells luacheck what a style's world is — the sandbox's part of Lua 5.4 and the style API of Styles/README.md
-- (annotated for editors in prestyle.meta.lua) — so that what it still reports is a real mistake: a misspelt or
-- undeclared global, a write to a global, a field the API does not have, an unused or shadowed local, unreachable
-- code. `make lint` runs it over this folder: `luacheck Styles` from the repository (whose own .luacheckrc loads
-- this one), or plain `luacheck .` inside Styles/ (luacheck looks for .luacheckrc in the current folder and up).
-- Check a style kept elsewhere with `luacheck --config path/to/Styles/.luacheckrc ~/styles/mine.lua` (the
-- annotations, prestyle.meta.lua, must be beside this file: an install puts both in PREFIX/share/prestyle/Styles).

-- Lua 5.4 less what the sandbox leaves out (Sources/CLuaBridge/Sandbox.c): the file system, the collector, the
-- module system and the host's libraries. `load` stays (text chunks only).
std = "lua54+prestyle"
not_globals = { "io", "os", "debug", "package", "require", "dofile", "loadfile", "collectgarbage" }

-- The globals the host gives every style (Sources/Prestyle/Runtime/HostGlobals.swift and the bindings), read
-- from prestyle.meta.lua — which the tests check against what a style really sees — so that a global added to
-- the API is known here as soon as it is annotated: each `function NAME(` and `NAME = {` at the top level, and
-- transform's `function transform.NAME(` (plus its `identity` value). They are read-only: assigning one is
-- reported, as the style would change it for every other style.
-- luacheck runs this file as an anonymous chunk; the annotations are looked for beside the file named by
-- `--config`, then in the current folder, `Styles/` (from the repository) and `..`.
local function annotations()
  local folders = {}
  local arguments = rawget(_G, "arg") or {}
  for index = 1, #arguments do
    local path = arguments[index]:match("^%-%-config=(.+)$")
      or (arguments[index] == "--config" and arguments[index + 1]) or nil
    if path then folders[#folders + 1] = path:match("^(.*)/[^/]*$") or "." end
  end
  for _, folder in ipairs({ ".", "Styles", ".." }) do folders[#folders + 1] = folder end
  for _, folder in ipairs(folders) do
    local file = io.open(folder .. "/prestyle.meta.lua", "r")
    if file then return file end
  end
  error("prestyle.meta.lua was not found beside .luacheckrc: pass --config path/to/Styles/.luacheckrc")
end

local api = {}
local transform = { identity = { other_fields = true } }   -- a Transform value: its members are the value's
local meta = annotations()
for line in meta:lines() do
  local global = line:match("^function ([%a_][%w_]*)%(") or line:match("^([%a_][%w_]*) = {")
  if global == "transform" then
    api.transform = { fields = transform }
  elseif global then
    api[#api + 1] = global
  end
  local member = line:match("^function transform%.([%a_][%w_]*)%(")
  if member then transform[member] = {} end
end
meta:close()
stds.prestyle = { read_globals = api }

-- The hooks' argument conventions: UIKit calls every presentation hook with `self` (the presentation) and fixed
-- arguments — `coordinator`, `completed`, `child`, `parentSize`, `size`, `traits` — and animators with `ctx`;
-- animate{}'s completion gets `finished`. A hook that needs only some of them still names them all, so leaving
-- those unused is no mistake. Any other parameter the code never reads is reported; name it `_` or `_something`
-- when it is unused on purpose (a table of functions with one signature).
ignore = {
  "212/self", "212/coordinator", "212/completed", "212/finished", "212/child", "212/parentSize", "212/size",
  "212/traits", "212/ctx", "212/_.*",
}

-- Line length is the style guide's business (Styles/README.md's files wrap near 120 columns by hand), not a fault.
max_line_length = false

-- prestyle.meta.lua is not a style: it declares the API for the Lua Language Server, as empty functions. (Paths
-- here are as luacheck sees them, relative to where it runs: inside Styles/ or from the repository.)
exclude_files = { "prestyle.meta.lua", "**/prestyle.meta.lua" }

-- presentr.lua's table of cover transitions gives every entry the same (shown, b) signature, and some entries
-- do not need the bounds `b`.
files["presentr.lua"] = { ignore = { "212/b" } }
files["**/presentr.lua"] = files["presentr.lua"]
