import LuaKit
