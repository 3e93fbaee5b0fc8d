/// A change to a store of device reports, as `DeviceReportStore.changes()` reports it.
public enum DeviceReportChange: Hashable, Sendable {
    /// The subject's report or answers were recorded or erased.
    case subject(String)
    /// Changes may have been missed: anything remembered of any subject may be stale. Remembering may start again
    /// (after `unheard`: the store hears other processes' changes again).
    case all
    /// The store cannot tell now whether other processes change reports (the connection that brings their changes
    /// is lost or stalled): forget everything, and remember nothing read from now until `all` comes.
    case unheard
}
