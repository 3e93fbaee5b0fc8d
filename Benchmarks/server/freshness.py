"""Cross-instance freshness: a report PUT through one permit-server, then the other asked every millisecond until
it answers the new status. Prints p50 and p99 of the delay, in milliseconds, over the samples.

usage: freshness.py WRITER_PORT READER_PORT [SAMPLES]"""
import http.client
import json
import sys
import time

writer_port, reader_port = int(sys.argv[1]), int(sys.argv[2])
samples = int(sys.argv[3]) if len(sys.argv) > 3 else 200
writer = http.client.HTTPConnection("127.0.0.1", writer_port)
reader = http.client.HTTPConnection("127.0.0.1", reader_port)


def put(status):
    body = json.dumps({"subject": "fresh", "services": {"camera": status}})
    writer.request("PUT", "/v1/subjects/fresh", body, {"Content-Type": "application/json"})
    response = writer.getresponse()
    response.read()
    assert response.status == 204, response.status


def answer():
    reader.request("GET", "/v1/subjects/fresh/services/camera")
    response = reader.getresponse()
    data = response.read()
    return json.loads(data).get("status") if response.status == 200 else None


delays = []
statuses = [("denied", "denied"), ("authorized", "granted")]
put("denied")
while answer() != "denied":
    time.sleep(0.01)
for index in range(samples):
    sent, expected = statuses[(index + 1) % 2]
    put(sent)
    start = time.perf_counter()
    while answer() != expected:
        time.sleep(0.001)
    delays.append((time.perf_counter() - start) * 1000)
delays.sort()
print(f"{delays[len(delays) // 2]:.1f} {delays[int(len(delays) * 0.99) - 1]:.1f}")
