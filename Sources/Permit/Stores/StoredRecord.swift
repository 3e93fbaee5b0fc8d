import Foundation

/// How the database stores write reports and answers: JSON as `DeviceReport` and `SoftAskAnswer` encode them,
/// and read them back, a record that cannot be read being `DeviceReportStoreError.Code.unreadableRecord`.
package enum StoredRecord {
    /// A report's JSON, keys sorted.
    package static func json(of report: DeviceReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// Each answer's service name and JSON, in the services' order.
    package static func json(of answers: SoftAskAnswers) throws -> [(service: String, json: String)] {
        try answers.answers.sorted { $0.key.commandLineName < $1.key.commandLineName }.map { service, answer in
            (service.commandLineName, String(decoding: try JSONEncoder().encode(answer), as: UTF8.self))
        }
    }

    /// The report stored as `json` for `subjectID`, read as it was stored: a report kept before a limit of
    /// `DeviceReport.validate()` existed stays readable.
    package static func report(_ json: String, of subjectID: String) throws -> DeviceReport {
        do {
            return try DeviceReport.SchemaError.decode(DeviceReport.self, from: Array(json.utf8))
        } catch {
            throw DeviceReportStoreError(.unreadableRecord, "the stored report of \"\(subjectID)\" cannot be read: \(error)")
        }
    }

    /// The answers stored as service names and JSON for `subjectID`.
    package static func answers(_ rows: [(service: String, json: String)], of subjectID: String) throws -> SoftAskAnswers {
        var answers: [Service: SoftAskAnswer] = [:]
        for (name, json) in rows {
            guard let service = Service(commandLineName: name),
                let answer = try? JSONDecoder().decode(SoftAskAnswer.self, from: Data(json.utf8))
            else {
                throw DeviceReportStoreError(
                    .unreadableRecord, "the stored soft-ask answer of \"\(subjectID)\" for \(name) cannot be read")
            }
            answers[service] = answer
        }
        return SoftAskAnswers(answers)
    }
}
