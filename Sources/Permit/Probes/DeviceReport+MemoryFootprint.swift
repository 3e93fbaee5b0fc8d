extension DeviceReport {
    /// About how many bytes the report takes in memory, with its entry in a cache: its own storage, its strings'
    /// (those too long to be stored inline), and its collections' buffers. It bounds what a server remembers
    /// (`DeviceReportProbe.cacheBudget`); it errs on the high side.
    public var memoryFootprint: Int {
        /// A string's bytes outside its own 16: none for the 15 bytes of UTF-8 or fewer that Swift keeps inline.
        func heap(_ string: String) -> Int { string.utf8.count <= 15 ? 0 : 32 + string.utf8.count }
        /// A hashed collection's buffer: a header, and room for twice its elements.
        func table(_ count: Int, elementSize: Int) -> Int { count == 0 ? 0 : 64 + 2 * count * elementSize }
        let fixed = 320  // the report, its subject, the cache's entry and its slot in the cache's index
        let languages = subject.preferredLanguages.isEmpty
            ? 0 : 32 + subject.preferredLanguages.reduce(0) { $0 + 16 + heap($1) }
        return fixed + heap(subject.id) + languages + table(statuses.count, elementSize: 24)
            + table(servicesSwitchedOff.count, elementSize: 8) + table(softAskAnswers.answers.count, elementSize: 48)
    }
}
