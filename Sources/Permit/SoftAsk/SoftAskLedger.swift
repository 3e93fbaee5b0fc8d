import PermitLocalization

/// The soft-ask answers people gave, per subject and service, kept in a `DeviceReportStore` (a memory store by
/// default) so that the plans of every process that shares the store read them.
///
/// The answers that reports carry (`DeviceReport.softAskAnswers`) are added when the report is recorded; an
/// answer recorded here for a service replaces the earlier one for it.
public final class SoftAskLedger: Sendable {
    /// Where the answers are kept.
    public let store: any DeviceReportStore

    /// A ledger over `store`.
    public init(store: any DeviceReportStore = MemoryDeviceReportStore()) {
        self.store = store
    }

    /// Records a subject's answer for a service, replacing an earlier one.
    public func record(_ answer: SoftAskAnswer, for service: Service, subjectID: String) async throws {
        try await store.recordAnswers(SoftAskAnswers([service: answer]), subjectID: subjectID)
    }

    /// A subject's answers (none when nothing is recorded for it).
    public func answers(for subjectID: String) async throws -> SoftAskAnswers {
        try await store.answers(for: subjectID)
    }
}
