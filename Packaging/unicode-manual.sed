# Turns the markers Packaging/dump-help-ascii.sh wrote for non-ASCII characters into roff's
# \[uXXXX] escapes, which groff and mandoc both render.
s/UNICODE\([0-9A-F]\{4,6\}\)X/\\[u\1]/g
