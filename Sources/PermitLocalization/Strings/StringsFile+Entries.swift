extension StringsFile {
    /// A file's entries, in file order: each made into a `StringsEntry` when it is read.
    ///
    /// Reading a file keeps, for each entry, only where its key, value and comment lie in the file's bytes (or, for
    /// a text with escapes or a comment, in a buffer of decoded text beside them) and where they stand: no string,
    /// and no reference counted per entry. An entry read from the collection holds the bytes it needs and makes its
    /// strings when they are read.
    public struct Entries: RandomAccessCollection, Sendable {
        /// Where one string of an entry lies: in the file's bytes, or in the decoded text.
        struct Span: Equatable, Sendable {
            var range: Range<Int>
            var isDecoded: Bool
        }

        /// One entry as read: its strings' spans and places.
        struct Entry: Sendable {
            var key: Span
            var value: Span
            var comment: Span?
            var keyLocation: SourceLocation?
            var valueLocation: SourceLocation?
        }

        /// The file's text as UTF-8 (the file itself for a UTF-8 file).
        let fileBytes: [UInt8]
        /// The texts that are not the file's bytes as they stand: escaped strings decoded, comments, the strings of
        /// a property list.
        let decodedBytes: [UInt8]
        /// The entries, in file order.
        let spans: [Entry]

        init(fileBytes: [UInt8], decodedBytes: [UInt8], spans: [Entry]) {
            self.fileBytes = fileBytes
            self.decodedBytes = decodedBytes
            self.spans = spans
        }

        /// The first entry's index, 0.
        public var startIndex: Int { 0 }
        /// One past the last entry's index: the number of entries.
        public var endIndex: Int { spans.count }

        /// The entry at `position`, made now: it holds the bytes it needs, and makes its strings when they are read.
        public subscript(position: Int) -> StringsEntry {
            let entry = spans[position]
            return StringsEntry(
                keyText: text(entry.key), valueText: text(entry.value), commentText: entry.comment.map(text),
                keyLocation: entry.keyLocation, valueLocation: entry.valueLocation)
        }

        private func text(_ span: Span) -> EntryText {
            .bytes(span.isDecoded ? decodedBytes : fileBytes, span.range)
        }

        /// The key and value of the entry at `position`, made into strings, and their places: for code that reads
        /// every entry's two strings once (the lint's tables), without making a `StringsEntry`. An entry written
        /// `"key";` gets its key's string as its value.
        package func keyAndValue(at position: Int) -> (
            key: String, value: String, keyLocation: SourceLocation?, valueLocation: SourceLocation?
        ) {
            let entry = spans[position]
            let key = string(entry.key)
            return (key, entry.value == entry.key ? key : string(entry.value), entry.keyLocation, entry.valueLocation)
        }

        /// The text of `span` as a string, read in place (an `EntryText` would hold, and count, a reference to the
        /// bytes).
        private func string(_ span: Span) -> String {
            func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[span.range]), as: UTF8.self)
            }
            return span.isDecoded ? decodedBytes.withUnsafeBufferPointer(decode) : fileBytes.withUnsafeBufferPointer(decode)
        }
    }
}

extension StringsFile.Entries: Equatable {
    /// Two files' entries are equal when they have the same entries in the same order.
    public static func == (first: StringsFile.Entries, second: StringsFile.Entries) -> Bool {
        first.elementsEqual(second)
    }
}
