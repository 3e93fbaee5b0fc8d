#!/usr/bin/env bash
# Which permit release the GitHub Action installs (action.yml's first step); prints it and, under GitHub Actions,
# writes `version=...` to $GITHUB_OUTPUT.
#
#   PERMIT_VERSION_INPUT  the action's `version` input: used when set, without a leading `v` (`v0.2.0` = `0.2.0`).
#   PERMIT_ACTION_REF     the ref the workflow names the action by (`uses: owner/permit@REF`): when it is a version
#                         tag (`v0.1.0`, `0.1.0`, `v1.2.3-rc.1`), that version without its `v`.
#   otherwise             PERMIT_DEFAULT_VERSION below: a branch (`@main`), a commit SHA or a local `uses: ./` has
#                         no version in its name, and installs the release this action.yml was written for.
#
# PERMIT_DEFAULT_VERSION must equal `PermitVersion.current` in Sources/Permit/PermitVersion.swift: .ci/check-integrations
# fails when they differ, so bump both together.
set -euo pipefail

PERMIT_DEFAULT_VERSION=0.1.0
version_pattern='^v?[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$'

requested=${PERMIT_VERSION_INPUT:-}
requested=${requested//[[:space:]]/}
ref=${PERMIT_ACTION_REF:-}
if [ -n "$requested" ]; then
    if ! [[ $requested =~ $version_pattern ]]; then
        echo "::error title=permit-lint::version '$requested' is not a release version (expected e.g. 0.1.0 or v0.1.0)" >&2
        exit 2
    fi
    version=${requested#v}
    how="the version input"
elif [[ $ref =~ $version_pattern ]]; then
    version=${ref#v}
    how="the action's ref $ref"
else
    version=$PERMIT_DEFAULT_VERSION
    how="the action's default (ref '${ref:-none}' is not a version tag)"
fi

echo "permit $version, from $how" >&2
echo "$version"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    echo "version=$version" >>"$GITHUB_OUTPUT"
fi
