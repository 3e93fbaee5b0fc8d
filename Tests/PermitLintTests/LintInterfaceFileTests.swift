import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// Tables that translate a storyboard or XIB are held against the document: its objects and its texts.
@Suite struct LintInterfaceFileTests {
    /// A storyboard in the form Xcode writes, cut down: a menu item, a label, a button with a normal title, a text
    /// field with a placeholder and a tooltip, a label with what VoiceOver reads of it, a button's configuration, a segmented control, and a view controller's `<string key="text">`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <scenes>
                <scene sceneID="aB1-cd-EF2">
                    <objects>
                        <menuItem title="&#9;Left Half" id="kYn-pW-tq6"/>
                        <textField placeholderString="Search" toolTip="Find a file by its name" id="Txt-10-aa1"/>
                        <label text="%d items" id="Lbl-20-bb2">
                            <accessibility key="accessibilityConfiguration" hint="Opens the list" identifier="count" label="Items"/>
                        </label>
                        <button id="Btn-30-cc3">
                            <state key="normal" title="Go &amp; see"/>
                            <buttonConfiguration key="configuration" style="plain" title="Scan Code"/>
                        </button>
                        <segmentedControl id="Seg-40-dd4">
                            <segments>
                                <segment title="One"/>
                                <segment title="Two"/>
                            </segments>
                        </segmentedControl>
                        <textView id="Tv0-50-ee5">
                            <string key="text">Hello
        world</string>
                        </textView>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func theDocumentsObjectsAndTextsAreReadByTheirTableKeys() throws {
        let document = try #require(InterfaceFile.read(Array(Self.storyboard.utf8), file: nil))
        #expect(document.objectIDs.isSuperset(of: ["kYn-pW-tq6", "Txt-10-aa1", "Btn-30-cc3", "Seg-40-dd4"]))
        #expect(
            document.texts == [
                "kYn-pW-tq6.title": "\tLeft Half", "Txt-10-aa1.placeholderString": "Search",
                "Txt-10-aa1.ibShadowedToolTip": "Find a file by its name", "Lbl-20-bb2.text": "%d items",
                "Lbl-20-bb2.accessibilityLabel": "Items", "Lbl-20-bb2.accessibilityHint": "Opens the list",
                "Btn-30-cc3.normalTitle": "Go & see", "Btn-30-cc3.configuration.title": "Scan Code",
                "Seg-40-dd4.segmentTitles[0]": "One",
                "Seg-40-dd4.segmentTitles[1]": "Two", "Tv0-50-ee5.text": "Hello\nworld",
            ])
        #expect(InterfaceFile.read(Array("<document><objects>".utf8), file: nil) == nil)
    }

    /// A label whose outlet the code sets the text of shows the app's text, not the table's (Criptext's sample
    /// "Daniel's Sony Xperia", replaced by the device's name): its doubts (left untranslated, a key a language lacks)
    /// are no findings; a label the code leaves alone keeps them.
    @Test func aTextTheCodeSetsThroughItsOutletIsNotTheTables() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="aB1-cd-EF2"><objects>
                    <viewController id="Vc1-00-aa1" customClass="DeviceViewController">
                        <view key="view" id="Vw1-00-aa2">
                            <subviews>
                                <label text="Daniel's Sony Xperia Phone" id="Dev-10-aa1"/>
                                <label text="Your devices are listed here" id="Hdr-20-bb2"/>
                                <label text="Tap a device to remove it" id="Tap-30-cc3"/>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="deviceLabel" destination="Dev-10-aa1" id="Out-40-dd4"/>
                        </connections>
                    </viewController>
                </objects></scene></scenes>
            </document>

            """
        let fixture = try LintFixture([
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Base.lproj/Main.strings": """
                "Dev-10-aa1.text" = "Daniel's Sony Xperia Phone";
                "Hdr-20-bb2.text" = "Your devices are listed here";
                "Tap-30-cc3.text" = "Tap a device to remove it";

                """,
            "App/fr.lproj/Main.strings": """
                "Dev-10-aa1.text" = "Daniel's Sony Xperia Phone";
                "Hdr-20-bb2.text" = "Your devices are listed here";

                """,
            "App/DeviceViewController.swift": "override func viewDidLoad() { deviceLabel?.text = device.name }\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let untranslated = report.diagnostics.filter { $0.rule == .untranslated }
        #expect(untranslated.map { $0.message.contains("Hdr-20-bb2.text") } == [true])
        let missing = report.diagnostics.filter { $0.rule == .missingTranslation }
        #expect(missing.allSatisfy { !$0.message.contains("Dev-10-aa1") })
    }

    /// Which names the code sets a text through, in Swift and in Objective-C; a comparison or another property
    /// sets none.
    @Test func theNamesTheCodeSetsATextThrough() {
        let code = """
            titleLabel.text = name
            self.subtitle?.attributedText = styled
            field.stringValue=value
            [self.statusField setStringValue:status];
            button.setTitle(title, for: .normal)
            if countLabel.text == "" { countLabel.textColor = .red }

            """
        #expect(
            InterfaceTextSetters.names(in: Array(code.utf8))
                == ["titleLabel", "subtitle", "field", "statusField", "button"])
    }

    /// A key whose object the storyboard no longer has is shown to no one: its defects are not reported, and the
    /// table gets one warning listing such keys.
    @Test func aKeyOfAnObjectTheStoryboardNoLongerHasIsObsoleteAndNotCompared() throws {
        let fixture = try LintFixture([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/en.lproj/Main.strings": "\"kYn-pW-tq6.title\" = \"\\tLeft Half\";\n\"Old-00-xx9.title\" = \"Send <b>now</b>\";\n",
            "App/fr.lproj/Main.strings": "\"kYn-pW-tq6.title\" = \"\\tMoitié gauche\";\n\"Old-00-xx9.title\" = \"Envoyer\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture) == [LintHit("obsolete-key", "App/en.lproj/Main.strings", "2:1")])
        #expect(report.diagnostics.first?.message.contains("\"Old-00-xx9.title\" names an object") == true)
        #expect(report.diagnostics.first?.severity == .warning)
    }

    /// A storyboard's String Catalog keeps no English values: the storyboard's texts are its source. A tab the
    /// storyboard's title has is no drift in a translation that keeps it, and the label's `%d` is never formatted.
    @Test func aStoryboardsCatalogReadsItsSourceTextsFromTheStoryboard() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "kYn-pW-tq6.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\\tLinke Hälfte" } } } },
                "Lbl-20-bb2.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Elemente" } } } },
                "Gon-00-zz9.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg" } } } }
              },
              "version" : "1.0"
            }

            """
        let fixture = try LintFixture(["App/Base.lproj/Main.storyboard": Self.storyboard, "App/Main.xcstrings": catalog])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture).map(\.rule) == ["obsolete-key"])
        #expect(report.count(of: .error) == 0)
    }
}
