import PermitLocalization

/// Keys of a String Catalog that are one text whose values are written by different specifiers ("Retrying
/// (attempt %@)" and "Retrying (attempt %lld)"). Xcode extracts a SwiftUI literal's key from the types of the values
/// it interpolates, so one line of code names one of them; a catalog keeps the other after the code's value changed
/// type. Which one the code names takes the value's type to tell, which the lint does not read: a translation that
/// reads its arguments as a twin's key does was written for that key, and is not reported as an error of the other.
struct FormatTwins {
    /// The keys that read arguments, by their text with each value-reading specifier blanked out.
    private let keysByShape: [String: [String]]

    /// The twins among `keys`; none when the keys do not hold the arguments the code passes (`.strings` tables).
    init(keys: some Sequence<String> = [], holdArguments: Bool = false) {
        guard holdArguments else { keysByShape = [:]; return }
        var keysByShape: [String: [String]] = [:]
        for key in keys where key.utf8.contains(UInt8(ascii: "%")) {
            guard let shape = Self.shape(of: key) else { continue }
            keysByShape[shape, default: []].append(key)
        }
        self.keysByShape = keysByShape.filter { $0.value.count > 1 }
    }

    /// A twin of `key` whose specifiers `translation` reads as written (no argument of another type, none
    /// missing or added), if there is one.
    func twin(of key: String, readAlikeBy translation: String) -> String? {
        guard !keysByShape.isEmpty, let shape = Self.shape(of: key), let keys = keysByShape[shape] else { return nil }
        let translationFormat = FormatString.parsed(translation)
        return keys.first { other in
            other != key
                && FormatSpecifierMismatchRule.partition(
                    FormatSpecifiers.compatible(FormatString.parsed(other), translationFormat)
                ).errors.isEmpty
        }
    }

    /// `text` with every specifier that reads a value written as U+0001; `nil` when it reads none.
    private static func shape(of text: String) -> String? {
        var shape = ""
        var readsValue = false
        for segment in FormatString.parsed(text).segments {
            switch segment {
            case .literal(let literal, _), .malformed(let literal, _): shape += literal
            case .specifier(let specifier):
                if specifier.argumentIndex == nil {
                    shape += "%"
                } else {
                    shape += "\u{1}"
                    readsValue = true
                }
            }
        }
        return readsValue ? shape : nil
    }
}
