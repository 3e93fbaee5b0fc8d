import Testing

@testable import PermitLint

/// An app's own Objective-C lookup helpers, macros and C functions, look up the literal their callers pass, from
/// Objective-C or from Swift.
@Suite struct ObjectiveCHelperTests {
    private func read(_ files: [String: String]) -> SourceCodeKeys {
        SourceCodeKeys(contents: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
    }

    @Test(arguments: [
        // A macro over two lines, its key in parentheses (as HandBrake's kit writes it).
        "#define KitString(key, comment) \\\n    [[NSBundle bundleForClass:self.class] localizedStringForKey:(key) value:@\"\" table:nil]\n",
        "#define L(k) NSLocalizedString(k, nil)\n",
        // A C function that retries the development language (AdGuard's helper, called from Swift too).
        """
        NSString* _Nonnull AppString(NSString* _Nullable key, NSString* _Nullable comment) {
            if (!key) { return @""; }
            NSString *text = NSLocalizedString(key, nil);
            return text;
        }

        """,
    ])
    func aHelpersCallsLookTheirLiteralUp(definition: String) throws {
        let name = try #require(ObjectiveCLookupHelpers.declared(in: Array(definition.utf8)).first)
        let code = read([
            "Helpers.m": definition,
            "Alert.m": "NSString *title = \(name)(@\"alert.title\", nil);\nNSString *built = \(name)([@\"menu.\" stringByAppendingString:x], nil);\n",
            "Trial.swift": "let days = \(name)(\"trial.days\", nil)\nlet other = My\(name)(\"not.a.lookup\", nil)\n",
        ])
        #expect(Set(code.lookups.keys) == ["alert.title", "trial.days"])
    }

    @Test(arguments: [
        // A declaration without a body, and a function whose key is not its first parameter.
        "NSString* AppString(NSString* key, NSString* comment);\n",
        "NSString *Described(NSString *name, NSString *key) { return NSLocalizedString(key, nil); }\n",
        // A macro that looks up a key of its own, and one that is no function.
        "#define Title(x) NSLocalizedString(@\"title\", x)\n", "#define TITLE NSLocalizedString(@\"title\", nil)\n",
    ])
    func codeThatIsNoHelperDeclaresNone(definition: String) {
        #expect(ObjectiveCLookupHelpers.declared(in: Array(definition.utf8)) == [])
    }

    /// A key the helper looks up that no table has is shown raw to everyone.
    @Test func aKeyAHelperLooksUpThatNoTableHasIsReported() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"alert.title\" = \"Alert\";\n",
            "App/fr.lproj/Localizable.strings": "\"alert.title\" = \"Alerte\";\n",
            "App/Helpers.m": "#define AppString(key) NSLocalizedString(key, nil)\n",
            "App/Alert.m": "NSString *a = AppString(@\"alert.title\");\nNSString *b = AppString(@\"alert.mesage\");\n",
        ])
        defer { fixture.remove() }
        let missing = try fixture.lint().diagnostics.filter { $0.rule == .missingKey && $0.severity == .error }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("alert.mesage") == true)
    }
}

/// Code that tells a text its table lacks by the key coming back, and does without it.
@Suite struct ObjectiveCKeyComparisonTests {
    /// Articles' Gift action leaves itself out where the title comes back as its key: a language that lacks the key
    /// never shows it raw. A lookup whose result is compared with another string is no such check.
    @Test(arguments: [
        ("NSString *title = NSLocalizedString(GiftTitleKey, nil);\nif ([title isEqualToString:GiftTitleKey]) { return NO; }\n", true),
        ("NSString *title = NSLocalizedString(@\"gift.title\", nil);\nif([title isEqualToString: @\"gift.title\" ]) return NO;\n", true),
        ("NSString *title = NSLocalizedString(GiftTitleKey, nil);\nif ([title isEqualToString:OtherKey]) { return NO; }\n", false),
        ("NSString *title = NSLocalizedString(GiftTitleKey, nil);\nself.label.text = title;\n", false),
    ])
    func aLookupWhoseResultIsComparedWithItsKeyIsNeverShownRaw(code: String, compared: Bool) {
        let file = "NSString* const GiftTitleKey = @\"gift.title\";\n- (BOOL)canPerform {\n" + code + "}\n"
        let keys = SourceCodeKeys(contents: [(path: "Gift.m", text: file)])
        #expect((keys.outcome(of: "gift.title") == .comparedWithKey) == compared)
        #expect((keys.lookups["gift.title"] == nil) == compared)
    }
}
