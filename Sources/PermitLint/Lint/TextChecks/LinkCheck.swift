import PermitLocalization

/// Web addresses and e-mail addresses, which a translation keeps: a lost one leaves the person without it, and
/// one the base lacks is a link nobody checked. A
/// translation that writes another address in its place is left alone: sites and mailboxes are localized
/// (`apple.com/fr/`), and sample handles are translated with their text.
enum LinkCheck {
    /// The base's addresses the translation lacks, or those it adds, or `nil` when they agree.
    static func difference(base: String, translation: String, baseLocalization: String) -> String? {
        let baseAddresses = addresses(in: base)
        let addresses = addresses(in: translation)
        guard baseAddresses != addresses else { return nil }
        let lost = baseAddresses.subtracting(addresses).sorted()
        let added = addresses.subtracting(baseAddresses).sorted()
        if !lost.isEmpty, added.isEmpty {
            return "lacks the address \(lost.joined(separator: ", ")) of the \(baseLocalization) text"
        }
        guard lost.isEmpty, !added.isEmpty else { return nil }
        return "has the address \(added.joined(separator: ", ")), which the \(baseLocalization) text lacks"
    }

    /// The web addresses (`https://...`, `www....`) and e-mail addresses of `text`, without the punctuation
    /// that ends a sentence after them.
    static func addresses(in text: String) -> Set<String> {
        var found: Set<String> = []
        let separators: Set<Character> = [" ", "\n", "\t", "\u{A0}", "\u{202F}", "(", ")", "<", ">", "\"", "«", "»",
            "“", "”", "「", "」", "（", "）", "、", "，"]
        for word in text.split(whereSeparator: { separators.contains($0) }) {
            // An address is ASCII: a word of another script glued to it (Japanese まで after it, Chinese 请联系
            // before it, Hebrew's prefix ל- or a full-width 。) is not part of it.
            for run in word.split(whereSeparator: { !$0.isASCII }) {
                var token = run.drop { "-.,;:!?'".contains($0) }
                while let last = token.last, ".,;:!?'".contains(last) { token = token.dropLast() }
                if isAddress(token) { found.insert(String(token)) }
            }
        }
        return found
    }

    /// Whether `token` is a web address (`https://...`, `www....`) or an e-mail address, as a whole.
    static func isAddress(_ token: Substring) -> Bool {
        let lowered = token.lowercased()
        if let scheme = ["http://", "https://", "mailto:"].first(where: { lowered.hasPrefix($0) }) {
            return lowered.dropFirst(scheme.count).contains(".") && lowered.count > scheme.count + 3
        }
        return (lowered.hasPrefix("www.") && lowered.dropFirst(4).contains(".")) || isEmailAddress(token)
    }

    /// `name@domain.tld`: something before the `@`, and a dot in the domain with letters after it.
    private static func isEmailAddress(_ token: Substring) -> Bool {
        guard let at = token.firstIndex(of: "@"), at > token.startIndex else { return false }
        let domain = token[token.index(after: at)...]
        guard let dot = domain.lastIndex(of: "."), dot > domain.startIndex else { return false }
        let tld = domain[domain.index(after: dot)...]
        return tld.count >= 2 && tld.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
