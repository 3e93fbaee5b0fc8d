import Testing

@testable import PermitLint
@testable import PermitLocalization

/// The app's own name, kept as it is in a translation, is no untranslated text: round 52's FoeHelper ("FOE Helper"
/// for its target `FoeHelper`); the name with more words is ("Skim Help" is "Skim-Hilfe" in German).
@Suite struct LintProductNameTests {
    /// An Xcode project whose app target `FoeHelper` writes out its display name in its build settings
    /// (`displayName`) and builds its `Info.plist` from `FoeHelper/Info.plist`.
    static func project(displayName: String) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P;
          objects = {
            P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, de, fr, es); mainGroup = G; targets = (A); };
            G = { isa = PBXGroup; children = (C); sourceTree = "<group>"; };
            C = { isa = PBXGroup; path = FoeHelper; children = (V); sourceTree = "<group>"; };
            V = { isa = PBXVariantGroup; name = Localizable.strings; children = (F0, F1, F2, F3); sourceTree = "<group>"; };
            F0 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; name = es; path = es.lproj/Localizable.strings; sourceTree = "<group>"; };
            A = { isa = PBXNativeTarget; name = FoeHelper; productType = "com.apple.product-type.application";
                  buildPhases = (R); buildConfigurationList = L; };
            R = { isa = PBXResourcesBuildPhase; files = (RF); };
            RF = { isa = PBXBuildFile; fileRef = V; };
            L = { isa = XCConfigurationList; buildConfigurations = (K); };
            K = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                  INFOPLIST_FILE = FoeHelper/Info.plist; INFOPLIST_KEY_CFBundleDisplayName = "\(displayName)";
                  PRODUCT_NAME = "$(TARGET_NAME)"; }; };
          };
        }

        """
    }

    /// The keys reported untranslated in an app whose English texts are `english`, German keeping each, French and
    /// Spanish translating each; its `Info.plist` names the bundle `bundleName`.
    func untranslatedKeys(_ english: [(key: String, text: String)], displayName: String = "Nervio Sleep", bundleName: String)
        throws -> [String]
    {
        func table(_ text: (String) -> String) -> String {
            english.map { "\"\($0.key)\" = \"\(text($0.text))\";\n" }.joined()
        }
        let fixture = try LintFixture([
            "FoeHelper.xcodeproj/project.pbxproj": Self.project(displayName: displayName),
            "FoeHelper/Info.plist":
                "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>\(bundleName)</string></dict></plist>\n",
            "FoeHelper/en.lproj/Localizable.strings": table { $0 },
            "FoeHelper/de.lproj/Localizable.strings": table { $0 },
            "FoeHelper/fr.lproj/Localizable.strings": table { "Le texte « \($0) »" },
            "FoeHelper/es.lproj/Localizable.strings": table { "El texto «\($0)»" },
        ])
        defer { fixture.remove() }
        return try fixture.lint().diagnostics.filter { $0.rule == .untranslated }.compactMap { diagnostic in
            english.first { diagnostic.message.contains("\"\($0.key)\"") }?.key
        }
    }

    @Test func theAppsNameKeptInATranslationIsNotUntranslated() throws {
        let english = [
            (key: "appName", text: "FOE Helper"),  // the target's name, spaced and cased its own way
            (key: "widget.title", text: "Nervio sleep"),  // the display name, in another case
            (key: "widget.help", text: "Nervio Sleep Help"),  // the display name and a word
            (key: "planner.title", text: "Quick Planner"),  // the Info.plist's bundle name
            (key: "about.title", text: "About Quick Planner"),  // the bundle name after a word
            (key: "intro", text: "Nervio Sleep helps you rest"),  // a sentence that starts with the name
            (key: "section", text: "Daily Stress"),  // a name no product of the app has
        ]
        #expect(
            try untranslatedKeys(english, bundleName: "Quick Planner") == ["widget.help", "about.title", "intro", "section"])
    }
}
