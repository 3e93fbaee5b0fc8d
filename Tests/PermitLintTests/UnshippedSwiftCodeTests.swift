import Testing

@testable import PermitLint

/// Texts the shipped app never shows because every Swift code naming them is a preview, a `#if DEBUG` clause or a
/// view only such code shows (zermelo-app-ios's lesson views): their defects are warnings that say why.
@Suite struct UnshippedSwiftCodeTests {
    private static let lookup = #"Text(String(format: NSLocalizedString("Upload of %@ failed", comment: ""), name))"#

    @Test(arguments: [
        ("#if DEBUG\nlet debugText = \(lookup)\n#endif\n", "(#if DEBUG)"),
        ("#Preview { \(lookup) }\n", "(a SwiftUI preview)"),
        ("struct Failure: View {\n    var body: some View { \(lookup) }\n}\n#Preview { Failure() }\n", "(Failure, a view no code the app runs shows)"),
        (
            "@main struct Uploader: App {\n    var body: some Scene { WindowGroup { Failure() } }\n}\n"
                + "struct Failure: View {\n    var body: some View { \(lookup) }\n}\n#Preview { Failure() }\n", nil
        ),
    ])
    func textsOnlyUnshippedCodeNamesAreNeverShown(code: String, reason: String?) throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"Upload of %@ failed\" = \"Upload of %@ failed\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"Upload of %@ failed\" = \"上传 ％@ 失败\";\n",
            "App/Uploader.swift": "import SwiftUI\n\n" + code,
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(found.map(\.severity) == [reason == nil ? .error : .warning])
        if let reason {
            #expect(found.first?.message.hasSuffix("the code never shows this text: every lookup of it is in code the shipped app never runs \(reason)") == true)
        }
    }
}
