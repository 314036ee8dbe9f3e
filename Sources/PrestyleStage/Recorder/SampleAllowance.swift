/// How many more view states (views × frames) a recording may hold, shared by its phases: a style within
/// every limit of its own — a thousand views animated for twenty seconds — would otherwise record millions
/// of them, gigabytes once exported.
final class SampleAllowance {
    let total: Int
    private(set) var remaining: Int

    init(_ total: Int) {
        self.total = total
        remaining = total
    }

    /// Takes `count` view states; false, taking none, when fewer remain.
    func take(_ count: Int) -> Bool {
        guard count <= remaining else { return false }
        remaining -= count
        return true
    }
}
