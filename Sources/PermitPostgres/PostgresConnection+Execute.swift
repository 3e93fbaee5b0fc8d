import Logging
import PostgresNIO

extension PostgresConnection {
    /// Runs a statement whose rows are not wanted, and reads its outcome to the end: an error PostgreSQL raises
    /// while it executes (after it described the rows, as `SELECT pg_notify(...)` does) arrives in the row stream, and
    /// a statement whose stream is never read would leave its transaction failed while `COMMIT` quietly rolls it back.
    func execute(_ query: PostgresQuery, logger: Logger) async throws {
        for try await _ in try await self.query(query, logger: logger) {}
    }
}
