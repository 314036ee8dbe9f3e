import Foundation

/// A solution of the damped oscillator equation f″ + 2α·f′ + ω₀²·f = 0, written as
///
///     f(t) = e^(−αt) · (p·C(t) + r·S(t))
///
/// where, with q = ω₀² − α²,
/// - underdamped (q > 0, ω = √q): C = cos ωt, S = sin(ωt)/ω;
/// - critically damped (q = 0): C = 1, S = t;
/// - overdamped (q < 0, h = √−q): C = cosh ht, S = sinh(ht)/h.
///
/// `Spring` describes its displacement from the target and its velocity as two such functions. This form
/// stays accurate right at critical damping (no division by a vanishing ω or h) and does not overflow for
/// large t (the growing hyperbolic terms are combined with the decay before they are evaluated). It also
/// knows where the function has its extrema, which makes settling times exact rather than sampled.
struct DampedOscillation {
    /// The decay rate α = c / 2m.
    let decay: Double
    /// q = ω₀² − α²: positive when underdamped, zero when critical, negative when overdamped.
    let q: Double
    /// The coefficient of C(t); equal to f(0).
    let p: Double
    /// The coefficient of S(t); equal to f′(0) + α·f(0).
    let r: Double

    /// f(t).
    func value(at t: Double) -> Double {
        let (decayedC, decayedS) = basis(at: t)
        return p * decayedC + r * decayedS
    }

    /// For an underdamped oscillation, the envelope e^(−αt)·√(p² + (r/ω)²) at `t`: |f| never exceeds it from
    /// `t` on (it bounds p·cos ωt + (r/ω)·sin ωt by the amplitude and decays). Nil when not oscillating.
    func envelope(at t: Double) -> Double? {
        guard q > 0 else { return nil }
        let omega = q.squareRoot()
        let amplitude = (p * p + (r / omega) * (r / omega)).squareRoot()
        return exp(-decay * t) * amplitude
    }

    /// f′, itself a solution of the same equation.
    var derivative: DampedOscillation {
        // d/dt of e^(−αt)·C is e^(−αt)·(−αC − qS), and of e^(−αt)·S is e^(−αt)·(C − αS).
        DampedOscillation(decay: decay, q: q, p: r - decay * p, r: -decay * r - q * p)
    }

    /// (e^(−αt)·C(t), e^(−αt)·S(t)), evaluated without overflow or cancellation.
    private func basis(at t: Double) -> (Double, Double) {
        if q > 0 {
            let omega = q.squareRoot(), envelope = exp(-decay * t)
            return (envelope * cos(omega * t), envelope * sin(omega * t) / omega)
        }
        if q == 0 {
            let envelope = exp(-decay * t)
            return (envelope, envelope * t)
        }
        let h = (-q).squareRoot()
        let slow = exp((h - decay) * t), fast = exp((-h - decay) * t)
        let decayedS = 2 * h * t < 1
            ? fast * expm1(2 * h * t) / (2 * h)   // sinh(ht)/h without cancellation when ht is small
            : (slow - fast) / (2 * h)
        return ((slow + fast) / 2, decayedS)
    }

    /// The latest time t ≥ 0 with |f(t)| ≥ `epsilon`: after it, |f| stays below `epsilon` for ever.
    ///
    /// Returns 0 when |f| never reaches `epsilon`, and infinity when it never settles (no damping).
    func lastTime(atOrAbove epsilon: Double) -> Double {
        q > 0 ? lastTimeOscillating(atOrAbove: epsilon) : lastTimeMonotonicTail(atOrAbove: epsilon)
    }

    /// The largest |f(t)| for t ≥ `start`: the larger of |f(start)| and |f| at the first extremum after it.
    ///
    /// Between `start` and that extremum f is monotonic, and every later extremum of a damped f is smaller
    /// (an oscillation's shrink by e^(−απ/ω) each; a non-oscillating f has no other). Unlike the last time
    /// |f| reaches a level, this is continuous in the parameters, which lets a root finder use it.
    func largestMagnitude(from start: Double) -> Double {
        let atStart = Swift.abs(value(at: start))
        let slope = derivative
        if q > 0 {
            guard slope.p != 0 || slope.r != 0 else { return atStart }
            let omega = q.squareRoot(), halfPeriod = Double.pi / omega
            var extremum = Self.firstNonNegative(phase: atan2(slope.r / omega, slope.p) + .pi / 2, omega: omega)
            if extremum < start { extremum += ((start - extremum) / halfPeriod).rounded(.up) * halfPeriod }
            return Swift.max(atStart, Swift.abs(value(at: extremum)))
        }
        guard let extremum = slope.positiveZero(), extremum > start else { return atStart }
        return Swift.max(atStart, Swift.abs(value(at: extremum)))
    }

    /// Underdamped: f(t) = e^(−αt)·M·cos(ωt − φ). Its extrema come every half period π/ω, and each is the
    /// previous one times −e^(−απ/ω), so the last extremum that reaches epsilon follows from a logarithm;
    /// after that extremum |f| falls monotonically to the next zero, and falls through epsilon no later than the
    /// envelope e^(−αt)·M does, at ln(M/ε)/α: the crossing is solved by Newton's method inside that bracket.
    private func lastTimeOscillating(atOrAbove epsilon: Double) -> Double {
        let omega = q.squareRoot(), halfPeriod = Double.pi / omega
        let slope = derivative
        guard slope.p != 0 || slope.r != 0 else { return Swift.abs(p) >= epsilon ? .infinity : 0 }
        // Zeros of f′ = e^(−αt)·M′·cos(ωt − φ′) are at ωt = φ′ + π/2 + nπ.
        let slopePhase = atan2(slope.r / omega, slope.p)
        let firstExtremum = Self.firstNonNegative(phase: slopePhase + .pi / 2, omega: omega)
        let firstPeak = Swift.abs(value(at: firstExtremum))
        if firstPeak < epsilon {
            // No later extremum reaches epsilon either, and f is monotonic on [0, firstExtremum].
            guard Swift.abs(p) >= epsilon else { return 0 }
            let zero = firstZero(after: 0, omega: omega)
            return crossing(from: 0, to: Swift.min(zero, firstExtremum), epsilon: epsilon)
        }
        guard decay > 0 else { return .infinity }
        let shrinkPerExtremum = decay * halfPeriod
        var n = (log(firstPeak / epsilon) / shrinkPerExtremum).rounded(.down)
        // The logarithm can be off by one at the boundary; settle it by evaluating the extrema themselves.
        while Swift.abs(value(at: firstExtremum + (n + 1) * halfPeriod)) >= epsilon { n += 1 }
        while n > 0, Swift.abs(value(at: firstExtremum + n * halfPeriod)) < epsilon { n -= 1 }
        let lastPeak = firstExtremum + n * halfPeriod
        var end = firstZero(after: lastPeak, omega: omega)
        if let amplitude = envelope(at: 0) {
            let envelopeCrossing = log(amplitude / epsilon) / decay
            if envelopeCrossing > lastPeak, envelopeCrossing < end { end = envelopeCrossing }
        }
        return crossing(from: lastPeak, to: end, epsilon: epsilon)
    }

    /// Critically damped or overdamped: f′ has at most one zero for t > 0, so f has at most one extremum
    /// and is monotonic (and heads to 0 without crossing it) after it.
    private func lastTimeMonotonicTail(atOrAbove epsilon: Double) -> Double {
        guard decay > 0 else { return Swift.abs(p) >= epsilon ? .infinity : 0 }
        if let extremum = derivative.positiveZero(), Swift.abs(value(at: extremum)) >= epsilon {
            return crossing(from: extremum, to: timeBelow(epsilon, after: extremum), epsilon: epsilon)
        }
        guard Swift.abs(p) >= epsilon else { return 0 }
        // From t = 0, |f| falls until its zero or extremum, whichever comes first, or for ever.
        let end = [positiveZero(), derivative.positiveZero()].compactMap { $0 }.min()
            ?? timeBelow(epsilon, after: 0)
        return crossing(from: 0, to: end, epsilon: epsilon)
    }

    /// The one zero of a non-oscillating f at t > 0, if any: p·C(t) + r·S(t) = 0.
    private func positiveZero() -> Double? {
        guard r != 0 else { return nil }
        if q == 0 {
            let t = -p / r
            return t > 0 ? t : nil
        }
        // p·cosh(ht) + r·sinh(ht)/h = 0  ⇔  tanh(ht) = −p·h / r.
        let h = (-q).squareRoot(), target = -p * h / r
        return target > 0 && target < 1 ? atanh(target) / h : nil
    }

    /// The first zero of an oscillating f at or after `start`.
    private func firstZero(after start: Double, omega: Double) -> Double {
        let phase = atan2(r / omega, p)
        var zero = Self.firstNonNegative(phase: phase + .pi / 2, omega: omega)
        let halfPeriod = Double.pi / omega
        if zero < start { zero += ((start - zero) / halfPeriod).rounded(.up) * halfPeriod }
        return zero
    }

    /// The smallest t ≥ 0 with ωt ≡ phase (mod π).
    private static func firstNonNegative(phase: Double, omega: Double) -> Double {
        let shifted = phase - (phase / .pi).rounded(.down) * .pi
        return shifted / omega
    }

    /// A time after `start` where |f| is below epsilon, for a decaying non-oscillating f, found by doubling.
    private func timeBelow(_ epsilon: Double, after start: Double) -> Double {
        var step = 1 / decay
        var t = start + step
        for _ in 0..<2048 where Swift.abs(value(at: t)) >= epsilon {
            step *= 2
            t = start + step
        }
        return t
    }

    /// The time in `low...high` where |f| falls through epsilon, given |f(low)| ≥ epsilon, |f| decreasing on
    /// the interval, and |f(high)| < epsilon or f(high) = 0.
    ///
    /// Newton's method on |f| − epsilon inside the bracket, which falls back to halving the bracket whenever a
    /// step would leave it (at a peak, where f′ vanishes, for one): the crossing is a simple root, so a handful
    /// of steps reach it to machine precision where plain bisection needed some forty-five evaluations.
    private func crossing(from low: Double, to high: Double, epsilon: Double) -> Double {
        var low = low, high = high
        let slope = derivative
        let sign: Double = value(at: low) < 0 ? -1 : 1
        var t = (low + high) / 2
        for _ in 0..<200 {
            let excess = sign * value(at: t) - epsilon
            if excess >= 0 { low = t } else { high = t }
            if high - low <= 1e-13 * Swift.max(1, high) { return low }
            var next = t - excess / (sign * slope.value(at: t))
            if !(next > low && next < high) { next = (low + high) / 2 }
            if Swift.abs(next - t) <= 1e-14 * Swift.max(1, t) { return next }
            t = next
        }
        return low
    }
}
