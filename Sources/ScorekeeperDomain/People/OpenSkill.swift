import Foundation

/// OpenSkill's Plackett-Luce model (Weng-Lin's Bayesian approximation), as in the reference
/// implementation (PyPI `openskill` 6.x, `PlackettLuce()` with its defaults), for games of one
/// player per side: each game moves every player's mu and sigma by the finishing order, ties
/// sharing a rank.
public struct OpenSkill: Sendable, Equatable {
    /// A skill estimate: mean and uncertainty.
    public struct Rating: Codable, Sendable, Equatable {
        public var mu: Double
        public var sigma: Double
        /// The conservative figure lists sort by: mu - 3 sigma.
        public var ordinal: Double { mu - 3 * sigma }

        public init(mu: Double, sigma: Double) {
            self.mu = mu
            self.sigma = sigma
        }
    }

    public var mu = 25.0
    public var sigma = 25.0 / 3
    public var beta = 25.0 / 6
    public var tau = 25.0 / 300
    /// The floor of the factor sigma shrinks by (the reference's `kappa`).
    public var kappa = 0.0001

    public init() {}

    public var initial: Rating { Rating(mu: mu, sigma: sigma) }

    /// The ratings after one game: `ratings[i]` finished at `ranks[i]` (lower is better, equal
    /// ranks tie).
    public func rate(_ ratings: [Rating], ranks: [Int]) -> [Rating] {
        precondition(ratings.count == ranks.count)
        // The dynamics factor: uncertainty grows a little before every game.
        let players = ratings.map { Rating(mu: $0.mu, sigma: ($0.sigma * $0.sigma + tau * tau).squareRoot()) }
        let count = players.count
        guard count > 1 else { return players }
        let betaSquared = beta * beta
        let c = players.reduce(0.0) { $0 + $1.sigma * $1.sigma + betaSquared }.squareRoot()
        let exponentials = players.map { exp($0.mu / c) }
        // sum_q: the exponentials of everyone who finished level with or behind q.
        let sumQ = (0..<count).map { q in (0..<count).reduce(0.0) { ranks[$1] >= ranks[q] ? $0 + exponentials[$1] : $0 } }
        // a: how many share q's rank.
        let shared = (0..<count).map { q in Double(ranks.filter { $0 == ranks[q] }.count) }
        return (0..<count).map { i in
            var omega = 0.0, delta = 0.0
            for q in 0..<count where ranks[q] <= ranks[i] {
                let share = exponentials[i] / sumQ[q]
                delta += share * (1 - share) / shared[q]
                omega += (q == i ? 1 - share : -share) / shared[q]
            }
            let sigmaSquared = players[i].sigma * players[i].sigma
            omega *= sigmaSquared / c
            delta *= sigmaSquared / (c * c)
            let gamma = sigmaSquared.squareRoot() / c
            delta *= gamma
            let mu = players[i].mu + omega
            let sigma = players[i].sigma * max(1 - delta, kappa).squareRoot()
            return Rating(mu: mu, sigma: sigma)
        }
    }
}
