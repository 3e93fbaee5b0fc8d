#!/usr/bin/env bash
# permit-server against a plain Hummingbird hello-world, in the same run, with wrk (Debian's package) on loopback:
# requests per second and p99 latency of the explain and subject endpoints, and their share of hello-world's
# throughput. Usage: server-benchmark.sh [SECONDS per endpoint, default 10] [CONNECTIONS, default 32]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-10}
connections=${2:-32}
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

# One wrk run: prints "requests/s p99".
measure() {
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -H 'Accept-Language: de-CH, de;q=0.9, en;q=0.5' "$1" |
        awk '/Requests\/sec/ {rps=$2} / 99%/ {p99=$2} END {print rps, p99}'
}

printf '%-44s %12s %10s %8s\n' endpoint requests/s p99 share
read -r base_rps base_p99 < <(measure http://127.0.0.1:18181/)
printf '%-44s %12s %10s %8s\n' "hello-world GET /" "$base_rps" "$base_p99" "100%"
for path in /v1/explain/camera/denied /v1/subjects/device-42/services/camera; do
    read -r rps p99 < <(measure "http://127.0.0.1:18182$path")
    share=$(awk -v a="$rps" -v b="$base_rps" 'BEGIN {printf "%.0f%%", 100 * a / b}')
    printf '%-44s %12s %10s %8s\n' "permit-server GET $path" "$rps" "$p99" "$share"
done
