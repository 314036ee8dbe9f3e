import LuaKit
import Testing

/// A memoized property is read from Swift once per stretch of Lua code with no crossing into Swift, and never
/// gives a value older than the last crossing; vouching carries it across calls from the host only when the
/// value is the same.
@Suite struct LuaPropertyMemoTests {
    final class Model: @unchecked Sendable {
        var size = Size(width: 1, height: 2)
        var reads = 0
    }

    struct Size: LuaUserdataRepresentable, Equatable {
        var width: Double, height: Double
    }

    /// A handle on the model: holds a reference, so the type has a finalizer.
    struct Handle: LuaUserdataRepresentable {
        let model: Model
    }

    static func state(_ model: Model, memo: LuaPropertyMemo) throws -> LuaState {
        let state = try LuaState()
        // A native getter: reading a width crosses into Swift no more than a memoized read does.
        try state.register(LuaUserdataType<Size>().property("width") { $0.width }.native("width", .number(\.width)))
        try state.register(
            LuaUserdataType<Handle>()
                .property("size") { handle in
                    handle.model.reads += 1
                    return handle.model.size
                }
                .memoized("size", memo)
                .method("grow") { (handle: Handle, by: Double) in handle.model.size.width += by }
        )
        try state.setHostGlobal("model", Handle(model: model))
        try state.setHostGlobal("other", Handle(model: Model()))
        try state.setHostGlobal("noop", state.function { () in })
        return state
    }

    @Test func readsInOneStretchOfLuaCrossOnce() throws {
        let model = Model()
        let state = try Self.state(model, memo: LuaPropertyMemo())
        let values = try state.run("return model.size.width, model.size.width, model.size.width", chunkName: "t.lua")
        #expect(values == [1.0, 1.0, 1.0])
        #expect(model.reads == 1)
    }

    @Test func anyCrossingIntoSwiftMakesTheNextReadFresh() throws {
        let model = Model()
        let state = try Self.state(model, memo: LuaPropertyMemo())
        let values = try state.run("""
            local before = model.size.width
            model:grow(10)
            local after = model.size.width
            noop()
            return before, after, model.size.width
            """, chunkName: "t.lua")
        #expect(values == [1.0, 11.0, 11.0])
        #expect(model.reads == 3)
    }

    @Test func anotherObjectIsReadForItself() throws {
        let model = Model()
        let state = try Self.state(model, memo: LuaPropertyMemo())
        #expect(try state.run("return model.size.width, other.size.width, model.size.width", chunkName: "t.lua") == [1.0, 1.0, 1.0])
        #expect(model.reads == 2)
    }

    @Test func eachCallFromTheHostReadsAgainUnlessVouchedForWithTheSameValue() throws {
        let model = Model()
        let memo = LuaPropertyMemo()
        let state = try Self.state(model, memo: memo)
        let read = try state.load("return model.size.width", chunkName: "t.lua")
        #expect(try read.call() as Double == 1)
        #expect(try read.call() as Double == 1)
        #expect(model.reads == 2)

        guard case .userdata(let handle) = try state.evaluate("return model") else {
            Issue.record("model is not a userdata")
            return
        }
        let address = try #require(handle.address)
        state.vouch(for: memo, object: address, value: model.size)
        #expect(try read.call() as Double == 1)
        state.withdrawVouching()
        #expect(model.reads == 2)

        // The host changed the value: vouching for the new one does not keep the old.
        model.size.width = 5
        state.vouch(for: memo, object: address, value: model.size)
        #expect(try read.call() as Double == 5)
        state.withdrawVouching()
        #expect(model.reads == 3)

        // Withdrawn, a vouching is not taken up by a later call after the value changed.
        state.vouch(for: memo, object: address, value: model.size)
        state.withdrawVouching()
        model.size.width = 7
        #expect(try read.call() as Double == 7)
        #expect(model.reads == 4)
    }
}
