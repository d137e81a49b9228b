import Foundation
import HTTPTypes
import NIOCore
import NIOHTTPTypes
import Synchronization

/// The count of open connections a server shares between its connections' handlers.
final class ConnectionCount: Sendable {
    let maximum: Int
    private let open = Atomic<Int>(0)

    init(maximum: Int) { self.maximum = maximum }

    /// Counts a connection in; false when it is over the cap (it is counted all the same, and
    /// counted out when it closes).
    func enter() -> Bool { open.wrappingAdd(1, ordering: .relaxed).newValue <= maximum }
    func leave() { open.wrappingSubtract(1, ordering: .relaxed) }
    var current: Int { open.load(ordering: .relaxed) }
}

/// Bounds the live connections (default 256, `--max-connections`): a connection over the cap is
/// answered with a short page saying so and closed, or closed after a few seconds if it asks
/// nothing, so held connections cannot crowd out the pages or grow the server's memory.
final class ConnectionCapHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long a connection over the cap may wait to ask before it is closed.
    static let refusedGrace: TimeAmount = .seconds(3)

    private let count: ConnectionCount
    private let page: String
    private var counted = false
    private var refused = false

    init(count: ConnectionCount, page: String) {
        self.count = count
        self.page = page
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { enter(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        enter(context)
        context.fireChannelActive()
    }

    private func enter(_ context: ChannelHandlerContext) {
        guard !counted else { return }
        counted = true
        refused = !count.enter()
        if refused {
            context.eventLoop.scheduleTask(in: Self.refusedGrace) { [channel = context.channel] in channel.close(promise: nil) }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        leave()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { leave() }

    private func leave() {
        guard counted else { return }
        counted = false
        count.leave()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard refused else {
            context.fireChannelRead(data)
            return
        }
        // Over the cap: the request goes no further; its end gets the refusal.
        guard case .end = unwrapInboundIn(data) else { return }
        var body = context.channel.allocator.buffer(capacity: page.utf8.count)
        body.writeString(page)
        var head = HTTPResponse(status: .serviceUnavailable)
        head.headerFields[.contentType] = "text/html; charset=utf-8"
        head.headerFields[.contentLength] = String(body.readableBytes)
        head.headerFields[.connection] = "close"
        head.headerFields[.retryAfter] = "10"
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { [channel = context.channel] _ in channel.close(promise: nil) }
    }
}
