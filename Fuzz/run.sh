#!/usr/bin/env bash
# Builds Permit's libFuzzer harnesses with AddressSanitizer and runs each for SECONDS (default 60), two at a time.
# Crashes, leaks and timeouts are written to Fuzz/Findings/<harness>/; the corpora grow in Fuzz/Corpus/<harness>/.
# Usage: Fuzz/run.sh [SECONDS] [HARNESS...]; FUZZ_RUNS=N also stops each harness after N executions.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(FuzzStrings FuzzPropertyList FuzzStringCatalog FuzzFormat FuzzNegotiation FuzzXLIFF)

# -enable-testing: FuzzXLIFF reaches the XLIFF reader, which is internal, through `@testable import`.
flags=(-c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
    -Xswiftc -use-ld=lld -Xswiftc -enable-testing)
# SwiftPM can keep a stale plan of the parent package after files are added there; plan afresh each time.
rm -f .build-fuzz/release/description.json
if ! swift build "${flags[@]}" > .build-fuzz-log.txt 2>&1; then
    grep -Ev 'Cannot export local symbol' .build-fuzz-log.txt | tail -20
    exit 1
fi
bin=$(swift build "${flags[@]}" --show-bin-path)

# Inputs up to 4 KiB; Accept-Language inputs up to 1 KiB, since a longer header only repeats what 1 KiB holds
# (parsing stops at 4 KiB and 32 elements; the tests and negotiate-benchmark send 1 MB headers).
max_len() { [ "$1" = FuzzNegotiation ] && echo 1024 || echo 4096; }

run() {
    local name=$1
    mkdir -p "Corpus/$name" "Findings/$name"
    "$bin/$name" "Corpus/$name" "Seeds/$name" -max_total_time="$seconds" -max_len="$(max_len "$name")" -timeout=10 \
        -rss_limit_mb=2048 ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} \
        -artifact_prefix="Findings/$name/" -print_final_stats=1 > "Findings/$name/log.txt" 2>&1 || true
    local runs
    runs=$(grep -E '^stat::number_of_executed_units' "Findings/$name/log.txt" | awk '{print $2}')
    echo "$name: ${runs:-?} executions; findings: $(find "Findings/$name" -type f ! -name log.txt | wc -l)"
}

for ((i = 0; i < ${#harnesses[@]}; i += 2)); do
    run "${harnesses[i]}" &
    [ $((i + 1)) -lt ${#harnesses[@]} ] && run "${harnesses[i + 1]}" &
    wait
done
