#!/usr/bin/env bash
# Runs `permit lint` for the GitHub Action (action.yml's lint step): once, with --format sarif into the SARIF
# file; the annotations of the pull request's files are made from that file (sarif-annotations.py), so that a big
# app is not linted twice. Only where python3 is missing (a bare self-hosted runner) does permit run a second
# time, with --format github, for the annotations.
#
#   PERMIT_PATHS               the bundle roots, .lproj folders or files (required). Split on whitespace; to name
#                              a path holding spaces, give one path per line (a multi-line input): when the value
#                              has a newline, each non-empty line is one path, its inner spaces kept. A one-line
#                              value that is itself an existing path holding spaces is refused, saying so, rather
#                              than split.
#   PERMIT_BASELINE            a baseline file (--baseline): leave out the findings it accepts.
#   PERMIT_CHANGED_SINCE       a git ref (--changed-since): only findings on lines changed since the merge base.
#   PERMIT_WARNINGS_AS_ERRORS  true|false (default false): a warning fails the step too.
#   PERMIT_SARIF_FILE          where the SARIF log goes (default permit-lint.sarif; folders are made).
#   PERMIT_ANNOTATIONS         true|false (default true): print the findings as workflow annotations.
#   PERMIT_BIN_DIR             the folder holding permit (else permit is looked up on PATH).
#
# Exits with permit's code (0 clean, 1 findings with an error, 2 usage error), after the SARIF file is complete.
# A run that did not lint (exit 2 or worse) leaves no SARIF file, so that no stale or empty log is uploaded.
# Writes exit-code, errors, warnings and sarif-file (empty when none was written) to $GITHUB_OUTPUT, and one line
# to $GITHUB_STEP_SUMMARY, when they are set.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# Stops before linting: exit 2, like permit's own usage errors.
usage_error() {
    echo "::error title=permit-lint::$*"
    echo "lint.sh: $*" >&2
    if [ -n "${GITHUB_OUTPUT:-}" ]; then printf 'exit-code=2\nsarif-file=\n' >>"$GITHUB_OUTPUT"; fi
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
        echo "**permit lint** did not run: $*" >>"$GITHUB_STEP_SUMMARY"
    fi
    exit 2
}

# Sets REPLY to true or false from VALUE (DEFAULT when empty), or stops: boolean NAME VALUE DEFAULT.
boolean() {
    case ${2:-$3} in
    true | True | TRUE) REPLY=true ;;
    false | False | FALSE) REPLY=false ;;
    *) usage_error "$1 must be true or false, not '$2'" ;;
    esac
}

# The paths: one per line when the value has several lines, else split on blanks (no glob expansion).
paths=()
if [[ ${PERMIT_PATHS:-} == *$'\n'* ]]; then
    while IFS= read -r line; do
        line=${line%$'\r'}
        line="${line#"${line%%[![:space:]]*}"}"  # leading blanks
        line="${line%"${line##*[![:space:]]}"}"  # trailing blanks
        [ -z "$line" ] || paths+=("$line")
    done <<<"$PERMIT_PATHS"
else
    read -r -a paths <<<"${PERMIT_PATHS:-}"
    whole="${PERMIT_PATHS#"${PERMIT_PATHS%%[![:space:]]*}"}"
    whole="${whole%"${whole##*[![:space:]]}"}"
    if [ ${#paths[@]} -gt 1 ] && [ -e "$whole" ]; then
        usage_error "paths '$whole' is split on spaces into ${#paths[@]} paths; to name one path holding spaces," \
            "give it on a line of its own (paths: | and one path per line)"
    fi
fi
[ ${#paths[@]} -gt 0 ] || usage_error "the paths input is empty: name the app's bundle roots (e.g. App/Resources)"

boolean warnings-as-errors "${PERMIT_WARNINGS_AS_ERRORS:-}" false
warnings_as_errors=$REPLY
boolean annotations "${PERMIT_ANNOTATIONS:-}" true
annotations=$REPLY
sarif=${PERMIT_SARIF_FILE:-permit-lint.sarif}

if [ -n "${PERMIT_BIN_DIR:-}" ]; then
    permit=$PERMIT_BIN_DIR/permit
    [ -x "$permit" ] || usage_error "no permit in PERMIT_BIN_DIR ($PERMIT_BIN_DIR)"
else
    permit=$(command -v permit) || usage_error "permit is not on PATH: run scripts/action/install.sh first"
fi

options=()
[ -z "${PERMIT_BASELINE:-}" ] || options+=(--baseline "$PERMIT_BASELINE")
[ -z "${PERMIT_CHANGED_SINCE:-}" ] || options+=(--changed-since "$PERMIT_CHANGED_SINCE")
[ "$warnings_as_errors" = false ] || options+=(--warnings-as-errors)
# `--` ends the options: a path may start with '-'.
command=("$permit" lint --format sarif "${options[@]}" -- "${paths[@]}")

mkdir -p "$(dirname "$sarif")"
partial=$(mktemp "$(dirname "$sarif")/.permit-lint-sarif.XXXXXX")
trap 'rm -f "$partial"' EXIT
rm -f "$sarif"

echo "lint.sh: $(printf '%q ' "${command[@]}")" >&2
status=0
"${command[@]}" >"$partial" || status=$?

described="${paths[*]}"
[ -z "${PERMIT_CHANGED_SINCE:-}" ] || described+=", changes since ${PERMIT_CHANGED_SINCE}"
[ -z "${PERMIT_BASELINE:-}" ] || described+=", baseline ${PERMIT_BASELINE}"

if [ "$status" -gt 1 ] || [ ! -s "$partial" ]; then
    hint=""
    if [ -n "${PERMIT_CHANGED_SINCE:-}" ] &&
        ! git -C "$(dirname "${paths[0]}")" cat-file -e "${PERMIT_CHANGED_SINCE}^{commit}" 2>/dev/null; then
        hint=" The ref ${PERMIT_CHANGED_SINCE} is not in this clone: check out with actions/checkout's fetch-depth: 0."
    fi
    [ "$status" -gt 1 ] || status=2
    echo "::error title=permit-lint::permit lint exited with $status without a report (see its message above); no SARIF file was written.$hint"
    if [ -n "${GITHUB_OUTPUT:-}" ]; then printf 'exit-code=%s\nsarif-file=\n' "$status" >>"$GITHUB_OUTPUT"; fi
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
        echo "**permit lint** failed to run (exit $status) on $described; no SARIF file.$hint" >>"$GITHUB_STEP_SUMMARY"
    fi
    exit "$status"
fi

# The annotations and counts from the log (which also proves it a SARIF 2.1.0 log), then the log is published.
annotated=$(mktemp)
counts=$(mktemp)
trap 'rm -f "$partial" "$annotated" "$counts"' EXIT
if command -v python3 >/dev/null; then
    python3 "$here/sarif-annotations.py" "$partial" --counts-to "$counts" >"$annotated" || {
        usage_error "permit lint (exit $status) wrote no valid SARIF log; no SARIF file was written"
    }
    read -r errors warnings _ <"$counts"
else
    # No python3 (a bare self-hosted runner): a second lint, for the annotations, which also give the counts.
    "$permit" lint --format github "${options[@]}" -- "${paths[@]}" >"$annotated" || true
    errors=$(grep -c '^::error ' "$annotated" || true)
    warnings=$(grep -c '^::warning ' "$annotated" || true)
fi
chmod a+r "$partial"
mv "$partial" "$sarif"
[ "$annotations" = false ] || cat "$annotated"

if [ -n "${GITHUB_OUTPUT:-}" ]; then
    printf 'exit-code=%s\nerrors=%s\nwarnings=%s\nsarif-file=%s\n' "$status" "$errors" "$warnings" "$sarif" \
        >>"$GITHUB_OUTPUT"
fi
plural() { if [ "$1" = 1 ]; then echo "$1 $2"; else echo "$1 ${2}s"; fi; }
found="$(plural "$errors" error), $(plural "$warnings" warning)"
if [ "$status" = 0 ]; then verdict=passed; else verdict=failed; fi
line="**permit lint** $verdict: $found in $described (SARIF: $sarif)."
if [ "$annotations" = true ] && { [ "$errors" -gt 10 ] || [ "$warnings" -gt 10 ]; }; then
    line+=" Annotations show the first 10 of each kind; the SARIF file and code scanning have them all."
fi
echo "lint.sh: ${line//\*\*/}" >&2
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then echo "$line" >>"$GITHUB_STEP_SUMMARY"; fi
exit "$status"
