import Testing

@testable import PermitLint

/// The names a Swift source writes, found in its bytes: comments left out, string literals read (an interpolation
/// names code), and a `//` inside a literal starting no comment.
@Suite struct SwiftIdentifierScanTests {
    @Test func namesOutsideCommentsAreFoundWithTheirOffsets() {
        let source = """
            //  Row.swift: the row view
            let link = "https://example.com/Row"; let row = Row()
            /* Row, in a block comment */ Text("\\(rowTitle())")
            let rowTitleWord = Rows()

            """
        let bytes = Array(source.utf8)
        let found = SwiftIdentifierScan.occurrences(in: bytes, among: SwiftIdentifierScan.NameIndex(["Row", "rowTitle"]))
        #expect(found.map(\.name) == ["Row", "Row", "rowTitle"])
        let offsets = found.map(\.offset)
        #expect(offsets.map { String(decoding: bytes[$0..<($0 + 3)], as: UTF8.self) } == ["Row", "Row", "row"])
        // The literal's own "Row" (after "https://") and the call `Row()` on the same line: the `//` started no comment.
        #expect(offsets[1] > offsets[0])
    }
}
