# Loopwright: make run builds and starts the editor, make test runs every
# check CI runs. Both install the apt packages they need when missing
# (scripts/deps.sh: apt-get update, then apt-get install; as root or with
# sudo), and need nothing else beyond Go.

SHELL := /bin/bash
GO ?= go
BIN := bin/loopwright
FUZZTIME ?= 5000x
# Builds must not depend on git being present or trusting the checkout.
export GOFLAGS ?= -buildvcs=false

# What cgo needs to build Fyne (OpenGL, X11). No GTK: the editor's native
# file dialogs go through the desktop portal over D-Bus (pure Go).
BUILD_DEPS := gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev \
	libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev
# What the GUI smoke test needs: a virtual X server with software OpenGL,
# xdotool to find the window and ImageMagick to screenshot it; Tiled itself
# (Debian's 1.8.2) for the round trip of every example through Tiled; fish
# for the test of `loopwright completion fish` in a real fish.
TEST_DEPS := xvfb xauth libgl1-mesa-dri imagemagick xdotool tiled fish

.PHONY: help all run build test race vet fmt-check tidy-check errcheck headless headless-test fuzz smoke tiled unit deps deps-test icon screenshot screenshots-disasm clean bench pgo

all: build

## help: list the targets (what each does)
help:
	@sed -n 's/^## \([a-z-]*\): /  \1\t/p; s/^##   /  \t  /p' $(firstword $(MAKEFILE_LIST)) | expand -t 22

## run: build loopwright and open the editor on the built-in example pack
run: build
	./$(BIN)

## build: build bin/loopwright
build: deps
	@echo "build: go build -o $(BIN) ."
	@$(GO) build -o $(BIN) .

## deps: install the apt packages the build needs (deps-test: and the tests)
deps:
	@scripts/deps.sh $(BUILD_DEPS)

deps-test:
	@scripts/deps.sh $(BUILD_DEPS) $(TEST_DEPS)

## test: everything CI runs: gofmt, tidy, errcheck, staticcheck, the headless build, vet, short fuzz runs, the GUI smoke
##   test, every example through Tiled and back, every example's checks, the race detector over the editor,
##   preview and cli (make race), then go test ./... (its summary last)
test: deps-test fmt-check tidy-check errcheck staticcheck headless-test
	@echo "test: go vet ./..."
	@$(GO) vet ./...
	@echo "build: go build -o $(BIN) ."
	@$(GO) build -o $(BIN) .
	@scripts/fuzz.sh $(FUZZTIME)
	@scripts/smoke.sh $(BIN)
	@scripts/tiled-roundtrip.sh $(BIN)
	@echo "test: $(BIN) check examples/packs/*/"
	@./$(BIN) check examples/packs/*/
	@$(MAKE) --no-print-directory race
	@echo "test: go test ./..."
	@$(GO) test ./...

## race: go test -race over the packages where goroutines meet the UI: the editor (its autosave
##   included), the preview and the command line (slow: the race detector runs them several times slower)
race:
	@echo "test: go test -race ./editor/... ./preview/... ./cli/..."
	@$(GO) test -race -timeout 40m ./editor/... ./preview/... ./cli/...

## bench: the Step benchmarks (the physics core and the object engines), built with default.pgo as the loopwright binary is (docs/benchmarks.md)
bench:
	$(GO) test -pgo=$(CURDIR)/default.pgo -run '^$$' -bench 'BenchmarkStep_' -benchmem ./physics ./objects/...

## pgo: merge a new profile of the Step benchmarks into default.pgo (profile-guided optimisation; FRESH=1 replaces it; scripts/pgo.sh)
pgo:
	GO=$(GO) scripts/pgo.sh

## vet: go vet ./...
vet:
	$(GO) vet ./...

## fmt-check: fail when a tracked Go file is not gofmt-formatted
fmt-check:
	@echo "test: gofmt -l"
	@out=$$("$$($(GO) env GOROOT)/bin/gofmt" -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); if [ -n "$$out" ]; then echo "not gofmt-formatted (run gofmt -w):"; echo "$$out"; exit 1; fi

## tidy-check: fail when go mod tidy would change go.mod or go.sum
tidy-check:
	@echo "test: go mod tidy -diff"
	@$(GO) mod tidy -diff

## errcheck: every returned error is checked (errcheck, pinned by go.mod's tool directive; go tool builds it)
errcheck:
	@echo "test: go tool errcheck (exclusions: scripts/errcheck.exclude)"
	@$(GO) tool errcheck -exclude scripts/errcheck.exclude ./...

## staticcheck: staticcheck's checks (dead code, deprecated calls, likely bugs; pinned by go.mod's tool directive)
staticcheck:
	@echo "test: go tool staticcheck ./..."
	@$(GO) tool staticcheck ./...

## headless: build bin/loopwright-headless without cgo: the headless commands only, no X or OpenGL libraries
headless:
	@echo "build: CGO_ENABLED=0 go build -tags headless -o $(BIN)-headless ."
	@CGO_ENABLED=0 $(GO) build -tags headless -o $(BIN)-headless .

## headless-test: the headless build, then the CLI tests built the same way
headless-test: headless
	@echo "test: CGO_ENABLED=0 go test -tags headless ./cli/... ."
	@CGO_ENABLED=0 $(GO) test -tags headless ./cli/... .

## unit: go test ./... alone
unit:
	$(GO) test ./...

## fuzz: every fuzz target, FUZZTIME inputs each (default 5000x)
fuzz: deps
	scripts/fuzz.sh $(FUZZTIME)

## smoke: the GUI smoke test alone (Xvfb, a screenshot of the editor)
smoke: deps-test build
	scripts/smoke.sh $(BIN)

## tiled: round-trip every example level through Tiled (tiled --export-map)
tiled: deps-test build
	scripts/tiled-roundtrip.sh $(BIN)

## icon: redraw Icon.png
icon:
	$(GO) run ./scripts/icon -out Icon.png

## screenshot: refresh the README screenshot from the smoke test
screenshot: deps-test build
	scripts/smoke.sh $(BIN) docs/screenshots/editor.png

## screenshots-disasm: Emerald Hill act 1, Green Hill act 1 and Angel Island act 2 with
##   their art and object sprites, level view and paused preview, into screenshots-disasm/
##   (ghz/, aiz/; git-ignored: the games' art stays out of the repository);
##   DISASM=path/to/s2disasm (default ../shared/disasm/s2disasm), LEVEL=its place in the picker,
##   S1DISASM=path/to/s1disasm, SKDISASM=path/to/skdisasm
DISASM ?= ../shared/disasm/s2disasm
S1DISASM ?= ../shared/disasm/s1disasm
SKDISASM ?= ../shared/disasm/skdisasm
LEVEL ?= 1
screenshots-disasm: deps-test build
	scripts/screenshots-disasm.sh $(BIN) "$(DISASM)/SonLVL INI Files/SonLVL.ini" screenshots-disasm art $(LEVEL)
	scripts/screenshots-disasm.sh $(BIN) "$(S1DISASM)/SonLVL INI Files/SonLVL.ini" screenshots-disasm/ghz art 1
	SHOT_OPEN=12 SHOT_TAB=45 scripts/screenshots-disasm.sh $(BIN) "$(SKDISASM)/SonLVL INI Files/SonLVL.ini" screenshots-disasm/aiz art 3

## release: write dist/: the Linux and Windows editors, the command line for Linux, Windows and macOS,
##   release notes and SHA256SUMS, byte-reproducible (scripts/release.sh, docs/release.md)
release: deps-release
	GO=$(GO) scripts/release.sh

## release-twice: make release twice (dist/, then dist-again/) and fail unless every file is identical
release-twice: deps-release
	GO=$(GO) scripts/release.sh
	GO=$(GO) DIST=dist-again scripts/release.sh
	cmp dist/SHA256SUMS dist-again/SHA256SUMS && diff -r dist dist-again && echo "release-twice: identical"

# What make release needs besides the build's packages: mingw-w64 (cgo
# for Windows, windres for the icon and version resource), and the
# validators of the .desktop file and the AppStream metainfo.
RELEASE_DEPS := gcc-mingw-w64-x86-64 desktop-file-utils appstream

deps-release:
	@scripts/deps.sh $(BUILD_DEPS) $(RELEASE_DEPS)

## wine: the Windows checks under Wine: the Windows CLI's traces equal Linux's on every conformance
##   scenario and example pack, check on the packs, the tests of Windows' rules (scripts/wine-test.sh)
wine:
	GO=$(GO) scripts/wine-test.sh

## wine-screenshot: the Windows editor (cgo cross build, minutes cold) under Wine and Xvfb, its window
##   into docs/screenshots/windows-wine.png (scripts/wine-screenshot.sh [EXE [OUT]])
wine-screenshot:
	GO=$(GO) scripts/wine-screenshot.sh

.PHONY: release release-twice deps-release wine wine-screenshot

## clean: remove bin/
clean:
	rm -rf bin dist dist-again
