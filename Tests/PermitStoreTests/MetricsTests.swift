import Foundation
import Testing

/// `GET /metrics` of a running permit-server, read as Prometheus reads the text format.
@Suite struct MetricsTests {
    /// The samples of a Prometheus text exposition, by name and labels (`name{a="1",b="2"}`), each line checked:
    /// a sample's family has a `# TYPE` line before it.
    static func samples(_ text: String) throws -> [String: Double] {
        var types: [String: String] = [:]
        var samples: [String: Double] = [:]
        let sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# TYPE ") {
                let parts = line.split(separator: " ")
                try #require(parts.count == 4 && ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3]), "\(line)")
                types[String(parts[2])] = String(parts[3])
                continue
            }
            if line.hasPrefix("#") { continue }
            let match = try #require(try sample.wholeMatch(in: String(line)), "not a sample: \(line)")
            let name = String(match.1)
            let family = ["_bucket", "_sum", "_count"].reduce(name) { name, suffix in
                name.hasSuffix(suffix) && types[name] == nil ? String(name.dropLast(suffix.count)) : name
            }
            try #require(types[family] != nil, "no # TYPE for \(name)")
            samples[name + (match.2.map(String.init) ?? "")] = try #require(Double(match.3), "\(line)")
        }
        return samples
    }

    @Test func theCountersMoveWithRequests() async throws {
        let server = try await ServerProcess(store: "memory:")
        let before = try Self.samples(try await ServerProcess.curl([server.url("/metrics")]).body)
        #expect(before["permit_devices_stored"] == 0)
        #expect(try await server.put("d", camera: "denied") == 204)
        for _ in 0..<3 { #expect(try await server.camera("d").answer == "denied") }
        #expect(try await server.camera("unknown").status == 404)
        let metrics = try await ServerProcess.curl([server.url("/metrics")])
        #expect(metrics.status == 200)
        let after = try Self.samples(metrics.body)
        let route = #"route="/v1/subjects/{id}/services/{service}",method="GET""#
        #expect(after["http_server_requests_total{\(route),status=\"200\"}"] == 3)
        #expect(after["http_server_requests_total{\(route),status=\"404\"}"] == 1)
        #expect(after["http_server_request_duration_seconds_count{\(route),status=\"200\"}"] == 3)
        #expect((after["permit_status_cache_hits_total"] ?? 0) >= 2)
        #expect((after["permit_status_cache_misses_total"] ?? 0) >= 1)
        #expect(after[#"permit_store_operation_duration_seconds_count{operation="record"}"#] == 1)
        #expect(after[#"permit_store_errors_total{operation="record"}"#] == 0)
        #expect(after[#"permit_invalidations_received_total{change="all"}"#] == 0)
        #expect(try await server.stop() == 0)
    }

    @Test func noMetricsMeansNoRoute() async throws {
        let server = try await ServerProcess(store: "memory:", arguments: ["--no-metrics"])
        #expect(try await ServerProcess.curl([server.url("/metrics")]).status == 404)
        #expect(try await server.stop() == 0)
    }
}
