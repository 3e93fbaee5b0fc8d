/// A write a database store applies in a batch (`GroupCommit`): what it writes, already encoded as the store keeps
/// it, so that a write that cannot be encoded fails alone before it joins a batch.
package enum PendingWrite: Sendable {
    /// A device's report replacing the previous one, its soft-ask answers added to those kept.
    case report(DeviceReport, json: String, answers: [(service: String, json: String)])
    /// Soft-ask answers added to those kept for the subject.
    case answers(subjectID: String, [(service: String, json: String)])
    /// The subject's report, answers and changes deleted.
    case erasure(subjectID: String)

    /// A device's report, encoded as `StoredRecord` keeps it.
    package static func encoding(_ report: DeviceReport) throws -> PendingWrite {
        .report(report, json: try StoredRecord.json(of: report), answers: try StoredRecord.json(of: report.softAskAnswers))
    }

    /// The subject the write is about.
    package var subjectID: String {
        switch self {
        case .report(let report, _, _): report.subject.id
        case .answers(let subjectID, _), .erasure(let subjectID): subjectID
        }
    }

    /// What a store applies of a batch, in order: a run of reports and answers (written with one statement per
    /// table, `BatchedWrites`), or an erasure alone.
    package enum Step {
        case run([PendingWrite])
        case erasure(subjectID: String)
    }

    /// `writes` as steps, in order: each erasure alone, the writes between erasures as one run.
    package static func steps(_ writes: [PendingWrite]) -> [Step] {
        var steps: [Step] = []
        var run: [PendingWrite] = []
        for write in writes {
            guard case .erasure(let subjectID) = write else {
                run.append(write)
                continue
            }
            if !run.isEmpty { steps.append(.run(run)) }
            run = []
            steps.append(.erasure(subjectID: subjectID))
        }
        if !run.isEmpty { steps.append(.run(run)) }
        return steps
    }
}
