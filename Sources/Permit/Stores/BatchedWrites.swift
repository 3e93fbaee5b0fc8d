/// What a run of reports and answers (`PendingWrite`, no erasure among them) writes, as rows a database store
/// writes with one statement per table: each subject's last report, each subject's and service's last answer, and
/// every change in the order the writes came, a report's changes measured against the report before it in the run
/// or, for its subject's first, the stored one.
package struct BatchedWrites {
    /// A report as stored.
    package struct ReportRow {
        package var subjectID: String
        package var json: String
    }

    /// A soft-ask answer as stored.
    package struct AnswerRow {
        package var subjectID: String
        package var service: String
        package var json: String
    }

    /// A change to log.
    package struct ChangeRow {
        package var subjectID: String
        package var transition: StatusTransition
    }

    /// Each subject's last report of the run, subjects in the order of their first report.
    package private(set) var reports: [ReportRow] = []
    /// Each subject's and service's last answer of the run, in the order of their first answer.
    package private(set) var answers: [AnswerRow] = []
    /// Every change, in the order of the writes.
    package private(set) var changes: [ChangeRow] = []

    /// The subjects whose stored report the run's changes are measured against: those with a report in `writes`,
    /// each once, in the order of their first report.
    package static func reportedSubjects(of writes: [PendingWrite]) -> [String] {
        var seen = Set<String>()
        return writes.compactMap { write in
            guard case .report(let report, _, _) = write, seen.insert(report.subject.id).inserted else { return nil }
            return report.subject.id
        }
    }

    /// The rows of `writes`, in order; `stored` holds the stored report of each of `reportedSubjects(of:)` that
    /// has one this build can read (one it cannot read is no previous report: the device's new one replaces it).
    package init(_ writes: [PendingWrite], stored: [String: DeviceReport]) {
        var latest: [String: DeviceReport] = stored
        var reportIndex: [String: Int] = [:]
        var answerIndex: [String: Int] = [:]
        func add(_ answers: [(service: String, json: String)], of subjectID: String) {
            for (service, json) in answers {
                let row = AnswerRow(subjectID: subjectID, service: service, json: json)
                // A subject's id and a service's name are one key: a service name never holds a newline.
                let key = subjectID + "\n" + service
                if let index = answerIndex[key] {
                    self.answers[index] = row
                } else {
                    answerIndex[key] = self.answers.count
                    self.answers.append(row)
                }
            }
        }
        for write in writes {
            switch write {
            case .report(let report, let json, let answers):
                let subjectID = report.subject.id
                for transition in report.transitions(since: latest[subjectID]) {
                    changes.append(ChangeRow(subjectID: subjectID, transition: transition))
                }
                latest[subjectID] = report
                let row = ReportRow(subjectID: subjectID, json: json)
                if let index = reportIndex[subjectID] {
                    reports[index] = row
                } else {
                    reportIndex[subjectID] = reports.count
                    reports.append(row)
                }
                add(answers, of: subjectID)
            case .answers(let subjectID, let answers):
                add(answers, of: subjectID)
            case .erasure:
                // A run holds no erasure (`PendingWrite.steps`): the store applies one between runs.
                continue
            }
        }
    }
}
