#!/usr/bin/env python3
"""GitHub Actions annotations from permit's SARIF log, so that the action lints once for both.

Prints the workflow commands `permit lint --format github` prints for the same findings (GitHubReportWriter):
`::error file=PATH,line=L,col=C,title=RULE::MESSAGE`, `::warning ...`, `::notice ...` for notes, each related
location on a line of its own after the message (`file:line:column: note: message`), escaped as the runner
unescapes them. .ci/check-integrations compares the two outputs byte for byte.

The one difference: a path given as `./App` is `App` here, since SARIF drops a leading `./`.

    sarif-annotations.py SARIF_FILE [--counts-to FILE]

--counts-to writes `errors warnings notes` (one line) to FILE. Exits 0, or 2 when the file is not a SARIF 2.1.0
log. Needs only the standard library.
"""

import json
import sys
import urllib.parse


def escaped_data(text):
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escaped_property(text):
    return escaped_data(text).replace(":", "%3A").replace(",", "%2C")


def path_of(location):
    """The file path of a SARIF location, or None: a %SRCROOT%-relative URI or a file:// URI, percent-decoded."""
    physical = (location or {}).get("physicalLocation")
    if not physical:
        return None, None
    uri = physical.get("artifactLocation", {}).get("uri")
    if uri is None:
        return None, None
    if uri.startswith("file://"):
        uri = uri[len("file://"):]
    return urllib.parse.unquote(uri), physical.get("region")


def command(result):
    level = result.get("level", "warning")
    name = {"error": "error", "warning": "warning", "note": "notice"}.get(level, "warning")
    locations = result.get("locations") or []
    file, region = path_of(locations[0]) if locations else (None, None)
    properties = []
    if file is not None:
        properties.append(("file", file))
    if region:
        properties.append(("line", str(region["startLine"])))
        properties.append(("col", str(region["startColumn"])))
    properties.append(("title", result.get("ruleId", "permit")))
    message = result.get("message", {}).get("text", "")
    for related in result.get("relatedLocations") or []:
        related_file, related_region = path_of(related)
        note = related.get("message", {}).get("text", "")
        if related_region:
            place = f"{related_file or file or '<input>'}:{related_region['startLine']}:{related_region['startColumn']}"
        else:
            place = related_file or file or "<input>"
        message += f"\n{place}: note: {note}"
    listed = ",".join(f"{key}={escaped_property(value)}" for key, value in properties)
    return f"::{name} {listed}::{escaped_data(message)}"


def main(arguments):
    counts_to = None
    if len(arguments) == 3 and arguments[1] == "--counts-to":
        counts_to = arguments[2]
    elif len(arguments) != 1:
        print("usage: sarif-annotations.py SARIF_FILE [--counts-to FILE]", file=sys.stderr)
        return 2
    try:
        with open(arguments[0], encoding="utf-8") as file:
            log = json.load(file)
        if log.get("version") != "2.1.0" or not isinstance(log.get("runs"), list):
            raise ValueError("not a SARIF 2.1.0 log")
    except (OSError, ValueError) as error:
        print(f"sarif-annotations: {arguments[0]}: {error}", file=sys.stderr)
        return 2
    counts = {"error": 0, "warning": 0, "note": 0}
    lines = []
    for run in log["runs"]:
        for result in run.get("results") or []:
            level = result.get("level", "warning")
            counts[level if level in counts else "warning"] += 1
            lines.append(command(result) + "\n")
    sys.stdout.flush()
    sys.stdout.buffer.write("".join(lines).encode("utf-8"))
    sys.stdout.buffer.flush()
    if counts_to:
        with open(counts_to, "w", encoding="utf-8") as file:
            file.write(f"{counts['error']} {counts['warning']} {counts['note']}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
