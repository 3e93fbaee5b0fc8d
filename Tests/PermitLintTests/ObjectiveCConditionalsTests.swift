import Testing

@testable import PermitLint
@testable import PermitLocalization

/// What the preprocessor leaves out of Objective-C: regions that need a macro, read from the bytes.
@Suite struct ObjectiveCConditionalsTests {
    @Test func regionsNeedTheirMacroAndFollowNesting() {
        let source = """
            #define HAS_PRO 1
            #ifdef DROPBOX
            a();
            #if TARGET_OS_IPHONE
            b();
            #endif
            #else
            c();
            #endif
            #ifndef DEBUG
            d();
            #else
            e();
            #endif
            #if defined(SYNC) && !defined(LITE)
            f();
            #endif
            #if 0
            g();
            #elif NEVER
            h();
            #endif

            """
        let bytes = Array(source.utf8)
        let (defines, regions) = ObjectiveCConditionals.scan(bytes)
        #expect(defines == ["HAS_PRO"])
        let text = { (region: ObjectiveCConditionals.Region) in String(decoding: bytes[region.range], as: UTF8.self) }
        #expect(regions.map(\.name) == ["TARGET_OS_IPHONE", "DROPBOX", "DEBUG", "0"])
        #expect(regions.map(\.directive) == ["#if TARGET_OS_IPHONE", "#ifdef DROPBOX", "#ifndef DEBUG", "#if 0"])
        #expect(text(regions[0]) == "b();\n")
        #expect(text(regions[1]) == "a();\n#if TARGET_OS_IPHONE\nb();\n#endif\n")
        // `#ifndef DEBUG`'s `#else` is what needs `DEBUG`.
        #expect(text(regions[2]) == "e();\n")
        #expect(text(regions[3]) == "g();\n")
    }

    @Test(arguments: [
        ("DROPBOX", true), ("HAS_PRO_FEATURES", true), ("TARGET_OS_IPHONE", false), ("NS_BLOCK_ASSERTIONS", false),
        ("__OBJC__", false), ("Dropbox", false), ("MAC_OS_X_VERSION_10_15", false),
    ])
    func anAppMacroIsWrittenAsAnAppNamesItsOwn(name: String, isApps: Bool) {
        #expect(ObjectiveCConditionals.isAppMacro(name) == isApps)
    }

    /// Keys named only under a macro nothing defines (Inkpad's `#ifdef DROPBOX`) are never shown: their format
    /// defects are warnings that say why. Defined by a source, by the project's settings, or named in live code too,
    /// they stay errors.
    @Test(arguments: [
        ("", "", DiagnosticSeverity.warning),
        ("#define DROPBOX 1\n", "", .error),
        ("", "GCC_PREPROCESSOR_DEFINITIONS = (DROPBOX, );", .error),
        ("NSString *again = NSLocalizedString(@\"Upload of %@ failed\", nil);\n", "", .error),
    ])
    func keysNamedOnlyWhereThePreprocessorLeavesOutAreNeverShown(
        before: String, projectSettings: String, severity: DiagnosticSeverity
    ) throws {
        var files = [
            "App/en.lproj/Localizable.strings": "\"Upload of %@ failed\" = \"Upload of %@ failed\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"Upload of %@ failed\" = \"上传 ％@ 失败\";\n",
            "App/Uploader.m": before + "#ifdef DROPBOX\nNSString *m = NSLocalizedString(@\"Upload of %@ failed\", nil);\n#endif\n",
        ]
        if !projectSettings.isEmpty { files["App/Config.xcconfig"] = projectSettings + "\n" }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let found = try fixture.lint().diagnostics.filter { $0.rule == .formatSpecifierMismatch }
        #expect(found.map(\.severity) == [severity])
        #expect(found.first?.message.contains("#ifdef DROPBOX, which nothing defines") == (severity == .warning))
    }
}
