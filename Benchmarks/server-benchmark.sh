#!/usr/bin/env bash
# permit-server against a plain Hummingbird hello-world, in the same run, with wrk (Debian's package) on loopback:
# - reads: requests per second and p99 latency of the explain endpoint and of the subject endpoint over each store
#   (memory, SQLite, PostgreSQL, and memory with --no-metrics for the metrics' cost), and their share of
#   hello-world's throughput; this machine's speed drifts, so they
#   are measured in turn, round after round, and each figure is the median of the rounds;
# - writes: PUT throughput per store, each request a new device, round after round like the reads, and each
#   database store's share of the memory store's rate in the same round;
# - freshness: two processes on one PostgreSQL, a report PUT through one, the other asked every millisecond until it
#   answers it (p50 and p99 over 200 reports, freshness.py);
# - a million devices in each database store, read at random: the resident size of the process afterwards.
# PostgreSQL is a throwaway cluster (../.ci/with-postgres) unless PERMIT_TEST_POSTGRES_URL names one.
# Usage: server-benchmark.sh [--binary PATH] [SECONDS per endpoint and round, default 5] [ROUNDS, default 5]
#        [CONNECTIONS, default 32]
# --binary PATH measures that permit-server (a release build, a release tarball's) instead of building one.
set -euo pipefail
cd "$(dirname "$0")"
if [ -z "${PERMIT_TEST_POSTGRES_URL:-}" ]; then exec ../.ci/with-postgres "$PWD/server-benchmark.sh" "$@"; fi
permit=
positional=()
while [ $# -gt 0 ]; do
    case $1 in
        --binary) [ $# -ge 2 ] || { echo "--binary needs a path" >&2; exit 2; }; permit=$(realpath "$2"); shift 2 ;;
        --binary=*) permit=$(realpath "${1#--binary=}"); shift ;;
        *) positional+=("$1"); shift ;;
    esac
done
seconds=${positional[0]:-5}
rounds=${positional[1]:-5}
connections=${positional[2]:-32}
command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install -y wrk" >&2; exit 1; }
if [ -n "$permit" ] && [ ! -x "$permit" ]; then echo "--binary $permit is not an executable" >&2; exit 2; fi
rm -f .build/release/description.json ../.build/release/description.json
swift build -c release --product hello-server
hello=$(swift build -c release --show-bin-path)/hello-server
if [ -z "$permit" ]; then
    (cd .. && swift build -c release --product permit-server)
    permit=$(cd .. && swift build -c release --show-bin-path)/permit-server
fi
echo "permit-server: $permit ($("$permit" --version 2>/dev/null || echo "version unknown"))"

scratch=$(mktemp -d /tmp/permit-server-benchmark.XXXXXX)
postgres="${PERMIT_TEST_POSTGRES_URL%%\?*}?sslmode=disable"
"$permit" migrate --store "$postgres" > /dev/null
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$scratch"' EXIT
"$hello" 18181 > /dev/null 2>&1 & pids+=($!)
"$permit" --port 18182 --store memory: > /dev/null 2>&1 & pids+=($!)
"$permit" --port 18183 --store "sqlite:$scratch/reports.sqlite" > /dev/null 2>&1 & pids+=($!)
"$permit" --port 18184 --store "$postgres" > "$scratch/postgres-a.log" 2>&1 & pids+=($!)
postgres_pid=$!
"$permit" --port 18185 --store "$postgres" > /dev/null 2>&1 & pids+=($!)
"$permit" --port 18186 --store memory: --no-metrics > /dev/null 2>&1 & pids+=($!)
for port in 18181 18182 18183 18184 18185 18186; do
    for _ in $(seq 1 100); do curl -s "http://127.0.0.1:$port/" -o /dev/null && break; sleep 0.1; done
done
for port in 18182 18183 18184 18186; do
    curl -sf -X PUT "http://127.0.0.1:$port/v1/subjects/device-42" \
        -d '{"subject": "device-42", "systemVersion": "17.4", "languages": ["fr-CA", "en"], "services": {"camera": "denied"}}'
done

# One wrk run: prints "requests/s p99-in-milliseconds".
measure() {
    local url=$1
    shift
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -H 'Accept-Language: de-CH, de;q=0.9, en;q=0.5' "$@" "$url" |
        awk '/Requests\/sec/ {rps=$2}
             / 99%/ {p99=$2; unit=p99; gsub(/[0-9.]/, "", unit); p99 += 0
                     if (unit == "us") p99 /= 1000; else if (unit == "s") p99 *= 1000}
             END {print rps, p99}'
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
names=("explain (memory)" "subject, memory store" "subject, SQLite store" "subject, PostgreSQL store"
    "subject, memory store, --no-metrics")
urls=(http://127.0.0.1:18182/v1/explain/camera/denied http://127.0.0.1:18182/v1/subjects/device-42/services/camera
    http://127.0.0.1:18183/v1/subjects/device-42/services/camera http://127.0.0.1:18184/v1/subjects/device-42/services/camera
    http://127.0.0.1:18186/v1/subjects/device-42/services/camera)
: > "$scratch/rounds"
for round in $(seq 1 "$rounds"); do
    read -r base_rps base_p99 < <(measure http://127.0.0.1:18181/)
    echo "hello rps $base_rps p99 $base_p99" >> "$scratch/rounds"
    for index in "${!urls[@]}"; do
        read -r rps p99 < <(measure "${urls[$index]}")
        share=$(awk -v a="$rps" -v b="$base_rps" 'BEGIN {print 100 * a / b}')
        echo "$index rps $rps p99 $p99 share $share" >> "$scratch/rounds"
    done
done
field() { awk -v key="$1" -v column="$2" '$1 == key {print $column}' "$scratch/rounds" | median; }
printf '%-52s %12s %10s %8s\n' endpoint requests/s "p99 (ms)" share
printf '%-52s %12.0f %10s %8s\n' "hello-world GET /" "$(field hello 3)" "$(field hello 5)" "100%"
for index in "${!urls[@]}"; do
    printf '%-52s %12.0f %10s %7.0f%%\n' "GET ${names[$index]}" "$(field "$index" 3)" "$(field "$index" 5)" "$(field "$index" 7)"
done
awk -v with="$(field 1 3)" -v without="$(field 4 3)" \
    'BEGIN {printf "metrics cost on the subject endpoint: %.1f%% of its throughput\n", 100 * (1 - with / without)}'

echo
# Writes, round after round: each store's rate, and each database store's share of the memory store's in its round.
: > "$scratch/writes"
for round in $(seq 1 "$rounds"); do
    read -r memory_rps memory_p99 < <(measure http://127.0.0.1:18182 -s server/put.lua)
    echo "memory rps $memory_rps p99 $memory_p99 share 100" >> "$scratch/writes"
    for store in "SQLite 18183" "PostgreSQL 18184"; do
        set -- $store
        read -r rps p99 < <(measure "http://127.0.0.1:$2" -s server/put.lua)
        share=$(awk -v a="$rps" -v b="$memory_rps" 'BEGIN {print 100 * a / b}')
        echo "$1 rps $rps p99 $p99 share $share" >> "$scratch/writes"
    done
done
written() { awk -v key="$1" -v column="$2" '$1 == key {print $column}' "$scratch/writes" | median; }
printf '%-52s %12s %10s %8s\n' "PUT /v1/subjects/{id}, a new device each" requests/s "p99 (ms)" "of memory"
for store in memory SQLite PostgreSQL; do
    printf '%-52s %12.0f %10s %7.0f%%\n' "$store store" "$(written "$store" 3)" "$(written "$store" 5)" "$(written "$store" 7)"
done

echo
read -r p50 p99 < <(python3 server/freshness.py 18184 18185 200)
echo "freshness across two processes on PostgreSQL (200 reports): p50 $p50 ms, p99 $p99 ms"

echo
# A million devices in each database store, then reads of random devices among them.
psql -q "$postgres" -c "INSERT INTO permit_device_reports (subject_id, report, recorded_at)
    SELECT 'd' || g, json_build_object('subject', 'd' || g, 'services', json_build_object('camera', 'denied'))::jsonb, now()
    FROM generate_series(0, 999999) AS g ON CONFLICT DO NOTHING"
python3 - "$scratch/reports.sqlite" <<'PY'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], timeout=30)
now = int(time.time() * 1000)
rows = (("d%d" % g, '{"services":{"camera":"denied"},"subject":"d%d"}' % g, now) for g in range(1_000_000))
db.executemany("INSERT OR IGNORE INTO device_reports (subject_id, report, recorded_at) VALUES (?, ?, ?)", rows)
db.commit()
PY
rss() { awk '/VmRSS/ {printf "%.0f MB", $2 / 1024}' "/proc/$1/status"; }
sqlite_pid=${pids[2]}
for store in "SQLite 18183 $sqlite_pid" "PostgreSQL 18184 $postgres_pid"; do
    set -- $store
    read -r rps p99 < <(DEVICES=1000000 measure "http://127.0.0.1:$2" -s server/random-read.lua)
    printf '%-52s %12.0f %10s  resident %s\n' "GET a random device of 1,000,000, $1 store" "$rps" "$p99" "$(rss "$3")"
done
echo "(each process remembers at most --cached-subjects reports, 100,000 by default)"
