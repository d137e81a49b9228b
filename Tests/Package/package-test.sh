#!/usr/bin/env bash
# Tests/Package/package-test.sh DEB: the Debian package on a clean machine (`make package-test`).
#
# Makes a clean Debian bookworm root (debootstrap --variant=minbase, from the Debian mirror this
# machine's apt uses), installs DEB there with `apt-get install ./DEB` (which resolves its
# Depends), checks that nothing of Swift is installed and that `ldd` names no Swift library nor
# libstdc++ (linked in), then as
# an unprivileged user (65534) runs --version, demo, game list, attaches a JPEG and a PNG, shows them
# with --graphics symbols, reads an XML import and drives the interface in tmux. Then a newer package is installed over
# it (the user's games stay), and `apt-get remove` takes the program away and leaves the database.
#
# Needs root (debootstrap, chroot, mounts): without it, it says so and skips. Everything it makes
# (the root, its mounts) is removed on the way out, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS=0

skip() { echo "package test: SKIPPED: $*"; exit 0; }
fail() { echo "package test: FAILED: $*" >&2; exit 1; }
checks=0
pass() { checks=$((checks + 1)); echo "ok $checks - $*"; }

deb=${1:?usage: package-test.sh scorekeeper_VERSION_ARCH.deb}
[ -f "$deb" ] || fail "$deb does not exist: run make deb"
deb=$(realpath "$deb")
version=$(dpkg-deb -f "$deb" Version)

[ "$(id -u)" = 0 ] || skip "debootstrap and chroot need root: run it as root (sudo make package-test)"
command -v debootstrap >/dev/null || fail "debootstrap is missing (make package-test installs it)"
command -v convert >/dev/null || fail "ImageMagick's convert is missing (make deps installs it)"

# The Debian mirror and the sources apt uses here (deb822 .sources files, or sources.list lines).
mirror="" sources=()
for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    if grep -q '^Suites:.*bookworm' "$f" && grep -q 'debian-archive-keyring' "$f"; then
        sources+=("$f")
        [ -n "$mirror" ] || mirror=$(sed -n 's|^URIs: *\([^ ]*/debian\)/*$|\1|p' "$f" | sed -n 1p)
    fi
done
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
    mirror=$(sed -n 's|^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*/debian\)/* bookworm .*|\2|p' /etc/apt/sources.list | sed -n 1p)
fi
mirror=${mirror:-http://deb.debian.org/debian}

work=$(mktemp -d /var/tmp/scorekeeper-package-test.XXXXXX)
root="$work/root"
cleanup() {
    local status=$?
    if [ -d "$root" ]; then
        chroot "$root" tmux -L package-test kill-server >/dev/null 2>&1 || true
        for m in "$root/dev" "$root/proc"; do
            if mountpoint -q "$m"; then umount -R "$m" 2>/dev/null || umount -R -l "$m" || true; fi
        done
    fi
    if grep -q " $work" /proc/mounts; then
        echo "package test: $work still has mounts, left in place" >&2
    else
        rm -rf --one-file-system "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT; trap 'exit 143' TERM; trap 'exit 129' HUP

echo "Making a clean Debian bookworm root from $mirror..."
t=$SECONDS
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log"; fail "debootstrap did not make the root"; }
debootstrap_time=$((SECONDS - t))
pass "debootstrap --variant=minbase bookworm ($debootstrap_time s, $(du -sm "$root" | cut -f1) MB)"

mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
if [ ${#sources[@]} -gt 0 ]; then
    cp "${sources[@]}" "$root/etc/apt/sources.list.d/"
    rm -f "$root/etc/apt/sources.list"
fi

in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }
# The unprivileged user: nobody (65534), with a home of its own.
install -d -o 65534 -g 65534 "$root/home/player"
as_user() {
    chroot --userspec=65534:65534 "$root" env -i PATH=/usr/bin:/bin HOME=/home/player SHELL=/bin/sh LANG=C.UTF-8 \
        TERM=xterm-256color TMUX_TMPDIR=/home/player "$@"
}

# No Swift to begin with, and none after: the package must bring none.
no_swift() {
    local found
    found=$( (in_root dpkg-query -W -f='${Package}\n' | grep -i swift) || true)
    [ -z "$found" ] || fail "Swift packages are installed: $found"
    found=$(find "$root" -xdev \( -iname 'libswift*' -o -iname 'swift' -o -iname 'swift-*' -o -iname 'swiftc' \
        -o -iname 'libFoundation*.so*' -o -iname 'libdispatch*.so*' -o -iname 'libBlocksRuntime*' \) -print | sed -n 1,5p)
    [ -z "$found" ] || fail "Swift files in the root: $found"
}
no_swift
pass "the clean root has no Swift"

cp "$deb" "$root/tmp/"
t=$SECONDS
in_root apt-get update -qq > "$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "apt-get update in the root"; }
in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" >> "$work/apt.log" 2>&1 \
    || { tail -n 30 "$work/apt.log"; fail "apt-get install ./$(basename "$deb")"; }
pass "apt-get install ./$(basename "$deb") resolved its Depends ($((SECONDS - t)) s)"

no_swift
pass "no Swift package or library was installed"
for program in /usr/bin/scorekeeper /usr/libexec/scorekeeper/scorekeeper-serve; do
    ldd_out=$(in_root ldd "$program")
    if grep -qi swift <<<"$ldd_out"; then fail "ldd $program names Swift libraries: $ldd_out"; fi
    if grep -q 'not found' <<<"$ldd_out"; then fail "ldd $program finds libraries missing: $ldd_out"; fi
    # libstdc++ is linked in (Packaging/link/libstdc++.so), not loaded at every start.
    if grep -q 'libstdc++' <<<"$ldd_out"; then fail "ldd $program names libstdc++, which the program links in: $ldd_out"; fi
    pass "ldd $program names no Swift library nor libstdc++, and misses none"
done
grep -qE "(^|, )libstdc\+\+6( |,|$)" <<<"$(dpkg-deb -f "$deb" Depends)" \
    && fail "Depends names libstdc++6, which the programs link in: $(dpkg-deb -f "$deb" Depends)"
pass "Depends does not name libstdc++6"
# What the programs open with dlopen when they need it is not linked, so neither ldd nor
# dpkg-shlibdeps sees it: the package's Depends must name each (another package depending on one
# would hide its absence in this root), and each must be installed.
depends=$(dpkg-deb -f "$deb" Depends)
cache=$(in_root ldconfig -p)
for pair in libncursesw6:libncursesw.so.6 libvips42:libvips.so.42 libchafa0:libchafa.so.0 libxml2:libxml2.so.2 libwebp7:libwebp.so.7 libqrencode4:libqrencode.so.4; do
    package=${pair%%:*} library=${pair#*:}
    grep -qE "(^|, )$package( |,|$)" <<<"$depends" || fail "Depends does not name $package ($library is opened at run time): $depends"
    grep -q "^[[:space:]]*$library " <<<"$cache" || fail "$library, which Scorekeeper opens at run time, is not installed"
done
pass "Depends names each library opened at run time (ncurses, libvips, libchafa, libxml2, libwebp, libqrencode), and each is installed"

for f in /usr/share/man/man1/scorekeeper.1.gz /usr/share/bash-completion/completions/scorekeeper \
         /usr/share/zsh/vendor-completions/_scorekeeper /usr/share/fish/vendor_completions.d/scorekeeper.fish \
         /usr/share/doc/scorekeeper/copyright /usr/share/doc/scorekeeper/changelog.gz; do
    [ -s "$root$f" ] || fail "$f is missing"
done
# Read whole before matching: under pipefail, `zcat | grep -q` fails whenever grep stops
# reading early and zcat dies of SIGPIPE, which made this check flaky.
man_page=$(zcat "$root/usr/share/man/man1/scorekeeper.1.gz")
grep -q "^\.Os scorekeeper $version\$" <<<"$man_page" || fail "the man page does not say $version"
pass "the man page (of $version), the completions, copyright and changelog are installed"

# The command line, as the unprivileged user.
out=$(as_user scorekeeper --version)
[ "$out" = "$version" ] || fail "--version printed '$out', not $version"
pass "scorekeeper --version: $out"
out=$(as_user scorekeeper demo) || fail "demo: $out"
pass "scorekeeper demo: $out"
out=$(as_user scorekeeper game list) || fail "game list: $out"
grep -q "Family Game Night" <<<"$out" || fail "game list does not list the demo games: $out"
pass "scorekeeper game list lists the demo games"
family=$(awk '/Family Game Night/ { print $1; exit }' <<<"$out")
out=$(as_user scorekeeper player list "$family" --json) || fail "player list: $out"
[ "$(grep -c '"hasPhoto" : true' <<<"$out")" = 3 ] || fail "the demo's players have no photos (from /usr/share/scorekeeper/photos): $out"
pass "the demo's players have the sample photos the package brings"
database=/home/player/.local/share/scorekeeper/scorekeeper.sqlite
[ -s "$root$database" ] || fail "no database at $database"
pass "the database is $database"

# `scorekeeper serve` becomes /usr/libexec/scorekeeper/scorekeeper-serve: it prints its link, the
# page answers, and SIGTERM ends it cleanly.
in_root apt-get install -y -qq --no-install-recommends curl >> "$work/apt.log" 2>&1 || fail "apt-get install curl"
as_user scorekeeper serve --game "$family" > "$root/tmp/serve.out" 2>&1 &
serve_pid=$!
for _ in $(seq 600); do grep -q "Ctrl-C stops it." "$root/tmp/serve.out" && break; sleep 0.1; done
link=$(sed -n 's/^Serving at //p' "$root/tmp/serve.out")
[ -n "$link" ] || { kill "$serve_pid" 2>/dev/null || true; fail "serve printed no link: $(cat "$root/tmp/serve.out")"; }
page=$(as_user curl --silent --show-error --location --cookie "" "$link") || { kill "$serve_pid"; fail "the served page did not answer at $link"; }
grep -q "Family Game Night" <<<"$page" || { kill "$serve_pid"; fail "the served page does not show the game: $page"; }
# The process listening on the link's port is the installed scorekeeper-serve (`serve` exec'd it).
port=$(sed -n 's|^http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' <<<"$link")
server=$(ss -Hltnp "sport = :$port" | sed -n 's/.*pid=\([0-9]*\),.*/\1/p' | sed -n 1p)
[ -n "$server" ] || { kill "$serve_pid"; fail "nothing listens on port $port"; }
program=$(readlink "/proc/$server/exe" || true)
[ "$program" = "$root/usr/libexec/scorekeeper/scorekeeper-serve" ] \
    || { kill "$server"; fail "the serving process runs '$program', not /usr/libexec/scorekeeper/scorekeeper-serve"; }
kill -TERM "$server"
wait "$serve_pid" || fail "serve did not end cleanly on SIGTERM: $(cat "$root/tmp/serve.out")"
pass "scorekeeper serve runs /usr/libexec/scorekeeper/scorekeeper-serve: the page answers, SIGTERM ends it"

convert -size 240x160 gradient:red-blue "$root/tmp/photo.jpg"
convert -size 160x240 gradient:yellow-green "$root/tmp/photo.png"
chmod 644 "$root/tmp/photo.jpg" "$root/tmp/photo.png"
game=$(as_user scorekeeper game add "Package Night") || fail "game add: $game"
alice=$(as_user scorekeeper player add "$game" Alice --score 5) || fail "player add: $alice"
bob=$(as_user scorekeeper player add "$game" Bob) || fail "player add: $bob"
as_user scorekeeper photo attach "$alice" /tmp/photo.jpg || fail "photo attach (JPEG)"
as_user scorekeeper photo attach "$bob" /tmp/photo.png || fail "photo attach (PNG)"
pass "photo attach: a JPEG and a PNG"
for player in "$alice" "$bob"; do
    out=$(as_user scorekeeper photo show "$player" --graphics symbols --width 30) || fail "photo show: $out"
    [ "$(wc -l <<<"$out")" -ge 5 ] || fail "photo show drew too little: $out"
done
pass "photo show --graphics symbols draws both ($(wc -l <<<"$out") lines)"

# An XML import: libxml2 is not linked but opened when an XML file is read, so only the package's
# Depends brings it to this root.
cat > "$root/tmp/plays.xml" <<'XML'
<plays username="a" userid="1" total="1" page="1"><play id="1" date="2026-01-01" quantity="1" length="0"
 incomplete="0" nowinstats="0" location=""><item name="Azul" objecttype="thing" objectid="1"/><players>
<player username="" userid="0" name="Ann" startposition="1" color="" score="1" new="0" rating="0" win="1"/>
</players></play></plays>
XML
chmod 644 "$root/tmp/plays.xml"
out=$(as_user scorekeeper import /tmp/plays.xml --dry-run 2>&1) || fail "import of a BoardGameGeek XML file: $out"
grep -q "^BoardGameGeek (/tmp/plays.xml): 1 play" <<<"$out" || fail "import read no play from the XML file: $out"
pass "import reads a BoardGameGeek XML file (libxml2, opened at run time, is installed)"

# The interface in tmux: the games list, a game, one key that changes a score, back, quit.
in_root apt-get install -y -qq --no-install-recommends tmux >> "$work/apt.log" 2>&1 || fail "apt-get install tmux"
tmux_() { as_user tmux -L package-test "$@"; }
screen_matches() { # PATTERN (grep -E): polls the screen until a line matches; 60 s bound a hang
    for _ in $(seq 600); do
        grep -qE -- "$1" <<<"$(tmux_ capture-pane -p -t ui 2>/dev/null)" && return 0
        sleep 0.1
    done
    tmux_ capture-pane -p -t ui || true
    fail "the interface never showed /$1/"
}
screen_has() { screen_matches "$(printf '%s' "$1" | sed 's/[][\.*^$(){}?+|/]/\\&/g')"; }
tmux_ -f /dev/null new-session -d -s ui -x 100 -y 30 "scorekeeper; echo EXITED \$?; sleep 30"
screen_has "Package Night"
pass "the interface opens on the games list"
tmux_ send-keys -t ui Enter
screen_has "Alice"
screen_has "Bob"
tmux_ send-keys -t ui +
# Alice (5, the leader, selected) shows 6 once the change is written and observed.
screen_matches 'Alice +6( |$)'
tmux_ send-keys -t ui q
screen_has "Family Game Night"
tmux_ send-keys -t ui q
screen_has "EXITED 0"
tmux_ kill-server >/dev/null 2>&1 || true
out=$(as_user scorekeeper player list "$game" --json) || fail "player list: $out"
total=$(sed -n 's/^ *"score" *: *\(-\{0,1\}[0-9]*\).*/\1/p' <<<"$out" | awk '{ s += $1 } END { print s + 0 }')
[ "$total" = 6 ] || fail "after + in the interface the scores add up to $total, not 6: $out"
pass "the interface: the games list, a game, + (scores now add up to 6), q, q"

# A library opened at run time that is missing (its soname's link moved aside, then put back):
# the command that needs it says so in one line naming the package, exits 1, and changes nothing.
hide() { # SONAME
    # awk reads to the end: stopping at the first match would end ldconfig with SIGPIPE, which
    # pipefail makes this script's exit (141) whenever ldconfig had more to write.
    hidden=$(in_root ldconfig -p | awk -v name="$1" '$1 == name && found == "" { found = $NF } END { print found }')
    [ -n "$hidden" ] || fail "$1 is not in the root's loader cache"
    mv "$root$hidden" "$root$hidden.hidden"
}
unhide() { mv "$root$hidden.hidden" "$root$hidden"; }
before=$(as_user scorekeeper player list "$game" --json) || fail "player list: $before"
hide libchafa.so.0
status=0; out=$(as_user scorekeeper photo show "$alice" --graphics symbols --width 30 2>&1) || status=$?
unhide
[ "$status" = 1 ] || fail "photo show without libchafa exited $status: $out"
[ "$out" = "Error: Drawing pictures needs libchafa 1.8 or later (package libchafa0), which is not installed." ] \
    || fail "photo show without libchafa said: $out"
hide libncursesw.so.6
# The interface on a terminal (script(1) gives it one) with TERM set, so ncurses is what it lacks.
status=0; out=$(as_user script -qec scorekeeper /dev/null 2>&1) || status=$?
unhide
[ "$status" = 1 ] || fail "the interface without ncurses exited $status: $out"
[ "$(tr -d '\r' <<<"$out")" = "Error: The interface needs ncurses 6.1 or later (package libncursesw6), which is not installed. Use the subcommands instead (see \`scorekeeper --help\`)." ] \
    || fail "the interface without ncurses said: $out"
after=$(as_user scorekeeper player list "$game" --json) || fail "player list: $after"
[ "$before" = "$after" ] || fail "a refused command changed the players: $before / $after"
pass "without libchafa, photo show says so in one line; without ncurses, the interface does; each exits 1 and changes nothing"

# A newer package over this one: the user's games stay (the database is opened, migrated if need be).
newer="$work/newer"
dpkg-deb -R "$deb" "$newer"
sed -i "s/^Version: .*/Version: $version+packagetest1/" "$newer/DEBIAN/control"
dpkg-deb --root-owner-group -Zgzip -z1 --build "$newer" "$root/tmp/scorekeeper_newer.deb" >/dev/null
in_root apt-get install -y -qq /tmp/scorekeeper_newer.deb >> "$work/apt.log" 2>&1 || fail "installing the newer package"
[ "$(in_root dpkg-query -W -f='${Version}' scorekeeper)" = "$version+packagetest1" ] || fail "the newer package is not installed"
out=$(as_user scorekeeper game list) || fail "game list after the upgrade: $out"
grep -q "Package Night" <<<"$out" && grep -q "Family Game Night" <<<"$out" || fail "games lost in the upgrade: $out"
pass "a newer package installed over it keeps the user's games"

# Removing the program leaves the user's data.
in_root apt-get remove -y -qq scorekeeper >> "$work/apt.log" 2>&1 || fail "apt-get remove scorekeeper"
[ ! -e "$root/usr/bin/scorekeeper" ] || fail "/usr/bin/scorekeeper is still there"
[ ! -e "$root/usr/libexec/scorekeeper/scorekeeper-serve" ] || fail "/usr/libexec/scorekeeper/scorekeeper-serve is still there"
[ ! -e "$root/usr/share/man/man1/scorekeeper.1.gz" ] || fail "the man page is still there"
[ -s "$root$database" ] || fail "apt-get remove took the user's database"
pass "apt-get remove takes the program away and leaves $database"

echo "package test: PASSED, $checks checks in ${SECONDS}s (debootstrap ${debootstrap_time}s) on Debian bookworm minbase, package $(basename "$deb") ($(du -k "$deb" | cut -f1) kB)"
