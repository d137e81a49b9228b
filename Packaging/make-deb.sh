#!/usr/bin/env bash
# Packaging/make-deb.sh VERSION BINARY OUTDIR: builds OUTDIR/scorekeeper_VERSION_ARCH.deb from the
# release build BINARY (Swift runtime linked statically), the man page, the shell completions, a
# copyright file and the changelog, then runs lintian on it. Called by `make deb`.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1 binary=$2 outdir=$3
arch=$(dpkg --print-architecture)
deb="$outdir/scorekeeper_${version}_${arch}.deb"

[ -n "$version" ] || { echo "make-deb: no version" >&2; exit 1; }
[ -x "$binary" ] || { echo "make-deb: $binary is missing: run make build" >&2; exit 1; }
[ "$("$binary" --version)" = "$version" ] || { echo "make-deb: $binary --version is not $version: rebuild it" >&2; exit 1; }
# The web server's program, built beside it (`make build` makes both).
serve_binary="$(dirname "$binary")/scorekeeper-serve"
[ -x "$serve_binary" ] || { echo "make-deb: $serve_binary is missing: run make build" >&2; exit 1; }
# A release build made without --static-swift-stdlib (`make resources` makes one) needs Swift's libraries.
for program in "$binary" "$serve_binary"; do
    if grep -qi swift <<<"$(ldd "$program")"; then
        echo "make-deb: $program links the Swift runtime dynamically: run make build" >&2; exit 1
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"

# The files, where `make install` puts them under /usr (zsh's Debian folder for completions).
# The web server's program in /usr/libexec/scorekeeper (Debian's place for programs that other
# programs run, not people), where `scorekeeper` looks for it.
make --no-print-directory -s install DESTDIR="$root" PREFIX=/usr ZSHCOMPDIR=/usr/share/zsh/vendor-completions BINARY="$binary"
programs=("$root/usr/bin/scorekeeper" "$root/usr/libexec/scorekeeper/scorekeeper-serve")
# Debian's policy: binaries stripped, no run path ($ORIGIN, SwiftPM's default), manuals compressed.
for program in "${programs[@]}"; do
    strip --strip-unneeded --remove-section=.comment --remove-section=.note "$program"
    patchelf --remove-rpath "$program"
done
gzip -9n "$root/usr/share/man/man1/scorekeeper.1"
# A bash completion is sourced, not run: no #! line.
sed -i '1{/^#!/d}' "$root/usr/share/bash-completion/completions/scorekeeper"

doc="$root/usr/share/doc/scorekeeper"
install -d "$doc"
install -m 644 Packaging/copyright "$doc/copyright"
# The package's changelog in Debian's format (one entry per release of CHANGELOG.md, pointing
# to it), and CHANGELOG.md itself.
Packaging/debian-changelog.sh "$version" | gzip -9n > "$doc/changelog.gz"
gzip -9n < CHANGELOG.md > "$doc/CHANGELOG.md.gz"
find "$root" -type d -exec chmod 755 {} +

# Depends: what the binary links (dpkg-shlibdeps reads its NEEDED entries and the libraries'
# shlibs), plus what Scorekeeper opens with dlopen when it needs it: ncurses ("libncursesw.so.6",
# which brings libtinfo; 6.1 or later for `alloc_pair`) when it starts the interface or reads a
# terminal description, libvips ("libvips.so.42") when it reads a photo, libchafa
# ("libchafa.so.0", which brings glib; 1.8 or later for `chafa_canvas_get_char_at`) when it draws
# one, libxml2 ("libxml2.so.2", 2.9 or later as `LibXML2` declares it) when it imports an XML
# file, libwebp ("libwebp.so.7") when it draws a thumbnail, libqrencode ("libqrencode.so.4") when
# it draws a QR code. Tests/Package/package-test.sh checks each.
mkdir -p "$work/src/debian"
printf 'Source: scorekeeper\n\nPackage: scorekeeper\nArchitecture: any\n' > "$work/src/debian/control"
shlibs=$(cd "$work/src" && dpkg-shlibdeps -O "${programs[@]/#/-e}" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "make-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
depends="$shlibs, libncursesw6 (>= 6.1), libvips42, libchafa0 (>= 1.8), libxml2 (>= 2.9), libwebp7, libqrencode4"

install -d "$root/DEBIAN"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) > "$root/DEBIAN/md5sums"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: scorekeeper
Version: $version
Architecture: $arch
Maintainer: Scorekeeper maintainers <maintainers@users.noreply.a-seed-8b827cdc.example>
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: keep score for your games in a terminal
 Scorekeeper keeps games, players, scores and player photos in one SQLite
 file, with a full-screen terminal interface (ncurses) and a scriptable
 command line that can both work on the same file at the same time. Photos
 are drawn with kitty, sixel or iTerm2 graphics, or with symbols.
 .
 The database is ~/.local/share/scorekeeper/scorekeeper.sqlite; removing
 the package leaves it in place.
CONTROL

mkdir -p "$outdir"
rm -f "$deb"
SECONDS=0
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "Built $deb in ${SECONDS}s ($(du -k "$deb" | cut -f1) kB, installed $size kB)"
echo "Depends: $depends"
if command -v lintian >/dev/null; then
    echo "lintian:"
    lintian -I "$deb" || true
fi
