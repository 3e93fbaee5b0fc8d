@testable import Permit
import Testing

/// A subscriber that reads too slowly loses changes; it must then be told to forget everything, never miss one
/// silently.
@Suite struct DeviceReportChangeBroadcastTests {
    @Test func aFullBufferEndsWithAll() async {
        let broadcast = DeviceReportChangeBroadcast(buffered: 2)
        let stream = broadcast.subscribe()
        for id in ["a", "b", "c"] { broadcast.announce(.subject(id)) }
        var heard = stream.makeAsyncIterator()
        // "a" was dropped for "c"; `.all` follows and dropped "b" in turn.
        #expect(await heard.next() == .subject("c"))
        #expect(await heard.next() == .all)
    }

    @Test func aBufferWithRoomKeepsEveryChangeInOrder() async {
        let broadcast = DeviceReportChangeBroadcast(buffered: 3)
        let stream = broadcast.subscribe()
        for id in ["a", "b", "c"] { broadcast.announce(.subject(id)) }
        var heard = stream.makeAsyncIterator()
        for id in ["a", "b", "c"] { #expect(await heard.next() == .subject(id)) }
    }

    @Test func aSubscriberWhileTheStoreIsDeafBeginsUnheardAndAFullBufferKeepsItDeaf() async {
        let broadcast = DeviceReportChangeBroadcast(buffered: 2)
        broadcast.announce(.unheard)
        let stream = broadcast.subscribe()
        var heard = stream.makeAsyncIterator()
        #expect(await heard.next() == .unheard)
        for id in ["a", "b", "c"] { broadcast.announce(.subject(id)) }
        // The buffer overflowed while the store was deaf: forget everything, and stay deaf.
        #expect(await heard.next() == .all)
        #expect(await heard.next() == .unheard)
        broadcast.announce(.all)
        #expect(await heard.next() == .all)
        // A subscriber once the store hears again begins with the next change.
        var later = broadcast.subscribe().makeAsyncIterator()
        broadcast.announce(.subject("d"))
        #expect(await later.next() == .subject("d"))
    }
}
