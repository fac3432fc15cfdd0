import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A fake server behind a real `URLSession`: requests to its host are answered by
/// `StubURLProtocol` with what the test set, so `dataTaskPublisher(for:)` and `data(from:)`
/// run their real code paths without any network. Each transport has its own host, so tests
/// running in parallel never see each other's requests.
final class StubTransport: @unchecked Sendable {
    enum Answer {
        case json(String)
        case failure(URLError.Code)
        /// Never answers: the load ends only when its task is cancelled.
        case hold
    }

    let baseURL: URL
    let session: URLSession
    /// The path of each request as it starts loading.
    let started = Mailbox<String>()
    /// The path of each held request whose load was stopped, i.e. cancelled.
    let cancelled = Mailbox<String>()
    private let lock = NSLock()
    private var answers: [String: Answer] = [:]

    init() {
        let host = "stub-\(UUID().uuidString.lowercased()).test"
        baseURL = URL(string: "https://\(host)")!
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: configuration)
        Self.registryLock.lock()
        Self.registry[host] = self
        Self.registryLock.unlock()
    }

    func answer(_ path: String, with answer: Answer) {
        lock.lock()
        answers[path] = answer
        lock.unlock()
    }

    fileprivate func answer(for path: String) -> Answer {
        lock.lock()
        defer { lock.unlock() }
        return answers[path] ?? .failure(.fileDoesNotExist)
    }

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [String: StubTransport] = [:]

    fileprivate static func transport(for url: URL?) -> StubTransport? {
        registryLock.lock()
        defer { registryLock.unlock() }
        return url?.host.flatMap { registry[$0] }
    }
}

final class StubURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        StubTransport.transport(for: request.url) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let transport = StubTransport.transport(for: url) else { return }
        transport.started.post(url.path)
        switch transport.answer(for: url.path) {
        case .json(let body):
            let response = HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(body.utf8))
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .hold:
            break
        }
    }

    override func stopLoading() {
        guard let url = request.url, let transport = StubTransport.transport(for: url),
              case .hold = transport.answer(for: url.path)
        else { return }
        transport.cancelled.post(url.path)
    }
}
