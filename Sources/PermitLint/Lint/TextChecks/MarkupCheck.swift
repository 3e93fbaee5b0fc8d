import PermitLocalization

/// Markup a translation must keep: HTML or XML tags (`<b>`, `</a>`, `<br/>`, and where an `<a>` leads), Markdown
/// links and their addresses, Markdown's `**` bold marks, and Apple's automatic grammar agreement
/// (`^[%lld song](inflect: true)`), whose syntax a translation must not break. A tag or link lost is text shown
/// without its formatting or link, or with its markup as characters: the person sees `<b>` or `**`.
enum MarkupCheck {
    /// What the translation does to the base's markup, or `nil` when it keeps it. Markdown's links and bold marks
    /// only where the app renders Markdown (`rendersMarkdown`): elsewhere they show as characters in every language.
    static func difference(
        base: String, translation: String, baseLocalization: String, rendersMarkdown: Bool = true
    ) -> String? {
        let baseTags = markupTags(in: base)
        if !baseTags.isEmpty {
            let translationTags = markupTags(of: translation, against: baseTags)
            if let lost = baseTags.first(where: { tag in count(of: tag, in: translationTags) < count(of: tag, in: baseTags) }) {
                return "lacks the markup \(lost) of the \(baseLocalization) text; people see the text without it, or "
                    + "its other tags as characters"
            }
            if let added = translationTags.first(where: { tag in count(of: tag, in: translationTags) > count(of: tag, in: baseTags) }) {
                return "has the markup \(added), which the \(baseLocalization) text lacks"
            }
        }
        let baseLinks = rendersMarkdown ? markdownLinks(in: base) : []
        if !baseLinks.isEmpty {
            let links = markdownLinks(in: translation)
            // A link the base repeats ("[Docs](a) ... see [Docs](a)") is kept while the translation links its
            // address once: the person can still follow it.
            // A link to the same page in the translation's language (`privacy-fr.html` for `privacy-en.html`), or
            // over `https` where the base writes `http`, is the link kept.
            if let lost = baseLinks.first(where: { link in
                !links.contains(link)
                    && !links.contains {
                        LocalizedAddress.isLocalizedVersion($0, of: link)
                            || LocalizedAddress.isSamePageOverTheOtherScheme($0, as: link)
                    }
            }) {
                return "lacks the Markdown link to \(lost) of the \(baseLocalization) text"
                    + (links.isEmpty ? "; people see no link" : ", and links to \(links.joined(separator: ", "))")
            }
        }
        let baseBold = rendersMarkdown ? ByteSearch.count(of: "**", in: base) : 0
        if baseBold > 0, baseBold % 2 == 0 {
            let bold = ByteSearch.count(of: "**", in: translation)
            if bold % 2 == 1 {
                return "has \(bold) Markdown bold marks (**) where the \(baseLocalization) text has \(baseBold); one "
                    + "is left unpaired and people see it as characters"
            }
            if let mark = unpairedBoldMark(in: translation), unpairedBoldMark(in: base) == nil {
                return "writes a Markdown bold mark (**) with a space on its inner side (\"\(mark)\"): Markdown reads it "
                    + "as no mark, and people see it as characters"
            }
        }
        if let broken = brokenInflection(in: translation) {
            return "breaks the automatic grammar agreement markup at \"\(broken)\": it needs ^[text](inflect: true), "
                + "and people see the markup as characters"
        }
        return nil
    }

    /// The HTML character reference the translation writes where its base has no markup at all (`&apos;` in Vidi's
    /// French for the English apostrophe), described; `nil` when it writes none, or the base has markup or references
    /// too (an HTML view then decodes them).
    static func characterReferenceAdded(base: String, translation: String, baseLocalization: String) -> String? {
        guard let reference = characterReference(in: translation), !base.contains(reference),
            characterReference(in: base) == nil, markupTags(in: base).isEmpty
        else { return nil }
        return "writes the HTML character reference \(reference) where the \(baseLocalization) text has no markup: a "
            + "label shows \"\(reference)\" as written (only an HTML or Markdown view would decode it)"
    }

    /// The first HTML character reference of `text` (`&apos;`, `&amp;`, `&#39;`, `&#x27;`): a translation tool's
    /// escaping of a text that is no HTML (Vidi's French "L&apos;enregistrement"). Named ones only among HTML's
    /// common names, so that "R&D;" is none.
    static func characterReference(in text: String) -> String? {
        guard text.containsUTF8Byte(UInt8(ascii: "&")) else { return nil }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "&" {
            guard let end = scalars[(index + 1)...].prefix(12).firstIndex(of: ";"), end > index + 1 else { continue }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
            let body = name.dropFirst()
            let isNumeric = name.hasPrefix("#") && !body.isEmpty
                && (body.allSatisfy { $0.isASCII && $0.isNumber }
                    || ((body.first == "x" || body.first == "X") && body.count > 1
                        && body.dropFirst().allSatisfy { $0.isASCII && $0.isHexDigit }))
            if isNumeric || commonEntityNames.contains(name) { return "&" + name + ";" }
        }
        return nil
    }

    /// HTML's named character references that translation tools write.
    private static let commonEntityNames: Set<String> = [
        "amp", "lt", "gt", "quot", "apos", "nbsp", "hellip", "rsquo", "lsquo", "rdquo", "ldquo", "laquo", "raquo",
        "ndash", "mdash", "copy", "reg", "trade", "eacute", "egrave", "agrave", "ccedil", "uuml", "ouml", "auml",
    ]

    /// The first `**` of `text` that would open bold but stands before whitespace or the end (`** bold**`), shown with
    /// what stands around it: CommonMark opens bold only before a character that is not whitespace, and so do the
    /// apps' own parsers (DuckDuckGo's `InstructionsFormatParser`), so the person sees the asterisks. A mark that
    /// closes is left alone: such parsers close bold after a space too. `nil` when no mark opens so, or the text has
    /// a run of three asterisks or more (bold italics, left alone).
    static func unpairedBoldMark(in text: String) -> String? {
        guard ByteSearch.contains("**", in: text), !ByteSearch.contains("***", in: text) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var isBold = false
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "*", scalars[index + 1] == "*" else {
                index += 1
                continue
            }
            if !isBold, index + 2 == scalars.count || scalars[index + 2].properties.isWhitespace {
                return shown(around: index, in: scalars)
            }
            isBold.toggle()
            index += 2
        }
        return nil
    }

    /// The mark at `index` with up to ten characters on each side.
    private static func shown(around index: Int, in scalars: [Unicode.Scalar]) -> String {
        let start = max(0, index - 10), end = min(scalars.count, index + 12)
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// Whether `translation` differs from `base`'s markup only in styling and paragraphs: whole styling elements
    /// (`<b>` with its `</b>`, `<i>`, `<em>`, `<strong>`, `<u>`, `<font>`, `<span>`...) left out or added, as many
    /// opened as closed, and paragraph tags (`<p>`, `</p>`), line breaks (`<br>`, `<br/>`: AdGuard's Japanese and
    /// Russian texts break their lines elsewhere) or a list item's end tag (`</li>`, which HTML lets a text leave
    /// out) left out or added; every other tag it keeps is closed. An HTML view shows the same words, unstyled
    /// or with other spacing, and no tag as characters. Not when the tags are the same: then a Markdown link or
    /// mark differs.
    static func changesStylingOnly(base: String, translation: String) -> Bool {
        let baseTags = markupTags(in: base)
        let kept = markupTags(of: translation, against: baseTags)
        func name(_ tag: String) -> String {
            String(tag.dropFirst(tag.hasPrefix("</") ? 2 : 1).prefix { $0.isLetter || $0.isNumber }).lowercased()
        }
        func isLayoutOnly(_ tag: String) -> Bool { name(tag) == "p" || name(tag) == "br" || tag == "</li>" }
        // Every tag that differs is a styling element's (as many opened as closed) or a paragraph's.
        var styling: [String: Int] = [:]
        var differs = false
        for tag in Set(baseTags + kept) {
            let difference = count(of: tag, in: baseTags) - count(of: tag, in: kept)
            if difference != 0 { differs = true }
            guard difference != 0, !isLayoutOnly(tag) else { continue }
            guard stylingElements.contains(name(tag)) else { return false }
            styling[name(tag), default: 0] += tag.hasPrefix("</") ? -difference : difference
        }
        // With the same tags, what differs is a Markdown link or mark: no styling change.
        guard differs, styling.values.allSatisfy({ $0 == 0 }) else { return false }
        // The tags kept are balanced: each element opened is closed (paragraphs and list items may stay open).
        var open: [String: Int] = [:]
        for tag in kept where !tag.hasSuffix("/>") && !["br", "hr", "img", "p", "li"].contains(name(tag)) {
            open[name(tag), default: 0] += tag.hasPrefix("</") ? -1 : 1
        }
        return open.values.allSatisfy { $0 == 0 }
    }

    /// The elements that only style their text.
    private static let stylingElements: Set<String> = [
        "b", "strong", "i", "em", "u", "s", "del", "small", "big", "font", "span", "sup", "sub", "mark", "tt", "code",
    ]

    /// The tags of `text` that are markup: HTML's own (`<b>`, `<a href=...>`, `<br>`), and any other that the text
    /// closes (`<activate>...</activate>`). A lone `<Box>` or `<trigger>` is a placeholder that the app replaces
    /// (Interface Builder texts often are), not markup.
    static func markupTags(in text: String) -> [String] {
        let all = tags(in: text)
        return all.filter { isMarkup($0, closedIn: all) }
    }

    /// Whether `tag` is an HTML element's, or one that `tags` (the base's) closes.
    private static func isMarkup(_ tag: String, closedIn tags: [String]) -> Bool {
        let name = tag.dropFirst(tag.hasPrefix("</") ? 2 : 1).prefix { $0.isLetter || $0.isNumber }
        return htmlElements.contains(String(name)) || tags.contains("</\(name)>")
    }

    /// The HTML elements apps write in their texts.
    private static let htmlElements: Set<String> = [
        "a", "abbr", "b", "big", "blockquote", "br", "code", "del", "div", "em", "font", "h1", "h2", "h3", "h4", "h5",
        "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "small", "span", "strike",
        "strong", "sub", "sup", "tt", "u", "ul",
    ]

    /// The tags of `text`, in order: `<b>`, `</b>`, `<br/>` written as they are, and `<a href="...">` as the tag
    /// with its address (a link that leads elsewhere is a different tag). Only a `<` followed by a letter (or `/`
    /// and a letter) that ends at a `>` before any other `<`, with nothing after its name but attributes
    /// (`name=value`) or a `/`, is a tag: `a < b`, `<3` and a placeholder such as `<Activate License>` are not.
    static func tags(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var tags: [String] = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "<" else { continue }
            var next = index + 1
            let closing = next < scalars.count && scalars[next] == "/"
            if closing { next += 1 }
            guard next < scalars.count, scalars[next].properties.isAlphabetic, scalars[next].isASCII else { continue }
            var end = next
            while end < scalars.count, scalars[end] != ">", scalars[end] != "<", end - index < 400 { end += 1 }
            guard end < scalars.count, scalars[end] == ">" else { continue }
            var nameEnd = next
            while nameEnd < end, scalars[nameEnd].isASCII,
                scalars[nameEnd].properties.isAlphabetic || ("0"..."9").contains(scalars[nameEnd])
            {
                nameEnd += 1
            }
            let name = String(String.UnicodeScalarView(scalars[next..<nameEnd])).lowercased()
            let body = Self.withoutSpacesAroundEquals(String(String.UnicodeScalarView(scalars[nameEnd..<end])))
            guard Self.isAttributeList(body) else { continue }
            if name == "a", !closing, let address = attribute("href", in: body) {
                tags.append("<a href=\"\(address)\">")
            } else {
                tags.append("<" + (closing ? "/" : "") + name + (body.hasSuffix("/") ? "/" : "") + ">")
            }
            index = end
        }
        return tags
    }

    /// A tag's body with the spaces HTML allows around an attribute's `=` (`href= "https://..."`) left out, those
    /// in quoted values kept.
    private static func withoutSpacesAroundEquals(_ body: String) -> String {
        guard body.contains("= ") || body.contains(" =") else { return body }
        var result = ""
        var quote: Character?
        var pendingSpaces = ""
        for character in body {
            if let open = quote {
                result.append(character)
                if character == open { quote = nil }
            } else if character == " " {
                pendingSpaces.append(character)
            } else {
                if character != "=", result.last != "=" { result += pendingSpaces }
                pendingSpaces = ""
                if character == "\"" || character == "'" { quote = character }
                result.append(character)
            }
        }
        return result + pendingSpaces
    }

    /// Whether a tag's body after its name is attributes (` href="a b"`, ` face='Helvetica, Arial'`, ` /`): each a
    /// name, `=`, and a value, quoted values holding any spaces.
    private static func isAttributeList(_ body: String) -> Bool {
        guard body.isEmpty || body.first == " " || body == "/" else { return false }
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in body {
            if let open = quote {
                word.append(character)
                if character == open { quote = nil }
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                if character == "\"" || character == "'" { quote = character }
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return quote == nil && words.filter { $0 != "/" }.allSatisfy { $0.contains("=") }
    }

    /// The tags of `translation` that are markup by `baseTags`' measure, each link to a localized version of one of
    /// the base's written as that link (`localizingLinks`).
    private static func markupTags(of translation: String, against baseTags: [String]) -> [String] {
        localizingLinks(tags(in: translation).filter { isMarkup($0, closedIn: baseTags) }, as: baseTags)
    }

    /// `tags` with each link that leads to a localized version of one of `baseTags`' links (or to it over the other
    /// web scheme) written as that link: the same page in the translation's language is the link kept (`de.wikipedia.org/wiki/TUN/TAP` for
    /// `en.wikipedia.org/wiki/TUN/TAP`, `support.apple.com/de-de/HT204915` for `support.apple.com/en-us/HT204915`).
    private static func localizingLinks(_ tags: [String], as baseTags: [String]) -> [String] {
        let baseLinks = baseTags.filter { $0.hasPrefix("<a href=") }
        guard !baseLinks.isEmpty else { return tags }
        return tags.map { tag in
            guard tag.hasPrefix("<a href="), !baseLinks.contains(tag),
                let base = baseLinks.first(where: { link in
                    LocalizedAddress.isLocalizedVersion(address(of: tag), of: address(of: link))
                        || LocalizedAddress.isSamePageOverTheOtherScheme(address(of: tag), as: address(of: link))
                })
            else { return tag }
            return base
        }
    }

    /// The address of an `<a href="...">` tag as `tags(in:)` writes it.
    private static func address(of tag: String) -> String {
        String(tag.dropFirst("<a href=\"".count).dropLast("\">".count))
    }

    /// The value of attribute `name` in a tag's body (` href="https://a.b"`), quoted with `"` or `'`.
    private static func attribute(_ name: String, in body: String) -> String? {
        guard let range = body.firstRange(of: name + "=") else { return nil }
        let rest = body[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst()
        return value.firstIndex(of: quote).map { String(value[..<$0]) }
    }

    /// The addresses of the Markdown links of `text`, `[words](address)`, in order; `^[...](inflect: true)` is
    /// no link.
    static func markdownLinks(in text: String) -> [String] {
        guard ByteSearch.contains("](", in: text) else { return [] }
        var links: [String] = []
        var rest = Substring(text)
        while let middle = ByteSearch.offset(of: "](", in: rest.utf8) {
            let middleIndex = rest.utf8.index(rest.startIndex, offsetBy: middle)
            let before = rest[..<middleIndex]
            let after = rest[rest.utf8.index(middleIndex, offsetBy: 2)...]
            guard let close = after.firstIndex(of: ")") else { break }
            let address = after[..<close].trimmingCharacters(in: " ")
            if let open = before.lastIndex(of: "["), open > before.startIndex, before[before.index(before: open)] == "^" {
                // Apple's inflection markup, checked on its own.
            } else if before.contains("["), !address.isEmpty, !address.contains(" ") {
                links.append(address)
            }
            rest = after[close...].dropFirst()
        }
        return links
    }

    /// The first `^[` of `text` that no `](...)` closes, as written up to the end of its words.
    static func brokenInflection(in text: String) -> String? {
        guard ByteSearch.contains("^[", in: text) else { return nil }
        var rest = Substring(text)
        while let start = ByteSearch.offset(of: "^[", in: rest.utf8) {
            let startIndex = rest.utf8.index(rest.startIndex, offsetBy: start)
            let after = rest[rest.utf8.index(startIndex, offsetBy: 2)...]
            guard let middle = ByteSearch.offset(of: "](", in: after.utf8),
                ByteSearch.offset(of: "^[", in: after.utf8).map({ $0 > middle }) ?? true
            else {
                return String(rest[startIndex...].prefix(40))
            }
            let closing = after[after.utf8.index(after.startIndex, offsetBy: middle + 2)...]
            guard let close = closing.firstIndex(of: ")") else { return String(rest[startIndex...].prefix(40)) }
            rest = closing[close...].dropFirst()
        }
        return nil
    }

    private static func count(of item: String, in list: [String]) -> Int {
        list.reduce(0) { $0 + ($1 == item ? 1 : 0) }
    }
}

extension Substring {
    /// The substring without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var trimmed = self
        while trimmed.first == character { trimmed = trimmed.dropFirst() }
        while trimmed.last == character { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
