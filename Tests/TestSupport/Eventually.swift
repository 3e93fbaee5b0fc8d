/// Whether `condition` holds within `limit` (ten seconds: a loaded machine may be slow to start a task or a
/// process), asked every `pause`; answers as soon as it does.
public func eventually(
    within limit: Duration = .seconds(10), every pause: Duration = .milliseconds(10), _ condition: () async throws -> Bool
) async throws -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: pause)
    }
    return try await condition()
}
