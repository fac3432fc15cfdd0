// A protocol whose every implementation answers once: the requirement gets an `async throws`
// twin, with a default that awaits the publisher version, so conformers compile unchanged.
import Foundation
import OpenCombine

public struct DirectoryEntry: Equatable, Sendable {
    public var name: String
    public var office: String

    public init(name: String, office: String) {
        self.name = name
        self.office = office
    }
}

public struct DirectoryError: Error, Equatable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

public protocol DirectoryLookup {
    func entry(named name: String) -> AnyPublisher<DirectoryEntry, Error> // expect: finding rule=one_shot_publisher_api
}

/// Answers from another thread, as a network client would.
public struct StaticDirectory: DirectoryLookup {
    public var offices: [String: String]

    public init(offices: [String: String]) {
        self.offices = offices
    }

    public func entry(named name: String) -> AnyPublisher<DirectoryEntry, Error> {
        let office = offices[name]
        return Future { promise in
            DispatchQueue.global().async {
                if let office {
                    promise(.success(DirectoryEntry(name: name, office: office)))
                } else {
                    promise(.failure(DirectoryError(name: name)))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
