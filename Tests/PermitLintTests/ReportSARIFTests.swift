import Foundation
import PermitLocalization
import Testing

@testable import PermitLint

@Suite struct ReportSARIFTests {
    /// The rules Permit would pass: `syntax` is unused by the fixture, `missing-key` is not among them.
    private let rules: [DiagnosticRule] = [.syntax, .duplicateKey, .silentTruncation, .invalidEncoding]

    /// The fixture's log, parsed back.
    private func parsedLog(informationURI: String? = nil) throws -> [String: Any] {
        let writer = SARIFReportWriter(rules: rules, toolVersion: "1.2.3", informationURI: informationURI)
        let object = try JSONSerialization.jsonObject(with: Data(try writer.render(ReportFixture.report).utf8))
        return try #require(object as? [String: Any])
    }

    /// The only run's driver and results.
    private func run(_ log: [String: Any]) throws -> (driver: [String: Any], results: [[String: Any]]) {
        let runs = try #require(log["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        let tool = try #require(runs[0]["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        return (driver, results)
    }

    @Test func theLogHasTheRequiredTopLevelAndDriver() throws {
        let log = try parsedLog()
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let (driver, _) = try run(log)
        #expect(driver["name"] as? String == "permit")
        #expect(driver["version"] as? String == "1.2.3")
        #expect(driver["informationUri"] == nil)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func anInformationURIIsRecordedWhenGiven() throws {
        let (driver, _) = try run(try parsedLog(informationURI: "https://example.org/permit"))
        #expect(driver["informationUri"] as? String == "https://example.org/permit")
    }

    @Test func theRulesAreTheUsedOnesInTheGivenOrderThenTheOthers() throws {
        let (driver, _) = try run(try parsedLog())
        let described = try #require(driver["rules"] as? [[String: Any]])
        #expect(described.compactMap { $0["id"] as? String }
            == ["duplicate-key", "silent-truncation", "invalid-encoding", "missing-key"])
        #expect(described.compactMap { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String }
            == ["warning", "error", "error", "warning"])
        #expect(
            (described[3]["shortDescription"] as? [String: Any])?["text"] as? String == "A key of the base is missing.")
        #expect(
            (described[0]["shortDescription"] as? [String: Any])?["text"] as? String
                == "A key is defined more than once; the last definition wins.")
    }

    @Test func everyResultPointsAtItsRuleAndHasALevelAndAMessage() throws {
        let (driver, results) = try run(try parsedLog())
        let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            try #require(ruleIDs.indices.contains(index))
            #expect(ruleIDs[index] == result["ruleId"] as? String)
            #expect((result["message"] as? [String: Any])?["text"] is String)
        }
        #expect(results.compactMap { $0["ruleIndex"] as? Int } == [1, 0, 2, 3])
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "error", "note"])
        #expect(
            (results[0]["message"] as? [String: Any])?["text"] as? String
                == "'#' cannot start a key: 2 entries dropped, 100% lost\nsee line 3")
    }

    @Test func locationsHaveRelativePercentEncodedURIsAndOneBasedRegions() throws {
        let (_, results) = try run(try parsedLog())
        let first = try physicalLocation(of: results[0])
        #expect(first.uri == "fr.lproj/Localizable.strings")
        #expect(first.uriBaseId == "%SRCROOT%")
        #expect(first.startLine == 2)
        #expect(first.startColumn == 1)

        let second = try physicalLocation(of: results[1])
        #expect(second.uri == "zh-Hans.lproj/%E6%9C%AC%E5%9C%B0%E5%8C%96%201.strings")
        #expect(second.startLine == 4)
        #expect(second.startColumn == 3)

        for result in results {
            for location in (result["locations"] as? [[String: Any]]) ?? [] {
                let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
                if let region {
                    #expect((region["startLine"] as? Int ?? 0) >= 1)
                    #expect((region["startColumn"] as? Int ?? 0) >= 1)
                }
            }
        }
    }

    @Test func aDiagnosticWithoutAPlaceHasNoRegionAndOneWithoutAFileNoLocations() throws {
        let (_, results) = try run(try parsedLog())
        let noPlace = try #require((results[2]["locations"] as? [[String: Any]])?.first)
        let physical = try #require(noPlace["physicalLocation"] as? [String: Any])
        #expect(physical["region"] == nil)
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "de.lproj/Bin%2C1%3A2.strings")
        #expect(results[3]["locations"] == nil)
    }

    @Test func relatedLocationsHaveIdentifiersPlacesAndMessages() throws {
        let (_, results) = try run(try parsedLog())
        #expect(results[0]["relatedLocations"] == nil)
        let sameFile = try #require((results[1]["relatedLocations"] as? [[String: Any]])?.first)
        #expect(sameFile["id"] as? Int == 0)
        #expect((sameFile["message"] as? [String: Any])?["text"] as? String == "first here: 50%")
        let place = try physicalLocation(of: sameFile)
        #expect(place.uri == "zh-Hans.lproj/%E6%9C%AC%E5%9C%B0%E5%8C%96%201.strings")
        #expect(place.startLine == 1)
        #expect(place.startColumn == 1)

        let otherFile = try #require((results[3]["relatedLocations"] as? [[String: Any]])?.first)
        let other = try physicalLocation(of: otherFile)
        #expect(other.uri == "en.lproj/Localizable.strings")
        #expect(other.startLine == 5)
        #expect(other.startColumn == 7)
    }

    @Test func absolutePathsBecomeFileURIsAndLeadingDotSlashGoes() {
        let absolute = SARIFLog.ArtifactLocation(path: "/tmp/a b/é.strings")
        #expect(absolute.uri == "file:///tmp/a%20b/%C3%A9.strings")
        #expect(absolute.uriBaseId == nil)
        let dotted = SARIFLog.ArtifactLocation(path: "././Resources/en.lproj/x#1?.strings")
        #expect(dotted.uri == "Resources/en.lproj/x%231%3F.strings")
        #expect(dotted.uriBaseId == "%SRCROOT%")
    }

    @Test func anEmptyReportIsAValidLogWithNoResultsAndNoRules() throws {
        let writer = SARIFReportWriter(rules: rules, toolVersion: "0.1")
        let object = try JSONSerialization.jsonObject(with: Data(try writer.render(ReportFixture.clean).utf8))
        let (driver, results) = try run(try #require(object as? [String: Any]))
        #expect(results.isEmpty)
        #expect((driver["rules"] as? [Any])?.isEmpty == true)
    }

    /// The first location of `object` (a result) or `object` itself (a related location): its URI, base and
    /// region.
    private func physicalLocation(of object: [String: Any]) throws
        -> (uri: String?, uriBaseId: String?, startLine: Int?, startColumn: Int?)
    {
        let location = (object["locations"] as? [[String: Any]])?.first ?? object
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = physical["artifactLocation"] as? [String: Any]
        let region = physical["region"] as? [String: Any]
        return (
            artifact?["uri"] as? String, artifact?["uriBaseId"] as? String, region?["startLine"] as? Int,
            region?["startColumn"] as? Int
        )
    }
}
