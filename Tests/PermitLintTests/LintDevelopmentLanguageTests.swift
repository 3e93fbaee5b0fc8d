import Testing

@testable import PermitLint
@testable import PermitLocalization

/// A target that ships translations but no localization of its development language: CoreFoundation gives the people
/// whose languages the bundle lacks, English readers of an English app among them, the first localization it lists
/// (round 52's Nervio, whose main app has six translations and no `en.lproj`).
@Suite struct LintDevelopmentLanguageTests {
    /// An Xcode project (development region `en`) whose app target "Coach" copies the variant group `Localizable.strings`
    /// of `Coach/` with the given children (`de`, `fr`...: `name.lproj/Localizable.strings`, or a file path of their
    /// own) and builds its `Info.plist` from `Coach/Info.plist`.
    static func project(variants: [(name: String, path: String)]) -> String {
        let references = variants.enumerated().map { index, variant in
            "F\(index) = { isa = PBXFileReference; name = \(variant.name); path = \"\(variant.path)\"; sourceTree = \"<group>\"; };"
        }.joined(separator: "\n    ")
        let children = variants.indices.map { "F\($0)" }.joined(separator: ", ")
        return """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P;
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, de, fr); mainGroup = G; targets = (A); };
                G = { isa = PBXGroup; children = (C); sourceTree = "<group>"; };
                C = { isa = PBXGroup; path = Coach; children = (V); sourceTree = "<group>"; };
                V = { isa = PBXVariantGroup; name = Localizable.strings; children = (\(children)); sourceTree = "<group>"; };
                \(references)
                A = { isa = PBXNativeTarget; name = Coach; productType = "com.apple.product-type.application";
                      buildPhases = (R); buildConfigurationList = L; };
                R = { isa = PBXResourcesBuildPhase; files = (RF); };
                RF = { isa = PBXBuildFile; fileRef = V; };
                L = { isa = XCConfigurationList; buildConfigurations = (K); };
                K = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Coach/Info.plist; }; };
              };
            }

            """
    }

    static let translations: [(name: String, path: String)] = [
        ("de", "de.lproj/Localizable.strings"), ("fr", "fr.lproj/Localizable.strings"),
    ]

    /// The findings of a lint of the app with `variants` in its project, the `files` beside the two translations,
    /// and an `Info.plist` declaring `CFBundleLocalizations` when `declared` is not empty.
    func findings(variants: [(name: String, path: String)], files: [String: String] = [:], declared: [String] = []) throws
        -> [Diagnostic]
    {
        var all = files
        all["Coach.xcodeproj/project.pbxproj"] = Self.project(variants: variants)
        all["Coach/de.lproj/Localizable.strings"] = "\"Start\" = \"Los\";\n"
        all["Coach/fr.lproj/Localizable.strings"] = "\"Start\" = \"Commencer\";\n"
        let localizations = declared.map { "<string>\($0)</string>" }.joined()
        all["Coach/Info.plist"] = "<plist version=\"1.0\"><dict>"
            + (declared.isEmpty ? "" : "<key>CFBundleLocalizations</key><array>\(localizations)</array>") + "</dict></plist>\n"
        let fixture = try LintFixture(all)
        defer { fixture.remove() }
        return try fixture.lint().diagnostics.filter { $0.message.contains("development language") }
    }

    @Test func aTargetWithTranslationsAndNoDevelopmentLanguageIsAnError() throws {
        let found = try findings(variants: Self.translations)
        #expect(found.count == 1)
        #expect(found.first?.severity == .error && found.first?.rule == .missingTranslation)
        #expect(found.first?.file?.hasSuffix("Coach.xcodeproj/project.pbxproj") == true)
        #expect(found.first?.message.contains("\"Coach\" ships translations in de, fr but no localization of its development language en") == true)
    }

    /// The development language's folder, whatever it holds (ChordBase's `en.lproj/mySongs.json`), even a file the
    /// tree lacks; `Base`; or the language declared in `CFBundleLocalizations`: the system lists it.
    @Test(arguments: [
        ([("en", "en.lproj/Songs.json")], [:]),
        ([("en", "en.lproj/Localizable.strings")], [:]),
        ([("Base", "Base.lproj/Localizable.strings")], ["Coach/Base.lproj/Localizable.strings": "\"Start\" = \"Start\";\n"]),
    ] as [([(String, String)], [String: String])])
    func aDevelopmentLanguageFolderOrBaseIsEnough(extra: [(String, String)], files: [String: String]) throws {
        #expect(try findings(variants: Self.translations + extra.map { (name: $0.0, path: $0.1) }, files: files).isEmpty)
    }

    @Test func aDeclaredLocalizationIsEnough() throws {
        #expect(try findings(variants: Self.translations, declared: ["en", "de", "fr"]).isEmpty)
    }
}
