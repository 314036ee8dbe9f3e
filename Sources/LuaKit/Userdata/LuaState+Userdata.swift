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
            if member.isMethod {
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
