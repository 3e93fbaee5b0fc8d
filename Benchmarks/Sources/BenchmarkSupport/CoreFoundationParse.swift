import CoreFoundation
import Foundation

/// CoreFoundation's parse of localization files, the baseline of the lint benchmarks: each file read and given to
/// `CFPropertyListCreateWithData` in this process, with no check at all (what `plutil -lint` does).
public enum CoreFoundationParse {
    /// Parses every file and returns the entries of the tables read (unreadable files count none).
    public static func entries(of files: [String]) -> Int {
        var entries = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let cfData = data.withUnsafeBytes { raw in
                CFDataCreate(kCFAllocatorDefault, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)!
            }
            var error: Unmanaged<CFError>?
            guard let plist = CFPropertyListCreateWithData(kCFAllocatorDefault, cfData, 0, nil, &error)?.takeRetainedValue()
            else {
                error?.release()
                continue
            }
            if CFGetTypeID(plist) == CFDictionaryGetTypeID() {
                entries += CFDictionaryGetCount(unsafeDowncast(plist, to: CFDictionary.self))
            }
        }
        return entries
    }
}
