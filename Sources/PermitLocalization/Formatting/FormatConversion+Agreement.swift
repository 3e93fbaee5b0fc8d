extension FormatConversion {
    /// Whether the conversion reads an integer, signed or unsigned, of any length.
    package var isInteger: Bool {
        switch self {
        case .signedInteger, .unsignedInteger: true
        default: false
        }
    }

    /// Whether the conversion is a plural variable (`%#@name@`), which reads the number it chooses by.
    var isPluralReference: Bool {
        if case .substitutionReference = self { return true }
        return false
    }

    /// Whether a plural variable can choose by an argument read this way: a number.
    var choosesPlural: Bool { isInteger || self == .floatingPoint }

    /// Whether `self` and `other` read one argument as one thing: equal, or a plural variable and the number it
    /// chooses by (`%1$d %#@files@`).
    func readsLike(_ other: FormatConversion) -> Bool {
        self == other || (isPluralReference && other.choosesPlural) || (other.isPluralReference && choosesPlural)
    }

    /// Whether `self` and `other` differ only in an integer's width or signedness (`%d` and `%ld`, `%lu` and
    /// `%ld`), which prints the same digits for everyday numbers on 64-bit devices.
    package func differsOnlyInIntegerWidth(from other: FormatConversion) -> Bool {
        self != other && isInteger && other.isInteger
    }

    /// Whether `self` and `other` read one argument alike, an integer's width and signedness aside: what the
    /// variants of one plural must do.
    package func readsLikeWidthAside(_ other: FormatConversion) -> Bool {
        readsLike(other) || differsOnlyInIntegerWidth(from: other)
    }
}
