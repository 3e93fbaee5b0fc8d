/// Cuts pieces out of a text by Unicode-scalar offsets, walking forward from the previous piece: `String` cannot
/// reach a scalar offset in constant time, so slicing each piece from the start would make a text with many
/// pieces quadratic.
struct ScalarSlicer {
    private let scalars: String.UnicodeScalarView
    private var offset = 0
    private var index: String.UnicodeScalarView.Index

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    /// The text of `range` (in Unicode scalars from the start). Pieces asked for in order cost, together, one walk
    /// over the text; a piece before the previous one starts the walk again.
    mutating func text(of range: Range<Int>) -> String {
        if range.lowerBound < offset {
            offset = 0
            index = scalars.startIndex
        }
        guard
            let start = scalars.index(index, offsetBy: range.lowerBound - offset, limitedBy: scalars.endIndex),
            let end = scalars.index(start, offsetBy: range.count, limitedBy: scalars.endIndex)
        else { return "" }
        offset = range.lowerBound
        index = start
        return String(scalars[start..<end])
    }
}
