import Testing

/// Waits until `condition` holds, looking every 10 ms for at most `seconds`; a hang records an issue (saying
/// `what` was waited for, read when it gives up) and throws instead of hanging the suite.
public func waitUntil(
    _ what: @autoclosure () -> String, seconds: Int = 60, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    for _ in 0..<(seconds * 100) {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("gave up waiting for \(what())", sourceLocation: sourceLocation)
    throw CancellationError()
}
