import Foundation
import Testing

@testable import PermitLint
@testable import PermitLocalization

/// The lint reads the app's projects and leaves out the localization files no product target ships.
@Suite struct LintAppProjectTests {
    /// The folder of `Sample.pbxproj` and this file.
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/ProjectFixtures"

    /// An app tree laid out for `Sample.pbxproj`: every table has a key French lacks, so that each table the lint
    /// compares reports it.
    private func sampleApp(adding extra: [String: String] = [:]) throws -> LintFixture {
        let project = try String(contentsOfFile: Self.fixtures + "/Sample.pbxproj", encoding: .utf8)
        let english = stringsText(["title": "Title", "more": "More"])
        let french = stringsText(["title": "Titre"])
        return try LintFixture(extra.merging([
            "Sample.xcodeproj/project.pbxproj": project,
            "Sample/en.lproj/Localizable.strings": english,
            "Sample/fr.lproj/Localizable.strings": french,
            "Sample/Base.lproj/Intents.intentdefinition": "",
            "Sample/fr.lproj/Intents.strings": french,
            "Sample/Settings.bundle/en.lproj/Root.strings": english,
            "Sample/Settings.bundle/fr.lproj/Root.strings": french,
            "Sample/Unused/de.lproj/Old.strings": french,
            "Sample/Unused/en.lproj/Old.strings": english,
            "Widget/en.lproj/Widget.strings": english,
            "Widget/fr.lproj/Widget.strings": french,
            "Widget/en.lproj/Legacy.strings": english,
            "Widget/fr.lproj/Legacy.strings": french,
            "SampleTests/en.lproj/Fixtures.strings": english,
            "SampleTests/fr.lproj/Fixtures.strings": french,
            "Pods/Vendor/Vendor.bundle/en.lproj/Vendor.strings": english,
            "Pods/Vendor/Vendor.bundle/fr.lproj/Vendor.strings": french,
        ]) { _, sample in sample })
    }

    /// An app's exports for translators (XLIFF files, alone or in `.xcloc` bundles), wherever they lie, are not what
    /// it ships: Xcode imports their translations into the app's tables. With the app's project known they are
    /// left out (GoMap's `src/xliff/*.xliff` beside `src/iOS/Go Map!!.xcodeproj`); linted alone, they are checked.
    @Test func exportsForTranslatorsAreNotTheApp() throws {
        let broken = LintXLIFFTests.unit("photos", "%d photos", "%@ photos")
        let fixture = try sampleApp(adding: [
            "Translations/fr.xliff": LintXLIFFTests.export("fr", broken),
            "Localizations/de.xcloc/Localized Contents/de.xliff": LintXLIFFTests.export("de", broken),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.diagnostics.filter { $0.file?.hasSuffix(".xliff") == true } == [])
        let exports = report.app?.leftOut.first { $0.reason == AppModel.Reason.export.rawValue }?.files ?? []
        #expect(exports.map { String($0.dropFirst(fixture.root.count + 1)) }.sorted() == [
            "Localizations/de.xcloc/Localized Contents/de.xliff", "Translations/fr.xliff",
        ])
        let alone = try fixture.lint(["Translations"])
        #expect(alone.diagnostics.map(\.rule).contains(.formatSpecifierMismatch))
    }

    @Test func filesNoProductTargetCopiesAreLeftOut() throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(
            Set(report.hits(in: fixture).map(\.file)) == [
                "Sample/fr.lproj/Localizable.strings", "Sample/Settings.bundle/fr.lproj/Root.strings",
                "Widget/fr.lproj/Widget.strings",
            ])
        let leftOut = Dictionary(uniqueKeysWithValues: (report.app?.leftOut ?? []).map { group in
            (group.reason, group.files.map { String($0.dropFirst(fixture.root.count + 1)) })
        })
        #expect(
            leftOut == [
                // The test target's variant group has no French file: no target copies that one.
                "no target copies them": [
                    "Sample/Unused/de.lproj/Old.strings", "Sample/Unused/en.lproj/Old.strings",
                    "SampleTests/fr.lproj/Fixtures.strings", "Widget/en.lproj/Legacy.strings",
                    "Widget/fr.lproj/Legacy.strings",
                ],
                "only test targets copy them": ["SampleTests/en.lproj/Fixtures.strings"],
                "they are a vendored package's": [
                    "Pods/Vendor/Vendor.bundle/en.lproj/Vendor.strings", "Pods/Vendor/Vendor.bundle/fr.lproj/Vendor.strings",
                ],
            ])
    }

    /// An app target's byte-identical copy of a Swift package's table, which the package's code reads from its own
    /// bundle (zashi's `secant/Resources` beside its `Generated` package, read through SwiftGen's `Bundle.module`), is
    /// never read: its defects are reported once, at the package's copy. A copy that differs, or a package whose
    /// code reads the main bundle, keeps both.
    @Test(arguments: [
        (#"Bundle.module.localizedString(forKey: key, value: nil, table: nil)"#, false, true),
        (#"NSLocalizedString("title", comment: "")"#, false, false),
        (#"Bundle.module.localizedString(forKey: key, value: nil, table: nil)"#, true, false),
    ])
    func anAppsCopyOfAPackagesTableItsCodeReadsFromItsOwnBundleIsNotRead(
        code: String, differs: Bool, leftOut: Bool
    ) throws {
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", defaultLocalization: "en", targets: [.target(name: "Kit")])

            """
        let french = stringsText(differs ? ["title": "Titre", "other": "Autre"] : ["title": "Titre"])
        let fixture = try sampleApp(adding: [
            "Packages/Kit/Package.swift": package,
            "Packages/Kit/Sources/Kit/Strings.swift": "func text(_ key: String) -> String { \(code) }\n",
            "Packages/Kit/Sources/Kit/Resources/en.lproj/Localizable.strings": stringsText(["title": "Title", "more": "More"]),
            "Packages/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings": french,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let files = Set(report.hits(in: fixture).map(\.file))
        #expect(files.contains("Packages/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings"))
        #expect(files.contains("Sample/fr.lproj/Localizable.strings") == !leftOut)
        let copies = report.app?.leftOut.first { $0.reason == AppModel.Reason.unreadCopy.rawValue }?.files ?? []
        #expect(
            copies.map { String($0.dropFirst(fixture.root.count + 1)) }
                == (leftOut ? ["Sample/en.lproj/Localizable.strings", "Sample/fr.lproj/Localizable.strings"] : []))
    }

    /// A Swift package's code that looks a text up with one of Apple's calls naming no bundle reads the app's main
    /// bundle (GitOK's plugins: `Button("Hard Reset")`, translated in the plugin's own catalog): when only the
    /// package's table has the key, no translation shows. `bundle: .module`, a key the app's own table has, a text
    /// whose translations read as its key, an app's helper (which may pass the bundle) and a `LocalizedStringKey`
    /// made for a view to show are not findings.
    @Test(arguments: [
        (#"Text("Hard Reset")"#, ["Hard Reset"]),
        (#"Button("Hard Reset") {}"#, ["Hard Reset"]),
        (#"Text(String(localized: "kit.title"))"#, ["kit.title"]),
        (#"Text(NSLocalizedString("kit.title", value: "Kit", comment: ""))"#, ["kit.title"]),
        (#"Text("Hard Reset", bundle: .module)"#, []),
        (#"Text(String(localized: "kit.title", bundle: .module))"#, []),
        (#"Text("title")"#, []),
        (#"Text("README.md")"#, []),
        (#"Text(kitText("Hard Reset"))"#, []),
        // A key made on its own is looked up where a view shows it, here with the package's bundle (ArrBarr's
        // `inlineConfirm(message: LocalizedStringKey(...))`).
        (#"KitCard(title: LocalizedStringKey("Hard Reset"))"#, []),
    ])
    func aPackagesLookupThatNamesNoBundleReadsTheAppsTable(code: String, keys: [String]) throws {
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", defaultLocalization: "en", targets: [.target(name: "Kit")])

            """
        let source = """
            import SwiftUI
            func kitText(_ key: String.LocalizationValue) -> String { String(localized: key, bundle: .module) }
            struct KitCard: View {
                let title: LocalizedStringKey
                var body: some View { Text(title, bundle: .module) }
            }
            struct KitView: View {
                var body: some View { \(code) }
            }

            """
        let fixture = try sampleApp(adding: [
            "Packages/Kit/Package.swift": package,
            "Packages/Kit/Sources/Kit/KitView.swift": source,
            "Packages/Kit/Sources/Kit/Resources/en.lproj/Localizable.strings": stringsText(
                ["Hard Reset": "Hard Reset", "kit.title": "Kit", "title": "Title", "README.md": "README.md"]),
            "Packages/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings": stringsText(
                ["Hard Reset": "Réinitialiser", "kit.title": "Kit", "title": "Titre", "README.md": "README.md"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let found = report.diagnostics.filter { $0.message.contains("Swift package looks up") }
        #expect(found.count == (keys.isEmpty ? 0 : 1))
        for key in keys {
            #expect(found.first?.message.contains("\"\(key)\"") == true, "\(key)")
        }
        #expect(found.allSatisfy { $0.rule == .missingKey && $0.severity == .error })
        #expect(found.first.map { $0.file?.hasSuffix("Packages/Kit/Sources/Kit/KitView.swift") == true } ?? true)
    }

    /// Below Swift packages alone, no Xcode project builds the main bundle: a script assembles it and may copy a
    /// package's tables into it (VPN-Bypass' Makefile), so a lookup that names no bundle is not known to miss them.
    @Test func aPackageOnlyAppsLookupsOfTheMainBundleAreNotJudged() throws {
        let fixture = try LintFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", defaultLocalization: "en", targets: [.target(name: "Kit")])

                """,
            "Sources/Kit/KitView.swift": "import SwiftUI\nstruct KitView: View {\n    var body: some View { Text(\"Hard Reset\") }\n}\n",
            "Sources/Kit/Resources/en.lproj/Localizable.strings": stringsText(["Hard Reset": "Hard Reset"]),
            "Sources/Kit/Resources/fr.lproj/Localizable.strings": stringsText(["Hard Reset": "Réinitialiser"]),
        ])
        defer { fixture.remove() }
        #expect(!(try fixture.lint()).diagnostics.contains { $0.message.contains("Swift package looks up") })
    }

    /// A package's folder that an XcodeGen app target also builds, resources and all (itsypad's `Sources`, a
    /// package target for its tests and the app's target in `project.yml`): the app's main bundle has the table.
    @Test func aPackagesTableTheAppsTargetCopiesTooIsInTheMainBundle() throws {
        let fixture = try LintFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Pad", defaultLocalization: "en",
                    targets: [.target(name: "PadCore", path: "Sources", resources: [.process("Resources")])])

                """,
            "project.yml": """
                name: pad
                targets:
                  pad:
                    type: application
                    platform: macOS
                    sources:
                      - path: Sources

                """,
            "Sources/PadView.swift": "import SwiftUI\nstruct PadView: View {\n    var body: some View { Text(\"Hard Reset\") }\n}\n",
            "Sources/Resources/en.lproj/Localizable.strings": stringsText(["Hard Reset": "Hard Reset"]),
            "Sources/Resources/fr.lproj/Localizable.strings": stringsText(["Hard Reset": "Réinitialiser"]),
        ])
        defer { fixture.remove() }
        #expect(!(try fixture.lint()).diagnostics.contains { $0.message.contains("Swift package looks up") })
    }

    /// A target's folder (it holds an `Info.plist`) inside the project's folder where the project compiles no file
    /// is a target the project no longer has (ios-wallet's `BeamWalletNotificationView`): its code's lookups are not
    /// the app's. Code in a folder with no `Info.plist` may be a local package's or pod's, whose project is not in the
    /// tree: it is read.
    @Test(arguments: [(true, false), (false, true)])
    func codeOfATargetFolderTheProjectNoLongerBuildsIsNotRead(holdsInfoPlist: Bool, reported: Bool) throws {
        var files = [
            "Sample/Leftover/NotificationViewController.swift":
                "let title = NSLocalizedString(\"leftover.title\", comment: \"\")\n",
            "Sample/View.swift": "let more = NSLocalizedString(\"more\", comment: \"\")\n",
        ]
        if holdsInfoPlist { files["Sample/Leftover/Info.plist"] = Self.infoPlist(allowingMixedLocalizations: "<false/>") }
        let fixture = try sampleApp(adding: files)
        defer { fixture.remove() }
        let report = try fixture.lint()
        let missing = report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("\"leftover.title\"") }
        #expect(missing.isEmpty == !reported)
    }

    /// A Swift package whose app bundle a script assembles (Peninsula's, PolarFlux's, AtomVoice's: an app's
    /// `Info.plist` in the package, `Resources/*.lproj` outside every target's folder) ships those tables: they are
    /// linted. Without an `Info.plist` they are no bundle's and no target's. Code outside every target's folder (a
    /// script run by hand) is built by none and looks nothing up.
    @Test(arguments: ["Resources/Info.plist", "Sources/Notch/Info.plist", nil])
    func aScriptedBundlesTablesBelowAPackageShip(infoPlist: String?) throws {
        let holdsInfoPlist = infoPlist != nil
        var files = [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Notch", targets: [.executableTarget(name: "Notch", path: "Sources/Notch")])

                """,
            "Sources/Notch/View.swift": "let title = NSLocalizedString(\"title\", comment: \"\")\n",
            "scripts/make-icon.swift": "let text = NSLocalizedString(\"icon.caption\", comment: \"\")\n",
            "Resources/en.lproj/Localizable.strings": stringsText(["title": "Open %@"]),
            "Resources/fr.lproj/Localizable.strings": stringsText(["title": "Ouvrir %d"]),
        ]
        if let infoPlist { files[infoPlist] = Self.infoPlist(allowingMixedLocalizations: "<false/>") }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let report = try fixture.lint()
        let mismatches = report.hits(DiagnosticRule.formatSpecifierMismatch.id, in: fixture).map(\.file)
        #expect(mismatches == (holdsInfoPlist ? ["Resources/fr.lproj/Localizable.strings"] : []))
        #expect(!report.diagnostics.contains { $0.message.contains("icon.caption") })
    }

    /// A framework the app copies shows the localization Apple's runtime chose for the app: its tables in a language
    /// the app does not ship (Sample knows en, Base and fr) are never shown; those in the app's languages ship.
    @Test func aFrameworksTablesInALanguageTheAppLacksAreLeftOut() throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        let framework = "Sample/Settings.bundle/Updater.framework/Versions/A/Resources/"
        for (path, expected) in [
            (framework + "fa.lproj/Updater.strings", AppModel.Shipping.leftOut(.frameworkLanguage)),
            (framework + "pt_BR.lproj/Updater.strings", .leftOut(.frameworkLanguage)),
            (framework + "fr_CA.lproj/Updater.strings", .shipped),
            (framework + "en.lproj/Updater.strings", .shipped),
            (framework + "Base.lproj/Updater.strings", .shipped),
            // Outside a framework, the app's own bundle keeps every language it has, and so does the Settings app's.
            ("Sample/Settings.bundle/fa.lproj/Root.strings", .shipped),
            // A library's resource bundle follows the app's languages too (Clocker's `DateTools.bundle/am.lproj`).
            ("Sample/Settings.bundle/DateTools.bundle/am.lproj/DateTools.strings", .leftOut(.frameworkLanguage)),
            ("Sample/Settings.bundle/DateTools.bundle/fr.lproj/DateTools.strings", .shipped),
        ] {
            #expect(model.shipping(of: fixture.path(path)) == expected, "\(path)")
        }
    }

    /// The localizations the app target's `Info.plist` declares (`CFBundleLocalizations`) are the app's: Kite's
    /// project knows only English, its `Info.plist` fifteen languages, so its resource bundle's Polish table ships.
    @Test func localizationsTheAppsInfoPlistDeclaresAreTheApps() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P;
              objects = {
                P = { isa = PBXProject; developmentRegion = English; knownRegions = (English, Base); mainGroup = G;
                      targets = (A); };
                G = { isa = PBXGroup; children = (C); sourceTree = "<group>"; };
                C = { isa = PBXGroup; path = Kite; children = (B); sourceTree = "<group>"; };
                B = { isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Kit.bundle; sourceTree = "<group>"; };
                A = { isa = PBXNativeTarget; name = Kite; productType = "com.apple.product-type.application";
                      buildPhases = (R); buildConfigurationList = L; };
                R = { isa = PBXResourcesBuildPhase; files = (RF); };
                RF = { isa = PBXBuildFile; fileRef = B; };
                L = { isa = XCConfigurationList; buildConfigurations = (K); };
                K = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/Kite/Info.plist"; }; };
              };
            }

            """
        let fixture = try LintFixture([
            "Kite.xcodeproj/project.pbxproj": project,
            "Kite/Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleLocalizations</key><array><string>en</string>"
                + "<string>pl</string></array></dict></plist>\n",
            "Kite/Kit.bundle/en.lproj/Kit.strings": "\"add\" = \"Please add %d more.\";\n",
            "Kite/Kit.bundle/pl.lproj/Kit.strings": "\"add\" = \"Dodaj %d więcej.\";\n",
            "Kite/Kit.bundle/fa.lproj/Kit.strings": "\"add\" = \"%d تای دیگر اضافه کنید.\";\n",
        ])
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.shipping(of: fixture.path("Kite/Kit.bundle/pl.lproj/Kit.strings")) == .shipped)
        #expect(model.shipping(of: fixture.path("Kite/Kit.bundle/fa.lproj/Kit.strings")) == .leftOut(.frameworkLanguage))
    }

    /// A Swift package's resources are read from the package's own bundle, nested in the app, in the language the
    /// app's bundle chose: anytype's `Loc` package has catalogs in Japanese and Arabic, while the app ships 16
    /// localizations without them, so those translations are never shown. With `CFBundleAllowMixedLocalizations`
    /// set (in an `Info.plist`, or as the generated one's build setting) a nested bundle may show them.
    @Test(arguments: [
        ([:], false), (["Sample/Info.plist": Self.infoPlist(allowingMixedLocalizations: "<true/>")], true),
        (["Sample/Info.plist": Self.infoPlist(allowingMixedLocalizations: "<false/>")], false),
    ])
    func aSwiftPackagesLanguagesTheAppLacksAreNeverShown(extra: [String: String], mixed: Bool) throws {
        func unit(_ value: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}" }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "files": {"localizations": {"en": \(unit("%d files")), "fr": \(unit("%@ fichiers")), "ja": \(unit("%@ ファイル"))}}
            }}

            """
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Loc", defaultLocalization: "en", targets: [.target(name: "Loc")])

            """
        let english = stringsText(["title": "Title", "more": "More"])
        let fixture = try sampleApp(adding: extra.merging([
            "Packages/Loc/Package.swift": package,
            "Packages/Loc/Sources/Loc/Resources/Localizable.xcstrings": catalog,
            "Packages/Loc/Sources/Loc/Resources/en.lproj/Errors.strings": english,
            "Packages/Loc/Sources/Loc/Resources/ja.lproj/Errors.strings": stringsText(["title": "タイトル"]),
        ]) { _, added in added })
        defer { fixture.remove() }
        let report = try fixture.lint()
        let mismatches = report.diagnostics.filter { $0.rule == .formatSpecifierMismatch }.map(\.message)
        #expect(mismatches.count == (mixed ? 2 : 1))
        #expect(mismatches.contains { $0.contains("fr") })
        let leftOut = report.app?.leftOut.first { $0.reason == AppModel.Reason.frameworkLanguage.rawValue }?.files ?? []
        #expect(
            leftOut.map { String($0.dropFirst(fixture.root.count + 1)) } == (mixed ? [] : [
                "Packages/Loc/Sources/Loc/Resources/Localizable.xcstrings (ja)",
                "Packages/Loc/Sources/Loc/Resources/ja.lproj/Errors.strings",
            ]))
    }

    /// A nested bundle's localization of one of the app's languages in another script is never shown either:
    /// CoreFoundation asks the nested bundle for what the app chose, and Apple's matcher never crosses a script
    /// (omnivore's Views package has `zh-Hant`, the app `zh-Hans` alone). A region of the app's language is shown.
    @Test func aSwiftPackagesLocalizationInAScriptTheAppLacksIsNeverShown() throws {
        let project = try String(contentsOfFile: Self.fixtures + "/Sample.pbxproj", encoding: .utf8)
            .replacingOccurrences(of: "\t\t\t\tfr,\n", with: "\t\t\t\tfr,\n\t\t\t\t\"zh-Hans\",\n")
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Loc", defaultLocalization: "en", targets: [.target(name: "Loc")])

            """
        let english = stringsText(["title": "Title", "more": "More"])
        let fixture = try sampleApp(adding: [
            "Packages/Loc/Package.swift": package,
            "Packages/Loc/Sources/Loc/Resources/en.lproj/Errors.strings": english,
            "Packages/Loc/Sources/Loc/Resources/zh-Hans.lproj/Errors.strings": stringsText(["title": "标题"]),
            "Packages/Loc/Sources/Loc/Resources/zh-Hant.lproj/Errors.strings": stringsText(["title": "標題"]),
            "Packages/Loc/Sources/Loc/Resources/fr-CA.lproj/Errors.strings": stringsText(["title": "Titre"]),
        ])
        defer { fixture.remove() }
        try project.write(toFile: fixture.path("Sample.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let report = try fixture.lint()
        let leftOut = report.app?.leftOut.first { $0.reason == AppModel.Reason.frameworkLanguage.rawValue }?.files ?? []
        #expect(leftOut.map { String($0.dropFirst(fixture.root.count + 1)) } == [
            "Packages/Loc/Sources/Loc/Resources/zh-Hant.lproj/Errors.strings"
        ])
        #expect(report.hits(in: fixture).contains { $0.file == "Packages/Loc/Sources/Loc/Resources/zh-Hans.lproj/Errors.strings" })
        #expect(report.hits(in: fixture).contains { $0.file == "Packages/Loc/Sources/Loc/Resources/fr-CA.lproj/Errors.strings" })
    }

    /// The generated `Info.plist`'s build setting lets nested bundles show every language they have.
    @Test(arguments: [true, false])
    func theBuildSettingAllowingMixedLocalizationsIsRead(allows: Bool) throws {
        let setting = allows ? "INFOPLIST_KEY_CFBundleAllowMixedLocalizations = YES; " : ""
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (); knownRegions = (en, fr); developmentRegion = en; buildConfigurationList = L1; };
            \t\tG1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { \(setting)SWIFT_VERSION = 6.0; }; name = Release; };
            \t};
            \trootObject = P1;
            }

            """
        let fixture = try LintFixture(["App.xcodeproj/project.pbxproj": project])
        defer { fixture.remove() }
        #expect(try XcodeProjectReader.read(bundle: fixture.path("App.xcodeproj")).allowsMixedLocalizations == allows)
    }

    private static func infoPlist(allowingMixedLocalizations value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>CFBundleAllowMixedLocalizations</key>\(value)</dict></plist>

        """
    }

    /// Code the project leaves out (AdGuard's `TrialController.swift`, beside the license screens its target
    /// compiles) looks nothing up: its keys no table has are no one's. A folder whose code no target of the project
    /// compiles may be a local pod's or package's: its lookups count.
    @Test func codeNoTargetCompilesLooksNothingUp() throws {
        func lookup(_ key: String) -> String { "let text = NSLocalizedString(\"\(key)\", comment: \"\")\n" }
        let fixture = try sampleApp(adding: [
            "Sample/View.swift": lookup("view.title"), "Sample/Trial.swift": lookup("trial.days"),
            "LocalPods/Kit/Kit.swift": lookup("kit.title"),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let missing = report.diagnostics.filter { $0.rule == .missingKey && $0.severity == .error }.map(\.message)
        #expect(missing.count == 1)
        #expect(missing.first.map { $0.contains("\"view.title\"") && $0.contains("\"kit.title\"") } == true)
        #expect(missing.first?.contains("trial.days") == false)
        let leftOut = report.app?.leftOut.first { $0.reason == AppModel.Reason.notCompiled.rawValue }?.files ?? []
        #expect(leftOut.map { String($0.dropFirst(fixture.root.count + 1)) } == ["Sample/Trial.swift"])
    }

    /// A code file no sources phase names that a compiled file includes whole is compiled through it (Nimble
    /// Commander's unity builds: `_Operations.mm` holds `#include "AggregateProgressTracker.mm"`): its lookups count.
    @Test func codeACompiledFileIncludesIsCompiled() throws {
        func lookup(_ key: String) -> String { "NSString *text = NSLocalizedString(@\"\(key)\", @\"\");\n" }
        let project = try String(contentsOfFile: Self.fixtures + "/Sample.pbxproj", encoding: .utf8)
            .replacingOccurrences(of: "View.swift", with: "All.mm")
        let fixture = try sampleApp(adding: [
            "Sample/All.mm": "#include \"Screens/Trial.mm\"\n  #import \"Banner.m\"\n" + lookup("view.title"),
            "Sample/Screens/Trial.mm": lookup("trial.days"), "Sample/Banner.m": lookup("banner.title"),
            "Sample/Old.mm": lookup("old.title"),
        ])
        defer { fixture.remove() }
        try project.write(toFile: fixture.path("Sample.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let report = try fixture.lint()
        let missing = report.diagnostics.filter { $0.rule == .missingKey && $0.severity == .error }.map(\.message)
        #expect(missing.count == 1)
        for key in ["view.title", "trial.days", "banner.title"] { #expect(missing.first?.contains("\"\(key)\"") == true, "\(key)") }
        #expect(missing.first?.contains("old.title") == false)
        let leftOut = report.app?.leftOut.first { $0.reason == AppModel.Reason.notCompiled.rawValue }?.files ?? []
        #expect(leftOut.map { String($0.dropFirst(fixture.root.count + 1)) } == ["Sample/Old.mm"])
    }

    /// A `.strings` file CoreFoundation's property-list parser fails on breaks the build when Xcode copies it with
    /// its "Copy .strings file" step (a variant group); inside a bundle (a folder reference) it ships as it is, and
    /// Apple's runtime reads it. One the parser reads in part without an error (`;;`, a `#` line) passes the step's
    /// validation and ships cut short: swift-build's `CopyStringsFileTaskAction` validates with
    /// `PropertyListSerialization`, which returns the entries before the stray `;` and no error.
    @Test(arguments: [
        ("\"title\" = \"Titre\"\n\"more\" = \"Plus\";\n", DiagnosticRule.syntax, true),
        ("\"title\" = \"Titre\";;\n\"more\" = \"Plus\";\n", .silentTruncation, false),
        ("\"title\" = \"Titre\";\n# more\n\"more\" = \"Plus\";\n", .silentTruncation, false),
    ])
    func whatXcodesStringsStepRefusesBreaksTheBuild(text: String, rule: DiagnosticRule, refusedByXcode: Bool) throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        try text.write(toFile: fixture.path("Sample/fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try text.write(toFile: fixture.path("Sample/Settings.bundle/fr.lproj/Root.strings"), atomically: true, encoding: .utf8)
        let report = try fixture.lint()
        let grammar = report.diagnostics.filter { $0.rule == rule }
        let refused = grammar.filter { $0.message.contains("Copy .strings file step refuses this file") }
        #expect(grammar.count == 2)
        #expect(refused.map(\.file) == (refusedByXcode ? [fixture.path("Sample/fr.lproj/Localizable.strings")] : []))
    }

    /// A project whose target builds with an external tool (PojavLauncher's `PBXLegacyTarget` runs `make`, whose
    /// `Makefile` copies the `.lproj` folders into the app) says nothing of what ships: its files are judged as
    /// shipped, not left out.
    @Test func aProjectThatBuildsWithMakeLeavesNoFileOut() throws {
        let project = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, fr); developmentRegion = en; };
            		G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            		T1 = {isa = PBXLegacyTarget; buildToolPath = /usr/bin/make; buildArgumentsString = package; name = App; };
            	};
            	rootObject = P1;
            }

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "Natives/resources/en.lproj/Localizable.strings": stringsText(["title": "Title", "more": "More"]),
            "Natives/resources/fr.lproj/Localizable.strings": stringsText(["title": "Titre"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.app?.projects.map(\.kind) == ["Xcode project"])
        #expect(report.app?.leftOut.isEmpty == true)
        #expect(report.diagnostics.contains { $0.rule == .missingKey && $0.message.contains("\"more\"") })
    }

    /// An external-build target beside a product whose resources phase copies the app's tables (AdGuard's "Run
    /// Builder" script) is a tool it runs: a table in no target (AdGuard's `IDELocalizationWork` leftover, its `bg`
    /// folder) is left out, not judged as shipped.
    @Test func aScriptTargetBesideTheAppLeavesStrayTablesOut() throws {
        let project = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); knownRegions = (en, fr); developmentRegion = en; };
            		G1 = {isa = PBXGroup; children = (V1); path = App; sourceTree = "<group>"; };
            		V1 = {isa = PBXVariantGroup; children = (E1, E2); name = Localizable.strings; sourceTree = "<group>"; };
            		E1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            		E2 = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
            		T1 = {isa = PBXNativeTarget; buildPhases = (B1); name = App; productType = "com.apple.product-type.application"; };
            		B1 = {isa = PBXResourcesBuildPhase; files = (F1); };
            		F1 = {isa = PBXBuildFile; fileRef = V1; };
            		T2 = {isa = PBXLegacyTarget; buildToolPath = /bin/bash; buildArgumentsString = ./runBuilder.sh; name = "Run Builder"; };
            	};
            	rootObject = P1;
            }

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": stringsText(["title": "Title"]),
            "App/fr.lproj/Localizable.strings": stringsText(["title": "Titre"]),
            "App/bg.lproj/Localizable.strings": stringsText(["other": "Друго"]),
            "App/Extension/Localizable.strings": "IDELocalizationWork Temporary File\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.app?.leftOut.flatMap(\.files).count == 2)
        #expect(!report.diagnostics.contains { $0.severity == .error })
    }

    /// A group or file reference whose path differs from its folder's name only in case (FunnyFm's `FunnyFM` for the
    /// folder `FunnyFm`) names that folder, as on macOS's case-insensitive disk: its tables ship and are judged; none is
    /// "not in the tree".
    @Test func aGroupSpelledInAnotherCaseNamesItsFolder() throws {
        let project = Self.project("""
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, fr); developmentRegion = en; };
            \t\tG1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
            \t\tG2 = {isa = PBXGroup; children = (V1, V2); path = FunnyFM; sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (E1, E2); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tE2 = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tV2 = {isa = PBXVariantGroup; children = (E3, E4); name = About.strings; sourceTree = "<group>"; };
            \t\tE3 = {isa = PBXFileReference; name = en; path = FunnyFM/Controllers/en.lproj/About.strings; sourceTree = SOURCE_ROOT; };
            \t\tE4 = {isa = PBXFileReference; name = fr; path = FunnyFM/Controllers/fr.lproj/About.strings; sourceTree = SOURCE_ROOT; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (B1); name = App; productType = "com.apple.product-type.application"; };
            \t\tB1 = {isa = PBXResourcesBuildPhase; files = (F1, F2); };
            \t\tF1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tF2 = {isa = PBXBuildFile; fileRef = V2; };

            """)
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "FunnyFm/en.lproj/Localizable.strings": stringsText(["title": "Title", "settings.done": "Done"]),
            "FunnyFm/fr.lproj/Localizable.strings": stringsText(["title": "Titre"]),
            "FunnyFm/Controllers/en.lproj/About.strings": stringsText(["about": "About"]),
            "FunnyFm/Controllers/fr.lproj/About.strings": stringsText(["about": "À propos"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(!report.diagnostics.contains { $0.rule == .unreadableFile })
        #expect(report.app?.leftOut.flatMap(\.files) ?? [] == [])
        #expect(report.diagnostics.contains { $0.rule == .missingKey && $0.file?.hasSuffix("FunnyFm/fr.lproj/Localizable.strings") == true })
    }

    /// An Xcode project of the given objects, whose root is `P1`.
    static func project(_ objects: String) -> String {
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\(objects)\t};\n\trootObject = P1;\n}\n"
    }

    /// An app's project, in English and French, that builds `Kit/Kit.xcodeproj` as a dependency.
    static let appBuildingKit = project("""
        \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (); knownRegions = (en, fr); developmentRegion = en; };
        \t\tG1 = {isa = PBXGroup; children = (R1); sourceTree = "<group>"; };
        \t\tR1 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Kit/Kit.xcodeproj; sourceTree = "<group>"; };

        """)

    /// A library's project that builds the framework `Kit`, which copies `Resources/REGION.lproj/Kit.strings` in each
    /// of `regions`.
    static func kitProject(regions: [String]) -> String {
        let files = regions.enumerated().map { index, region in
            "\t\tE\(index) = {isa = PBXFileReference; name = \(region); path = \(region).lproj/Kit.strings; sourceTree = \"<group>\"; };\n"
        }
        return project("""
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (\(regions.joined(separator: ", "))); developmentRegion = en; };
            \t\tG1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
            \t\tG2 = {isa = PBXGroup; children = (V1); path = Resources; sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (\(regions.indices.map { "E\($0)" }.joined(separator: ", "))); name = Kit.strings; sourceTree = "<group>"; };
            \(files.joined())\t\tT1 = {isa = PBXNativeTarget; buildPhases = (B1); name = Kit; productType = "com.apple.product-type.framework"; };
            \t\tB1 = {isa = PBXResourcesBuildPhase; files = (F1); };
            \t\tF1 = {isa = PBXBuildFile; fileRef = V1; };

            """)
    }

    /// A project the app's project builds as a dependency (Flycut's `InAppSettingsKit/InAppSettingsKit.xcodeproj`, a
    /// file reference of type `wrapper.pb-project`) is a library's: its tables' errors are reported apart, as
    /// warnings that name it.
    @Test func aLibraryProjectsTablesAreReportedApart() throws {
        let outer = Self.appBuildingKit
        let inner = Self.kitProject(regions: ["en", "fr"])
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": outer,
            "Kit/Kit.xcodeproj/project.pbxproj": inner,
            "Kit/Resources/en.lproj/Kit.strings": stringsText(["open": "Open in Settings"]),
            "Kit/Resources/fr.lproj/Kit.strings": stringsText(["open": ""]),
        ])
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.libraryFolders().map(\.name) == ["Kit.xcodeproj"])
        let empty = try fixture.lint([""]).diagnostics.filter { $0.rule == .emptyValue }
        #expect(empty.map(\.severity) == [.warning])
        #expect(empty.first?.message.contains("Kit.xcodeproj, a library's project") == true)
    }

    /// A library's project named through a link to its folder (senuti's `sparkle` for `external/sparkle`, where the
    /// lint finds the project) is the same library's.
    @Test func aLibraryProjectNamedThroughALinkIsALibrarys() throws {
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": Self.appBuildingKit,
            "external/Kit/Kit.xcodeproj/project.pbxproj": Self.kitProject(regions: ["en", "fr"]),
            "external/Kit/Resources/en.lproj/Kit.strings": stringsText(["open": "Open in Settings"]),
            "external/Kit/Resources/fr.lproj/Kit.strings": stringsText(["open": ""]),
        ])
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.path("Kit"), withDestinationPath: "external/Kit")
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.libraryFolders().map(\.name) == ["Kit.xcodeproj"])
        let empty = try fixture.lint([""]).diagnostics.filter { $0.rule == .emptyValue }
        #expect(empty.map(\.severity) == [.warning])
    }

    /// A project whose development region has its legacy name (`English`, Adium's) and a tree that holds both
    /// `English.lproj` and `en.lproj` folders: the base is the one more tables have, so the app's own tables are
    /// compared (Adium's Icelandic format defects were not, against a base of a few stray `English.lproj` tables).
    @Test func aDevelopmentRegionByItsLegacyNameIsTheFolderMoreTablesHave() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 46;
            \tobjects = {
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, fr); developmentRegion = English; };
            \t\tG1 = {isa = PBXGroup; children = (V1, V2, V3); sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (E1, F1); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tV2 = {isa = PBXVariantGroup; children = (E2); name = Menu.strings; sourceTree = "<group>"; };
            \t\tE2 = {isa = PBXFileReference; name = en; path = en.lproj/Menu.strings; sourceTree = "<group>"; };
            \t\tV3 = {isa = PBXVariantGroup; children = (E3); name = Xtras.strings; sourceTree = "<group>"; };
            \t\tE3 = {isa = PBXFileReference; name = English; path = English.lproj/Xtras.strings; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (B1); name = App; productType = "com.apple.product-type.application"; };
            \t\tB1 = {isa = PBXResourcesBuildPhase; files = (BF1, BF2, BF3); };
            \t\tBF1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tBF2 = {isa = PBXBuildFile; fileRef = V2; };
            \t\tBF3 = {isa = PBXBuildFile; fileRef = V3; };
            \t};
            \trootObject = P1;
            }

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "en.lproj/Localizable.strings": stringsText(["bytes": "%1$llu of %2$llu bytes"]),
            "fr.lproj/Localizable.strings": stringsText(["bytes": "%1$llu sur %2llu octets"]),
            "en.lproj/Menu.strings": stringsText(["quit": "Quit"]),
            "English.lproj/Xtras.strings": stringsText(["get": "Get Xtras"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint([""])
        #expect(report.diagnostics.contains { $0.rule == .formatSpecifierMismatch && $0.severity == .error })
    }

    /// A project that names no regions (TVShows', written by Xcode 3): the app's languages are its products' own
    /// `.lproj` folders, so a bundled framework's German, which an English-only app never shows, is left out.
    @Test func withoutKnownRegionsTheAppsLanguagesAreItsOwnFolders() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 44;
            \tobjects = {
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
            \t\tG1 = {isa = PBXGroup; children = (V1, K1); sourceTree = "<group>"; };
            \t\tV1 = {isa = PBXVariantGroup; children = (E1); name = Localizable.strings; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileReference; name = English; path = English.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tK1 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Sparkle.framework; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (B1, B2); name = App; productType = "com.apple.product-type.application"; };
            \t\tB1 = {isa = PBXResourcesBuildPhase; files = (BF1); };
            \t\tBF1 = {isa = PBXBuildFile; fileRef = V1; };
            \t\tB2 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (BF2); };
            \t\tBF2 = {isa = PBXBuildFile; fileRef = K1; };
            \t};
            \trootObject = P1;
            }

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "English.lproj/Localizable.strings": stringsText(["quit": "Quit"]),
            "Sparkle.framework/Versions/A/Resources/en.lproj/Sparkle.strings": stringsText(["update": "Update", "later": "Later"]),
            "Sparkle.framework/Versions/A/Resources/de.lproj/Sparkle.strings": stringsText(["update": "Aktualisieren"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint([""])
        #expect(report.app?.leftOut.flatMap(\.files) == [fixture.path("Sparkle.framework/Versions/A/Resources/de.lproj/Sparkle.strings")])
        #expect(!report.diagnostics.contains { $0.file?.contains("de.lproj") == true })
    }

    /// A library's project names the library's languages (Skim's vendored `Sparkle.xcodeproj`, in thirty-odd), not
    /// the app's: its table in a language the app lacks is never shown (CoreFoundation gives a nested bundle the
    /// app's chosen localization), so it is left out; one in the app's languages is reported apart.
    @Test func aLibraryProjectsLanguagesAreNotTheAppsOwn() throws {
        let outer = Self.appBuildingKit
        let inner = Self.kitProject(regions: ["en", "fr", "ar"])
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": outer,
            "Kit/Kit.xcodeproj/project.pbxproj": inner,
            "Kit/Resources/en.lproj/Kit.strings": stringsText(["open": "Open in Settings"]),
            "Kit/Resources/fr.lproj/Kit.strings": stringsText(["open": ""]),
            "Kit/Resources/ar.lproj/Kit.strings": stringsText(["open": ""]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint([""])
        let empty = report.diagnostics.filter { $0.rule == .emptyValue }
        #expect(empty.compactMap(\.file) == [fixture.path("Kit/Resources/fr.lproj/Kit.strings")])
        #expect(report.app?.leftOut.flatMap(\.files) == [fixture.path("Kit/Resources/ar.lproj/Kit.strings")])
    }

    /// A table a product target copies that is not in the tree in any localization (Trio's `Localizable.xcstrings`
    /// in a checkout without its large files) may hold any key the code looks up: the lint says it cannot read it and
    /// does not report keys no table has. A table missing in one localization only is known from the others.
    @Test func aShippedTableNotInTheTreeHidesNoKey() throws {
        let fixture = try sampleApp(adding: ["Sample/View.swift": "let title = NSLocalizedString(\"widget.title\", comment: \"\")\n"])
        defer { fixture.remove() }
        let lookedUp = { (report: LintReport) in report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("no table of the app has") } }
        #expect(lookedUp(try fixture.lint()).count == 1)
        try FileManager.default.removeItem(atPath: fixture.path("Sample/fr.lproj/Localizable.strings"))
        #expect(lookedUp(try fixture.lint()).count == 1)
        try FileManager.default.removeItem(atPath: fixture.path("Sample/en.lproj/Localizable.strings"))
        let report = try fixture.lint()
        #expect(lookedUp(report).isEmpty)
        let absent = report.diagnostics.filter { $0.rule == .unreadableFile && $0.message.contains("not in the tree") }
        #expect(absent.map(\.severity) == [.warning, .warning])
        #expect(absent.compactMap(\.file).map { $0.hasSuffix(".lproj/Localizable.strings") } == [true, true])
    }

    /// An absent table of `Info.plist`'s texts (haidy's `InfoPlist.strings`, referred to by a path on its author's
    /// Mac) holds what the system looks up, never a key of the code's: keys no table has are still reported, and the
    /// warning does not say otherwise.
    @Test func anAbsentInfoPlistTableHidesNoKeyOfTheCode() throws {
        let project = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, cs); developmentRegion = en; };
            		G1 = {isa = PBXGroup; children = (V1, V2); path = App; sourceTree = "<group>"; };
            		V1 = {isa = PBXVariantGroup; children = (E1, E2); name = Localizable.strings; sourceTree = "<group>"; };
            		E1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            		E2 = {isa = PBXFileReference; name = cs; path = cs.lproj/Localizable.strings; sourceTree = "<group>"; };
            		V2 = {isa = PBXVariantGroup; children = (E3); name = InfoPlist.strings; sourceTree = "<group>"; };
            		E3 = {isa = PBXFileReference; name = cs; path = "/Users/someone/App/cs.lproj/InfoPlist.strings"; sourceTree = "<absolute>"; };
            		T1 = {isa = PBXNativeTarget; buildPhases = (B1); name = App; productType = "com.apple.product-type.application"; };
            		B1 = {isa = PBXResourcesBuildPhase; files = (F1, F2); };
            		F1 = {isa = PBXBuildFile; fileRef = V1; };
            		F2 = {isa = PBXBuildFile; fileRef = V2; };
            	};
            	rootObject = P1;
            }

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": stringsText(["title": "Title"]),
            "App/cs.lproj/Localizable.strings": stringsText(["title": "Název"]),
            "App/View.swift": "let a = NSLocalizedString(\"title\", comment: \"\")\nlet b = NSLocalizedString(\"call.paused\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let absent = report.diagnostics.filter { $0.rule == .unreadableFile && $0.message.contains("not in the tree") }
        #expect(absent.count == 1 && absent.allSatisfy { !$0.message.contains("does not report keys") })
        #expect(report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("(\"call.paused\")") }.count == 1)
    }

    /// Past the place where the parser stops reading silently (Cowabunga's German `* No comment` line), a syntax
    /// error is never read: not a build failure, and no one reads what follows. A warning; the truncation is the error.
    @Test func aSyntaxErrorAfterASilentTruncationIsNeverRead() throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        let text = "\"title\" = \"Titre\";\n* No comment\n\"more\" = \"Plus\"\n\"last\" = \"Fin\";\n"
        try text.write(toFile: fixture.path("Sample/fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let found = try fixture.lint().diagnostics.filter { $0.file == fixture.path("Sample/fr.lproj/Localizable.strings") }
        #expect(found.filter { $0.rule == .silentTruncation }.map(\.severity) == [.error])
        let syntax = found.filter { $0.rule == .syntax }
        #expect(!syntax.isEmpty)
        #expect(syntax.allSatisfy { $0.severity == .warning && $0.message.contains("stops reading this file at line 2") })
        #expect(!syntax.contains { $0.message.contains("refuses") })
    }

    @Test func theReportNamesTheProjectItsRegionsAndTargets() throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        let project = try #require(try fixture.lint().app?.projects.first)
        #expect(project.path == fixture.path("Sample.xcodeproj"))
        #expect(project.kind == "Xcode project")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "fr"])
        #expect(project.products == ["Sample", "Widget"])
        #expect(project.tests == ["SampleTests"])
    }

    @Test func anIntentDefinitionsTablesShipFromTheSourcesPhase() throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.shipping(of: fixture.path("Sample/fr.lproj/Intents.strings")) == .shipped)
        #expect(model.shipping(of: fixture.path("Sample/Base.lproj/Intents.intentdefinition")) == .shipped)
    }

    @Test func aFileNamedAsAPathIsLintedWhateverTheProjectSays() throws {
        let fixture = try sampleApp()
        defer { fixture.remove() }
        let report = try fixture.lint(["", "Sample/Unused/de.lproj/Old.strings"])
        #expect(report.hits(in: fixture).contains { $0.file == "Sample/Unused/de.lproj/Old.strings" } == false)
        #expect(report.app?.leftOut.flatMap(\.files).contains(fixture.path("Sample/Unused/de.lproj/Old.strings")) == false)
    }

    @Test func withoutAProjectEveryFileIsJudgedAndTheReportSaysSo() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": stringsText(["a": "Alpha", "b": "Beta"]),
            "App/fr.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.app?.projects == [])
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "App/fr.lproj/Localizable.strings", "-")])
        #expect(TextReportWriter(colors: false).summary(of: report).contains("app: no project found"))
    }

    @Test func anUnreadableProjectIsAWarningAndItsFilesAreJudgedAsShipped() throws {
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": "{ objects = { a = b }; }",
            "App/en.lproj/Localizable.strings": stringsText(["a": "Alpha", "b": "Beta"]),
            "App/fr.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(
            report.hits(in: fixture) == [
                LintHit("unreadable-project", "App.xcodeproj/project.pbxproj", "1:21"),
                LintHit("missing-key", "App/fr.lproj/Localizable.strings", "-"),
            ])
    }

    @Test func theProjectsDevelopmentRegionIsTheBase() throws {
        let project = """
            { objects = { R = { isa = PBXProject; developmentRegion = de; mainGroup = G; targets = (); };
              G = { isa = PBXGroup; children = (); sourceTree = "<group>"; }; }; rootObject = R; }
            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "Package.swift": "let package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"App\")])",
            "App/de.lproj/Localizable.strings": stringsText(["a": "Alpha", "b": "Beta"]),
            "App/en.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.base == "de")
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "App/en.lproj/Localizable.strings", "-")])
    }

    @Test func aPackagesTargetsShipTheirFoldersButNotTheirTests() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit", defaultLocalization: "en",
                targets: [
                    .target(name: "Kit", exclude: ["Legacy"], resources: [.process("Resources")]),
                    .target(name: "Other", path: "Modules/Other"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ])
            """
        let fixture = try LintFixture(["Kit/Package.swift": manifest])
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.projects.first?.developmentRegion == "en")
        for (path, expected) in [
            ("Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings", AppModel.Shipping.shipped),
            ("Kit/Modules/Other/fr.lproj/Localizable.strings", .shipped),
            ("Kit/Sources/Kit/Legacy/fr.lproj/Localizable.strings", .leftOut(.noTarget)),
            ("Kit/Tests/KitTests/fr.lproj/Localizable.strings", .leftOut(.testsOnly)),
            ("Elsewhere/fr.lproj/Localizable.strings", .unknown),
        ] {
            #expect(model.shipping(of: fixture.path(path)) == expected, "\(path)")
        }
    }

    @Test func anXcodeGenSpecShipsItsTargetsSourcesWithIncludesAndExcludes() throws {
        let spec = """
            name: App
            options:
              developmentLanguage: en
            include:
              - path: Extension/target.yml
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes:
                      - "**/Drafts/**"
                  - path: Docs
                    buildPhase: none
              AppTests:
                type: bundle.unit-test
                sources: [AppTests]
            """
        let included = """
            targets:
              Share:
                type: app-extension
                sources: Sources
            """
        let fixture = try LintFixture(["project.yml": spec, "Extension/target.yml": included])
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.projects.first?.kind == .xcodeGen)
        for (path, expected) in [
            ("App/fr.lproj/Localizable.strings", AppModel.Shipping.shipped),
            ("App/Drafts/fr.lproj/Localizable.strings", .leftOut(.noTarget)),
            ("Docs/fr.lproj/Localizable.strings", .leftOut(.noTarget)),
            ("AppTests/fr.lproj/Localizable.strings", .leftOut(.testsOnly)),
            ("Extension/Sources/fr.lproj/Share.strings", .shipped),
        ] {
            #expect(model.shipping(of: fixture.path(path)) == expected, "\(path)")
        }
    }

    /// A spec generated with `--project-root` from a folder above it (capsule's `App/project.yml`, whose sources are
    /// `App/Sources` and `App/Resources/Localizable.xcstrings`) names its paths from there: when none of them is
    /// below the spec's own folder, they are read from the folder above that has them. A spec whose paths are below
    /// its own folder is read as XcodeGen reads it.
    @Test(arguments: ["App/project.yml", "project.yml"])
    func aSpecsPathsStartWhereTheyAre(spec: String) throws {
        let catalog = "App/Resources/Localizable.xcstrings"
        let fixture = try LintFixture([
            spec: """
                targets:
                  Capsule:
                    type: application
                    platform: macOS
                    sources:
                      - path: App/Sources
                      - path: App/Resources/Localizable.xcstrings
                """,
            "App/Sources/App.swift": "let x = 1\n",
            catalog: catalogText([("Open", "Open", ("translated", "Ouvrir"))]),
            "App/Other/Localizable.xcstrings": catalogText([("Close", "Close", ("translated", "Fermer"))]),
        ])
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.shipping(of: fixture.path(catalog)) == .shipped)
        // Below the spec's own folder only (`App/`) is the project's to tell.
        #expect(model.shipping(of: fixture.path("App/Other/Localizable.xcstrings")) == .leftOut(.noTarget))
    }

    @Test func aRegionOfTheBasesLanguageLackingATableIsNotMissingIt() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": stringsText(["Alpha": "Alpha", "b": "Color", "a.title": "Title"]),
            "App/en.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
            "App/en-US.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
            // A region's table holds what it words otherwise; a key it lacks that reads as its text shows en's
            // words. `a.title`, which would show raw, is reported.
            "App/en-GB.lproj/Localizable.strings": stringsText(["b": "Colour"]),
            "App/de.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
            "App/fr.lproj/Localizable.strings": stringsText(["Alpha": "Alpha fr", "b": "Couleur", "a.title": "Titre"]),
            "App/fr.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture).map(\.file) == ["App/de.lproj", "App/en-GB.lproj/Localizable.strings"])
        #expect(report.diagnostics.first { $0.file?.hasSuffix("en-GB.lproj/Localizable.strings") == true }?.message.contains("\"a.title\"") == true)
    }

    /// A table only Base.lproj holds (English-keyed, no en copy) is compared with Base's, and a localization that
    /// lacks it finds Base's: coverage, not keys shown.
    @Test func aTableOnlyBaseHoldsIsComparedWithBase() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "App/fr.lproj/Localizable.strings": stringsText(["a": "Alpha fr"]),
            "App/Base.lproj/Sparkle.strings": "\"Update %@\" = \"Update %@\";\n\"update.later\" = \"Later\";\n",
            "App/fa.lproj/Sparkle.strings": "\"Update %@\" = \"به‌روزرسانی\";\n\"update.later\" = \"بعدا\";\n",
            "App/fa.lproj/Localizable.strings": stringsText(["a": "Alpha fa"]),
        ])
        defer { fixture.remove() }
        let hits = try fixture.lint().hits(in: fixture)
        #expect(hits.contains(LintHit("format-specifier-mismatch", "App/fa.lproj/Sparkle.strings", "1:15")))
        #expect(!hits.contains { $0.rule == "missing-key" })
    }

    /// A region of any localization the app has (`fr-CA` beside `fr`) that lacks a table gets that localization's;
    /// one whose language has no localization of its own (`de-AT`) gets the development language. A stub table's
    /// empty key is looked up by no one.
    @Test func aRegionLackingATableGetsItsLanguagesTable() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": stringsText(["a": "Alpha", "": ""]),
            "App/en.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
            "App/fr.lproj/Localizable.strings": stringsText(["a": "Alpha fr"]),
            "App/fr.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
            "App/fr-CA.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
            "App/de-AT.lproj/InfoPlist.strings": stringsText(["CFBundleDisplayName": "App"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.hits(in: fixture).map(\.file) == ["App/de-AT.lproj"], "\(report.diagnostics)")
        #expect(GroupComparison.withoutRegion("zh-Hant-TW") == "zh-Hant")
        #expect(GroupComparison.withoutRegion("es-419") == "es")
        #expect(GroupComparison.withoutRegion("sr-Latn") == nil)
        #expect(GroupComparison.withoutRegion("fr") == nil)
    }
}

/// Xcode 26's Swift symbols for a String Catalog's manual keys (secretive's `Text(.integrationsGettingStartedSuggestionShell)`).
@Suite struct GeneratedStringSymbolsTests {
    @Test(arguments: [
        ("integrations_getting_started_suggestion_shell", "integrationsGettingStartedSuggestionShell"),
        ("about_view_on_github_button", "aboutViewOnGithubButton"), ("Landmarks", "landmarks"),
        ("%(landmark)@ is contained in %(landmarkCollection)@", "isContainedIn"), ("URL", "url"),
        ("settings.title %lld", "settingsTitle"),
    ])
    func aKeysSymbolIsItsWordsInCamelCase(key: String, symbol: String) {
        #expect(GeneratedStringSymbols.name(ofKey: key) == symbol)
    }

    /// R.swift's accessors, generated at build time, name their keys as Xcode's symbols do (alpha-wallet's
    /// `R.string.localizable.aClaimTokenFailedServerDown()`): the Japanese text that is the key itself is an error,
    /// shown to people; another file's `.title` names no key. R.swift passes no default value.
    @Test func rSwiftAccessorsNameTheirKeys() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings":
                "\"a.claim.token.failed.serverDown\" = \"Server down, try later\";\n\"title\" = \"Claims\";\n\"unused.key\" = \"Old\";\n",
            "App/ja.lproj/Localizable.strings":
                "\"a.claim.token.failed.serverDown\" = \"a.claim.token.failed.serverDown\";\n\"title\" = \"title\";\n\"unused.key\" = \"unused.key\";\n",
            "App/Claim.swift": "let message = R.string.localizable.aClaimTokenFailedServerDown(preferredLanguages: nil)\n",
            "App/View.swift": "let heading = view.title\nlet other = NSLocalizedString(\"other\", comment: \"\")\n",
        ])
        defer { fixture.remove() }
        let keysShown = try fixture.lint().diagnostics.filter { $0.message.contains("is the key itself") }
        #expect(keysShown.filter { $0.severity == .error }.map(\.message) == [
            "the ja text of \"a.claim.token.failed.serverDown\" is the key itself: people see "
                + "\"a.claim.token.failed.serverDown\" where the base has a text"
        ])
        #expect(keysShown.filter { $0.severity == .warning }.map(\.message).first?.contains("\"unused.key\"") == true)
    }

    @Test func aKeyWithoutAWordHasNoSymbol() {
        #expect(GeneratedStringSymbols.name(ofKey: "%@") == nil)
        #expect(GeneratedStringSymbols.name(ofKey: "42_items") == nil)
    }

    /// A synchronized folder no target owns (PomPadDo's `Shared`): an exception set for a target lists the files that
    /// target adds, so its catalog ships, while a file no exception set lists ships in no target.
    @Test func aSynchronizedFolderNoTargetOwnsGivesATargetTheFilesItsExceptionSetLists() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, fr); developmentRegion = en; };
            \t\tG1 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1); path = Shared; sourceTree = "<group>"; };
            \t\tX1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Localizable.xcstrings, Views/List.swift); target = T1; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
            \t};
            \trootObject = P1;
            }

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "Shared/Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {}}\n",
            "Shared/Draft.xcstrings": "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {}}\n",
        ])
        defer { fixture.remove() }
        let model = AppModel(projects: try AppFileTree(paths: [fixture.root]).projects)
        #expect(model.appTargetCopies(fixture.path("Shared/Localizable.xcstrings")))
        #expect(!model.appTargetCopies(fixture.path("Shared/Draft.xcstrings")))
    }

    /// A project that generates the symbols names a manual key through its symbol: the French empty text the code
    /// shows is an error, and the key Swedish lacks shows the catalog's English (the symbol's default value). Without
    /// the build setting the same code names no key.
    @Test(arguments: [true, false])
    func codeThatWritesASymbolLooksItsKeyUp(generates: Bool) throws {
        let setting = generates ? "STRING_CATALOG_GENERATE_SYMBOLS = YES; " : ""
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, fr, sv); developmentRegion = en; buildConfigurationList = L1; };
            \t\tG1 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = App; productType = "com.apple.product-type.application"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { \(setting)SWIFT_VERSION = 6.0; }; name = Release; };
            \t};
            \trootObject = P1;
            }

            """
        func unit(_ value: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}" }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.1", "strings": {
            "shell_suggestion": {"extractionState": "manual", "localizations": {"en": \(unit("Configure your shell.")), "fr": \(unit("")), "sv": \(unit("Konfigurera ditt skal."))}},
            "rename_label": {"extractionState": "manual", "localizations": {"en": \(unit("Name")), "fr": \(unit("Nom"))}},
            "other_label": {"extractionState": "manual", "localizations": {"en": \(unit("Other")), "fr": \(unit("Autre")), "sv": \(unit("Annan"))}}
            }}

            """
        let fixture = try LintFixture([
            "App.xcodeproj/project.pbxproj": project,
            "App/Localizable.xcstrings": catalog,
            "App/GettingStarted.swift":
                "Text(.shellSuggestion)\nTextField(String(localized: .renameLabel), text: $name)\nlet other = String(localized: \"other_label\")\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let empty = try #require(report.diagnostics.first { $0.rule == .emptyValue })
        #expect(empty.severity == (generates ? .error : .warning))
        let swedish = report.diagnostics.filter { $0.message.hasPrefix("sv lacks 1 key") }
        #expect(swedish.map(\.rule) == [generates ? .missingTranslation : .missingKey])
    }
}

/// What Xcode's copy step does to a table before it ships.
@Suite struct CopyStringsFileStepTests {
    /// A byte-order mark written twice: Xcode decodes the file, drops the U+FEFF that then starts the text and
    /// ships the rest, so the table loads whole and nothing is reported.
    private static let table = "\"a\" = \"b\";\n"
    private static let littleEndian: [UInt8] = table.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    private static let bigEndian: [UInt8] = table.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    static let doubled: [[UInt8]] = [
        [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(table.utf8), [0xFF, 0xFE, 0xFF, 0xFE] + littleEndian,
        [0xFE, 0xFF, 0xFE, 0xFF] + bigEndian,
    ]

    @Test(arguments: doubled)
    func aDoubledByteOrderMarkShipsClean(_ bytes: [UInt8]) throws {
        let fixture = try LintFixture([:], folders: ["en.lproj"])
        defer { fixture.remove() }
        try Data(bytes).write(to: URL(fileURLWithPath: fixture.path("en.lproj/Localizable.strings")))
        let report = try fixture.lint()
        #expect(report.diagnostics == [])
        #expect(report.languages.first?.keys == 1)
    }

    /// The step drops one U+FEFF: a third one is still text before the first key, which Apple's runtime rejects.
    @Test func aTripledByteOrderMarkIsStillReported() throws {
        let fixture = try LintFixture([:], folders: ["en.lproj"])
        defer { fixture.remove() }
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: fixture.path("en.lproj/Localizable.strings")))
        #expect(try fixture.lint().hits(in: fixture) == [LintHit("syntax", "en.lproj/Localizable.strings", "1:2")])
    }
}

/// Tuist's manifests, read without running them.
@Suite struct TuistProjectReaderTests {
    private static let manifest = """
        import ProjectDescription

        let project = Project(
            name: "Atlas",
            options: .options(defaultKnownRegions: ["de", "en", "fr"], developmentRegion: "de"),
            targets: [
                .target(
                    name: "Atlas", destinations: .iOS, product: .app, bundleId: "org.example.atlas",
                    sources: ["Atlas/Sources/**"],
                    resources: [
                        "Atlas/Resources/**",
                        .glob(pattern: "Shared/**/*.strings", excluding: ["Shared/Old/**"]),
                        .folderReference(path: "Bundled"),
                    ]
                ),
                .target(
                    name: "AtlasTests", destinations: .iOS, product: .unitTests, bundleId: "org.example.atlas.tests",
                    resources: ["Atlas/TestResources/**"]
                ),
            ]
        )

        """

    @Test func targetsResourcesAndRegionsAreRead() throws {
        let fixture = try LintFixture(["Project.swift": Self.manifest])
        defer { fixture.remove() }
        let project = try TuistProjectReader.read(fixture.path("Project.swift"))
        #expect(project.developmentRegion == "de")
        #expect(project.knownRegions == ["de", "en", "fr"])
        #expect(project.targets.map(\.name) == ["Atlas", "AtlasTests"])
        #expect(project.targets.map(\.kind) == [.product, .test])
        #expect(!project.buildsExternally)
        let model = AppModel(projects: [fixture.path("Project.swift")])
        for (path, expected) in [
            ("Atlas/Resources/fr.lproj/Localizable.strings", AppModel.Shipping.shipped),
            ("Shared/fr.lproj/Common.strings", .shipped),
            ("Shared/Old/fr.lproj/Common.strings", .leftOut(.noTarget)),
            ("Bundled/fr.lproj/Help.strings", .shipped),
            ("Atlas/TestResources/fr.lproj/Fixtures.strings", .leftOut(.testsOnly)),
            ("Screenshots/fr.lproj/Captions.strings", .leftOut(.noTarget)),
        ] {
            #expect(model.shipping(of: fixture.path(path)) == expected, "\(path)")
        }
    }

    /// A target a helper of the project makes (`.feature(name:)`) may copy anything: no file is known not to ship.
    /// A manifest made by a helper, and a `Project.swift` that is app code, name no target.
    @Test(arguments: [
        (Self.manifest.replacingOccurrences(of: "    ]\n)", with: "        .feature(name: \"Maps\"),\n    ]\n)"), 2),
        ("import ProjectDescription\n\nlet project = Project.app(name: \"Atlas\", resources: [\"Resources/**\"])\n", 0),
        // Resources a helper lists are not known.
        (Self.manifest.replacingOccurrences(of: "resources: [\"Atlas/TestResources/**\"]", with: "resources: .testing"), 1),
        ("struct Project { var name: String }\nlet project = Project(name: \"x\", targets: [.target(name: \"A\")])\n", 0),
    ])
    func whatTheLintCannotSeeIsNotLeftOut(manifest: String, targets: Int) throws {
        let fixture = try LintFixture(["Project.swift": manifest])
        defer { fixture.remove() }
        let project = try TuistProjectReader.read(fixture.path("Project.swift"))
        #expect(project.targets.count == targets)
        let model = AppModel(projects: [fixture.path("Project.swift")])
        #expect(model.shipping(of: fixture.path("Screenshots/fr.lproj/Captions.strings")) == .unknown)
    }
}

/// An app whose base folder has the development language's legacy name, with no project to name it.
@Suite struct LintLegacyBaseNameTests {
    /// Vidi's `English.lproj` beside `French.lproj`, its project naming no development region: English is the base,
    /// and the French text that reads an argument the English does not is compared with it.
    @Test func aLegacyEnglishFolderIsTheBase() throws {
        let fixture = try LintFixture([
            "Vidi/English.lproj/server.strings": "\"Recording at %@ failed.\" = \"Recording at %@ failed.\";\n",
            "Vidi/French.lproj/server.strings": "\"Recording at %@ failed.\" = \"L'enregistrement de %2$@ a échoué.\";\n",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.base == "English")
        #expect(report.hits("format-specifier-mismatch", in: fixture).map(\.file) == ["Vidi/French.lproj/server.strings"])
    }
}
