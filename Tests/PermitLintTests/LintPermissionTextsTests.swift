import Testing

@testable import PermitLint
@testable import PermitLocalization

/// The permission texts of the app's `Info.plist` (or of the build settings Xcode makes it from) that a localization
/// the app ships has no translation of: the person is asked for the permission in the development language (round
/// 50's bohem-ios, whose camera text has no Czech `InfoPlist.strings`).
@Suite struct LintPermissionTextsTests {
    /// An `Info.plist` asking for the camera and the photo library.
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleName</key><string>Receipts</string>
        <key>NSCameraUsageDescription</key><string>Scan receipts with the camera.</string>
        <key>NSPhotoLibraryUsageDescription</key><string>Pick receipts from your photos.</string>
        </dict></plist>

        """

    /// Each case: the app's files besides its English table and the `Info.plist`, and the warnings expected (the
    /// localization, and the keys listed).
    @Test(arguments: [
        // French translates one of the two texts: the other is asked for in English; German has no table.
        (["App/fr.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "Scanner les reçus.";"#],
         ["fr: NSPhotoLibraryUsageDescription", "de: NSCameraUsageDescription, NSPhotoLibraryUsageDescription"]),
        // No `InfoPlist.strings` at all: both, per localization.
        ([:], ["de: NSCameraUsageDescription, NSPhotoLibraryUsageDescription",
               "fr: NSCameraUsageDescription, NSPhotoLibraryUsageDescription"]),
        // Every localization translates both.
        (["App/fr.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "a";"NSPhotoLibraryUsageDescription" = "b";"#,
          "App/de.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "a";"NSPhotoLibraryUsageDescription" = "b";"#],
         []),
        // The base's own table writes them: the table comparison reports what French lacks.
        (["App/en.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "Scan.";"NSPhotoLibraryUsageDescription" = "Pick.";"#],
         []),
    ] as [([String: String], [String])], [["fr", "de"], ["fr-CA", "de"]])
    func permissionTextsALocalizationLacks(app: ([String: String], [String]), localizations: [String]) throws {
        let (files, expected) = app
        var all = files
        all["App/Info.plist"] = Self.infoPlist
        all["App/en.lproj/Localizable.strings"] = "\"hello\" = \"Hello\";\n"
        for localization in localizations {
            all["App/\(localization).lproj/Localizable.strings"] = "\"hello\" = \"Bonjour\";\n"
        }
        // A regional localization (`fr-CA`) reads the translation `fr.lproj` holds, as any of its language's.
        if localizations.contains("fr-CA") { all["App/fr.lproj/Localizable.strings"] = "\"hello\" = \"Bonjour\";\n" }
        let fixture = try LintFixture(all)
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("permission text") }
        // Each finding names the localizations lacking the same texts, before "have" or "has".
        let summaries = found.flatMap { diagnostic -> [String] in
            let words = diagnostic.message.split(separator: " ")
            let keys = words.filter { $0.hasSuffix("UsageDescription") }.joined(separator: ", ")
            return words.prefix { $0 != "has" && $0 != "have" }.map { "\($0.filter { $0 != "," }): \(keys)" }
        }
        let wanted = localizations.contains("fr-CA")
            ? expected.flatMap { $0.hasPrefix("fr:") ? [$0, "fr-CA" + $0.dropFirst(2)] : [$0] } : expected
        #expect(summaries.sorted() == wanted.sorted())
        #expect(found.allSatisfy { $0.rule == .missingTranslation && $0.severity == .warning && $0.file?.hasSuffix("/App/Info.plist") == true })
        // At the first text listed: the camera's key (line 4), or the photo library's (line 5).
        #expect(found.allSatisfy { $0.location?.line == ($0.message.contains("NSCameraUsageDescription") ? 4 : 5) })
    }

    /// An app named "…Test" (RakevetPlus' `TravelTest`, round 51) is the app; a test target's folder ends in "Tests".
    @Test(arguments: [("TravelTest/Info.plist", true), ("AppTests/Info.plist", false), ("Demo/Info.plist", false)])
    func permissionTextsOfAnAppNamedTest(plist: String, reported: Bool) throws {
        let fixture = try LintFixture([
            plist: Self.infoPlist,
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/fr.lproj/Localizable.strings": "\"hello\" = \"Bonjour\";\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().diagnostics.filter { $0.message.contains("permission text") }.count == (reported ? 1 : 0))
    }

    /// A project's targets say which `Info.plist` is the app's (`INFOPLIST_FILE`), whatever its folder is named: the
    /// app target "Demo" builds from `Demo/Info.plist`, the unit-test target from `Checks/Info.plist`.
    @Test func theProjectNamesTheAppsInfoPlist() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P;
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, Base); mainGroup = G;
                      targets = (A, T); buildConfigurationList = PL; };
                G = { isa = PBXGroup; children = (D); sourceTree = "<group>"; };
                D = { isa = PBXGroup; path = Demo; children = (V); sourceTree = "<group>"; };
                V = { isa = PBXVariantGroup; name = Localizable.strings; children = (VE, VF); sourceTree = "<group>"; };
                VE = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                VF = { isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
                A = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application";
                      buildPhases = (R); buildConfigurationList = AL; };
                R = { isa = PBXResourcesBuildPhase; files = (RF); };
                RF = { isa = PBXBuildFile; fileRef = V; };
                AL = { isa = XCConfigurationList; buildConfigurations = (AC); };
                AC = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Demo/Info.plist; }; };
                T = { isa = PBXNativeTarget; name = Checks; productType = "com.apple.product-type.bundle.unit-test";
                      buildPhases = (); buildConfigurationList = TL; };
                TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
                TC = { isa = XCBuildConfiguration; name = Release;
                       buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/Checks/Info.plist"; }; };
                PL = { isa = XCConfigurationList; buildConfigurations = (); };
              };
            }

            """
        let fixture = try LintFixture([
            "Demo.xcodeproj/project.pbxproj": project,
            "Demo/Info.plist": Self.infoPlist,
            "Checks/Info.plist": Self.infoPlist.replacingOccurrences(of: "Scan receipts", with: "Test scanning"),
            "Demo/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "Demo/fr.lproj/Localizable.strings": "\"hello\" = \"Bonjour\";\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("permission text") }
        #expect(found.compactMap { $0.file.map(ProjectPath.name(of:)) } == ["Info.plist"])
        #expect(found.allSatisfy { $0.file?.hasSuffix("/Demo/Info.plist") == true })
    }

    /// Not the app's: an example app's `Info.plist`, and a localization of the development language (`en-GB`).
    @Test(arguments: [("Example/Info.plist", "fr"), ("App/Info.plist", "en-GB")])
    func permissionTextsNoOneMissesAreNotReported(plist: String, localization: String) throws {
        let fixture = try LintFixture([
            plist: Self.infoPlist,
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/\(localization).lproj/Localizable.strings": "\"hello\" = \"Hi\";\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.lint().diagnostics.filter { $0.message.contains("permission text") }.isEmpty)
    }

    /// An `Info.plist` written in another language than the base's (RunHaji's Japanese, FoodFade's Italian in
    /// English apps) asks the people of its own language in their words, and those of the base's in a foreign one.
    @Test(arguments: [
        ("ja", "運動強度を測るためにHealthKitを使います。", "進む", "戻る"),
        ("it", "L'app usa il microfono per ascoltare la data di scadenza.", "Usa il microfono per la data", "Ascoltare la data"),
    ])
    func permissionTextsWrittenInAnotherLanguage(language: String, text: String, first: String, second: String) throws {
        let plist = "<plist version=\"1.0\"><dict><key>NSMicrophoneUsageDescription</key><string>\(text)</string></dict></plist>\n"
        let fixture = try LintFixture([
            "App/Info.plist": plist,
            "App/en.lproj/Localizable.strings": "\"next\" = \"Next\";\n\"back\" = \"Back\";\n",
            "App/\(language).lproj/Localizable.strings": "\"next\" = \"\(first)\";\n\"back\" = \"\(second)\";\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("permission text") }
        #expect(found.map { String($0.message.prefix { $0 != " " }) } == ["en"])
    }

    /// A text Xcode writes into the `Info.plist` from a build setting (`INFOPLIST_KEY_NSCameraUsageDescription`),
    /// read from the project at its line, once for the configurations that repeat it.
    @Test func aPermissionTextOfABuildSettingIsRead() throws {
        let setting = #"INFOPLIST_KEY_NSCameraUsageDescription = "This app uses the \"camera\".\n";"#
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\t\t\t\t\(setting)\n\t\t\t\t\(setting)\n}\n",
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/cs.lproj/Localizable.strings": "\"hello\" = \"Ahoj\";\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.message.contains("permission text") }
        #expect(found.count == 1)
        #expect(found.first?.file?.hasSuffix("/App.xcodeproj/project.pbxproj") == true)
        #expect(found.first?.location?.line == 3)
        #expect(found.first?.message.contains(#"NSCameraUsageDescription ("This app uses the "camera".\#n")"#) == true)
    }
}
