import PermitLocalization
import Testing

@Suite struct ICUTests {
    @Test func versionIsReachableFromSwift() throws {
        let parts = ICU.version.split(separator: ".")
        #expect(parts.count >= 2)
        let major = try #require(Int(parts[0]))
        #expect(major >= 60, "ICU \(ICU.version) is older than any supported system ICU")
    }
}
