#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The host's monotonic clock in nanoseconds, read straight from the C library: what ``StyleSession`` times each
/// call from the engine with, for the cap on a presentation's time in all (``StyleSpending``).
///
/// The same clock and resolution as `ContinuousClock`'s readings (nanoseconds; `CLOCK_MONOTONIC`, which on
/// both Linux and Darwin is a read of a kernel-shared page, no system call), without building an `Instant` and
/// a `Duration` of 128-bit arithmetic around each read: the engine asks some hooks many times a frame, and two
/// readings each time were a visible share of a short hook's cost.
enum HostClock {
    static func nanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    }
}
