-- luacheck's configuration for prestyle styles (https://luacheck.readthedocs.io/en/stable/config.html).
--
-- It tells luacheck what a style's world is — the sandbox's part of Lua 5.4 and the style API of Styles/README.md
-- (annotated for editors in prestyle.meta.lua) — so that what it still reports is a real mistake: a misspelt or
-- undeclared global, a write to a global, a field the API does not have, an unused or shadowed local, unreachable
-- code. `make lint` runs it over this folder; by hand, `luacheck --config Styles/.luacheckrc Styles` from the
-- repository, or plain `luacheck .` inside Styles/ (luacheck looks for .luacheckrc in the current folder and up).
-- Check a style kept elsewhere with `luacheck --config path/to/Styles/.luacheckrc ~/styles/mine.lua`.

-- Lua 5.4 less what the sandbox leaves out (Sources/CLuaBridge/Sandbox.c): the file system, the collector, the
-- module system and the host's libraries. `load` stays (text chunks only).
std = "lua54+prestyle"
not_globals = { "io", "os", "debug", "package", "require", "dofile", "loadfile", "collectgarbage" }

-- The globals the host gives every style (Sources/Prestyle/Runtime/HostGlobals.swift, AnimationFunctions.swift,
-- StyleRuntime.swift). They are read-only: assigning one is reported, as the style would change it for every other
-- style. APIDocumentationTests checks this list against the globals a style really sees.
stds.prestyle = {
  read_globals = {
    "style", "use", "merge",                      -- declaring a style, borrowing another's, combining tables
    "rect", "size", "point", "insets",            -- value constructors
    "view",                                       -- chrome
    "animate", "keyframes", "withoutAnimation",   -- UIView.animate, animateKeyframes, performWithoutAnimation
    "trace",                                      -- a line in the run's trace (print does the same)
    transform = {
      fields = {
        identity = { other_fields = true },      -- a Transform value: its members are the value's
        scale = {}, rotate = {}, translate = {}, make = {},
      },
    },
  },
}

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
