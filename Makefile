# Scorekeeper's commands: `make run`, `make check` (the fast tests) and `make test` (every test).
# Each installs missing system packages (apt, with sudo when not root) and builds first.
# ncurses-term brings the direct-color terminal descriptions (xterm-direct...) used for 24-bit
# color; xvfb, xterm, kitty, xdotool and imagemagick run the tests in real terminal emulators,
# chafa is the benchmark's yardstick; the OpenSSH server and client carry the tests of remote use;
# rsync is the sync benchmark's yardstick and GNU time measures its peak memory; faketime runs a
# copy whose clock is behind in the sync tests; python3-jsonschema checks every `--json` output against
# its schema in docs/json/; zlib1g-dev expands KeepScore's gzipped backups on import; libxml2
# reads BoardGameGeek's and KeepScore's XML (opened when an XML file is read, not linked; its
# headers, libxml2-dev, only for the test of that layout); libqrencode draws a shared page's
# address as a QR code, and zbar-tools' zbarimg reads it back in the tests; curl opens the
# served page in the tests; chromium and chromium-driver open the live pages in a real headless
# browser (Selenium, from the virtual environment python3-venv makes, drives Debian's
# chromedriver: nothing is downloaded); valgrind's callgrind counts the instructions of a start
# (the benchmark's start-up figures, and the test that `--version` runs no parser).
PACKAGES := libncursesw5-dev libsqlite3-dev libvips-dev libwebp-dev libchafa-dev pkg-config sqlite3 tmux ncurses-term \
	xvfb xterm kitty xdotool imagemagick fonts-dejavu-core chafa \
	openssh-server openssh-client rsync time faketime python3-jsonschema zlib1g-dev libxml2-dev \
	libqrencode-dev zbar-tools curl chromium chromium-driver python3-venv valgrind
# What `make deb` and `make package-test` need besides: dpkg-shlibdeps (dpkg-dev) finds the
# package's dependencies, patchelf drops the run path, lintian checks it, debootstrap makes the
# clean Debian root it is tried in.
PACKAGE_PACKAGES := dpkg-dev lintian debootstrap patchelf
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

# The version is written once, in Sources/ScorekeeperCLI/Commands/ScorekeeperCommand.swift
# (`ScorekeeperVersion.current`, what `--version` prints); the man page and the package read it here.
VERSION := $(shell sed -n 's/^ *public static let current = "\(.*\)"$$/\1/p' Sources/ScorekeeperCLI/Commands/ScorekeeperCommand.swift)
# Release builds link the Swift runtime statically: the program needs no Swift installed to run.
RELEASE := -c release --static-swift-stdlib
BINARY := .build/release/scorekeeper
# The web server's program (`serve` and the share key run it), installed in LIBEXECDIR:
# `scorekeeper` looks for it in ../libexec/scorekeeper from its own folder.
SERVE_BINARY := $(dir $(BINARY))scorekeeper-serve
PHOTOS := $(wildcard Resources/photos/*.jpg Resources/photos/*.png)

# `make install` / `make uninstall`, with the usual PREFIX and DESTDIR.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
LIBEXECDIR ?= $(PREFIX)/libexec/scorekeeper
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
# The sample photos `scorekeeper demo` attaches (it looks in ../share/scorekeeper/photos from the program).
DATADIR ?= $(PREFIX)/share/scorekeeper

.PHONY: deps package-deps build run check test swift-test bench fuzz resources docs install uninstall deb package-test

deps:
	@command -v swift >/dev/null || { echo "Swift 6 is required: https://www.swift.org/install/linux/"; exit 1; }
	@missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

package-deps:
	@missing=$$(for p in $(PACKAGE_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build $(RELEASE) --product scorekeeper
	swift build $(RELEASE) --product scorekeeper-serve

run: build
	.build/release/scorekeeper $(ARGS)

# Every test: the Swift suite, then the Debian package tried on a clean Debian root (as root; it
# skips, saying so, without root). `make swift-test` runs the Swift suite alone. What CI runs.
test: swift-test package-test

# Tests/Scripts/swift-test.sh runs `swift test` with its test files in memory when there is room,
# and ends by naming the tests that failed (the status stays swift test's).
#
# Suites that wait on asynchronous work (the web server's live pages on Hummingbird, the interface's
# store checked against its model) run in a second pass of their own. In one process beside
# hundreds of tests that each hold a thread of Swift's cooperative pool (one thread a core) while
# a program they started runs, a live page did not connect within a minute, and the model check
# passed its five minutes; alone, each takes seconds.
ASYNC_SUITES := ScorekeeperWebTests|StoreModelPropertyTests
swift-test: deps
	Tests/Scripts/swift-test.sh --skip '$(ASYNC_SUITES)'
	Tests/Scripts/swift-test.sh --skip-build --filter '$(ASYNC_SUITES)'

# The fast tier, for every change: the domain's rules, the store, the interface's state and
# rendering, the terminal layer's pure parts, and the command line (its parsing, help, messages and
# refusals, run as a program on files). Not the slow suites: not sync's (its property tests take
# longer than the rest together, and the command line's sync and photo suites run the program many
# times over), no tmux, no real terminal under Xvfb, no sshd, no soak, no crashes, no package: those
# run in `make test`. A test's id starts with its target's name.
CHECK_FILTER := ^(ScorekeeperDomainTests|ScorekeeperImportTests|ScorekeeperStoreTests|ScorekeeperUITests|ScorekeeperTerminalTests|ScorekeeperCLITests)\.
CHECK_SKIP := ^ScorekeeperCLITests\.(Sync|TournamentPair|Photo|PeoplePhoto)
check: deps
	swift build --build-tests
	Tests/Scripts/swift-test.sh --skip-build --filter '$(CHECK_FILTER)' --skip '$(CHECK_SKIP)'

# The photo benchmark (figures only). The first run makes 50 sample photos in bench-cache/.
# `make bench ARGS=cli` runs one part (photos, interface, scale, graphics, cli). `swift run` takes no
# --static-swift-stdlib, so the benchmark is built like the program and run from the build folder.
bench: deps
	swift build $(RELEASE) --product scorekeeper
	swift build $(RELEASE) --product scorekeeper-serve
	swift build $(RELEASE) --product scorekeeper-bench
	.build/release/scorekeeper-bench $(ARGS)

# The sync protocol's fuzz target under libFuzzer and AddressSanitizer, in a build folder of its own
# (linked with lld: gold crashes reporting on the sanitizer's objects)
# (.build/fuzz), for FUZZ_SECONDS (60 by default) from the committed seeds in Tests/Fuzz/corpus;
# new inputs go to .build/fuzz-corpus, a crash to .build/fuzz-artifacts/ (replay one with
# `swift run scorekeeper-fuzz FILE`; add it to Tests/Fuzz/corpus once fixed).
FUZZ_SECONDS ?= 60
fuzz: deps
	swift build --product scorekeeper-fuzz --build-path .build/fuzz -Xswiftc -sanitize=fuzzer,address \
	  -Xswiftc -DSCOREKEEPER_LIBFUZZER -Xswiftc -use-ld=lld
	mkdir -p .build/fuzz-corpus .build/fuzz-artifacts
	.build/fuzz/debug/scorekeeper-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	  -dict=Tests/Fuzz/sync.dict -artifact_prefix=.build/fuzz-artifacts/ .build/fuzz-corpus Tests/Fuzz/corpus

# Regenerates the man page and shell completions in Resources/ from the command definitions; the
# man page's footer carries the version. (The plugin leaves a release build without the static
# Swift runtime in .build/release: `make build` makes the static one again before `make deb`.)
resources: deps
	sh Packaging/embed-sheets.sh
	swift package plugin generate-manual
	# The plugin's generator drops non-ASCII characters, so its tool is run again on help spelled
	# in ASCII markers (dump-help-ascii.sh), which unicode-manual.sed turns into roff escapes.
	SCOREKEEPER_BINARY=.build/release/scorekeeper .build/debug/generate-manual-tool Packaging/dump-help-ascii.sh --output-directory - \
	  | sed -f Packaging/unicode-manual.sed | sed 's/^\.Os$$/.Os scorekeeper $(VERSION)/' \
	  | awk -f Packaging/trim-manual.awk > Resources/scorekeeper.1
	swift build --product scorekeeper
	mkdir -p Resources/completions
	for shell in bash zsh fish; do .build/debug/scorekeeper --generate-completion-script $$shell > Resources/completions/scorekeeper.$$shell; done

# docs/keys.md, the key reference, from the key tables the key bar and `?` help read
# (`scorekeeper keys --markdown`); a test fails when the file falls behind them.
docs: deps
	swift build --product scorekeeper
	.build/debug/scorekeeper keys --markdown > docs/keys.md.tmp && mv docs/keys.md.tmp docs/keys.md

# Installs the release build (made first when missing: `make build && sudo make install`), the man
# page, the shell completions and the demo's sample photos. `make uninstall` removes exactly those files.
install:
	@[ -x $(BINARY) ] && [ -x $(SERVE_BINARY) ] || $(MAKE) build
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBEXECDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR) $(DESTDIR)$(DATADIR)/photos
	install -m 755 $(BINARY) $(DESTDIR)$(BINDIR)/scorekeeper
	install -m 755 $(SERVE_BINARY) $(DESTDIR)$(LIBEXECDIR)/scorekeeper-serve
	install -m 644 Resources/scorekeeper.1 $(DESTDIR)$(MANDIR)/man1/scorekeeper.1
	install -m 644 Resources/completions/scorekeeper.bash $(DESTDIR)$(BASHCOMPDIR)/scorekeeper
	install -m 644 Resources/completions/scorekeeper.zsh $(DESTDIR)$(ZSHCOMPDIR)/_scorekeeper
	install -m 644 Resources/completions/scorekeeper.fish $(DESTDIR)$(FISHCOMPDIR)/scorekeeper.fish
	install -m 644 $(PHOTOS) $(DESTDIR)$(DATADIR)/photos/

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/scorekeeper $(DESTDIR)$(LIBEXECDIR)/scorekeeper-serve $(DESTDIR)$(MANDIR)/man1/scorekeeper.1 \
	  $(DESTDIR)$(BASHCOMPDIR)/scorekeeper $(DESTDIR)$(ZSHCOMPDIR)/_scorekeeper $(DESTDIR)$(FISHCOMPDIR)/scorekeeper.fish \
	  $(addprefix $(DESTDIR)$(DATADIR)/photos/,$(notdir $(PHOTOS)))

# dist/scorekeeper_<version>_<arch>.deb from the release build (see Packaging/make-deb.sh).
deb: build package-deps
	Packaging/make-deb.sh $(VERSION) $(BINARY) dist

# Installs the package in a clean Debian bookworm root made with debootstrap and uses it there as an
# unprivileged user (see Tests/Package/package-test.sh). Needs root; skips, saying why, without it.
package-test: deb
	Tests/Package/package-test.sh dist/scorekeeper_$(VERSION)_$$(dpkg --print-architecture).deb
