# portgen's developer commands. `make check` is the inner loop, a few
# minutes; `make test` runs every test on a fresh clone: it installs the
# theme's npm packages (through portgen itself), and Debian's Chromium (for
# the browser tests), Java (for the Nu Html Checker) and poppler-utils and
# qpdf (which read the résumé's PDFs back) when they are missing, and the
# YAML language server that the editor test drives.

GO        ?= go
# Every go command builds without the checkout's path in what it compiles
# (as the release binaries are), so that Go's build cache serves a package
# to any clone or worktree whose sources are the same: a fresh clone's
# `make test` then compiles only what changed, not every package of ours
# again (go test -race of all packages, tests run none: 53 s a new clone,
# 35 s with this).
export GOFLAGS := -trimpath $(GOFLAGS)
PORTGEN   := bin/portgen
CHROMIUM  ?= /usr/bin/chromium
GO_FILES  := $(shell find cmd generator internal -name '*.go' 2>/dev/null) go.mod go.sum

.PHONY: check contract test test-go test-race test-release crossbuild fuzz test-theme test-e2e e2e-sites soak build serve preview bench chromium java pdftools yamlls clean theme-archive theme-deps

# The inner loop: the data contract first, then vet, the Go tests that need
# neither a whole build (the pages prerendered in QuickJS) nor a browser
# (go test -short: a test that builds whole sites says so with
# sitetest.Builds) and the theme's unit tests.
check: contract pdftools
	$(GO) vet ./...
	$(GO) test -short ./...
	cd theme && npx vitest run

# The data contract between Go and the theme, before any test that builds
# a whole site: the theme's data types are those the Go types give
# (compile/tsgen's test names the field where the generated file is
# stale; go generate ./generator/internal/compile writes it again), the
# theme typechecks against them (tsc fails at each use of a field that Go
# renamed), and the compiled goldens are what they say (npm run contract).
contract: theme-deps
	$(GO) test -short ./generator/internal/compile/tsgen
	cd theme && npm run --silent typecheck && npm run --silent contract

# The theme's npm packages, installed as portgen installs them before a build.
theme-deps:
	$(GO) run ./generator/internal/theme/themedeps theme

# Every check whose answer is the same on every run. The fuzzers' hunt
# (make fuzz) is not among them: see there.
test: contract test-go test-race test-release test-theme test-e2e

$(PORTGEN): $(GO_FILES)
	$(GO) build -o $@ ./cmd/portgen

# Building the starter site is the first test: it is what a new user runs,
# and it installs the theme's npm packages that the other tests need.
build: $(PORTGEN)
	$(PORTGEN) build

# The theme that the binary embeds (generator/internal/theme/default-theme.tar.gz),
# packed from theme/ and what the bundle reads of its node_modules. Run it
# after changing the theme or its packages, and commit the archive: a test
# in test-go fails while it is stale.
theme-archive: build
	$(GO) generate ./generator/internal/theme ./generator/internal/bundle

# The Go tests that -short skips: the whole builds (sitetest.Builds) and the
# few others that say testing.Short(), in the packages that hold them. The
# whole builds that test-race runs under the race detector (those that name
# sitetest.UnderRace) are left out here (SITETEST_RACE_RUN_FOLLOWS): running
# them again, without the detector, would check nothing more (the other
# tests of these packages, which need no whole build, run in both). The
# timeout is for a machine that others share: these packages take minutes.
LONG_PKGS = $(addprefix ./,$(sort $(dir $(shell grep -rlF --include='*_test.go' -e 'testing.Short()' -e 'sitetest.Builds' cmd generator internal))))
test-go: contract build pdftools yamlls
	$(GO) vet ./...
	SITETEST_RACE_RUN_FOLLOWS=1 $(GO) test -timeout 30m $(LONG_PKGS)

# The race detector, which needs cgo, over every package's tests but the
# whole builds (this is their one run; see test-go), and the whole builds
# that take a concurrent path of their
# own (the parallel image and file work, the prerender pool, two builds at
# once, serve's rebuilds and servers), which say so (sitetest.UnderRace).
# The libraries that only compute, on data one goroutine owns, are compiled
# without the detector (RACE_UNWATCHED): QuickJS (modernc.org/..., C
# translated to Go, each engine used by one goroutine at a time), esbuild,
# the image and font rasterizers, the text tables, and the standard
# library's image codecs and compressors (image/..., compress/...: the
# JPEG decoding, PNG and gzip). Watching each of their memory accesses made
# a whole build five times slower, and checked nothing of ours: our code,
# which shares data between goroutines, is watched. (Leaving image/... and
# compress/... out took go test -race -short ./... from 214 s to 141 s,
# alone on this machine: the cards' and images' tests had spent most of
# their time in watched JPEG decoding.)
# A program built with the race detector sleeps a second as it exits
# (GORACE's atexit_sleep_ms, 1000 by default), as a last chance for
# goroutines that outlive main to race: each of the 45 test binaries did,
# and each portgen process that cmd/portgen's tests start. Not here: a race
# fails the test it happens in, as it happens.
# Then the build without cgo (the releases but Linux amd64's, and go install
# with no C compiler):
# its WebP encoder, and the whole builds that check it (sitetest.WithoutCgo).
RACE_UNWATCHED := modernc.org/... github.com/evanw/esbuild/... golang.org/x/image/... github.com/srwiley/... golang.org/x/text/... github.com/rivo/uniseg \
	image/... compress/...
test-race: build
	GORACE=atexit_sleep_ms=0 $(GO) test -race -short -timeout 30m $(foreach p,$(RACE_UNWATCHED),-gcflags='$(p)=-race=false') ./...
	CGO_ENABLED=0 $(GO) test -tags nodynamic -short ./generator/internal/images ./generator

# The release binaries, as .goreleaser.yaml makes them (static; cgo, for
# libwebp, on Linux amd64 only):
# test-release compiles one architecture of each system (a minute or two
# each here with Go's cache cold; with it warm, only their links, a few
# seconds of CPU, side by side), crossbuild every platform (CI's workflow
# runs it on a runner of its own). test-go has already installed portgen
# from a module zip with no C compiler and run it with an empty environment
# (internal/install).
test-release:
	$(GO) run ./internal/crossbuild -per-os

crossbuild:
	$(GO) run ./internal/crossbuild

# The fuzzers' hunt: each fuzz target for a number of inputs, about 3 s
# each here, after its corpus (testdata/fuzz in its package, which
# test-race runs as plain tests) and what earlier hunts kept in Go's cache.
# Not part of `make test`: the inputs it tries are new on every run, so
# what it finds is as likely in code that a change did not touch as in
# code it did (twice in one day, a change to the tests' harness was
# refused for a bug the hunt had just found in the Markdown and in a fuzz
# test's own oracle). CI's workflow runs it beside `make test` on every
# push and pull request; run it after changing what parses input. An
# input that fails is saved in testdata/fuzz: commit it with the fix, and
# every `make test` runs it from then on. Counts, not durations: Go 1.26's
# fuzzer can fail a run that ends by its clock while a worker is busy
# (golang/go#75804). A longer hunt: make fuzz FUZZTIME=10m.
FUZZ_TARGETS := FuzzLoad:./generator/internal/load:1000x FuzzResume:./generator/internal/load:7000x FuzzSVG:./generator/internal/load:33000x FuzzWebURL:./generator/internal/content:67000x FuzzParse:./generator/internal/markup:33000x \
	FuzzSlugify:./generator/internal/content:33000x FuzzCheckPath:./generator/internal/content:67000x FuzzStripJPEG:./generator/internal/images:10000x \
	FuzzStatic:./generator/internal/server:20000x FuzzParseHeaders:./generator/internal/server:50000x \
	FuzzRender:./generator/internal/markdown:4000x FuzzPost:./generator/internal/load:1000x \
	FuzzReplace:./generator/internal/edit:1000x FuzzColors:./generator/internal/content:20000x
fuzz:
	@for t in $(FUZZ_TARGETS); do \
		name=$${t%%:*}; rest=$${t#*:}; pkg=$${rest%%:*}; budget=$${FUZZTIME:-$${rest#*:}}; \
		echo "fuzz: $$name for $$budget"; \
		out=$$($(GO) test -run=NONE -fuzz="^$$name\$$" -fuzztime=$$budget -fuzzminimizetime=200x $$pkg 2>&1) || { echo "$$out"; exit 1; }; \
		echo "$$out" | tail -n 3; \
	done

# The theme's unit tests (contract has typechecked it).
test-theme: contract build
	cd theme && npx vitest run

# The browser tests run against a fixture site, not content/: editing your
# own site does not break them.
test-e2e: contract e2e-sites
	cd theme && CHROMIUM_PATH=$(CHROMIUM) npx playwright test

e2e-sites: build chromium java
	$(GO) build -o bin/forgefake ./internal/forgefake/serve
	$(GO) run ./internal/e2esite theme/e2e/.site
	$(GO) run ./internal/e2esite -hostile theme/e2e/.hostile
	$(GO) run ./internal/e2esite -resume theme/e2e/.resume

# Not part of `make test`: the whole browser suite SOAK_RUNS times (5 by
# default), the phone project on a CPU four times slower, with each test's
# failure rate at the end (and in .e2e/soak/soak.json). The goal is 0.
SOAK_RUNS ?= 5
soak: e2e-sites
	cd theme && CHROMIUM_PATH=$(CHROMIUM) node scripts/soak.mjs $(SOAK_RUNS)

serve: $(PORTGEN)
	$(PORTGEN) serve

preview: build
	$(PORTGEN) preview

# Benchmarks report figures; they assert nothing (tests never time things).
# One table on stdout; the figures in bench/results/bench.json. It installs
# what it needs (Vite 8 in bench/vite, Lighthouse 12.8 in bench) on first use.
bench: build chromium
	node bench/run.mjs

# Debian's Chromium, for Playwright (which never downloads a browser here).
chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing Debian's chromium for the browser tests…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "The browser tests need Chromium at $(CHROMIUM): install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM=/path/to/chromium." >&2; \
			exit 1; \
		fi; \
	fi

# The résumé's PDFs are read back by poppler (pdftotext, pdffonts, pdfinfo)
# and checked by qpdf; without them those tests skip, saying so.
pdftools:
	@if ! command -v pdftotext >/dev/null || ! command -v qpdf >/dev/null; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing Debian's poppler-utils and qpdf for the résumé PDF tests…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils qpdf >/dev/null; \
		else \
			echo "The résumé PDF tests need pdftotext and qpdf: install Debian's poppler-utils and qpdf packages (sudo apt-get install poppler-utils qpdf)." >&2; \
			exit 1; \
		fi; \
	fi

# The YAML language server (npm's yaml-language-server), which
# generator/editor_test.go drives over LSP as an editor does: pinned in
# tools/yamlls, installed again when its lock changes. Not needed by
# `make check`, whose -short run skips that test.
YAMLLS := tools/yamlls/node_modules/.package-lock.json
yamlls: $(YAMLLS)
$(YAMLLS): tools/yamlls/package-lock.json
	npm ci --prefix tools/yamlls --no-audit --no-fund

# Java runs the Nu Html Checker (npm's vnu-jar) over the built pages.
java:
	@if ! command -v java >/dev/null; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing Debian's Java runtime for the HTML checker…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; \
		else \
			echo "The HTML check needs Java: install Debian's default-jre-headless package (sudo apt-get install default-jre-headless)." >&2; \
			exit 1; \
		fi; \
	fi

clean:
	rm -rf bin dist .e2e theme/test-results theme/playwright-report
