#!/bin/sh
# Stands in for the scorekeeper binary when the man page is generated. swift-argument-parser's
# generate-manual drops every non-ASCII character ("Mölkky" came out "Mlkky", "Hearts · 2" as
# "Hearts  2"), so the help it reads spells each one as an ASCII marker, UNICODE<hex>X, which
# Packaging/unicode-manual.sed turns into the roff escape \[u<hex>] afterwards.
# SCOREKEEPER_BINARY names the binary whose help is read.
set -eu
"${SCOREKEEPER_BINARY:?names the scorekeeper binary}" "$@" | perl -CSD -pe 's/([^\x00-\x7F])/sprintf("UNICODE%04XX", ord($1))/ge'
