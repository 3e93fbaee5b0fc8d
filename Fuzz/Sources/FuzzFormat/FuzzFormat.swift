import FuzzDriver
@testable import PermitLocalization

/// Formats any text as a format string against a fixed set of arguments, and compares it with itself: never a
/// crash, never a read past the arguments.
func fuzzFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let arguments: [FormatArgument] = [.object("Ana"), .int(-42), .uint(7), .double(3.25), .character("é")]
    for count in [0, 2, arguments.count] {
        _ = LocalizedString(.text(text, at: nil)).formatted(arguments: Array(arguments.prefix(count)), context: .posix)
    }
    _ = FormatSpecifiers.compatible(text, "%@ %ld %1$@")
    return 0
}

/// The harness's entry point: hands the command line to libFuzzer's driver.
@_cdecl("FuzzFormat_main")
func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzFormat(data, size) }
}
