#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs every one of them; the figures are described in BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")"
# SwiftPM can keep a stale plan of the parent package after files are added there; plan afresh each time.
rm -f .build/release/description.json
swift build -c release
bin=$(swift build -c release --show-bin-path)
for benchmark in strings-parse-benchmark render-benchmark negotiate-benchmark lint-benchmark single-file-lint-benchmark catalog-memory-benchmark; do
    "$bin/$benchmark"
    echo
done
