import Foundation
import Testing

@testable import PermitLint

/// What the walk of an app's folders finds.
@Suite struct AppFileTreeTests {
    /// A framework's `Resources` and `Versions/Current` are links to `Versions/A` (Sparkle's in selfcontrol), and a
    /// language folder may be a link to another (`pt.lproj` to `pt_BR.lproj`): each file is found once, where it
    /// really is. A link to a folder outside the one linted is read.
    @Test func linksToFoldersInsideTheTreeAreNotReadTwice() throws {
        let fixture = try LintFixture([
            "App/Sparkle.framework/Versions/A/Resources/fr.lproj/Sparkle.strings": "\"Update\" = \"Mettre à jour\";\n",
            "App/Sparkle.framework/Versions/A/Resources/pt_BR.lproj/Sparkle.strings": "\"Update\" = \"Atualizar\";\n",
        ])
        defer { fixture.remove() }
        let outside = try LintFixture(["Shared/de.lproj/Localizable.strings": "\"Update\" = \"Aktualisieren\";\n"])
        defer { outside.remove() }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.path("App/Sparkle.framework/Versions/Current"), withDestinationPath: "A")
        try manager.createSymbolicLink(
            atPath: fixture.path("App/Sparkle.framework/Resources"), withDestinationPath: "Versions/Current/Resources")
        try manager.createSymbolicLink(
            atPath: fixture.path("App/Sparkle.framework/Versions/A/Resources/pt.lproj"), withDestinationPath: "pt_BR.lproj")
        try manager.createSymbolicLink(atPath: fixture.path("App/Shared"), withDestinationPath: outside.path("Shared"))
        let files = try AppFileTree(paths: [fixture.root]).localizationFiles.map { $0.dropFirst(fixture.root.count + 1) }
        #expect(files == [
            "App/Shared/de.lproj/Localizable.strings",
            "App/Sparkle.framework/Versions/A/Resources/fr.lproj/Sparkle.strings",
            "App/Sparkle.framework/Versions/A/Resources/pt_BR.lproj/Sparkle.strings",
        ])
    }
}
