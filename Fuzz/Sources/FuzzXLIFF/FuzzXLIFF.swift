import FuzzDriver

@testable import PermitLocalization

/// Reads any bytes as an XLIFF document, then as the body of a `<file>` (a `.strings`, `.stringsdict` or String
/// Catalog table, as the first byte picks, so that units reach the reading of each kind of id quickly), and as an
/// `.xcloc` bundle's `contents.json`: never a crash, and every place the reader gives lies inside the input.
func fuzzXLIFF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkPlaces(XLIFFReader.read(bytes, file: "fuzz.xliff"), inputSize: bytes.count)
    if let selector = bytes.first {
        let originals = ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "Localizable.xcstrings"]
        let original = originals[Int(selector) % originals.count]
        let wrapped =
            Array("<xliff version=\"1.2\"><file original=\"\(original)\"><body>".utf8) + bytes.dropFirst()
            + Array("</body></file></xliff>".utf8)
        checkPlaces(XLIFFReader.read(wrapped, file: "fuzz.xliff"), inputSize: wrapped.count)
    }
    _ = XCLocContents.read(bytes, file: "contents.json")
    return 0
}

/// Fails when an XML syntax error has no place, or a file or key is placed outside the `inputSize` bytes read.
/// Text that is not valid in its encoding is left out: its places are approximate by design (a column walk takes
/// a broken UTF-8 sequence's length from its first byte, and can step past the end of the input).
func checkPlaces(_ document: XLIFFDocument, inputSize: Int) {
    guard !document.diagnostics.contains(where: { $0.rule == .invalidEncoding }) else { return }
    for diagnostic in document.diagnostics where diagnostic.rule == .xmlSyntax {
        guard let location = diagnostic.location, location.offset <= inputSize else {
            fatalError("an XML syntax error without a place in the input: \(diagnostic)")
        }
    }
    for file in document.files {
        let offsets = [file.location.offset] + file.entries.map(\.keyLocation.offset)
        if let outside = offsets.first(where: { $0 >= inputSize }) {
            fatalError("a place at offset \(outside) of \(inputSize) bytes")
        }
    }
}

/// The harness's entry point: hands the command line to libFuzzer's driver.
@_cdecl("FuzzXLIFF_main")
func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzXLIFF(data, size) }
}
