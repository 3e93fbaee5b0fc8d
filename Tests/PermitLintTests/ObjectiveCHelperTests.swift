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

/// A bundle sent `localizedStringForKey:value:table:` returns the value where the table lacks the key.
@Suite struct ObjectiveCBundleLookupTests {
    /// GrandPerspective's tagline count, `value: @"1"`: a language that lacks the key reads 1, not the key. An empty
    /// value or `nil` returns the key; a value the lint cannot read (a variable) is taken as a default.
    @Test(arguments: [
        ("[[NSBundle mainBundle] localizedStringForKey: NumTaglines\n    value: @\"1\"\n    table: TaglineTable]", true),
        ("[bundle localizedStringForKey:@\"num-taglines\" value:fallback table:nil]", true),
        ("[bundle localizedStringForKey:@\"num-taglines\" value:@\"\" table:nil]", false),
        ("[bundle localizedStringForKey:NumTaglines value:nil table:@\"Taglines\"]", false),
    ])
    func aBundleLookupWithAValueHasADefault(call: String, hasDefault: Bool) {
        let file = "NSString*  NumTaglines = @\"num-taglines\";\n- (int)count {\n    return " + call + ".intValue;\n}\n"
        let keys = SourceCodeKeys(contents: [(path: "Start.m", text: file)])
        #expect((keys.outcome(of: "num-taglines") == .defaultValue) == hasDefault)
        #expect((keys.lookups["num-taglines"] != nil) == !hasDefault)
    }
}
