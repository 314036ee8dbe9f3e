/// Random Lua programs over everything the sandbox keeps — string formatting, patterns and packing,
/// table functions, math, utf8, integer and float arithmetic, metamethods, closures, varargs, goto,
/// coroutines, errors through pcall and xpcall (message handlers raising at each level), tostring/tonumber,
/// chunks compiled by `load` (with the program's globals, a module's environment of its own or a table of
/// a few names; from source, a reader, in coroutines and deep recursions, using string methods the
/// program added) — for comparing LuaKit's sandbox with
/// the real interpreter (``LuaOracle``).
///
/// Every statement prints what it gives through `show`, which prints types for tables and functions
/// (whose addresses differ from run to run) and escapes bytes outside printable ASCII; each runs under
/// pcall, so errors and their messages are compared too. Subjects and patterns are short (at most three
/// repetition items on 24 bytes), so no program comes near the sandbox's budget: what differs is a
/// difference in behaviour.
struct ProgramGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let prelude = """
        local function show(...)
          local n = select('#', ...)
          local out = {}
          for i = 1, n do
            local v = select(i, ...)
            local t = type(v)
            if t == 'number' then out[i] = math.type(v) .. ' ' .. tostring(v)
            elseif t == 'string' then out[i] = '"' .. v:gsub('[^ -~]', function(c) return '\\\\' .. c:byte() end) .. '"'
            elseif t == 'boolean' or t == 'nil' then out[i] = tostring(v)
            else out[i] = t end
          end
          print(n, table.concat(out, ', '))
        end
        local function try(f, ...) show(pcall(f, ...)) end

        """

    /// A whole program: the prelude, then `statements` statements, one a line.
    mutating func program(statements: Int = 12) -> String {
        var lines: [String] = []
        for _ in 0..<statements { lines.append(statement()) }
        return Self.prelude + lines.joined(separator: "\n") + "\n"
    }

    mutating func statement() -> String {
        switch random.int(0...16) {
        case 14: return loadStatement()
        case 15: return xpcallStatement()
        case 16: return loadStatement(inCoroutine: true)
        case 0, 1: return "try(function() return \(expression(depth: 3)) end)"
        case 2: return "try(function() return \(stringCall()) end)"
        case 3: return "try(function() return \(patternCall()) end)"
        case 4: return "try(function() return \(formatCall()) end)"
        case 5: return "try(function() return \(packCall()) end)"
        case 6: return tableStatement()
        case 7: return "try(function() return \(mathCall()) end)"
        case 8: return "try(function() return \(utf8Call()) end)"
        case 9: return metamethodStatement()
        case 10: return closureStatement()
        case 11: return coroutineStatement()
        case 12: return errorStatement()
        default: return "try(function() return \(conversionCall()) end)"
        }
    }

    // MARK: Values

    mutating func integer() -> String {
        random.pick([
            "0", "1", "-1", "2", "3", "7", "-7", "10", "255", "256", "1000", "65535", "-65536", "1 << 31",
            "math.maxinteger", "math.mininteger", "-math.maxinteger", "\(random.int(-100...100))",
            "\(random.int(-100_000...100_000))", "0x7fffffff", "0xff",
        ])
    }

    mutating func float() -> String {
        random.pick([
            "0.0", "-0.0", "0.5", "-2.5", "1.5", "3.0", "1e15", "1e16", "-1e300", "1e308", "2^53", "2^63",
            "1/0", "-1/0", "math.pi", "0.1", "123.456", "\(random.int(-1000...1000)).25", "1e-10", "2^-1074",
        ])
    }

    mutating func shortString() -> String {
        let alphabet = Array("abcxyz XYZ019()[]%.-+*?^$=,;_\t\n")
        let length = random.int(0...12)
        var text = ""
        for _ in 0..<length { text.append(random.pick(alphabet)) }
        return luaQuoted(text)
    }

    mutating func number() -> String { random.chance(0.6) ? integer() : float() }

    mutating func numericString() -> String {
        random.pick([
            "'10'", "' 0x1F '", "'1e2'", "'-3.5'", "'0x'", "'1e'", "'  7  '", "'abc'", "''", "'9223372036854775808'",
            "'0x7fffffffffffffff'", "'inf'", "'nan'", "'1.5e+3'", "'.5'", "'5.'", "'0b101'",
        ])
    }

    mutating func value() -> String {
        switch random.int(0...9) {
        case 0...3: return integer()
        case 4, 5: return float()
        case 6, 7: return shortString()
        case 8: return numericString()
        default: return random.pick(["true", "false", "nil", "{}"])
        }
    }

    /// A value whose text is the same in every run (no table).
    mutating func plainValue() -> String {
        var v = value()
        while v == "{}" { v = value() }
        return v
    }

    func luaQuoted(_ text: String) -> String {
        var out = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }

    // MARK: Expressions

    mutating func expression(depth: Int) -> String {
        if depth == 0 || random.chance(0.3) { return value() }
        let a = expression(depth: depth - 1)
        let b = expression(depth: depth - 1)
        switch random.int(0...5) {
        case 0: return "(\(a) \(random.pick(["+", "-", "*", "/", "//", "%", "^"])) \(b))"
        case 1: return "(\(a) \(random.pick(["&", "|", "~", "<<", ">>"])) \(b))"
        case 2: return "(\(a) \(random.pick(["<", "<=", ">", ">=", "==", "~="])) \(b))"
        case 3: return "(\(a) .. \(b))"
        case 4: return "(\(random.pick(["-", "~", "#", "not "]))\(a))"
        default: return "(\(a) \(random.pick(["and", "or"])) \(b))"
        }
    }

    // MARK: Library calls

    mutating func stringCall() -> String {
        let s = shortString()
        switch random.int(0...8) {
        case 0: return "string.sub(\(s), \(smallIndex()), \(smallIndex()))"
        case 1: return "string.byte(\(s), \(smallIndex()), \(smallIndex()))"
        case 2: return "string.char(\(random.int(0...255)), \(random.pick(["65", "256", "-1", "0", "97"])))"
        case 3: return "string.rep(\(s), \(random.int(-1...4)), \(random.chance(0.5) ? shortString() : "nil"))"
        case 4: return "(\(s)):\(random.pick(["upper", "lower", "reverse", "len"]))()"
        case 5: return "#\(s), (\(s)):len()"
        case 6: return "string.format('%q', \(value()))"
        // (Not an empty string a huge number of times: Lua loops through every round, the sandbox returns at once.)
        case 7: return "string.rep(\(s) .. 'x', \(random.pick(["1e10", "math.maxinteger", "2^31", "-1"])), '')"
        default: return "tostring(\(s) < \(shortString())), \(s) == \(shortString())"
        }
    }

    mutating func smallIndex() -> String {
        random.pick(["1", "2", "-1", "-3", "0", "5", "100", "-100", "math.maxinteger", "math.mininteger"])
    }

    mutating func subject() -> String {
        let alphabet = Array("aab  bc(x)(y(z))=12=k3.%-")
        var text = ""
        for _ in 0..<random.int(0...24) { text.append(random.pick(alphabet)) }
        return luaQuoted(text)
    }

    mutating func pattern() -> String {
        var pattern = random.chance(0.2) ? "^" : ""
        var repeats = 0
        var open = 0
        for _ in 0..<random.int(1...6) {
            var item = random.pick([
                "a", "b", "x", ".", "%a", "%d", "%s", "%w", "%p", "%S", "[abc]", "[^a-c]", "[%d=]", "%(", "%%", "=",
                " ", "[a-", "%", "%z", "[]",
            ])
            if random.chance(0.08) { item = random.pick(["%f[%w]", "%f[%W]", "%b()", "%1", "()"]) }
            if repeats < 3, !item.hasPrefix("%f"), !item.hasPrefix("%b"), random.chance(0.35) {
                item += random.pick(["*", "+", "-", "?"])
                repeats += 1
            }
            if random.chance(0.15) {
                pattern += "("
                open += 1
            }
            pattern += item
            if open > 0, random.chance(0.3) {
                pattern += ")"
                open -= 1
            }
        }
        if open > 0, random.chance(0.8) { pattern += String(repeating: ")", count: open) }
        if random.chance(0.15) { pattern += "$" }
        return luaQuoted(pattern)
    }

    mutating func patternCall() -> String {
        let s = subject()
        let p = pattern()
        switch random.int(0...6) {
        case 0: return "string.find(\(s), \(p), \(random.pick(["1", "3", "-2", "100", "nil"])))"
        case 1: return "string.find(\(s), \(p), 1, true)"
        case 2: return "string.match(\(s), \(p))"
        case 3:
            return "(function() local r = {} for a, b in string.gmatch(\(s), \(p)) do r[#r + 1] = tostring(a) .. '/' .. tostring(b) end return table.concat(r, ';') end)()"
        case 4: return "string.gsub(\(s), \(p), \(random.pick(["'<%0>'", "'%1'", "'%%'", "'%2'", "''", "'%'", "1"])), \(random.pick(["nil", "1", "2", "0"])))"
        case 5: return "string.gsub(\(s), \(p), function(c, d) return d or (c and c:upper()) end)"
        default: return "string.gsub(\(s), \(p), {a = 'A', b = false, [' '] = '_', ['='] = 3})"
        }
    }

    mutating func formatCall() -> String {
        let spec = random.pick([
            "%d", "%5d", "%-5d", "%05d", "%x", "%X", "%o", "%c", "%i", "%u", "%e", "%.3e", "%g", "%.10g", "%f",
            "%8.3f", "%a", "%s", "%10s", "%-10s", "%.2s", "%q", "%%", "%5.1s", "%+d", "% d", "%#x", "%y", "%10.123f",
        ])
        let second = random.chance(0.3) ? " and %s" : ""
        // (No tables: %s would print their addresses, which differ from run to run.)
        return "string.format('<\(spec)\(second)>', \(plainValue()), \(plainValue()))"
    }

    mutating func packCall() -> String {
        let format = random.pick([
            "i4", "I2", "b", "B", "h", "H", "j", "J", "n", "d", "<i4", ">I2", "=j", "i8", "I1", "s1", "z", "i3",
            "!4 i1 i4", "<i2 >i2", "xi2", "c3", "i16", "I0", "T",
        ])
        switch random.int(0...2) {
        case 0: return "string.pack('\(format)', \(value()))"
        case 1: return "string.unpack('\(format)', string.pack('\(format)', \(integer())))"
        default: return "string.packsize('\(format)')"
        }
    }

    mutating func tableLiteral() -> String {
        var items: [String] = []
        for _ in 0..<random.int(0...6) { items.append(random.chance(0.7) ? integer() : shortString()) }
        return "{" + items.joined(separator: ", ") + "}"
    }

    mutating func tableStatement() -> String {
        let t = tableLiteral()
        switch random.int(0...7) {
        case 0: return "try(function() return table.concat(\(t), \(random.pick(["','", "nil", "''", "1"])), \(smallIndex()), \(smallIndex())) end)"
        case 1:
            return "try(function() local t = \(t) table.insert(t, \(random.pick(["1", "2", "0", "-1", "10", "#t + 1"])), 'v') return table.concat(t, ',') end)"
        case 2:
            return "try(function() local t = \(t) local r = table.remove(t, \(random.pick(["nil", "1", "#t", "#t + 1", "0", "-1", "5"]))) return r, table.concat(t, ',') end)"
        case 3:
            return "try(function() local t = \(t) table.sort(t\(random.pick(["", ", function(a, b) return a > b end", ", function(a, b) return tostring(a) < tostring(b) end"]))) return table.concat(t, ',') end)"
        case 4: return "try(table.unpack, \(t), \(random.pick(["1", "2", "-1", "0", "nil"])), \(random.pick(["3", "nil", "0", "-2", "10"])))"
        case 5:
            return "try(function() local t = \(t) return table.concat(table.move(t, \(random.pick(["1", "2", "0", "-1"])), \(random.pick(["2", "3", "0"])), \(random.pick(["1", "3", "5"]))\(random.chance(0.5) ? ", {}" : "")), ',') end)"
        case 6: return "try(function() local p = table.pack(\(value()), \(value()), nil) return p.n, p[1], p[3] end)"
        default: return "try(function() local t = \(t) return #t, select('#', table.unpack(t)), next({}) end)"
        }
    }

    mutating func mathCall() -> String {
        let x = number()
        switch random.int(0...5) {
        case 0: return "math.\(random.pick(["floor", "ceil", "abs", "sqrt", "exp", "tointeger", "type"]))(\(x))"
        case 1: return "math.\(random.pick(["max", "min", "fmod", "ult"]))(\(x), \(number()))"
        case 2: return "math.modf(\(x))"
        case 3: return "math.log(\(x)\(random.chance(0.5) ? ", \(random.pick(["2", "10", "0.5"]))" : ""))"
        case 4: return "math.huge, -math.huge, math.pi, math.maxinteger + 1 == math.mininteger"
        default: return "\(x) // \(number()), \(x) % \(number()), math.type(\(x) * 1)"
        }
    }

    mutating func utf8Call() -> String {
        let s = random.pick([
            "'héllo'", "'日本語'", "'a\\xffb'", "'\\u{10FFFF}'", "''", "'abc'", "'\\xe4\\xb8'", "'\\u{7FFFFFFF}'",
        ])
        switch random.int(0...5) {
        case 0: return "utf8.len(\(s)\(random.chance(0.5) ? ", \(smallIndex())" : ""))"
        case 1: return "utf8.char(\(random.pick(["72", "233", "0x10FFFF", "0x7FFFFFFF", "-1", "0x80000000"])), 65)"
        case 2: return "utf8.codepoint(\(s), \(smallIndex()), \(smallIndex()))"
        case 3: return "utf8.offset(\(s), \(random.pick(["1", "2", "-1", "0", "3"])))"
        case 4:
            return "(function() local r = {} for p, c in utf8.codes(\(s)) do r[#r + 1] = p .. ':' .. c end return table.concat(r, ' ') end)()"
        default: return "#utf8.charpattern, (\(s)):match(utf8.charpattern)"
        }
    }

    mutating func metamethodStatement() -> String {
        let op = random.pick(["__add", "__sub", "__mul", "__div", "__mod", "__idiv", "__band", "__shl", "__concat"])
        let symbol = [
            "__add": "+", "__sub": "-", "__mul": "*", "__div": "/", "__mod": "%", "__idiv": "//", "__band": "&",
            "__shl": "<<", "__concat": "..",
        ][op]!
        let v = value()
        switch random.int(0...5) {
        case 0:
            return "try(function() local mt = {\(op) = function(a, b) return 'mt' end} local o = setmetatable({}, mt) return o \(symbol) \(v), \(v) \(symbol) o end)"
        case 1:
            return "try(function() local o = setmetatable({}, {__index = function(t, k) return k .. '!' end}) return o.x, o[\(integer())], rawget(o, 'x') end)"
        case 2:
            return "try(function() local log = {} local o = setmetatable({}, {__newindex = function(t, k, v) rawset(t, k, tostring(v) .. '?') end}) o.a = \(plainValue()) return o.a end)"
        case 3:
            return "try(function() local o = setmetatable({}, {__call = function(self, a, b) return a, b end, __len = function() return \(integer()) end}) return o(\(v), 2), #o end)"
        case 4:
            return "try(function() local A = setmetatable({}, {__eq = function() return true end, __lt = function() return true end, __le = function() return false end}) local B = setmetatable({}, getmetatable(A)) return A == B, A < B, A <= B, A > B, A ~= B end)"
        default:
            return "try(function() local o = setmetatable({}, {__tostring = function() return \(shortString()) end, __name = 'Thing', __unm = function() return \(v) end}) return tostring(o), -o end)"
        }
    }

    mutating func closureStatement() -> String {
        switch random.int(0...4) {
        case 0:
            return "try(function() local function counter(n) return function(d) n = n + (d or 1) return n end end local c = counter(\(integer())) c() return c(\(number())) end)"
        case 1: return "try(function(...) return select('#', ...), select(\(random.pick(["1", "2", "-1", "0", "5"])), ...) end, \(value()), nil, \(value()))"
        case 2:
            return "try(function() local r = {} for i = 1, \(random.int(0...6)) do if i % \(random.int(1...3)) == 0 then goto continue end r[#r + 1] = i ::continue:: end return table.concat(r, ',') end)"
        case 3:
            return "try(function() local t = {} for i = \(random.pick(["1", "3", "-2"])), \(random.pick(["5", "1", "0"])), \(random.pick(["1", "2", "-1", "0.5"])) do t[#t + 1] = i end return table.concat(t, ' ') end)"
        default: return "try(function() local function f(...) local a, b = ... return b, a, ... end return f(\(value()), \(value())) end)"
        }
    }

    mutating func coroutineStatement() -> String {
        switch random.int(0...3) {
        case 0:
            return "try(function() local co = coroutine.wrap(function(a) local b = coroutine.yield(a + 1) return b * 2 end) return co(\(integer())), co(\(number())) end)"
        case 1:
            return "try(function() local co = coroutine.create(function() coroutine.yield(1) error(\(value())) end) local r = {coroutine.resume(co)} local s = {coroutine.resume(co)} return r[1], r[2], s[1], s[2], coroutine.status(co), coroutine.resume(co) end)"
        case 2:
            return "try(function() local co = coroutine.create(function(...) return select('#', ...), ... end) return coroutine.resume(co, \(value()), \(value())) end)"
        default:
            return "try(function() return coroutine.isyieldable(), coroutine.status(coroutine.running()), select('#', coroutine.running()) end)"
        }
    }

    mutating func errorStatement() -> String {
        let v = value()
        switch random.int(0...3) {
        case 0: return "try(error, \(v), \(random.pick(["0", "1", "2", "nil"])))"
        case 1: return "try(function() error(\(v)) end)"
        case 2:
            return "show(xpcall(function() return \(expression(depth: 2)) end, function(m) return 'handled: ' .. tostring(m) end))"
        default: return "try(function() local ok, e = pcall(error, {code = \(integer())}) return ok, type(e), e.code end)"
        }
    }

    mutating func conversionCall() -> String {
        switch random.int(0...3) {
        case 0: return "tonumber(\(numericString()))"
        case 1: return "tonumber(\(random.pick(["'ff'", "'zz'", "'101'", "' 11 '", "'8'", "'-10'", "'1.5'"])), \(random.pick(["16", "36", "2", "8", "10", "1", "37"])))"
        case 2: return "tostring(\(number())), math.tointeger(\(number()))"
        default: return "\(number()) == \(number()), \(number()) < \(number()), \(integer()) == \(float())"
        }
    }

    // MARK: load and message handlers

    /// Source text to give `load`, as a Lua long string (no generated string holds its closing bracket).
    mutating func loadedSource() -> String {
        let s = shortString()
        let method = addedMethod()
        let body: String
        switch random.int(0...8) {
        case 0: body = "return \(expression(depth: 2))"
        case 1:
            body = "local wrap = coroutine.wrap return wrap(function(s) return s:\(random.pick(["upper()", "rep(2, '-')", "sub(2)", "byte(1, -1)", "len()", "format()"])) end)(\(s))"
        case 2: body = "\(method.definition) return coroutine.wrap(function(s) return s:\(method.name)() end)(\(s))"
        case 3:
            body = "local co = coroutine.wrap(function(a) return xpcall(function() local b = coroutine.yield(a) error(b\(random.pick(["", ", 1", ", 2", ", 0"]))) end, function(m) return 'h:' .. tostring(m) end) end) return co(\(plainValue())), co(\(plainValue()))"
        case 4:
            body = "local function rec(n, s) if n == 0 then return s:rep(2), s:upper() end return (rec(n - 1, s)) end return rec(\(random.int(0...300)), \(s))"
        case 5: body = "local function f() error(\(plainValue()), \(random.pick(["1", "2", "3", "0"]))) end return f()"
        case 6: body = "local load = load return coroutine.wrap(function(...) return load('loaded = (loaded or 0) + 1 return loaded, ...')(...) end)(\(plainValue()))"
        case 7: body = "\(method.definition) return (\(s)):\(method.name)(), pcall(string.rep)"
        default: body = "local t = {} for w in (\(s)):gmatch('%a+') do t[#t + 1] = w:upper() end return table.concat(t, ',')"
        }
        return "[===[\n\(body)\n]===]"
    }

    /// A string method the program adds to `string` (its name one of a few, so programs redefine them).
    mutating func addedMethod() -> (name: String, definition: String) {
        let name = random.pick(["shout", "twice", "first"])
        let result = random.pick(["s:upper() .. '!'", "s .. s", "s:sub(1, 1)", "#s"])
        return (name, "function string.\(name)(s) return \(result) end")
    }

    /// `load` of source or a reader, with each kind of environment, run and shown; or its failures.
    mutating func loadStatement(inCoroutine: Bool = false) -> String {
        let source = loadedSource()
        let environment = random.pick([
            "", ", 'chunk', 't'", ", '=m', 't', setmetatable({}, {__index = _G})",
            ", '@mod.lua', 't', {string = string, coroutine = coroutine, xpcall = xpcall, error = error, tostring = tostring, load = load, pcall = pcall, table = table}",
        ])
        let call: String
        switch random.int(0...5) {
        case 0:
            let broken = random.pick(["'x ='", "'return 1 +'", "'error(\"at load\")'", "'return ...'", "'local x <const> = 1; x = 2'", "'goto nowhere'"])
            call = "local f, e = load(\(broken)\(random.pick(["", ", '=m'", ", 'name'", ", '@file.lua'", ", nil, 'b'"]))) if not f then return f, e end return f(\(plainValue()))"
        case 1:
            call = "local parts, i = {'return ', \(luaQuoted("'part'")), ' .. ', \(random.pick(["'1'", "nil", "2", "{}"]))}, 0 local f, e = load(function() i = i + 1 return parts[i] end, '=reader') if not f then return f, e end return f()"
        default: call = "return load(\(source)\(environment))()"
        }
        guard inCoroutine else { return "try(function() \(call) end)" }
        return "try(function() local load = load return coroutine.wrap(function() \(call) end)() end)"
    }

    /// xpcall with message handlers that raise at a level, return other values, or are C functions (the
    /// errors plain values: a handler may print or convert them, and a table's text is its address).
    mutating func xpcallStatement() -> String {
        let raiser = random.pick([
            "local t = nil return t.x", "error(\(plainValue()))", "error(\(plainValue()), 2)", "local function inner() error('e', 2) end inner()",
            "return \(expression(depth: 2))", "string.rep()", "return ('x'):nope()", "return 1", "local co = coroutine.wrap(function() error('in co') end) co()",
        ])
        let handler: String
        switch random.int(0...4) {
        case 0:
            handler = "function(m) depth = depth + 1 if depth == 1 then error('h', \(random.pick(["1", "2", "3", "4", "0"]))) end return m end"
        case 1: handler = random.pick(["tostring", "type", "print", "string.upper", "error"])
        case 2: handler = "function(m) return type(m), tostring(m) end"
        case 3: handler = "function(m) return (tostring(m)):\(random.pick(["upper()", "len()", "sub(-3)"])) end"
        default: handler = random.pick(["nil", "{}", "1"])
        }
        let arguments = random.pick(["", ", 1", ", nil, 2", ", \(plainValue())"])
        return "do local depth = 0 show(pcall(xpcall, function(...) \(raiser) end, \(handler)\(arguments))) end"
    }
}
