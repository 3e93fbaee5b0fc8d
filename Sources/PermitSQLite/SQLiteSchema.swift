import SQLiteNIO

/// The SQLite store's schema, as versioned migrations: migration `n` takes a database from version `n - 1` to
/// `n`, recorded in SQLite's `user_version`. A migration is only ever added, never changed once released.
enum SQLiteSchema {
    /// The statements of each migration, the first taking an empty database to version 1.
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE device_reports (
                subject_id TEXT PRIMARY KEY NOT NULL,
                report TEXT NOT NULL,
                recorded_at INTEGER NOT NULL
            ) WITHOUT ROWID
            """,
            "CREATE INDEX device_reports_recorded_at ON device_reports (recorded_at)",
            """
            CREATE TABLE soft_ask_answers (
                subject_id TEXT NOT NULL,
                service TEXT NOT NULL,
                answer TEXT NOT NULL,
                recorded_at INTEGER NOT NULL,
                PRIMARY KEY (subject_id, service)
            ) WITHOUT ROWID
            """,
        ]
    ]

    /// The version this build writes and reads.
    static var currentVersion: Int { migrations.count }
}
