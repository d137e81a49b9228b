import Foundation
@testable import ScorekeeperWeb

/// This machine's own IPv4 addresses other than the loopback (the same list `--lan` prints).
enum MachineAddresses {
    static func nonLoopback() -> [String] { NetworkAddresses.local() }
}
