import SwiftSyntax

// What the manifest readers (`SwiftPackageReader`, `TuistProjectReader`) take from a manifest's syntax: a call's
// labelled argument and the text of string literals, which a manifest read without running it must write plainly.

extension FunctionCallExprSyntax {
    /// The argument labelled `label`.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}

extension ExprSyntax {
    /// The text of the string literal this is, when it has no interpolation.
    var literalText: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// The texts of the string literals of the array literal this is.
    var literalTexts: [String] {
        self.as(ArrayExprSyntax.self)?.elements.compactMap { $0.expression.literalText } ?? []
    }
}
