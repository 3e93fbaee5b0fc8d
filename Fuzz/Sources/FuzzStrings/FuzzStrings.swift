import FuzzDriver
@testable import PermitLocalization

/// Reads any bytes as a `.strings` file (keeping comments or not, as the input's length is even or odd), then writes
/// what was read and reads it back: the reader must never crash, and the writer's output must read back to the
/// same entries.
func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let file = StringsFile(
        bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.strings",
        keepingComments: size % 2 == 0)
    _ = file.appleRuntimeTable
    let written = StringsWriter.text(for: file.entries)
    let reread = StringsFile(bytes: Array(written.utf8))
    if reread.entries.map(\.key) != file.entries.map(\.key) || reread.entries.map(\.value) != file.entries.map(\.value) {
        fatalError("the canonical writer's output does not read back to the same entries")
    }
    return 0
}

/// The harness's entry point: hands the command line to libFuzzer's driver.
@_cdecl("FuzzStrings_main")
func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzStrings(data, size) }
}
