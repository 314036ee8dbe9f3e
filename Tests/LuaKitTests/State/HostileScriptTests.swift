import LuaKit
import Testing

/// A fixed battery of hostile scripts against a sandboxed state with host types and callbacks: each
/// either fails with a clear error of the right kind or gives the answer Lua gives, never crashes or
/// hangs, and leaves the state usable.
@Suite struct HostileScriptTests {
    struct Hostile: Sendable, CustomTestStringConvertible {
        enum Outcome: Sendable {
            /// Fails with this kind and a description containing the text.
            case fails(LuaError.Kind, String)
            /// Succeeds; the results' descriptions, joined by ", ".
            case returns(String)
        }

        var name: String
        var source: String
        var outcome: Outcome

        init(_ name: String, _ source: String, _ outcome: Outcome) {
            self.name = name
            self.source = source
            self.outcome = outcome
        }

        var testDescription: String { name }
    }

    static let metamethods: [Hostile] = [
        Hostile(
            "an __index chain through a host value",
            "local t = setmetatable({}, {__index = Rect(1, 2, 3, 4)}) return t.width, t.area", .returns("3.0, 12.0")),
        Hostile(
            "an __index chain to a missing member",
            "local t = setmetatable({}, {__index = Rect(1, 2, 3, 4)}) return t.nope",
            .fails(.runtime, "Styles/hostile.lua:1: Rect has no member 'nope'")),
        Hostile(
            "a host value indexed by a host value", "local r = Rect(1, 2, 3, 4) return r[r]",
            .fails(.runtime, "Rect has no member of type Rect")),
        Hostile(
            "an __index loop", "local t = setmetatable({}, {}) getmetatable(t).__index = t return t.x",
            .fails(.runtime, "'__index' chain too long; possible loop")),
        Hostile(
            "a recursive __index through a host value",
            "local t t = setmetatable({}, {__index = function(_, k) return Rect(1, 2, 3, 4)[k] + t[k] end}) return t.x",
            .fails(.runtime, "stack overflow")),
        Hostile(
            "a property given the wrong type", "local r = Rect(1, 2, 3, 4) r.width = 'wide'",
            .fails(.argument, "bad value for 'width' of Rect (number expected, got string)")),
        Hostile(
            "a read-only property assigned", "Rect(1, 2, 3, 4).area = 1",
            .fails(.runtime, "cannot assign to 'area' of Rect: it is read-only")),
        Hostile(
            "== between host types and others",
            "return Rect(1, 2, 3, 4) == Transform(2), Rect(1, 2, 3, 4) == Rect(1, 2, 3, 4), Rect(1, 2, 3, 4) ~= {}",
            .returns("false, true, true")),
        Hostile(
            "< against a number", "return Rect(1, 2, 3, 4) < 1", .fails(.argument, "(Rect expected, got number)")),
        Hostile(
            "< from the number's side", "return 1 < Rect(1, 2, 3, 4)",
            .fails(.argument, "(Rect expected, got number)")),
        Hostile(
            "< without a handler", "return Transform(1) < Transform(2)",
            .fails(.runtime, "attempt to compare two Transform values")),
        Hostile(
            ".. with a host value", "return Rect(1, 2, 3, 4) .. 'x'",
            .fails(.runtime, "attempt to concatenate a Rect value")),
        Hostile(
            "arithmetic with the wrong operand", "return Rect(1, 2, 3, 4) * 'x'",
            .fails(.argument, "(number expected, got string)")),
        Hostile(
            "a method called on another type", "return Rect(1, 2, 3, 4).inset(Transform(1), 1, 1)",
            .fails(.argument, "(Rect expected, got Transform)")),
        Hostile(
            "a method called on a table", "return Rect(1, 2, 3, 4).inset({}, 1, 1)",
            .fails(.argument, "(Rect expected, got table)")),
        Hostile(
            "a host value in tostring", "return (tostring(Transform(2)):match('^Transform: ')) ~= nil",
            .returns("true")),
    ]

    static let strings: [Hostile] = [
        Hostile(
            "a huge format width", "return string.format('%99999999d', 1)",
            .fails(.runtime, "invalid conversion")),
        Hostile(
            "a huge format precision", "return string.format('%.99999f', 1)",
            .fails(.runtime, "invalid conversion")),
        Hostile("the widest format there is", "return #string.format('%99.99f', 1e308)", .returns("409")),
        Hostile(
            "%d of a fraction", "return string.format('%d', 1.5)",
            .fails(.runtime, "number has no integer representation")),
        Hostile("string.rep with a separator", "return #string.rep('ab', 1000, ',')", .returns("2999")),
        Hostile(
            "string.rep past the memory cap", "return string.rep('x', 1e8, ',')",
            .fails(.memory, "not enough memory")),
        Hostile(
            "string.rep past the largest string", "return string.rep('x', math.maxinteger, 'y')",
            .fails(.runtime, "resulting string too large")),
        Hostile(
            "string.rep of nothing, endlessly",
            "return #string.rep('', math.maxinteger), #(''):rep(1e18, ''), #string.rep('', 3, 'ab')",
            .returns("0, 0, 4")),
        Hostile(
            "string.byte over a huge range", "return string.byte(('x'):rep(2e6), 1, -1)",
            .fails(.runtime, "string slice too long")),
        Hostile("string.char out of range", "return string.char(256)", .fails(.runtime, "value out of range")),
        Hostile(
            "a 16-byte integer packed", "return #string.pack('i16', -1), string.unpack('i16', string.pack('i16', -1))",
            .returns("16, -1, 17")),
        Hostile(
            "an integer too wide to pack", "return string.pack('i17', 1)",
            .fails(.runtime, "integral size (17) out of limits [1,16]")),
        Hostile(
            "a fixed string too big to pack", "return #string.pack('c100000000', '')",
            .fails(.memory, "not enough memory")),
        Hostile(
            "a fixed string unpacked past the end", "return string.unpack('c100000000', '')",
            .fails(.runtime, "data string too short")),
        Hostile(
            "an unpack at a huge offset", "return string.unpack('b', 'x', math.maxinteger)",
            .fails(.runtime, "initial position out of string")),
        Hostile("utf8.char of the largest code point", "return #utf8.char(0x7FFFFFFF)", .returns("6")),
        Hostile("utf8.char out of range", "return utf8.char(0x80000000)", .fails(.runtime, "value out of range")),
        Hostile(
            "utf8.char of many code points",
            "local t = {} for i = 1, 50000 do t[i] = 0x10FFFF end return #utf8.char(table.unpack(t))",
            .returns("200000")),
        Hostile("utf8.len of invalid bytes", "return utf8.len('ab\\xff')", .returns("nil, 3")),
        Hostile(
            "utf8.codepoint over a huge range", "return utf8.codepoint(('x'):rep(2e6), 1, -1)",
            .fails(.runtime, "string slice too long")),
        Hostile(
            "gsub with a replacement function that fails",
            "return ('abc'):gsub('.', function(c) error('replacing ' .. c) end)",
            .fails(.runtime, "Styles/hostile.lua:1: replacing a")),
        Hostile(
            "gsub with a table as replacement value", "return ('abc'):gsub('.', function() return {} end)",
            .fails(.runtime, "invalid replacement value (a table)")),
        Hostile(
            "gsub with a bad capture index", "return ('abc'):gsub('.', '%2')",
            .fails(.runtime, "invalid capture index %2")),
        Hostile(
            "gsub with a replacement table whose __index fails",
            "return ('abc'):gsub('.', setmetatable({}, {__index = function() error('no lookup') end}))",
            .fails(.runtime, "no lookup")),
    ]

    static let patterns: [Hostile] = [
        Hostile(
            "a pattern ending in %", "return string.find('x', '%')",
            .fails(.runtime, "malformed pattern (ends with '%')")),
        Hostile(
            "a pattern with an open set", "return string.find(('x'):rep(100), '[%')",
            .fails(.runtime, "malformed pattern (missing ']')")),
        Hostile("%b without arguments", "return string.find('x', '%b')", .fails(.runtime, "missing arguments to '%b'")),
        Hostile(
            "%f without a set", "return string.find('x', '%f')",
            .fails(.runtime, "missing '[' after '%f' in pattern")),
        Hostile("an unfinished capture", "return string.find('x', '(()')", .fails(.runtime, "unfinished capture")),
        Hostile("too many captures", "return string.find('x', ('('):rep(40))", .fails(.runtime, "too many captures")),
        Hostile(
            "a back reference to nothing", "return string.gsub('x', '%g*%1', '')",
            .fails(.runtime, "invalid capture index %1")),
    ]

    static let tables: [Hostile] = [
        Hostile(
            "table.concat of a big table",
            "local t = {} for i = 1, 100000 do t[i] = 'ab' end return #table.concat(t, ',')", .returns("299999")),
        Hostile(
            "table.concat over a huge range", "return table.concat({}, '', 1, math.maxinteger)",
            .fails(.runtime, "invalid value (nil) at index 1 in table for 'concat'")),
        Hostile(
            "table.concat fed by a C function",
            """
            local inner = setmetatable({}, {__index = table.concat})
            return table.concat(setmetatable({}, {__index = inner}), '', 1, 1e15)
            """, .fails(.instructionBudget, "(counting each table that table functions and gsub go through in C)")),
        Hostile(
            "table.unpack of a huge range", "return select('#', table.unpack({}, 1, 1e8))",
            .fails(.runtime, "too many results to unpack")),
        Hostile(
            "table.move over a huge range", "return #table.move({}, 1, 1e15, 2)",
            .fails(.instructionBudget, "(counting each table that table functions and gsub go through in C)")),
        Hostile(
            "catching a loop's charge", "for i = 1, 10 do pcall(table.move, {}, 1, 1e15, 2) end return 1",
            .fails(.instructionBudget, "instruction budget exceeded")),
        Hostile(
            "table.remove from a table lying about its length",
            "table.remove(setmetatable({}, {__len = function() return math.maxinteger end}), 1)",
            .fails(.instructionBudget, "(counting each table that table functions and gsub go through in C)")),
        Hostile(
            "table.insert into a table lying about its length",
            "table.insert(setmetatable({}, {__len = function() return 1e15 end}), 1, 'x')",
            .fails(.instructionBudget, "(counting each table that table functions and gsub go through in C)")),
        Hostile(
            "table.sort of a table lying about its length",
            """
            local t = setmetatable({}, {__len = function() return (1 << 31) - 2 end, __index = rawlen, __newindex = rawlen})
            table.sort(t)
            """, .fails(.instructionBudget, "(counting each table that table functions and gsub go through in C)")),
        Hostile(
            "a __len that changes its answer",
            """
            local calls = 0
            local t = setmetatable({'a', 'b'}, {__len = function() calls = calls + 1 return calls == 1 and 2 or math.maxinteger end})
            local removed = table.remove(t, 1)
            return removed, t[1], t[2], calls
            """, .returns(#""a", "b", nil, 1"#)),
        Hostile(
            "table functions still honour metamethods",
            """
            local log = {}
            local t = setmetatable({}, {__len = function() return 3 end,
              __index = function(_, k) return 'v' .. k end,
              __newindex = function(_, k, v) log[#log + 1] = k .. '=' .. tostring(v) end})
            table.insert(t, 2, 'new')
            return table.concat(log, ' '), table.concat(t, ',')
            """, .returns(#""4=v3 3=v2 2=new", "v1,v2,v3""#)),
        Hostile(
            "everyday table functions", 
            """
            local t = {} for i = 1, 2000 do table.insert(t, i) end
            for i = 1, 1000 do table.remove(t) end
            table.sort(t, function(a, b) return a > b end)
            return #t, t[1], table.concat(table.move(t, 1, 3, 1, {}), ',')
            """, .returns(#"1000, 1000, "1000,999,998""#)),
        Hostile(
            "a deep table handed to the host", "local t = {} for i = 1, 10000 do t = {t} end return depth(t)",
            .returns("10001")),
        Hostile(
            "a long argument list through the host",
            "local t = {} for i = 1, 10000 do t[i] = i end return select('#', echo(table.unpack(t)))", .returns("10000")
        ),
        Hostile(
            "a hostile __index on the globals",
            "setmetatable(_G, {__index = function(_, k) error('no global ' .. k) end}) return undefined_thing",
            .fails(.runtime, "no global undefined_thing")),
        Hostile(
            "a recursive __newindex on the globals",
            "setmetatable(_G, {__newindex = function(t, k, v) t[k] = v end}) x = 1", .fails(.runtime, "stack overflow")),
    ]

    static let arithmetic: [Hostile] = [
        Hostile("integer division by zero", "return 1 // 0", .fails(.runtime, "attempt to divide by zero")),
        Hostile("integer modulo by zero", "return 1 % 0", .fails(.runtime, "attempt to perform 'n%0'")),
        Hostile(
            "the one division that overflows",
            "return math.mininteger // -1, math.mininteger % -1, math.maxinteger + 1 == math.mininteger",
            .returns("-9223372036854775808, 0, true")),
        Hostile("float division by zero", "return 1 // 0.0, -1 // 0.0", .returns("inf, -inf")),
        Hostile(
            "integers that cannot be", "return math.tointeger(2^63), ('%d'):format(2^53)",
            .returns(#"nil, "9007199254740992""#)),
    ]

    static let loading: [Hostile] = [
        Hostile(
            "load with an environment whose __index fails",
            "return load('return x', 'n', 't', setmetatable({}, {__index = function() error('env says no') end}))()",
            .fails(.runtime, "env says no")),
        Hostile("load of a syntax error", "return load('x =', '=bad')", .returns(#"nil, "bad:1: unexpected symbol near <eof>""#)),
        Hostile(
            "load with a reader that fails", "return load(function() error('reader fails') end)",
            .returns(#"nil, "Styles/hostile.lua:1: reader fails""#)),
        Hostile(
            "load with a reader that never ends", "return load(function() while true do end end)",
            .fails(.instructionBudget, "instruction budget exceeded")),
        Hostile(
            "load with a reader returning a table", "return load(function() return {} end)",
            .returns(#"nil, "Styles/hostile.lua:1: reader function must return a string""#)),
        Hostile(
            "load asked for binary mode", "return load('return 7', 'x', 'b')",
            .returns(#"nil, "attempt to load a text chunk (mode is \'b\')""#)),
    ]

    static let coroutines: [Hostile] = [
        Hostile(
            "coroutine.wrap inside a host callback",
            "return call(function() return coroutine.wrap(function(a) coroutine.yield(a * 2) end)(21) end)",
            .returns("42")),
        Hostile(
            "a yield across pcall inside a host callback",
            """
            return call(function()
              local co = coroutine.wrap(function() return pcall(function() coroutine.yield(1) return 2 end) end)
              return co(), co()
            end)
            """, .returns("1, true, 2")),
        Hostile(
            "a yield from a host callback in a coroutine",
            "return coroutine.wrap(function() return call(function() return coroutine.yield(5) end) end)()",
            .fails(.runtime, "attempt to yield across a C-call boundary")),
        Hostile(
            "closing the running coroutine",
            "local co co = coroutine.create(function() return coroutine.close(co) end) return coroutine.resume(co)",
            .returns(#"false, "Styles/hostile.lua:1: cannot close a running coroutine""#)),
        Hostile(
            "closing a coroutine whose __close fails",
            """
            local co = coroutine.create(function()
              local x <close> = setmetatable({}, {__close = function() error('closing failed', 0) end})
              coroutine.yield()
            end)
            coroutine.resume(co)
            return coroutine.close(co)
            """, .returns(#"false, "closing failed""#)),
        Hostile(
            "closing a coroutine whose __close never ends",
            """
            local co = coroutine.create(function()
              local x <close> = setmetatable({}, {__close = function() while true do end end})
              coroutine.yield()
            end)
            coroutine.resume(co)
            return coroutine.close(co)
            """, .fails(.instructionBudget, "instruction budget exceeded")),
        Hostile(
            "resuming the running thread", "return coroutine.resume(coroutine.running())",
            .returns(#"false, "cannot resume non-suspended coroutine""#)),
        Hostile(
            "calling a dead wrapped coroutine", "local f = coroutine.wrap(function() end) f() f()",
            .fails(.runtime, "cannot resume dead coroutine")),
    ]

    static let errors: [Hostile] = [
        Hostile(
            "an error whose __tostring returns a table",
            "error(setmetatable({}, {__tostring = function() return {} end}))",
            .fails(.runtime, "__tostring failed: '__tostring' must return a string")),
        Hostile(
            "an error whose __tostring never ends",
            "error(setmetatable({}, {__tostring = function() while true do end end}))",
            .fails(.instructionBudget, "instruction budget exceeded")),
        Hostile("an error that is nil", "error(nil)", .fails(.runtime, "(error object is a nil value)")),
        Hostile(
            "an error that is a coroutine", "error(coroutine.create(print))",
            .fails(.runtime, "(error object is a thread value)")),
        Hostile(
            "an error that is a deep table", "local t = {} for i = 1, 10000 do t = {t} end error(t)",
            .fails(.runtime, "(error object is a table value)")),
        Hostile(
            "an error handler that fails", "return xpcall(error, function() error('again') end)",
            .returns(#"false, "error in error handling""#)),
        // Lua runs the handler for the budget's own error with hooks off: the looping handler must not run.
        Hostile(
            "an error handler that loops", "xpcall(error, function() while true do end end) return 1",
            .fails(.instructionBudget, "Styles/hostile.lua:1: instruction budget exceeded")),
        Hostile(
            "a yield through xpcall in a coroutine",
            "local co = coroutine.wrap(function() return xpcall(function() coroutine.yield(1) return 2 end, print) end) "
                + "local first = co() return first, co()",
            .returns("1, true, 2")),
        Hostile(
            "a to-be-closed value that cannot close", "local x <close> = 42",
            .fails(.runtime, "variable 'x' got a non-closable value")),
        Hostile(
            "a __close that fails on leaving its scope",
            "do local x <close> = setmetatable({}, {__close = function() error('close failed') end}) end",
            .fails(.runtime, "Styles/hostile.lua:1: close failed")),
        // Doubling copies ever more bytes in C; the allocation charge stops it at about 32 MB, before the
        // 64 MB cap would.
        Hostile(
            "a string grown forever in a host callback",
            "return call(function() local s = 'x' while true do s = s .. s end end)",
            .fails(.instructionBudget, "counting the memory it allocated")),
        Hostile(
            "a string larger than the memory cap in a host callback",
            "return call(function() return ('x'):rep(1e9) end)",
            .fails(.memory, "not enough memory")),
    ]

    /// A state with the test types and three host functions: `call(f, ...)` calls back into Lua,
    /// `echo(...)` returns its arguments, `depth(t)` follows `t[1]` to the bottom.
    static func hostState() throws -> LuaState {
        let state = try LuaState.withTestTypes()
        try state.setHostGlobal(
            "call",
            state.variadicFunction { arguments in
                try arguments.read(LuaFunction.self, at: 1).call(with: Array(arguments.values().dropFirst()))
            })
        try state.setHostGlobal("echo", state.variadicFunction { try $0.values() })
        try state.setHostGlobal(
            "depth",
            state.function { (table: LuaTable) -> Int in
                var depth = 0
                var current: LuaTable? = table
                while let level = current {
                    depth += 1
                    current = try level.get(1).tableValue
                }
                return depth
            })
        return state
    }

    @Test(arguments: metamethods + strings + patterns + tables + arithmetic + loading + coroutines + errors)
    func aHostileScriptIsContained(_ hostile: Hostile) throws {
        let state = try Self.hostState()
        switch hostile.outcome {
        case .fails(let kind, let expected):
            let error = try #require(throws: LuaError.self) { try state.run(hostile.source, chunkName: "Styles/hostile.lua") }
            #expect(error.kind == kind, "\(error.debugDescription)")
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.chunkName == "Styles/hostile.lua", "\(error.description)")
        case .returns(let expected):
            let results = try state.run(hostile.source, chunkName: "Styles/hostile.lua")
            #expect(results.map(\.description).joined(separator: ", ") == expected)
        }
        #expect(try state.evaluate("return call(function() return ('ok'):upper() end)") == "OK")
        #expect(try state.evaluate("local s = 0 for i = 1, 1000 do s = s + i end return s") == 500_500)
    }
}
