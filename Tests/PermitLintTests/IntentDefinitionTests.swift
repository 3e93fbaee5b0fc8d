import Testing

@testable import PermitLint
@testable import PermitLocalization

/// An intent definition is the source of its strings tables, as a storyboard is of its: its texts by id, and the
/// texts Xcode writes once per value of an enum parameter.
@Suite struct IntentDefinitionTests {
    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <key>INEnums</key><array><dict>
          <key>INEnumName</key><string>Theme</string>
          <key>INEnumDisplayName</key><string>Theme</string><key>INEnumDisplayNameID</key><string>Mgaxsj</string>
          <key>INEnumValues</key><array>
            <dict><key>INEnumValueDisplayName</key><string>Light</string><key>INEnumValueDisplayNameID</key><string>Gs9ttO</string></dict>
            <dict><key>INEnumValueDisplayName</key><string>Dark</string><key>INEnumValueDisplayNameID</key><string>ah6f7u</string></dict>
          </array>
        </dict></array>
        <key>INIntents</key><array><dict>
          <key>INIntentTitle</key><string>Select Printer</string><key>INIntentTitleID</key><string>a8igcM</string>
          <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>theme</string>
            <key>INIntentParameterEnumType</key><string>Theme</string>
            <key>INIntentParameterDisplayName</key><string>Theme</string><key>INIntentParameterDisplayNameID</key><string>pQ1vX2</string>
            <key>INIntentParameterPromptDialogs</key><array><dict>
              <key>INIntentParameterPromptDialogFormatString</key><string>Just to confirm, you wanted ‘${theme}’?</string>
              <key>INIntentParameterPromptDialogFormatStringID</key><string>S2nCmZ</string>
            </dict></array>
          </dict></array>
        </dict></array>
        </dict>
        </plist>

        """

    @Test func textsByIdAndPerEnumValue() throws {
        let document = try #require(IntentDefinition.read(Array(Self.definition.utf8), file: nil))
        #expect(document.isIntentDefinition)
        #expect(document.texts["a8igcM"] == "Select Printer")
        #expect(document.texts["pQ1vX2"] == "Theme")
        #expect(document.texts["ah6f7u"] == "Dark")
        #expect(document.texts["S2nCmZ"] == "Just to confirm, you wanted ‘${theme}’?")
        #expect(document.texts["S2nCmZ-ah6f7u"] == "Just to confirm, you wanted ‘Dark’?")
        #expect(document.texts["S2nCmZ-Gs9ttO"] == "Just to confirm, you wanted ‘Light’?")
        #expect(document.texts.count == 8)
    }

    /// OctoPod's widget: its English table is an old copy that lacks the definition's texts and keeps one it no
    /// longer has. The translations' keys are the definition's, and the gone key is no one's.
    @Test func theDefinitionIsTheTablesSource() throws {
        let fixture = try LintFixture([
            "Widget/Base.lproj/Widget.intentdefinition": Self.definition,
            "Widget/en.lproj/Widget.strings": "\"9L8C08\" = \"Just to confirm, you wanted ‘${camera}’?\";\n",
            "Widget/fr.lproj/Widget.strings": """
                "a8igcM" = "Choisir l’imprimante";
                "pQ1vX2" = "Thème";
                "S2nCmZ-ah6f7u" = "Vous vouliez dire ‘Sombre’ ?";
                "9L8C08" = "Vous vouliez dire ‘${camera}’ ?";

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let obsolete = report.diagnostics.filter { $0.rule == .obsoleteKey }
        #expect(obsolete.count == 1)
        #expect(obsolete.first?.message.contains("\"9L8C08\"") == true)
        #expect(!report.diagnostics.contains { $0.message.contains("a8igcM") || $0.message.contains("9L8C08") && $0.rule != .obsoleteKey })
    }
}
