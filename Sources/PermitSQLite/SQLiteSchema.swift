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
        ],
        // The change log (`DeviceReportStore.changes(after:limit:)`): one row per change, numbered in the order
        // the one writer commits them (AUTOINCREMENT never reuses a number, even one whose row was erased); a
        // change's service and statuses are `Service` and `AuthorizationStatus` raw values, all null for an
        // erasure. The one row of `change_log_forgotten` is the last position forgotten by age.
        [
            """
            CREATE TABLE change_log (
                position INTEGER PRIMARY KEY AUTOINCREMENT,
                subject_id TEXT NOT NULL,
                service INTEGER,
                previous INTEGER,
                current INTEGER,
                recorded_at INTEGER NOT NULL
            )
            """,
            "CREATE INDEX change_log_subject_id ON change_log (subject_id)",
            "CREATE TABLE change_log_forgotten (id INTEGER PRIMARY KEY CHECK (id = 1), through INTEGER NOT NULL)",
            "INSERT INTO change_log_forgotten (id, through) VALUES (1, 0)",
        ],
    ]

    /// The version this build writes and reads.
    static var currentVersion: Int { migrations.count }
}
