/// The PostgreSQL store's schema, as versioned migrations: migration `n` takes a database from version `n - 1` to
/// `n`, recorded in `permit_schema`. A migration is only ever added, never changed once released.
enum PostgresSchema {
    /// The channel reports' changes are announced on (`NOTIFY`), each payload `ORIGIN SUBJECT`.
    static let channel = "permit_device_reports"

    /// The statements of each migration, the first taking an empty database to version 1.
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE permit_device_reports (
                subject_id text PRIMARY KEY,
                report jsonb NOT NULL,
                recorded_at timestamptz NOT NULL
            )
            """,
            "CREATE INDEX permit_device_reports_recorded_at ON permit_device_reports (recorded_at)",
            """
            CREATE TABLE permit_soft_ask_answers (
                subject_id text NOT NULL,
                service text NOT NULL,
                answer jsonb NOT NULL,
                recorded_at timestamptz NOT NULL,
                PRIMARY KEY (subject_id, service)
            )
            """,
        ]
    ]

    /// The version this build writes and reads.
    static var currentVersion: Int { migrations.count }
}
