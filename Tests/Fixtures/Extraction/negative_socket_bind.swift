import Foundation

struct Port: ExpressibleByIntegerLiteral {
    let value: UInt16
    init(integerLiteral value: UInt16) { self.value = value }
}

final class UDPSocket {
    private(set) var boundPort: Port?
    func bind(to port: Port) throws { boundPort = port }
}

final class DiscoveryServer {
    private let socket = UDPSocket()

    func start() throws {
        try socket.bind(to: 5353)
        try socket
            .bind(to: Port(integerLiteral: 8080))
    }
}
