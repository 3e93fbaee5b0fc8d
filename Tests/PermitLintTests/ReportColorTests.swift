import Testing

@testable import PermitLint

@Suite struct ReportColorTests {
    @Test func aTerminalWithoutNoColorGetsColors() {
        #expect(TerminalColors.enabled(isTerminal: true, environment: ["TERM": "xterm-256color"]))
    }

    @Test(arguments: ["1", "", "false"])
    func noColorTurnsColorsOffWhateverItsValue(value: String) {
        #expect(!TerminalColors.enabled(isTerminal: true, environment: ["NO_COLOR": value]))
    }

    @Test func outputThatIsNotATerminalGetsNoColors() {
        #expect(!TerminalColors.enabled(isTerminal: false, environment: [:]))
        #expect(!TerminalColors.enabled(isTerminal: false, environment: ["NO_COLOR": "1"]))
    }

    @Test func onlyNoColorItselfCounts() {
        #expect(TerminalColors.enabled(isTerminal: true, environment: ["NO_COLORS": "1", "no_color": "1"]))
    }
}
