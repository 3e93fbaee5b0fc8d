import Foundation

/// The median, in nanoseconds per call, of `batches` batches of `batchSize` calls of `body`, which gets the call's
/// number and returns something derived from its result so that the work cannot be optimized away.
public func medianNanoseconds(batches: Int = 51, batchSize: Int, _ body: (Int) throws -> Int) rethrows -> Double {
    var sink = 0
    var samples: [Double] = []
    for batch in 0..<batches {
        let start = ContinuousClock.now
        for call in 0..<batchSize { sink &+= try body(batch &* batchSize &+ call) }
        samples.append((ContinuousClock.now - start).seconds * 1e9 / Double(batchSize))
    }
    if sink == 42 { print("") }
    return samples.sorted()[batches / 2]
}

/// The median, in seconds, of `runs` runs of `body`.
public func medianSeconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        samples.append((ContinuousClock.now - start).seconds)
    }
    return samples.sorted()[runs / 2]
}

/// Times contenders round by round, each once per round in turn, so that a slow spell of a shared machine falls on
/// all of them alike rather than on whichever ran then.
public struct InterleavedTiming {
    /// Each contender's time per round, in seconds, in the order given.
    public private(set) var samples: [[Double]]

    /// Runs `rounds` rounds; in each, every body of `contenders` once, in order.
    public init(rounds: Int, _ contenders: [() throws -> Void]) throws {
        samples = Array(repeating: [], count: contenders.count)
        for _ in 0..<rounds {
            for (index, body) in contenders.enumerated() {
                let start = ContinuousClock.now
                try body()
                samples[index].append((ContinuousClock.now - start).seconds)
            }
        }
    }

    /// The median time of contender `index`.
    public func median(_ index: Int) -> Double {
        let sorted = samples[index].sorted()
        return sorted[sorted.count / 2]
    }

    /// The median over the rounds of contender `index`'s time divided by contender `reference`'s in the same
    /// round: how many times faster `reference` was.
    public func medianRatio(_ index: Int, to reference: Int) -> Double {
        let ratios = zip(samples[index], samples[reference]).map { $0 / $1 }.sorted()
        return ratios[ratios.count / 2]
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// `value` with `decimals` digits after the point, padded on the left to `width` characters.
public func fixed(_ value: Double, decimals: Int, width: Int = 0) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `text` padded on the right to `width` characters.
public func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
