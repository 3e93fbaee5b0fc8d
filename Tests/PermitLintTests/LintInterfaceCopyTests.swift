import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A storyboard or XIB copied whole into each localization's folder, which no table translates: the person reads the
/// copy of their language, so a text it keeps as the base's copy has it is left untranslated.
@Suite struct LintInterfaceCopyTests {
    /// A preferences window in the form Xcode writes a XIB, cut down; `texts` gives each object's title by id.
    static func preferences(_ texts: [(id: String, title: String)], outlet: String? = nil) -> String {
        var xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PrefsController">

            """
        if let outlet { xib += "            <connections><outlet property=\"statusField\" destination=\"\(outlet)\" id=\"o1\"/></connections>\n" }
        xib += "        </customObject>\n"
        for (id, title) in texts {
            xib += "        <buttonCell type=\"check\" title=\"\(title)\" id=\"\(id)\"/>\n"
        }
        xib += "    </objects>\n</document>\n"
        return xib
    }

    static let english: [(id: String, title: String)] = [
        ("153", "Wrap long lines"), ("158", "Show function hints"), ("160", "Text Cell"),
        ("161", "Status of the last job"), ("170", "Preferences"), ("175", "Check for updates daily"),
    ]

    @Test func aCopyThatKeepsTheBaseTextOfAnObjectLeavesItUntranslated() throws {
        let german: [(id: String, title: String)] = [
            ("153", "Wrap long lines"), ("158", "Funktionshinweise zeigen"), ("160", "Text Cell"),
            ("161", "Status of the last job"), ("170", "Preferences"), ("180", "Nur im deutschen Fenster"),
        ]
        let fixture = try LintFixture([
            "App/English.lproj/Prefs.xib": Self.preferences(Self.english, outlet: "161"),
            "App/de.lproj/Prefs.xib": Self.preferences(german, outlet: "161"),
            "App/English.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
            "App/de.lproj/Localizable.strings": "\"Quit\" = \"Beenden\";\n",
            "App/PrefsController.m": "- (void)update { [statusField setStringValue:self.lastStatus]; }\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        // Only the kept sentence: not the translated one, the cell's placeholder, the text the code replaces, the
        // single word, nor the objects one copy has and the other lacks.
        #expect(report.hits(in: fixture) == [LintHit("untranslated", "App/de.lproj/Prefs.xib", "7:9")])
        let message = try #require(report.diagnostics.first?.message)
        #expect(message.contains("de copy of Prefs.xib keeps the English text of \"153.title\" unchanged"))
        #expect(message.contains("Wrap long lines"))
    }

    /// An outlet connects a text field, whose text is its cell's: the code that sets the field's text replaces the
    /// cell's sample ("From: Joe Smith") in every language.
    @Test func aCellsTextIsTheCodesWhenItsControlsOutletIsSet() throws {
        func item(_ title: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <customObject id="-2" customClass="TransferItemView">
                        <connections><outlet property="fromText" destination="10" id="23"/></connections>
                    </customObject>
                    <textField id="10">
                        <textFieldCell key="cell" title="From: Joe Smith" id="11"/>
                    </textField>
                    <textField id="12">
                        <textFieldCell key="cell" title="\(title)" id="13"/>
                    </textField>
                </objects>
            </document>

            """
        }
        let fixture = try LintFixture([
            "App/en.lproj/TransferItem.xib": item("Transfer finished"),
            "App/es.lproj/TransferItem.xib": item("Transfer finished"),
            "App/en.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
            "App/TransferItemView.m": "- (void)show { [fromText setStringValue:sender]; }\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("untranslated", "App/es.lproj/TransferItem.xib", "10:13")])
    }

    /// A document a strings table translates is read through its table, not as copies; a copy in the base's own
    /// language (`en-GB`) is no translation; a folder's only copy has nothing to be compared with.
    @Test func aDocumentWithATableOrInTheBasesLanguageIsNoCopyToCompare() throws {
        let kept = Self.preferences(Self.english)
        let fixture = try LintFixture([
            "App/English.lproj/Prefs.xib": kept,
            "App/en-GB.lproj/Prefs.xib": kept,
            "App/de.lproj/Prefs.xib": kept,
            "App/de.lproj/Prefs.strings": "\"153.title\" = \"Lange Zeilen umbrechen\";\n",
            "Other/de.lproj/Alone.xib": kept,
            "App/English.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let onCopies = report.hits(in: fixture).filter { $0.file.hasSuffix(".xib") }
        #expect(onCopies == [])
    }

    /// With no table to tell the development language, `Base.lproj`'s copy is the base, read as English.
    @Test func anAppOfCopiesAloneComparesThemWithBase() throws {
        let french: [(id: String, title: String)] = [("153", "Wrap long lines"), ("158", "Afficher les indications")]
        let fixture = try LintFixture([
            "App/Base.lproj/Prefs.xib": Self.preferences(Self.english),
            "App/en.lproj/Prefs.xib": Self.preferences(Self.english),
            "App/fr.lproj/Prefs.xib": Self.preferences(french),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("untranslated", "App/fr.lproj/Prefs.xib", "6:9")])
    }

    /// A tooltip is a text of its object (Xcode's extraction keys it `ibShadowedToolTip`): a copy that keeps the
    /// base's shows it in the base's language when the pointer rests on the object (Movist's Russian player
    /// window).
    @Test func aCopyThatKeepsTheBaseTooltipLeavesItUntranslated() throws {
        func window(_ toolTip: String, _ title: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <button toolTip="\(toolTip)" id="201"/>
                    <buttonCell type="push" title="\(title)" id="202"/>
                </objects>
            </document>

            """
        }
        let fixture = try LintFixture([
            "App/English.lproj/Player.xib": window("Show the playlist beside the movie", "Open a movie file"),
            "App/ru.lproj/Player.xib": window("Show the playlist beside the movie", "Открыть файл фильма"),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("untranslated", "App/ru.lproj/Player.xib", "4:9")])
        #expect(report.diagnostics.first?.message.contains("\"201.ibShadowedToolTip\"") == true)
    }

    @Test func theDocumentReadsWhereEachTextStands() throws {
        let document = try #require(
            InterfaceFile.read(Array(LintInterfaceFileTests.storyboard.utf8), file: nil, locatingTexts: true))
        #expect(document.textLocations["kYn-pW-tq6.title"].map { "\($0.line):\($0.column)" } == "6:17")
        #expect(document.textLocations["Btn-30-cc3.normalTitle"].map { "\($0.line):\($0.column)" } == "12:21")
        #expect(document.textLocations["Tv0-50-ee5.text"].map { "\($0.line):\($0.column)" } == "22:21")
        #expect(try #require(InterfaceFile.read(Array(LintInterfaceFileTests.storyboard.utf8), file: nil)).textLocations.isEmpty)
    }
}
