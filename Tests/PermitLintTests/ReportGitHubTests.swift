import PermitLocalization
import Testing

@testable import PermitLint

@Suite struct ReportGitHubTests {
    @Test func everyDiagnosticIsOneEscapedWorkflowCommand() {
        let expected = """
            ::error file=fr.lproj/Localizable.strings,line=2,col=1,title=silent-truncation::'#' cannot start a key: 2 entries dropped, 100%25 lost%0Asee line 3
            ::warning file=zh-Hans.lproj/本地化 1.strings,line=4,col=3,title=duplicate-key::the key "x,y" is defined again%0Azh-Hans.lproj/本地化 1.strings:1:1: note: first here: 50%25
            ::error file=de.lproj/Bin%2C1%3A2.strings,title=invalid-encoding::not UTF-8,%0D%0Anor UTF-16
            ::notice title=missing-key::a note: no file%0Aen.lproj/Localizable.strings:5:7: note: the base defines it

            """
        #expect(GitHubReportWriter().render(ReportFixture.report) == expected)
    }

    @Test func aReportWithoutDiagnosticsWritesNothing() {
        #expect(GitHubReportWriter().render(ReportFixture.clean) == "")
    }

    @Test func dataEscapesPercentCarriageReturnAndLineFeedOnly() {
        #expect(GitHubReportWriter.escapedData("50%,a:b\r\nc%0A") == "50%25,a:b%0D%0Ac%250A")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(GitHubReportWriter.escapedProperty("C:\\a,b%\nc") == "C%3A\\a%2Cb%25%0Ac")
    }
}
