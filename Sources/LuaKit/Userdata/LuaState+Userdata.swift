internal import CLuaBridge

extension LuaState {
    /// Makes `type`'s members and metamethods what Lua sees of every `Object` in this state.
    ///
    /// Register a type before pushing values of it; registering it again replaces the description
    /// for values pushed afterwards.
    public func register<Object>(_ type: LuaUserdataType<Object>) throws {
        precondition(
            MemoryLayout<Object>.alignment <= MemoryLayout<Double>.alignment,
            "\(Object.self) needs a stricter alignment than Lua gives userdata memory"
        )
        let state = try runtime.currentThread()
        guard lua_checkstack(state, 8) != 0 else { throw LuaError.stackExhausted }
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        var callables: [HostCallable] = [type.destroy]
        // Handed to their memo objects once the type is registered: until then Lua may still drop them.
        var memos: [(LuaPropertyMemo, UnsafeMutablePointer<luakit_memo>?)] = []
        func check(_ status: Int32) throws {
            guard status == LUA_OK else { throw runtime.failure(status: status, in: state) }
        }
        let stack = LuaStack(state)
        try check(luakit_new_metatable(state, Object.luaTypeName))
        let metatable = top + 1
        try check(luakit_new_table(state, 0, Int32(type.members.count)))
        let members = top + 2
        try check(luakit_new_table(state, 0, Int32(type.setters.count)))
        let setters = top + 3
        for member in type.members {
            try member.name.push(onto: stack)
            if let native = type.natives[member.name] {
                try pushNative(native, for: member.callable, typeKey: Object.luaTypeKey, onto: state)
            } else if let memo = type.memos[member.name] {
                // A memo in the members table: __index gives its value, or calls the getter it holds.
                var pointer: UnsafeMutablePointer<luakit_memo>?
                try check(luakit_new_memo(state, Unmanaged.passUnretained(member.callable).toOpaque(), &pointer))
                callables.append(member.callable)
                memos.append((memo, pointer))
            } else if member.isMethod {
                try runtime.pushHostFunction(member.callable, onto: state)
            } else {
                // Getters are light userdata in the members table: __index calls them straight from C.
                lua_pushlightuserdata(state, Unmanaged.passUnretained(member.callable).toOpaque())
                callables.append(member.callable)
            }
            try check(luakit_raw_set(state, members))
        }
        for setter in type.setters {
            try setter.name.push(onto: stack)
            lua_pushlightuserdata(state, Unmanaged.passUnretained(setter.callable).toOpaque())
            callables.append(setter.callable)
            try check(luakit_raw_set(state, setters))
        }
        var metamethods = type.metamethods
        if Object.self is AnyClass, !metamethods.contains(where: { $0.event == .equal }) {
            metamethods.append((.equal, Self.identityEquality(of: Object.self)))
        }
        for metamethod in metamethods {
            try metamethod.event.rawValue.push(onto: stack)
            try runtime.pushHostFunction(metamethod.callable, onto: state)
            try check(luakit_raw_set(state, metatable))
        }
        callables += [type.fallbackGetter, type.fallbackSetter].compactMap { $0 }
        runtime.retainForTypes(callables)
        try check(
            luakit_finish_metatable(
                state, Object.luaTypeKey,
                type.fallbackGetter.map { Unmanaged.passUnretained($0).toOpaque() },
                type.fallbackSetter.map { Unmanaged.passUnretained($0).toOpaque() },
                // Plain data needs no deinitialization, so no finalizer.
                _isPOD(Object.self) ? nil : Unmanaged.passUnretained(type.destroy).toOpaque()))
        for (memo, pointer) in memos { memo.memo = pointer }
    }

    /// A native member's entry in the members table: a getter's integer code, or a method closure with the
    /// native fast path in front of the Swift `callable`.
    private func pushNative<Object>(_ native: LuaNativeMember<Object>, for callable: HostCallable, typeKey: UnsafeRawPointer,
                                    onto state: OpaquePointer) throws {
        switch native.kind {
        case .getter(let code):
            lua_pushinteger(state, lua_Integer(code))
        case .method(let method, let limit):
            let retained = Unmanaged.passRetained(callable)
            let status = luakit_push_native_method(state, retained.toOpaque(), method, typeKey, limit)
            guard status == LUA_OK else {
                retained.release()
                throw runtime.failure(status: status, in: state)
            }
        }
    }

    /// `==` for class instances: two userdata holding the same object are equal.
    private static func identityEquality<Object: LuaUserdataRepresentable>(of type: Object.Type) -> HostCallable {
        HostCallable { state in
            let stack = LuaStack(state)
            let first = stack.userdata(at: 1, typeKey: Object.luaTypeKey)
            let second = stack.userdata(at: 2, typeKey: Object.luaTypeKey)
            var same = false
            if let first, let second {
                same = first.load(as: UnsafeRawPointer.self) == second.load(as: UnsafeRawPointer.self)
            }
            return (try? stack.pushResults(same)) ?? 0
        }
    }
}
