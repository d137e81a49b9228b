import Hummingbird
import NIOCore

/// A request's context with the one fact about its client the server trusts: the peer's
/// address as the socket has it. Headers such as `X-Forwarded-For` are never read.
struct WebRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's IP address; nil when there is no socket (requests made in process).
    let peerAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }
}
