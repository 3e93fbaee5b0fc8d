import Testing

@testable import PermitLocalization

@Suite struct LazyReferenceTests {
    final class Box: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// Holds a reference the way a table holds its preparations.
    final class Holder: Sendable {
        let reference = LazyReference<Box>()
    }

    @Test func theFirstStoreWinsAndLaterOnesGetItBack() {
        let holder = Holder()
        #expect(holder.reference.load() == nil)
        let first = Box(1)
        #expect(holder.reference.storeIfNil(first) === first)
        #expect(holder.reference.storeIfNil(Box(2)) === first)
        #expect(holder.reference.load() === first)
    }

    @Test func threadsStoringAtOnceAllGetTheSameInstance() async {
        let holder = Holder()
        let stored = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for number in 0..<64 {
                group.addTask { ObjectIdentifier(holder.reference.storeIfNil(Box(number))) }
            }
            var identities = Set<ObjectIdentifier>()
            for await identity in group { identities.insert(identity) }
            return identities
        }
        #expect(stored.count == 1)
        #expect(stored.first == holder.reference.load().map(ObjectIdentifier.init))
    }

    @Test func theStoredInstanceLivesAsLongAsTheReferenceAndNoLonger() {
        weak var kept: Box?
        weak var refused: Box?
        do {
            let holder = Holder()
            do {
                let first = Box(1)
                let second = Box(2)
                kept = first
                refused = second
                _ = holder.reference.storeIfNil(first)
                _ = holder.reference.storeIfNil(second)
            }
            #expect(kept != nil)
            #expect(refused == nil)
            #expect(holder.reference.load()?.number == 1)
        }
        #expect(kept == nil)
    }
}
