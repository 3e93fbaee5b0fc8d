import PermitLocalization

/// The soft-ask answers people gave, per subject and service, kept in this process's memory for a server that
/// plans prompts for many devices.
///
/// It is safe to use from any number of tasks at once. It holds the answers of at most `capacity` subjects: when
/// a new subject would exceed it, the subject whose answers were recorded least recently is forgotten. Nothing is
/// persisted; a server that must remember answers across restarts stores them itself and hands them to the
/// planner, or lets devices report them in their snapshots.
public final class SoftAskLedger: Sendable {
    /// The most subjects whose answers are kept.
    public let capacity: Int

    private let state: Locked<State>

    /// Creates an empty ledger for at most `capacity` subjects (at least one).
    public init(capacity: Int = 100_000) {
        self.capacity = max(1, capacity)
        state = Locked(State())
    }

    /// Records a subject's answer for a service, replacing an earlier one.
    public func record(_ answer: SoftAskAnswer, for service: Service, subjectID: String) {
        state.withLock { $0.record(answer, for: service, subjectID: subjectID, capacity: capacity) }
    }

    /// A subject's answers (none when nothing is recorded for it).
    public func answers(for subjectID: String) -> SoftAskAnswers {
        SoftAskAnswers(state.withLock { $0.entries[subjectID]?.answers } ?? [:])
    }

    /// Forgets a subject's answers, or its answer for one service.
    public func forget(subjectID: String, service: Service? = nil) {
        state.withLock { $0.forget(subjectID: subjectID, service: service) }
    }

    /// How many subjects have answers recorded now.
    public var subjectCount: Int { state.withLock { $0.entries.count } }

    /// The answers and the order subjects were last recorded in. `order` may hold stale stamps of subjects
    /// recorded again or forgotten since; they are skipped when evicting and dropped when it is compacted.
    private struct State: Sendable {
        struct Entry: Sendable {
            var answers: [Service: SoftAskAnswer]
            var stamp: UInt64
        }

        var entries: [String: Entry] = [:]
        var order: [(subjectID: String, stamp: UInt64)] = []
        var head = 0
        var nextStamp: UInt64 = 0

        mutating func record(_ answer: SoftAskAnswer, for service: Service, subjectID: String, capacity: Int) {
            var answers = entries[subjectID]?.answers ?? [:]
            answers[service] = answer
            entries[subjectID] = Entry(answers: answers, stamp: nextStamp)
            order.append((subjectID, nextStamp))
            nextStamp += 1
            while entries.count > capacity, head < order.count {
                let oldest = order[head]
                head += 1
                if entries[oldest.subjectID]?.stamp == oldest.stamp { entries[oldest.subjectID] = nil }
            }
            if order.count - head > 2 * entries.count + 16 { compact() }
        }

        mutating func forget(subjectID: String, service: Service?) {
            guard let service else {
                entries[subjectID] = nil
                return
            }
            entries[subjectID]?.answers[service] = nil
            if entries[subjectID]?.answers.isEmpty == true { entries[subjectID] = nil }
        }

        /// Keeps only the live stamps, oldest first, so that `order` stays within a few times the subjects held.
        private mutating func compact() {
            order = order[head...].filter { entries[$0.subjectID]?.stamp == $0.stamp }
            head = 0
        }
    }
}
