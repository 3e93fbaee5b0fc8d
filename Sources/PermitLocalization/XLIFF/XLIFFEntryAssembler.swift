/// Puts the units of one `<file>` together into entries, one per key, in the order of each key's first unit.
///
/// How a unit id names its key and part depends on the table the file was exported from (see `XLIFFUnitID`).
/// Problems are warnings and the reader keeps what it can: a unit id seen twice (the later unit is ignored), a
/// unit that gives a part of a string another unit already gave or shaped otherwise (ignored), a `.stringsdict`
/// id that is no path Xcode writes (skipped), a String Catalog variant path that is not understood (its unit
/// becomes a key of its own). A key none of whose units has a `<source>` is an error; its source is empty.
struct XLIFFEntryAssembler {
    /// The units of one key, being put together.
    private struct EntryUnderConstruction {
        var key: String
        var keyLocation: SourceLocation
        var note: String?
        var translate: Bool
        var source = XLIFFStringAssembly()
        var target = XLIFFStringAssembly()
    }

    private let kind: XLIFFTableKind
    private let file: String?
    private var entries: [EntryUnderConstruction] = []
    /// The index in `entries` of each key's entry.
    private var entryIndexes: [String: Int] = [:]
    private var seenUnitIDs: Set<String> = []
    /// The problems found so far, in the order of the units.
    private(set) var diagnostics: [Diagnostic] = []

    /// An assembler for the units of a `<file>` whose `original` attribute is `original`; `file` names the XLIFF
    /// file in diagnostics.
    init(original: String, file: String?) {
        kind = XLIFFTableKind(original: original)
        self.file = file
    }

    /// Adds a unit, completed, to the entry of its key.
    mutating func add(_ unit: XLIFFUnit) {
        guard seenUnitIDs.insert(unit.id).inserted else {
            report(
                .duplicateKey, "the unit id \"\(unit.id)\" appears twice in this <file>; the later unit is ignored",
                unit)
            return
        }
        let (unitID, problem) = XLIFFUnitID.read(unit.id, in: kind)
        if let problem {
            report(problem.rule, problem.message, unit)
        }
        guard let unitID else { return }
        let index: Int
        if let existing = entryIndexes[unitID.key] {
            index = existing
        } else {
            index = entries.count
            entryIndexes[unitID.key] = index
            entries.append(
                EntryUnderConstruction(
                    key: unitID.key, keyLocation: unit.location, note: nil, translate: true))
        }
        if entries[index].note == nil { entries[index].note = unit.note }
        entries[index].translate = entries[index].translate && unit.translate
        var placedEverything = true
        if let source = unit.source {
            placedEverything =
                entries[index].source.place(source.localizedString, as: unitID.part, definedAt: unit.location)
        }
        if let target = unit.target {
            placedEverything =
                entries[index].target.place(target.localizedString, as: unitID.part, definedAt: unit.location)
                && placedEverything
        }
        if !placedEverything {
            report(
                .invalidXLIFF,
                "the unit \"\(unit.id)\" gives a part of \"\(unitID.key)\" that earlier units already gave, or gave "
                    + "another shape (text and variants, plural and device variants at one level); it is ignored", unit)
        }
    }

    /// The entries put together, in the order of each key's first unit, reporting keys without any source.
    mutating func finish() -> [XLIFFEntry] {
        var finished: [XLIFFEntry] = []
        finished.reserveCapacity(entries.count)
        for entry in entries {
            if entry.source.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .invalidXLIFF, "no unit of \"\(entry.key)\" has a <source>; its source text reads as empty",
                        file: file, at: entry.keyLocation))
            }
            finished.append(
                XLIFFEntry(
                    key: entry.key, keyLocation: entry.keyLocation, source: entry.source.assembled,
                    target: entry.target.isEmpty ? nil : entry.target.assembled, note: entry.note,
                    translate: entry.translate))
        }
        return finished
    }

    /// Reports a warning about `unit`, at its `<trans-unit>` tag.
    private mutating func report(_ rule: DiagnosticRule, _ message: String, _ unit: XLIFFUnit) {
        diagnostics.append(Diagnostic(rule, message, file: file, at: unit.location, severity: .warning))
    }
}
