import Testing

@testable import PermitLint

/// The searches of one looked-up text in another that the Swift code makes (`SourceCodeKeys.searches`): the texts
/// found through locals, stored properties, casts, attributed strings and case folding, and through a method of the
/// app's own that searches its parameter.
@Suite struct TextSearchReadingTests {
    private func searches(_ files: [String: String]) -> [[String]] {
        let code = SourceCodeKeys(contents: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) })
        return code.searches.map { [$0.text.key, $0.target.key, $0.ignoresCase ? "ignoring case" : "exact"] }
    }

    @Test func rangeOfALookupInALookupThroughLocalsAndCasts() {
        let found = searches([
            "Agreement.swift": """
                func link() {
                    let text = NSLocalizedString("agree", comment: "")
                    let terms = NSLocalizedString("terms", comment: "")
                    let range = (text as NSString).range(of: terms)
                    let privacy = NSMutableAttributedString(string: text).mutableString.range(of: "privacy".localized)
                    let shown = text.lowercased().range(of: NSLocalizedString("help", comment: "").lowercased())
                }

                """
        ])
        #expect(found == [["agree", "terms", "exact"], ["agree", "privacy", "exact"], ["agree", "help", "ignoring case"]])
    }

    /// green_ios's pattern (`GetStartedOnBoardViewController`, `NSMutableAttributedString.setAttributes(_:for:)`):
    /// stored properties hold the texts, and a method of an extension searches its parameter ignoring case.
    @Test func aMethodThatSearchesItsParameterAndStoredProperties() {
        let found = searches([
            "Extensions.swift": """
                extension NSMutableAttributedString {
                    public func setAttributes(_ attrs: [NSAttributedString.Key: Any], for substring: String) {
                        let range: NSRange = self.mutableString.range(of: substring, options: .caseInsensitive)
                        self.addAttributes(attrs, range: range)
                    }
                }

                """,
            "GetStarted.swift": """
                class GetStartedViewController: UIViewController {
                    let strIAgree = "id_i_agree_to_the_terms".localized
                    let strTerms = "id_terms_of_service".localized

                    override func viewDidLoad() {
                        let attrStr = NSMutableAttributedString(string: strIAgree)
                        attrStr.setAttributes([:], for: self.strTerms)
                        attrStr.addAttributes([:], range: NSRange(location: 0, length: attrStr.length))
                    }
                }

                """,
        ])
        #expect(found == [["id_i_agree_to_the_terms", "id_terms_of_service", "ignoring case"]])
    }

    /// A method that does not search its parameter, and a search of something the code did not look up, are none.
    @Test func callsThatSearchNothingLookedUp() {
        let found = searches([
            "View.swift": """
                extension NSMutableAttributedString {
                    func bold(_ words: String) { append(NSAttributedString(string: words)) }
                }
                func show(name: String) {
                    let text = NSMutableAttributedString(string: NSLocalizedString("greeting", comment: ""))
                    text.bold(NSLocalizedString("name", comment: ""))
                    let range = (text.string as NSString).range(of: name)
                    let other = "literal text".range(of: NSLocalizedString("name", comment: ""))
                }

                """
        ])
        #expect(found.isEmpty)
    }

    /// SwiftGen's accessors name their keys from another file (`L10n.Agreement.terms`).
    @Test func swiftGenAccessors() {
        let found = searches([
            "Strings.swift": """
                internal enum L10n {
                  internal enum Agreement {
                    internal static let text = L10n.tr("Localizable", "agreement.text", fallback: "I accept the Terms")
                    internal static let terms = L10n.tr("Localizable", "agreement.terms", fallback: "Terms")
                  }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                  }
                }

                """,
            "View.swift": """
                func link() -> NSRange {
                    (L10n.Agreement.text as NSString).range(of: L10n.Agreement.terms)
                }

                """,
        ])
        #expect(found == [["agreement.text", "agreement.terms", "exact"]])
    }
}
