import ArgumentParser
import Foundation
import ScorekeeperStore

extension TournamentCommand {
    /// `tournament clock T start|pause|resume`: the round clock, whose time every surface reads
    /// from the same stamps (`RoundClock`).
    struct RoundClockCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clock", abstract: "Start, pause or resume the round clock; prints the time left.",
            discussion: """
                The round time is a setting (`tournament set T --round-time 50m`); with one set, \
                pairing a round starts its clock. start begins the current round's clock when it \
                has not started (set a time after pairing, or start later); pause and resume stop \
                and restart it. Past its time it counts the overtime.
                """)

        /// What the clock is asked to do.
        enum Request: String, ExpressibleByArgument, CaseIterable {
            case start, pause, resume

            var command: RoundClock.Command {
                switch self {
                case .start: .start
                case .pause: .pause
                case .resume: .resume
                }
            }
        }

        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Argument(help: ArgumentHelp("start, pause or resume.", valueName: "action")) var action: Request

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolveTournament(tournament)
            let (changed, reading) = try db.changeRoundClock(id: target.id, action.command)
            let name = Sanitized.text(changed.name)
            guard let reading else {
                print("\(name): no round clock.")
                return
            }
            print("\(name), round \(reading.round): \(reading.text).")
        }
    }
}
