/// A change to a store of device reports, as `DeviceReportStore.changes()` reports it.
public enum DeviceReportChange: Hashable, Sendable {
    /// The subject's report or answers were recorded or erased.
    case subject(String)
    /// Changes may have been missed (the connection that brings them was lost and is back): anything remembered
    /// of any subject may be stale.
    case all
}
