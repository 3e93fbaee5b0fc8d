/// The requests of one HTTP/1.1 connection that are not answered yet, as a channel handler between the codec and
/// the application sees them pass: which request a response answers (responses come in the order of requests),
/// whether that request is `HEAD`, and whether its body is still arriving.
struct ExchangeLedger {
    /// The requests whose head was read and whose response has not ended, oldest first: whether each is `HEAD`.
    private var unanswered: [Bool] = []
    /// Whether the newest request's head was read and its end not yet.
    private(set) var isReceiving = false

    /// Whether every request read has been answered to its end.
    var isIdle: Bool { unanswered.isEmpty }

    /// The request whose response begins now: whether it is `HEAD`, and whether its body is still arriving.
    var answered: (isHead: Bool, bodyStillArriving: Bool) {
        (unanswered.first ?? false, isReceiving && unanswered.count == 1)
    }

    /// A request's head was read.
    mutating func requestBegan(isHead: Bool) {
        unanswered.append(isHead)
        isReceiving = true
    }

    /// The newest request's end was read.
    mutating func requestEnded() {
        isReceiving = false
    }

    /// The oldest unanswered request's response ended.
    mutating func responseEnded() {
        if !unanswered.isEmpty { unanswered.removeFirst() }
    }
}
