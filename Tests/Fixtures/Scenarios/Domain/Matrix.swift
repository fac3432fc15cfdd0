import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What reached a matrix case's handlers: a value, the error its completion handler was given,
/// or that the publisher finished.
public enum MatrixEvent: Equatable, Sendable {
    case value(Int)
    case failure(String)
    case finished
}

/// Where the rewrite matrix's cases (`Before|After/Matrix`) report what their handlers got.
/// The tests decide what to note with each event (the thread, the actor), so the cases stay
/// the plain code an app would have.
public final class MatrixLog: Sendable {
    private let note: @Sendable (MatrixEvent) -> Void

    public init(note: @escaping @Sendable (MatrixEvent) -> Void) {
        self.note = note
    }

    public func value(_ value: Int) {
        note(.value(value))
    }

    /// A network error is noted by its code: its description also lists request details
    /// that differ between URLSession's publisher and its `async` methods.
    public func failure(_ error: any Error) {
        if let urlError = error as? URLError {
            note(.failure("URLError(\(urlError.code.rawValue))"))
        } else {
            note(.failure(String(describing: error)))
        }
    }

    public func finished() {
        note(.finished)
    }
}

public enum MatrixError: Error, Equatable, Sendable {
    case unavailable
}

/// A callback API from before concurrency: one answer, once, on whichever thread it likes,
/// possibly before `fetch` returns.
public protocol MatrixCallbackService: AnyObject, Sendable {
    func fetch(completion: @escaping (Result<Int, MatrixError>) -> Void)
}

/// An API that is already `async`.
public protocol MatrixAsyncClient: Sendable {
    func number() async throws -> Int
}

/// The number endpoint's JSON body.
public struct MatrixNumber: Decodable, Sendable {
    public var value: Int
}

extension Notification.Name {
    /// Posted with the number as its object.
    public static let matrixPing = Notification.Name("MatrixPing")
}

/// Everything a matrix case is built from; each test makes its own.
public struct MatrixEnvironment: @unchecked Sendable {
    public var log: MatrixLog
    public var service: any MatrixCallbackService
    public var client: any MatrixAsyncClient
    public var session: URLSession
    public var baseURL: URL
    public var center: NotificationCenter

    public init(
        log: MatrixLog, service: any MatrixCallbackService, client: any MatrixAsyncClient, session: URLSession, baseURL: URL,
        center: NotificationCenter
    ) {
        self.log = log
        self.service = service
        self.client = client
        self.session = session
        self.baseURL = baseURL
        self.center = center
    }
}
