#!/usr/bin/env bash
# permit-server against a plain Hummingbird hello-world, in the same run, with wrk (Debian's package) on loopback:
# requests per second and p99 latency of the explain and subject endpoints, and their share of hello-world's
# throughput. This machine's speed drifts, so the three are measured in turn, round after round, and each figure
# is the median of the rounds (a share is the median of the rounds' shares).
# Usage: server-benchmark.sh [SECONDS per endpoint and round, default 5] [ROUNDS, default 5] [CONNECTIONS, default 32]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-5}
rounds=${2:-5}
connections=${3:-32}
command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install -y wrk" >&2; exit 1; }
rm -f .build/release/description.json ../.build/release/description.json
swift build -c release --product hello-server
(cd .. && swift build -c release --product permit-server)
hello=$(swift build -c release --show-bin-path)/hello-server
permit=$(cd .. && swift build -c release --show-bin-path)/permit-server

"$hello" 18181 > /dev/null 2>&1 &
hello_pid=$!
"$permit" --port 18182 > /dev/null 2>&1 &
permit_pid=$!
trap 'kill $hello_pid $permit_pid 2>/dev/null || true' EXIT
for port in 18181 18182; do
    for _ in $(seq 1 100); do curl -s "http://127.0.0.1:$port/" -o /dev/null && break; sleep 0.1; done
done
curl -sf -X PUT http://127.0.0.1:18182/v1/subjects/device-42 \
    -d '{"subject": "device-42", "systemVersion": "17.4", "languages": ["fr-CA", "en"], "services": {"camera": "denied"}}'

# One wrk run: prints "requests/s p99-in-milliseconds".
measure() {
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -H 'Accept-Language: de-CH, de;q=0.9, en;q=0.5' "$1" |
        awk '/Requests\/sec/ {rps=$2}
             / 99%/ {p99=$2; unit=p99; gsub(/[0-9.]/, "", unit); p99 += 0
                     if (unit == "us") p99 /= 1000; else if (unit == "s") p99 *= 1000}
             END {print rps, p99}'
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
paths=(/v1/explain/camera/denied /v1/subjects/device-42/services/camera)
: > rounds.tmp
for round in $(seq 1 "$rounds"); do
    read -r base_rps base_p99 < <(measure http://127.0.0.1:18181/)
    echo "hello rps $base_rps p99 $base_p99" >> rounds.tmp
    for index in 0 1; do
        read -r rps p99 < <(measure "http://127.0.0.1:18182${paths[$index]}")
        share=$(awk -v a="$rps" -v b="$base_rps" 'BEGIN {print 100 * a / b}')
        echo "$index rps $rps p99 $p99 share $share" >> rounds.tmp
    done
done
field() { awk -v key="$1" -v column="$2" '$1 == key {print $column}' rounds.tmp | median; }
printf '%-52s %12s %10s %8s\n' endpoint requests/s "p99 (ms)" share
printf '%-52s %12.0f %10s %8s\n' "hello-world GET /" "$(field hello 3)" "$(field hello 5)" "100%"
for index in 0 1; do
    printf '%-52s %12.0f %10s %7.0f%%\n' "permit-server GET ${paths[$index]}" "$(field $index 3)" "$(field $index 5)" "$(field $index 7)"
done
rm -f rounds.tmp
