/// A store of device reports that cannot do what it was asked: unreachable, of a schema this version does not
/// know, or holding a report it cannot read. `code` says which, `description` says it for a person.
public struct DeviceReportStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure. More kinds may come; switch over them with a default.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The store cannot be reached now (a database down, a connection refused, a timeout); trying again later
        /// may work.
        public static let unavailable = Code("unavailable")
        /// The store's schema is newer than this version of Permit knows: a newer version migrated it.
        public static let schemaTooNew = Code("schema-too-new")
        /// The store's schema is older than this version of Permit needs: migrate it first.
        public static let schemaNeedsMigration = Code("schema-needs-migration")
        /// The store is in use by another process that must be its only user.
        public static let inUse = Code("in-use")
        /// A stored report or answer cannot be read back.
        public static let unreadableRecord = Code("unreadable-record")
        /// The store's address is not one Permit reads.
        public static let invalidAddress = Code("invalid-address")
        /// A change-log cursor is older than the oldest change the store keeps, or is not one the store gave: read
        /// the log again from its start.
        public static let cursorExpired = Code("cursor-expired")

        public var description: String { name }
    }

    /// The kind of failure.
    public var code: Code
    /// What happened, for a person.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
