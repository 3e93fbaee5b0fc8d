import FuzzDriver
@testable import PermitLocalization

/// Reads any bytes as a property list (XML or binary, by their first bytes) and as a `.stringsdict`: never a crash.
func fuzzPropertyList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = PropertyListReader.read(bytes, file: "fuzz.plist")
    _ = StringsDictionaryReader.read(bytes, file: "fuzz.stringsdict")
    // The same bytes behind a binary header, so that the binary reader sees them too.
    _ = PropertyListReader.read(Array("bplist00".utf8) + bytes, file: "fuzz.bplist")
    return 0
}

/// The harness's entry point: hands the command line to libFuzzer's driver.
@_cdecl("FuzzPropertyList_main")
func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzPropertyList(data, size) }
}
