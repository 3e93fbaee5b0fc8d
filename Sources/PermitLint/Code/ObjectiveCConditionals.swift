/// What the C preprocessor leaves out of Objective-C (and C) sources: the branches of `#ifdef NAME`, `#if NAME`,
/// `#if defined(NAME)` taken only when `NAME` is defined, and the `#else` of `#ifndef NAME`, read from the bytes
/// line by line, nesting followed, and `#if 0`, whose region needs the macro `0`. Whether `NAME` is defined is the
/// caller's to tell (`#define`s of every source, the projects' settings); `DEBUG` never is, as in Xcode's release
/// configuration, and `0` never is.
enum ObjectiveCConditionals {
    /// Source the preprocessor leaves out unless `name` is defined.
    struct Region: Sendable, Equatable {
        /// The macro the region needs.
        var name: String
        /// The directive that opens it, as written (`#ifdef DROPBOX`, `#else` of `#ifndef DROPBOX` written as
        /// `#ifndef DROPBOX`).
        var directive: String
        /// Its bytes, between the directive's line and the next of the same conditional.
        var range: Range<Int>
    }

    /// The macros `bytes` define (`#define NAME`) and the regions that need a macro, in order.
    static func scan(_ bytes: [UInt8]) -> (defines: Set<String>, regions: [Region]) {
        enum Kind { case positive(String), negative(String), other }
        struct Frame {
            var kind: Kind
            var directive: String
            var start: Int
            var inElse = false
        }
        var defines: Set<String> = []
        var regions: [Region] = []
        var stack: [Frame] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            defer { lineStart = next }
            var index = lineStart
            while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < lineEnd, bytes[index] == UInt8(ascii: "#") else { continue }
            let words = String(decoding: bytes[(index + 1)..<lineEnd], as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" || $0 == "\r" })
            guard let word = words.first else { continue }
            var directiveEnd = lineEnd
            while directiveEnd > index, [0x20, 0x09, 0x0D].contains(bytes[directiveEnd - 1]) { directiveEnd -= 1 }
            let directive = String(decoding: bytes[index..<directiveEnd], as: UTF8.self)
            let rest = Array(words.dropFirst())
            switch word {
            case "define":
                if let name = rest.first { defines.insert(String(name)) }
            case "ifdef":
                stack.append(Frame(kind: rest.first.map { .positive(String($0)) } ?? .other, directive: directive, start: next))
            case "ifndef":
                stack.append(Frame(kind: rest.first.map { .negative(String($0)) } ?? .other, directive: directive, start: next))
            case "if":
                let kind: Kind
                if rest == ["0"] {
                    kind = .positive("0")
                } else if rest.count == 1, isName(rest[0]) {
                    kind = .positive(String(rest[0]))
                } else if rest.count == 2, rest[0] == "defined", isName(rest[1]) {
                    kind = .positive(String(rest[1]))
                } else if rest.count == 2, rest[0] == "!defined", isName(rest[1]) {
                    kind = .negative(String(rest[1]))
                } else if rest.count == 1, rest[0].hasPrefix("!"), isName(rest[0].dropFirst()) {
                    kind = .negative(String(rest[0].dropFirst()))
                } else {
                    kind = .other
                }
                stack.append(Frame(kind: kind, directive: directive, start: next))
            case "elif":
                guard var frame = stack.popLast() else { continue }
                if case .positive(let name) = frame.kind, !frame.inElse {
                    regions.append(Region(name: name, directive: frame.directive, range: frame.start..<lineStart))
                }
                frame.kind = .other
                stack.append(frame)
            case "else":
                guard var frame = stack.popLast() else { continue }
                if case .positive(let name) = frame.kind, !frame.inElse {
                    regions.append(Region(name: name, directive: frame.directive, range: frame.start..<lineStart))
                }
                frame.inElse = true
                frame.start = next
                stack.append(frame)
            case "endif":
                guard let frame = stack.popLast() else { continue }
                switch frame.kind {
                case .positive(let name) where !frame.inElse, .negative(let name) where frame.inElse:
                    regions.append(Region(name: name, directive: frame.directive, range: frame.start..<lineStart))
                default: break
                }
            default: continue
            }
        }
        return (defines, regions)
    }

    /// Whether `name` is a macro an app defines for itself (`DROPBOX`, `HAS_PRO_FEATURES`), which no toolchain
    /// does: capitals, digits and `_`, a capital first, none of the names Apple's SDKs and compilers define.
    static func isAppMacro(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        else { return false }
        return !toolchainPrefixes.contains { name.hasPrefix($0) }
    }

    /// The beginnings of the macros Apple's SDKs, Clang and Xcode define.
    private static let toolchainPrefixes = [
        "TARGET_", "NS_", "NSFoundation", "MAC_OS_", "IPHONE", "OBJC", "CF_", "APPLE", "CLANG", "GNU", "SWIFT", "UIKIT",
        "COCOA", "MACOSX", "OSX", "IOS", "WATCH", "TVOS", "XR", "VISION", "ARM", "LP64", "BSD", "UNIX", "POSIX", "NDEBUG",
        "NULL", "SDK", "XCODE", "API_", "AVAILABLE", "CA_", "CG_", "CT_", "DISPATCH", "OS_", "QT_", "UI_",
    ]

    private static func isName(_ word: Substring) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return word.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
