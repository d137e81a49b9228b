#!/usr/bin/env bash
# Packaging/debian-changelog.sh VERSION: the package's changelog in Debian's format, one entry per
# release in CHANGELOG.md (newest first), each pointing to CHANGELOG.md for what changed. A VERSION
# that CHANGELOG.md has no release for yet gets an entry dated now.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1
maintainer="Scorekeeper maintainers <maintainers@users.noreply.a-seed-8b827cdc.example>"
entry() { # VERSION DATE(RFC 5322)
    printf 'scorekeeper (%s) unstable; urgency=medium\n\n' "$1"
    printf '  * Release %s: see /usr/share/doc/scorekeeper/CHANGELOG.md.gz.\n\n' "$1"
    printf ' -- %s  %s\n\n' "$maintainer" "$2"
}
releases=$(sed -n 's/^## \[\([0-9][^]]*\)\] - \([0-9-]*\).*/\1 \2/p' CHANGELOG.md)
if ! grep -q "^$version " <<<"$releases"; then
    entry "$version" "$(date -R -u)"
fi
while read -r v d; do
    if [ -n "$v" ]; then entry "$v" "$(date -R -u -d "$d")"; fi
done <<<"$releases"
