# Scorekeeper's two commands: `make run` and `make test`. Each installs missing system packages
# (apt, with sudo when not root) and builds first.
# ncurses-term brings the direct-color terminal descriptions (xterm-direct...) used for 24-bit
# color; xvfb, xterm, kitty, xdotool and imagemagick run the tests in real terminal emulators,
# chafa is the benchmark's yardstick; the OpenSSH server and client carry the tests of remote use.
PACKAGES := libncursesw5-dev libsqlite3-dev libvips-dev libwebp-dev libchafa-dev pkg-config sqlite3 tmux ncurses-term \
	xvfb xterm kitty xdotool imagemagick fonts-dejavu-core chafa \
	openssh-server openssh-client
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

.PHONY: deps build run test bench resources

deps:
	@command -v swift >/dev/null || { echo "Swift 6 is required: https://www.swift.org/install/linux/"; exit 1; }
	@missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build -c release --product scorekeeper

run: build
	.build/release/scorekeeper $(ARGS)

# Test files go to memory (/dev/shm) when it has room: the concurrency tests check Scorekeeper's
# locking, and on a shared disk one test's fsyncs stall another's past any busy timeout.
test: deps
	@shm=""; \
	if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$$(df -Pk /dev/shm | awk 'NR==2 {print $$4}')" -gt 2097152 ]; then \
	  shm=$$(mktemp -d /dev/shm/scorekeeper-tests.XXXXXX) && chmod 1777 "$$shm"; \
	  trap 'rm -rf "$$shm"' EXIT; trap 'exit 130' INT; trap 'exit 143' TERM; trap 'exit 129' HUP; \
	fi; \
	TMPDIR="$${shm:-$${TMPDIR:-/tmp}}" swift test

# The photo benchmark (figures only). The first run makes 50 sample photos in bench-cache/.
bench: deps
	swift build -c release --product scorekeeper
	swift run -c release scorekeeper-bench

# Regenerates the man page and shell completions in Resources/ from the command definitions.
resources: deps
	swift package plugin generate-manual
	cp .build/plugins/GenerateManual/outputs/scorekeeper/scorekeeper.1 Resources/scorekeeper.1
	swift build --product scorekeeper
	mkdir -p Resources/completions
	for shell in bash zsh fish; do .build/debug/scorekeeper --generate-completion-script $$shell > Resources/completions/scorekeeper.$$shell; done
