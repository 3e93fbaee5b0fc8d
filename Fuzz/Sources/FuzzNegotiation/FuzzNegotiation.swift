import FuzzDriver
@testable import PermitLocalization

/// Reads any bytes as an `Accept-Language` header and as localization names, and negotiates with them: never a
/// crash, and names that are not well-formed never come out of the parser.
func fuzzNegotiation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let header = AcceptLanguage(parsing: text)
    let names = text.split(separator: ",").map(String.init)
    for name in names {
        if let parsed = try? LocalizationName(parsing: name),
            parsed.original.contains("/") || parsed.original.contains("\u{0}") || parsed.original.contains("..")
        {
            fatalError("a path-like name was accepted: \(parsed.original)")
        }
    }
    _ = LocalizationMatcher(available: names + ["en", "fr", "zh-Hant", "Base"]).negotiate(preferences: header.languageTags)
    return 0
}

/// The harness's entry point: hands the command line to libFuzzer's driver.
@_cdecl("FuzzNegotiation_main")
func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzNegotiation(data, size) }
}
