# prestyle's entry points. Every target that builds does its own set-up first (scripts/setup installs
# Lua 5.4's development package and pkg-config when they are missing).
SWIFT ?= swift
SWIFT_FLAGS ?=

.PHONY: setup build demo gallery-picture test bench bench-callgrind fuzz-differential clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build $(SWIFT_FLAGS)

# The quick start: set up, build the prestyle command, run the bundled "Cool mode" style on an iPhone 15 and
# write its HTML preview (the summary is printed, then where the preview is).
demo: setup
	$(SWIFT) build --product prestyle $(SWIFT_FLAGS)
	"$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))/prestyle" apply cool.lua --format html --output out/cool.html

# The README's picture of `prestyle gallery`: four styles on an iPhone 15, 0.3 s into their presentations,
# in headless Chromium (PRESTYLE_CHROMIUM names another browser), written to docs/gallery.png.
GALLERY_PICTURE_STYLES ?= alert sheet slide zoom
gallery-picture: setup
	@scripts/setup --chromium
	$(SWIFT) build --product prestyle $(SWIFT_FLAGS)
	"$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))/prestyle" gallery $(GALLERY_PICTURE_STYLES) --output out/gallery-picture.html
	"$${PRESTYLE_CHROMIUM:-chromium}" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1340,880 \
		--virtual-time-budget=3000 --screenshot="$(CURDIR)/docs/gallery.png" \
		"file://$(CURDIR)/out/gallery-picture.html#phase=present&t=0.3"

# The HTML player's browser test needs a headless Chromium: set-up installs it when missing, and the variable
# makes its absence a failure rather than a skipped test.
test:
	@scripts/setup --chromium
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	PRESTYLE_REQUIRE_CHROMIUM=1 PRESTYLE_BINARY="$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))/prestyle" \
		$(SWIFT) test --skip-build $(SWIFT_FLAGS)

# Random Lua programs run in LuaKit's sandbox and in Debian's lua5.4, compared for about SECONDS seconds
# from a random seed (or SEED=n), printed; each mismatch is saved to Tests/LuaKitTests/Fixtures/Differential/,
# which `make test` replays.
SECONDS ?= 60
fuzz-differential: setup
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	LUAKIT_DIFFERENTIAL_SECONDS=$(SECONDS) $(if $(SEED),LUAKIT_DIFFERENTIAL_SEED=$(SEED)) \
		$(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter 'DifferentialTests/randomProgramsPrintTheSameAsLua'

# LuaKit against the raw Lua C API, then a Lua style against the same presentation in Swift (hook calls,
# whole recorded runs, the registry's memory): release builds, each side measured in the same run, as ratios.
bench: setup
	$(SWIFT) build -c release --product luakit-bench $(SWIFT_FLAGS)
	$(SWIFT) build -c release --product prestyle-bench $(SWIFT_FLAGS)
	"$$($(SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/luakit-bench"
	@echo
	"$$($(SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/prestyle-bench"

# The same cases counted in instructions per operation under valgrind: deterministic where time is noisy.
bench-callgrind: setup
	$(SWIFT) build -c release --product luakit-bench $(SWIFT_FLAGS)
	Benchmarks/callgrind.sh "$$($(SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/luakit-bench"

clean:
	rm -rf .build out
