import Permit
import Synchronization
import Testing

/// Writes that arrive together share one commit; each is answered with its own outcome.
@Suite struct GroupCommitTests {
    struct Refused: Error {}

    /// Numbers recorded from any task.
    final class Numbers: Sendable {
        private let values = Mutex<[Int]>([])
        func append(_ value: Int) { values.withLock { $0.append(value) } }
        var all: [Int] { values.withLock { $0 } }
    }

    @Test func writesThatArriveTogetherShareACommitAndAFailingOneFailsAlone() async throws {
        let group = GroupCommit<Int>()
        let (applied, batches) = (Numbers(), Numbers())
        // A batch applies its writes (numbers, 13 refused) in order, then takes a while to commit, as a sync does.
        let batch: GroupCommit<Int>.Batch = { writes in
            var outcomes: [Result<Void, any Error>] = []
            for number in writes {
                if number == 13 {
                    outcomes.append(.failure(Refused()))
                } else {
                    applied.append(number)
                    outcomes.append(.success(()))
                }
            }
            batches.append(writes.count)
            try? await Task.sleep(for: .milliseconds(20))
            return outcomes
        }
        let outcomes = await withTaskGroup(of: (Int, Bool).self) { tasks in
            for number in 0..<200 {
                tasks.addTask {
                    do {
                        try await group.perform(number, committing: batch)
                        return (number, true)
                    } catch {
                        return (number, false)
                    }
                }
            }
            return await tasks.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes.count == 200)
        #expect(outcomes.filter { !$0.value }.map(\.key) == [13])
        #expect(applied.all.sorted() == Array(0..<200).filter { $0 != 13 })
        let sizes = batches.all
        #expect(sizes.reduce(0, +) == 200)
        #expect(sizes.count < 200, "every write committed alone: \(sizes)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aWriteItsBatchGaveNoOutcomeForFailsInsteadOfWaiting() async throws {
        let group = GroupCommit<Int>()
        await #expect(throws: GroupCommit<Int>.Unanswered.self) {
            try await group.perform(1) { _ in [] }
        }
    }
}
