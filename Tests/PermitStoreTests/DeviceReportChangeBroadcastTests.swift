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
}
