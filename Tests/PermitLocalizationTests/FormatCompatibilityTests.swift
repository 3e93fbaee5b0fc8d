import Testing

@testable import PermitLocalization

@Suite struct FormatCompatibilityTests {
    @Test(arguments: [
        ("%@ and %@", "%2$@ und %1$@"), ("%ld files", "%lld Dateien"), ("%x", "%u"), ("%.2f", "%e"),
        ("100%%", "100 %%"),
        ("%#@files@", "%#@dateien@"), ("no specifiers", "keine"),
    ])
    func compatible(_ a: String, _ b: String) {
        #expect(FormatSpecifiers.compatible(a, b) == [])
    }

    @Test(arguments: [
        (
            "%ld", "%lu",
            FormatSpecifiers.Incompatibility.argumentTypeDiffers(
                index: 0, first: .signedInteger(.long), second: .unsignedInteger(.long))
        ),
        ("%ld", "%d", .argumentTypeDiffers(index: 0, first: .signedInteger(.long), second: .signedInteger(.int))),
        ("%d", "%@", .argumentTypeDiffers(index: 0, first: .signedInteger(.int), second: .object)),
        ("%@ %@", "%@", .argumentOnlyInFirst(index: 1)), ("%@", "%1$@ %3$@", .argumentOnlyInSecond(index: 2)),
        ("%d%%", "%d", .percentLiteralCountDiffers(first: 1, second: 0)),
        ("%1$@ %1$d", "%@", .conflictingUses(index: 0, inFirst: true)),
    ])
    func incompatible(_ a: String, _ b: String, _ expected: FormatSpecifiers.Incompatibility) {
        #expect(FormatSpecifiers.compatible(a, b) == [expected])
    }

    @Test func malformedSpecifierIsReportedWithThePercentCount() {
        #expect(
            FormatSpecifiers.compatible("50%%", "50%") == [
                .malformed(.incompleteSpecifier(range: 2..<3), inFirst: false),
                .percentLiteralCountDiffers(first: 1, second: 0),
            ])
    }
}
