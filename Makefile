# prestyle's entry points. Every target that builds does its own set-up first (scripts/setup installs
# Lua 5.4's development package and pkg-config when they are missing).
SWIFT ?= swift
SWIFT_FLAGS ?=

.PHONY: setup build test bench clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build $(SWIFT_FLAGS)

test: setup
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build $(SWIFT_FLAGS)

# LuaKit against the raw Lua C API, in one release build and one run (prints ns/op and ratios).
bench: setup
	$(SWIFT) build -c release --product luakit-bench $(SWIFT_FLAGS)
	"$$($(SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/luakit-bench"

clean:
	rm -rf .build
