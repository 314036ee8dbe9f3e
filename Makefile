# prestyle's entry points. Every target that builds does its own set-up first (scripts/setup installs
# Lua 5.4's development package and pkg-config when they are missing).
SWIFT ?= swift
SWIFT_FLAGS ?=
# Where `make install` puts prestyle (DESTDIR, if given, is prepended: for packagers), and the build it installs.
PREFIX ?= /usr/local
CONFIGURATION ?= release

# macOS: Homebrew's Lua 5.4 is the keg-only lua@5.4 (its `lua` is 5.5), which neither pkg-config nor the PATH
# sees. pkg-config is pointed at its lua5.4.pc and the PATH at its lua5.4 (the tests' oracle), so that `make`
# needs nothing exported. Homebrew names the keg's place before it is installed, so a `make` whose set-up
# installs lua@5.4 builds against it in the same run.
ifeq ($(shell uname -s),Darwin)
BREW_LUA := $(shell brew --prefix lua@5.4 2>/dev/null)
ifneq ($(BREW_LUA),)
export PKG_CONFIG_PATH := $(BREW_LUA)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
export PATH := $(BREW_LUA)/bin:$(PATH)
endif
endif

.PHONY: setup build demo gallery-picture lint install install-check test bench bench-callgrind fuzz-differential clean

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

# The README's moving picture: the bundled "Cool mode" style presented and dismissed on an iPhone 15, as a GIF
# 320 pixels wide at 25 frames a second (rsvg-convert draws each frame, ffmpeg encodes; set-up installs both),
# written to docs/cool.gif.
.PHONY: readme-gif
readme-gif: setup
	$(SWIFT) build --product prestyle $(SWIFT_FLAGS)
	"$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))/prestyle" apply cool --fps 25 --width 320 --output docs/cool.gif

# Installs the prestyle command like any other tool: PREFIX/bin/prestyle and its modules' resource bundles beside
# it (where SwiftPM's Bundle.module looks first: prestyle_*.resources on Linux, .bundle on macOS), the bundled styles in
# PREFIX/share/prestyle/Styles (where the binary looks for them, from its own location), the man page made by
# argument-parser's generate-manual plugin (it builds every product first, then writes
# .build/plugins/GenerateManual/outputs/PrestyleCLI/prestyle.1, in a folder named after the product's target;
# no network, no extra permission), bash, zsh and fish completions, and LICENSE, NOTICE and CHANGELOG.md in
# PREFIX/share/doc/prestyle.
install: setup
	$(SWIFT) build -c $(CONFIGURATION) --product prestyle $(SWIFT_FLAGS)
	$(SWIFT) package $(SWIFT_FLAGS) plugin generate-manual --configuration $(CONFIGURATION)
	bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path $(SWIFT_FLAGS))" && \
		scripts/install "$(DESTDIR)$(PREFIX)" "$$bin/prestyle" "$$(cd -P "$$bin/../.." && pwd)/plugins/GenerateManual/outputs/PrestyleCLI/prestyle.1"

# The README's install command, `make install PREFIX=…` in its default (release) configuration, into a temporary
# prefix, then `prestyle apply cool` from another folder: the style must come from PREFIX/share/prestyle/Styles,
# found from the binary's location; the man page, completions and licences must be in place.
INSTALL_CHECK = .build/install-check
install-check:
	rm -rf $(INSTALL_CHECK) && mkdir -p $(INSTALL_CHECK)/elsewhere
	$(MAKE) install PREFIX="$(CURDIR)/$(INSTALL_CHECK)/prefix"
	cd $(INSTALL_CHECK)/elsewhere && env -u PRESTYLE_PATH ../prefix/bin/prestyle apply cool >apply.txt
	grep -q '^prestyle run · style "cool" · $(CURDIR)/$(INSTALL_CHECK)/prefix/share/prestyle/Styles/cool.lua$$' \
		$(INSTALL_CHECK)/elsewhere/apply.txt || { head -3 $(INSTALL_CHECK)/elsewhere/apply.txt; exit 1; }
	grep -q '^diagnostics: none$$' $(INSTALL_CHECK)/elsewhere/apply.txt
	grep -q '^\.Dt PRESTYLE 1$$' $(INSTALL_CHECK)/prefix/share/man/man1/prestyle.1
	grep -q 'preview' $(INSTALL_CHECK)/prefix/share/man/man1/prestyle.1
	grep -q 'prestyle' $(INSTALL_CHECK)/prefix/share/bash-completion/completions/prestyle
	grep -q 'prestyle' $(INSTALL_CHECK)/prefix/share/zsh/site-functions/_prestyle
	grep -q 'prestyle' $(INSTALL_CHECK)/prefix/share/fish/vendor_completions.d/prestyle.fish
	cmp LICENSE $(INSTALL_CHECK)/prefix/share/doc/prestyle/LICENSE
	grep -q 'Copyright (C) 1994-2022 Lua.org, PUC-Rio' $(INSTALL_CHECK)/prefix/share/doc/prestyle/NOTICE
	cmp CHANGELOG.md $(INSTALL_CHECK)/prefix/share/doc/prestyle/CHANGELOG.md
	@# The resources (the prelude, the player, the `new` template) must come from the installed bundles: with the
	@# build's bundles moved away (Bundle.module's second place to look), the installed binary still runs them.
	bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path $(SWIFT_FLAGS))" && mkdir -p $(INSTALL_CHECK)/hidden && \
		for b in "$$bin"/*.resources "$$bin"/*.bundle; do if [ -d "$$b" ]; then mv "$$b" $(INSTALL_CHECK)/hidden/; fi; done && \
		status=0 && (cd $(INSTALL_CHECK)/elsewhere && env -u PRESTYLE_PATH ../prefix/bin/prestyle apply cool --format html \
			--output cool.html >/dev/null && grep -q 'prestyleRecordError' cool.html && ../prefix/bin/prestyle new probe >/dev/null && \
			grep -q 'return style {' Styles/probe.lua) || status=$$?; \
		mv $(INSTALL_CHECK)/hidden/* "$$bin"/; exit $$status
	@echo "install-check: ok"

# luacheck over the bundled styles with Styles/.luacheckrc (the style API declared; ./.luacheckrc points there),
# the style `prestyle new` writes and the runtime's Lua prelude; then eslint over the pages' scripts with
# .eslintrc.json (ESLint 9 and later read eslint.config.mjs, which takes its rules): any warning fails.
# Debian's eslint (6.x) finds its modules in /usr/share/nodejs only with Debian's node, so that folder is put on
# node's path, and its default formatter needs a module Debian leaves out: it reports in the `unix` format,
# which ESLint 9 no longer has.
LINTED_LUA = Sources/Prestyle/Resources/prelude.lua $(wildcard Sources/PrestyleTool/Resources/*.lua)
LINTED_JS = $(wildcard Sources/*/Resources/*.js)
lint: setup
	luacheck Styles $(LINTED_LUA)
	@export NODE_PATH="/usr/share/nodejs$${NODE_PATH:+:$$NODE_PATH}"; \
		format=; case "$$(eslint --version)" in v[1-8].*) format="--format unix";; esac; \
		eslint --max-warnings 0 $$format $(LINTED_JS) && echo "eslint: no problems in $(words $(LINTED_JS)) files"

# The HTML player's browser test needs a headless Chromium: set-up installs it when missing, and the variable
# makes its absence a failure rather than a skipped test (luacheck's, for the linted `prestyle new` file, too).
# The styles are linted first and an install is checked last.
test: lint
	@scripts/setup --chromium
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	PRESTYLE_REQUIRE_CHROMIUM=1 PRESTYLE_REQUIRE_LUACHECK=1 PRESTYLE_REQUIRE_MOVIE_TOOLS=1 PRESTYLE_BINARY="$$($(SWIFT) build --show-bin-path $(SWIFT_FLAGS))/prestyle" \
		$(SWIFT) test --skip-build $(SWIFT_FLAGS)
	$(MAKE) install-check

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
	$(SWIFT) build -c release --product prestyle-bench $(SWIFT_FLAGS)
	Benchmarks/callgrind.sh "$$($(SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/luakit-bench" \
		"$$($(SWIFT) build -c release --show-bin-path $(SWIFT_FLAGS))/prestyle-bench"

clean:
	rm -rf .build out

# --- Documentation: the DocC catalogues (Sources/<Target>/<Target>.docc) and doc comments, built by
# swift-docc-plugin into $(DOCS_PATH)/<Target>/ (a static site; not committed), one per library. The targets in
# DOCS_STRICT build with --warnings-as-errors (any broken link or undocumented parameter fails); the others
# print their warnings and their count. DOCS_COVERAGE=1 adds DocC's documentation-coverage table per target.
DOCS_PATH ?= .build-docs
DOCS_TARGETS ?= LuaKit PresentationKit Prestyle PrestyleExport PrestyleStage PrestyleTool
DOCS_STRICT ?= LuaKit PresentationKit Prestyle PrestyleExport PrestyleStage PrestyleTool
.PHONY: docs
docs: setup
	@mkdir -p $(DOCS_PATH)
	@set -e; for t in $(DOCS_TARGETS); do \
		strict=; case " $(DOCS_STRICT) " in *" $$t "*) strict=--warnings-as-errors;; esac; \
		echo "== $$t"; \
		$(SWIFT) package $(SWIFT_FLAGS) --allow-writing-to-directory $(DOCS_PATH) generate-documentation \
			--target $$t --output-path $(DOCS_PATH)/$$t $$strict \
			$(if $(DOCS_COVERAGE),--experimental-documentation-coverage --coverage-summary-level brief) \
			> $(DOCS_PATH)/$$t.log 2>&1 || { cat $(DOCS_PATH)/$$t.log; exit 1; }; \
		grep -A1 '^warning:' $(DOCS_PATH)/$$t.log | grep -v '^--$$' || true; \
		$(if $(DOCS_COVERAGE),grep -A4 'coverage output' $(DOCS_PATH)/$$t.log | tail -n +2;) \
		echo "$$t: $$(grep -c '^warning:' $(DOCS_PATH)/$$t.log || true) warnings -> $(DOCS_PATH)/$$t/documentation/$$(echo $$t | tr A-Z a-z)/index.html"; \
	done
	@echo "Serve one with: python3 -m http.server -d $(DOCS_PATH)/<Target>, then open /documentation/<target>"

# --- Reliability (issue 14): sanitizers, libFuzzer, soak. Each has its own scratch path (.build-*). ---
SANITIZED_PATH ?= .build-sanitized
TSAN_PATH ?= .build-tsan
FUZZ_PATH ?= .build-fuzz
# How long each libFuzzer target runs, in seconds.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= fuzz-style-source fuzz-hook-values fuzz-engine-operations
FUZZ_OPTIONS ?= -timeout=20 -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1
# The targets run with LeakSanitizer (each input's window, registry and everything they made must be freed when
# the input ends): fuzz-engine-operations by default, whose corpus keeps the inputs that leaked (leak-paused-*:
# a window gone with a transition left paused; a dismissal's timeline holding an animation that never ends,
# and through its block a style's completion). `FUZZ_LEAK_CHECKED=` turns it off. The other targets' corpora
# are clean under it too (and 120 s of fuzzing each, 2,700 and 13,000 inputs, found no leak): add them to check.
FUZZ_LEAK_CHECKED ?= fuzz-engine-operations
FUZZ_BUILD_FLAGS ?= -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address
SOAK_CYCLES ?= 10000
# swiftc has no UndefinedBehaviorSanitizer on Linux (Swift traps on overflow and bad unwraps itself): UBSan
# instruments the C targets — CLuaBridge, the C boundary — trapping on undefined behaviour, no runtime needed.
UBSAN_FLAGS ?= -Xcc -fsanitize=undefined -Xcc -fsanitize-trap=undefined -Xcc -fno-sanitize-recover=undefined

.PHONY: test-sanitized test-tsan fuzz fuzz-libfuzzer soak

# The parallel work under ThreadSanitizer: Batch (many styles on several workers, one registry each), `list --jobs`,
# `prestyle check --jobs N` against one worker, and two registries on two threads. Any report of a data race
# fails the run (TSAN_OPTIONS halt_on_error).
TSAN_FILTER ?= BatchTests|ParallelCheckTests|ParallelListTests|ParallelRegistryTests
test-tsan: setup
	$(SWIFT) build --build-tests --scratch-path $(TSAN_PATH) --sanitize=thread $(SWIFT_FLAGS)
	TSAN_OPTIONS=halt_on_error=1 SWIFT_BACKTRACE=enable=no \
		$(SWIFT) test --skip-build --scratch-path $(TSAN_PATH) --sanitize=thread --filter '$(TSAN_FILTER)' $(SWIFT_FLAGS)

# The whole suite under AddressSanitizer (SwiftPM passes -fsanitize=address to the C targets too: CLuaBridge
# is instrumented) and UndefinedBehaviorSanitizer (C), then the parallel-registry tests under ThreadSanitizer.
# LeakSanitizer is off: XCTest's harness and Swift's runtime caches "leak" at exit, and its report turns the
# CLI's exit statuses into 1 in the end-to-end tests; the soak bounds memory instead.
test-sanitized: setup
	$(SWIFT) build --build-tests --scratch-path $(SANITIZED_PATH) --sanitize=address $(UBSAN_FLAGS) $(SWIFT_FLAGS)
	ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
	PRESTYLE_BINARY="$$($(SWIFT) build --scratch-path $(SANITIZED_PATH) --show-bin-path $(SWIFT_FLAGS))/prestyle" \
		$(SWIFT) test --skip-build --scratch-path $(SANITIZED_PATH) --sanitize=address $(UBSAN_FLAGS) $(SWIFT_FLAGS)
	$(SWIFT) build --build-tests --scratch-path $(TSAN_PATH) --sanitize=thread $(SWIFT_FLAGS)
	SWIFT_BACKTRACE=enable=no $(SWIFT) test --skip-build --scratch-path $(TSAN_PATH) --sanitize=thread --filter ParallelRegistryTests $(SWIFT_FLAGS)

# The libFuzzer targets in Fuzz/ (only in the package when PRESTYLE_FUZZ is set), built with coverage and
# AddressSanitizer, each run for FUZZ_SECONDS from its committed corpus in Fuzz/Corpus/<target>; new inputs
# go to $(FUZZ_PATH)/corpus/<target>, crashes to $(FUZZ_PATH)/crashes/<target>. Swift's own backtracer is off:
# it reads other threads' memory, which AddressSanitizer reports in place of the crash.
fuzz-libfuzzer: setup
	@set -e; for t in $(FUZZ_TARGETS); do \
		PRESTYLE_FUZZ=1 $(SWIFT) build --scratch-path $(FUZZ_PATH) --product $$t $(FUZZ_BUILD_FLAGS) $(SWIFT_FLAGS); \
	done
	@bin="$$(PRESTYLE_FUZZ=1 $(SWIFT) build --scratch-path $(FUZZ_PATH) --show-bin-path $(FUZZ_BUILD_FLAGS) $(SWIFT_FLAGS))"; \
	status=0; for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_PATH)/corpus/$$t $(FUZZ_PATH)/crashes/$$t; \
		leaks=0; case " $(FUZZ_LEAK_CHECKED) " in *" $$t "*) leaks=1;; esac; \
		echo "== $$t for $(FUZZ_SECONDS) s (leak detection $$leaks)"; \
		ASAN_OPTIONS=detect_leaks=$$leaks SWIFT_BACKTRACE=enable=no "$$bin/$$t" -max_total_time=$(FUZZ_SECONDS) \
			$(FUZZ_OPTIONS) -detect_leaks=$$leaks \
			-artifact_prefix=$(FUZZ_PATH)/crashes/$$t/ $(FUZZ_PATH)/corpus/$$t Fuzz/Corpus/$$t || status=1; \
	done; exit $$status

# Every fuzzer, one after the other: random Lua programs against lua5.4 (SECONDS), then each libFuzzer target
# (FUZZ_SECONDS).
fuzz: fuzz-differential fuzz-libfuzzer

# SOAK_CYCLES present/dismiss cycles over every bundled style in one registry (make test runs 200):
# Lua memory, live views and controllers and the process's RSS must come back to their baseline.
soak: setup
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	PRESTYLE_SOAK_CYCLES=$(SOAK_CYCLES) $(SWIFT) test --skip-build --filter SoakTests $(SWIFT_FLAGS)

# The preview under load on 127.0.0.1: 50 clients holding the event stream and reloading the player for
# PREVIEW_SOAK_SECONDS while the style is saved ten times a second (good and broken in turn), then 100 clients
# that never read a 20 MB player. Every answer well-formed, every run on every stream, RSS and open files
# bounded; the figures are printed.
PREVIEW_SOAK_SECONDS ?= 60
.PHONY: soak-preview
soak-preview: setup
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	PRESTYLE_SOAK_PREVIEW_SECONDS=$(PREVIEW_SOAK_SECONDS) $(SWIFT) test --skip-build --filter PreviewSoakTests $(SWIFT_FLAGS)
