#!/usr/bin/python3
"""Validates a JSON document against one of the schemas in this folder, with Draft 2020-12 and
format checking (uuid, date, date-time), the other schemas of the folder resolving `$ref`s.

    scorekeeper game show Hearts --json | docs/json/validate.py docs/json/game-show.schema.json

Reads the document from standard input (or the file given second). Exit 0 when it is valid; 1
with every error, a line each (where, then what), when it is not; 2 when the schema or the
document cannot be read. Needs python3-jsonschema (Debian's package; `make deps` installs it).
"""
import datetime
import json
import pathlib
import re
import sys

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError:
    print("validate.py needs Python's jsonschema: apt-get install python3-jsonschema (or make deps)", file=sys.stderr)
    sys.exit(2)

# Debian's jsonschema checks `date-time` only with a package Debian does not ship: this is
# RFC 3339's date-time (a `T`, seconds, an optional fraction, `Z` or an offset), checked here.
DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
FORMATS = Draft202012Validator.FORMAT_CHECKER


@FORMATS.checks("date-time", raises=ValueError)
def is_date_time(value):
    if not isinstance(value, str):
        return True
    if not DATE_TIME.match(value):
        raise ValueError(f"{value!r} is not an RFC 3339 date-time")
    datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    return True


def main(arguments):
    if len(arguments) not in (1, 2):
        print("usage: validate.py SCHEMA [DOCUMENT]", file=sys.stderr)
        return 2
    schema_path = pathlib.Path(arguments[0])
    try:
        store = {}
        for path in schema_path.resolve().parent.glob("*.schema.json"):
            loaded = json.loads(path.read_text(encoding="utf-8"))
            store[loaded["$id"]] = loaded
        schema = json.loads(schema_path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        text = pathlib.Path(arguments[1]).read_text(encoding="utf-8") if len(arguments) == 2 else sys.stdin.read()
        document = json.loads(text)
    except (OSError, ValueError, KeyError, jsonschema.SchemaError) as error:
        print(f"validate.py: {error}", file=sys.stderr)
        return 2
    resolver = jsonschema.RefResolver(base_uri=schema["$id"], referrer=schema, store=store)
    validator = Draft202012Validator(schema, resolver=resolver, format_checker=FORMATS)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    for error in errors:
        where = "/" + "/".join(str(part) for part in error.absolute_path)
        print(f"{where}: {error.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
