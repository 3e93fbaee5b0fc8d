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
        ],
        // The change log (`DeviceReportStore.changes(after:limit:)`), read in the order of `(transaction_id,
        // sequence)` and only below the oldest transaction still running: see `PostgresDeviceReportStore`. A
        // change's service and statuses are `Service` and `AuthorizationStatus` raw values, all null for an
        // erasure. The one row of `permit_change_log_forgotten` is the last position forgotten by age.
        [
            """
            CREATE TABLE permit_change_log (
                transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
                sequence bigint GENERATED ALWAYS AS IDENTITY,
                subject_id text NOT NULL,
                service integer,
                previous_status integer,
                current_status integer,
                recorded_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (transaction_id, sequence)
            )
            """,
            "CREATE INDEX permit_change_log_subject_id ON permit_change_log (subject_id)",
            """
            CREATE TABLE permit_change_log_forgotten (
                id integer PRIMARY KEY CHECK (id = 1),
                transaction_id xid8 NOT NULL,
                sequence bigint NOT NULL
            )
            """,
            "INSERT INTO permit_change_log_forgotten (id, transaction_id, sequence) VALUES (1, '0', 0)",
        ],
    ]

    /// The first key of the advisory locks that make a subject's writes take turns (the second is the hash of its
    /// id); the migration lock has a key of its own.
    static let subjectLockClass: Int32 = 7_441_730

    /// The version this build writes and reads.
    static var currentVersion: Int { migrations.count }
}
