import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// The whole lint on real apps' trees (`AppFixtures`, see its README): every error is a defect the person using
/// the app meets, judged by reading the files and code at each place, and nothing else is an error.
@Suite struct LintRealAppTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/AppFixtures"

    /// Lints the app folder `name` at its root, as a user runs `permit lint .` there.
    private func lint(_ name: String) throws -> [LintHit] {
        let root = Self.fixtures + "/" + name
        let report = try Linter.lint(paths: [root], options: LintOptions())
        return report.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let file = diagnostic.file.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 } ?? ""
            return LintHit(diagnostic.rule.id, file, diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-")
        }
    }

    /// Stats replaces `%0`, `%1` itself after the lookup (`localizedString(_:_:)` in `Kit/helpers.swift`): a
    /// translation without them shows no number ("Número núcleos"), or shows "0%" where Hebrew turned `%0` around.
    /// German and Ukrainian keep every placeholder. One Hebrew text writes its line breaks as `\n`.
    @Test func statsLosesTheValuesItsHelperFillsIn() throws {
        let table = "Stats/Supporting Files/%@.lproj/Localizable.strings"
        func hit(_ language: String, _ place: String) -> LintHit {
            LintHit("template-placeholder-mismatch", table.replacingOccurrences(of: "%@", with: language), place)
        }
        let expected: Set<LintHit> = [
            // "Número núcleos", "Número de hilos", "Número de núcleos de eficiencia", "... de rendimiento".
            hit("es", "177:21"), hit("es", "178:23"), hit("es", "179:23"), hit("es", "180:23"),
            // "Memoria de disco utilizada" / "libre": neither size.
            hit("es", "331:22"), hit("es", "332:22"),
            // "0% מתוך %1 בשימוש": "0%" where "%0" was meant.
            hit("he", "331:22"), hit("he", "332:22"),
            // "आँकड़े v पर अपडेट किए गए थे": the version is lost.
            hit("hi", "133:28"),
            // The set-up window's last message (`Setup.swift`, a label) reads "הכל מוכן! \n Stats ...": the line
            // breaks were escaped twice, so Hebrew readers see a backslash and an n, twice.
            LintHit("whitespace-drift", table.replacingOccurrences(of: "%@", with: "he"), "127:26"),
        ]
        let errors = try lint("stats")
        #expect(Set(errors) == expected)
        #expect(errors.count == expected.count)
    }

    /// Clipy: XIB tables, SwiftGen's `tr` (which formats every text), five localizations kept up to date: nothing
    /// a person meets is wrong.
    @Test func clipyHasNoError() throws {
        #expect(try lint("Clipy") == [])
    }
}
