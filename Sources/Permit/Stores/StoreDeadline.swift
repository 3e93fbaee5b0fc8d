/// Runs `operation`, or throws `DeviceReportStoreError` with `.unavailable` once `limit` has passed without an
/// answer (the operation is then cancelled): a store that cannot reach its database makes requests fail in
/// bounded time instead of hanging.
package func withStoreDeadline<Result: Sendable>(
    _ limit: Duration, _ what: String, _ operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
    try await withThrowingTaskGroup(of: Result?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let result = first else {
            throw DeviceReportStoreError(.unavailable, "\(what) had no answer within \(limit)")
        }
        return result
    }
}
