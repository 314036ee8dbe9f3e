import LuaKit
import Testing

/// A value type per `Tag`: each instantiation is a type of its own, with a key of its own.
private struct Tagged<Tag>: LuaUserdataRepresentable {
    static var luaTypeName: String { "Tagged<\(Tag.self)>" }
    var number: Double
}

/// The cache of userdata metatables a state keeps by type key (CLuaBridge's `type_cache`): values are checked
/// and made through it, and it must answer exactly as the registry it stands in for.
@Suite struct UserdataTypeCacheTests {
    /// Registers `Tagged<T>`, `Tagged<[T]>`, `Tagged<[[T]]>`… (`count` types in all), each with one property.
    private static func registerTagged<T>(_ count: Int, from _: T.Type, in state: LuaState) throws {
        guard count > 0 else { return }
        try state.register(LuaUserdataType<Tagged<T>>().property("number", \.number))
        try state.setHostGlobal("make\(count)", state.function { (number: Double) in Tagged<T>(number: number) })
        try state.setHostGlobal("read\(count)", state.function { (value: Tagged<T>) in value.number })
        try registerTagged(count - 1, from: [T].self, in: state)
    }

    @Test func typesBeyondTheCacheStillMakeAndCheckTheirValues() throws {
        // 70 types: more than the cache's 64 slots, so some are found only through the registry.
        let state = try LuaState()
        try Self.registerTagged(70, from: Int.self, in: state)
        let source = """
            local sum = 0
            for i = 1, 70 do
              local value = _ENV["make" .. i](i)
              sum = sum + value.number + _ENV["read" .. i](value)
              -- A value of the next type is refused by this type's reader.
              local other = _ENV["make" .. (i % 70 + 1)](0)
              assert(not pcall(_ENV["read" .. i], other), "type " .. i .. " took another type's value")
            end
            return sum
            """
        #expect(try state.run(source, chunkName: "t.lua") == [LuaValue.number(2 * (70 * 71 / 2))])
    }

    @Test func aTypeRegisteredAgainMakesAndReadsValuesWithItsNewMembers() throws {
        let state = try LuaState()
        try state.register(LuaUserdataType<Tagged<Bool>>().property("old") { $0.number })
        try state.setHostGlobal("make", state.function { (number: Double) in Tagged<Bool>(number: number) })
        try state.setHostGlobal("read", state.function { (value: Tagged<Bool>) in value.number })
        #expect(try state.evaluate("return make(1).old") == 1.0)
        try state.register(LuaUserdataType<Tagged<Bool>>().property("new") { $0.number * 10 })
        // Made and checked against the metatable registered last, not the one cached first.
        #expect(try state.run("return make(2).new, read(make(3))", chunkName: "t.lua") == [20.0, 3.0])
        let error = try #require(throws: LuaError.self) { try state.evaluate("return make(4).old") }
        #expect(error.message.contains("has no member 'old'"))
    }
}
