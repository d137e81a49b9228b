# Trims the man page swift-argument-parser generates: it lists --version and --help under every
# subcommand, dozens of times over. They stay once, under the program, saying every subcommand
# takes them; a subcommand's option list left empty goes too.
/^\.It Fl -version$/ { if (++version > 1) { getline; next } }
/^\.It Fl h , -help$/ {
    if (++help > 1) { getline; next }
    lines[++count] = $0; getline
    lines[++count] = "Show help information. Every subcommand takes --help, and --version, too."
    next
}
{ lines[++count] = $0 }
END {
    for (i = 1; i <= count; i++) {
        if (lines[i] ~ /^\.Bl -tag/ && i < count && lines[i + 1] == ".El") { i++; continue }
        print lines[i]
    }
}
