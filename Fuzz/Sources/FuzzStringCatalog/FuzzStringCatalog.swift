import FuzzDriver
@testable import PermitLocalization

/// Reads any bytes as a String Catalog (`.xcstrings`, JSON): never a crash.
func fuzzStringCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = StringCatalogReader.read(Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.xcstrings")
    return 0
}

/// The harness's entry point: hands the command line to libFuzzer's driver.
@_cdecl("FuzzStringCatalog_main")
func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzStringCatalog(data, size) }
}
