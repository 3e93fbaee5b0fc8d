#!/usr/bin/env bash
# Installs the permit release tarball for the GitHub Action (action.yml's install step), or for any Linux x86_64
# machine: downloads it, checks that it is what a release holds, extracts it and puts its folder on PATH.
#
#   PERMIT_TARBALL        a local permit-VERSION-linux-x86_64.tar.gz to install instead of downloading (tests,
#                         self-hosted runners without access to github.com). Any version is accepted unless
#                         PERMIT_VERSION is also set.
#   PERMIT_DOWNLOAD_URL   where to download the tarball from (action.yml builds the release asset's URL).
#   PERMIT_VERSION        the version expected: the tarball must hold the folder permit-VERSION-linux-x86_64/ and
#                         `permit --version` must print VERSION. Required with PERMIT_DOWNLOAD_URL.
#   PERMIT_SHA256         optional: the tarball's SHA-256, checked before anything is extracted.
#   PERMIT_INSTALL_DIR    where to extract (default: $RUNNER_TEMP/permit, else a new temporary folder).
#
# Appends the installed folder to $GITHUB_PATH (later steps find `permit`) and writes `bin-dir=FOLDER` and
# `version=VERSION` to $GITHUB_OUTPUT when they are set; prints the folder last on standard output.
#
# The release is a Linux x86_64 binary needing glibc 2.36 or later (ubuntu-24.04 / ubuntu-latest runners, Debian
# 12): other runners are refused here with a message rather than failing later with a loader error.
set -euo pipefail

fail() {
    echo "::error title=permit-lint install::$*"
    echo "install.sh: $*" >&2
    exit 1
}

minimum_glibc=2.36

# The runner: GitHub's RUNNER_OS/RUNNER_ARCH when set, and the kernel's own view in every case.
os=${RUNNER_OS:-$(uname -s)}
arch=${RUNNER_ARCH:-$(uname -m)}
case $os in
Linux) ;;
*) fail "permit's release runs on Linux x86_64 only, not on a $os runner: use runs-on: ubuntu-24.04 (or ubuntu-latest)" ;;
esac
case $arch in
X64 | x86_64 | amd64) ;;
*) fail "permit's release runs on Linux x86_64 only, not on $arch: use an x86_64 runner (runs-on: ubuntu-24.04)" ;;
esac
[ "$(uname -s)" = Linux ] && [ "$(uname -m)" = x86_64 ] ||
    fail "permit's release runs on Linux x86_64 only; this machine is $(uname -s) $(uname -m)"

# glibc 2.36 or later: checked here so that ubuntu-22.04 (2.35) or an Alpine container (musl) say so plainly.
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null || true)
glibc=${glibc#glibc }
[ -n "$glibc" ] || fail "permit's release needs glibc $minimum_glibc or later; this system has no glibc (musl/Alpine?)"
[ "$(printf '%s\n' "$minimum_glibc" "$glibc" | sort -V | head -1)" = "$minimum_glibc" ] ||
    fail "permit's release needs glibc $minimum_glibc or later, this runner has $glibc: use runs-on: ubuntu-24.04"

expected_version=${PERMIT_VERSION:-}
expected_version=${expected_version#v}
url=${PERMIT_DOWNLOAD_URL:-}
if [ -n "${PERMIT_TARBALL:-}" ]; then
    [ -f "$PERMIT_TARBALL" ] || fail "PERMIT_TARBALL $PERMIT_TARBALL is not a file"
else
    [ -n "$url" ] || fail "set PERMIT_DOWNLOAD_URL (the release asset) or PERMIT_TARBALL (a local tarball)"
    [ -n "$expected_version" ] || fail "PERMIT_VERSION is required with PERMIT_DOWNLOAD_URL"
    command -v curl >/dev/null || fail "curl is needed to download $url"
fi

install_dir=${PERMIT_INSTALL_DIR:-}
if [ -z "$install_dir" ]; then
    if [ -n "${RUNNER_TEMP:-}" ]; then install_dir=$RUNNER_TEMP/permit; else install_dir=$(mktemp -d); fi
fi
mkdir -p "$install_dir"
install_dir=$(cd "$install_dir" && pwd)
work=$(mktemp -d "$install_dir/.download.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ -n "${PERMIT_TARBALL:-}" ]; then
    tarball=$PERMIT_TARBALL
    echo "install.sh: installing $tarball" >&2
else
    tarball=$work/permit.tar.gz
    echo "install.sh: downloading $url" >&2
    curl --fail --silent --show-error --location --retry 3 --retry-delay 2 --connect-timeout 20 \
        --output "$tarball" "$url" ||
        fail "could not download $url (is there a release v$expected_version with this asset?)"
fi

if [ -n "${PERMIT_SHA256:-}" ]; then
    actual=$(sha256sum "$tarball" | cut -d' ' -f1)
    [ "$actual" = "$(tr 'A-F' 'a-f' <<<"$PERMIT_SHA256")" ] ||
        fail "$(basename "$tarball"): SHA-256 $actual, expected $PERMIT_SHA256"
fi

# A gzip tar whose every entry is inside one folder permit-VERSION-linux-x86_64/, with the binary at its top.
gzip -t "$tarball" 2>/dev/null || fail "$(basename "$tarball") is not a gzip file (a download error page?)"
# (GNU tar lists nothing, and succeeds, for a few bytes that are not a tar archive.)
tar -tzf "$tarball" >"$work/entries" 2>"$work/tar-errors" && [ -s "$work/entries" ] ||
    fail "$(basename "$tarball") is not a tar archive, or an empty one $(head -c 300 "$work/tar-errors")"
top=$(head -1 "$work/entries")
top=${top#./}
top=${top%%/*}
[[ $top =~ ^permit-([0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?)-linux-x86_64$ ]] ||
    fail "$(basename "$tarball") does not hold a folder permit-VERSION-linux-x86_64/ (first entry: $(head -1 "$work/entries"))"
version=${BASH_REMATCH[1]}
top_pattern=${top//./\\.}
[ -z "$expected_version" ] || [ "$version" = "$expected_version" ] ||
    fail "$(basename "$tarball") holds permit $version, expected $expected_version" \
        "${PERMIT_TARBALL:+(with PERMIT_TARBALL, give the action the version input $version)}"
if grep -vE "^(\./)?$top_pattern(/|$)" "$work/entries" >"$work/outside"; then
    fail "$(basename "$tarball") has entries outside $top/: $(head -3 "$work/outside" | tr '\n' ' ')"
fi
if grep -E '(^|/)\.\.(/|$)' "$work/entries" >"$work/dotdot"; then
    fail "$(basename "$tarball") has entries with '..': $(head -3 "$work/dotdot" | tr '\n' ' ')"
fi
grep -qE "^(\./)?$top_pattern/permit$" "$work/entries" || fail "$(basename "$tarball") has no $top/permit"

tar -xzf "$tarball" -C "$work" --no-same-owner --no-same-permissions
[ -x "$work/$top/permit" ] || fail "$top/permit is not an executable file"
actual_version=$("$work/$top/permit" --version 2>&1) ||
    fail "the installed permit does not run on this runner: $actual_version"
[ "$actual_version" = "$version" ] || fail "$top/permit --version printed '$actual_version', expected $version"

# Replace any earlier install of the same version (the action used twice in a job), then publish.
rm -rf "${install_dir:?}/$top"
mv "$work/$top" "$install_dir/$top"
bin_dir=$install_dir/$top

if [ -n "${GITHUB_PATH:-}" ]; then echo "$bin_dir" >>"$GITHUB_PATH"; fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    echo "bin-dir=$bin_dir" >>"$GITHUB_OUTPUT"
    echo "version=$version" >>"$GITHUB_OUTPUT"
fi
echo "install.sh: permit $version installed in $bin_dir" >&2
echo "$bin_dir"
