import Combine
import Foundation

// A local declared with its type and assigned later is typed like a parameter: the method called
// on it is that type's, never a same-named property of some other type.

final class EventLog {
    private let channel = PassthroughSubject<String, Never>()
    func record(_ line: String) { channel.send(line) }
}

extension AnyPublisher {
    static func value(_ output: Output) -> Self {
        .init(Just(output).setFailureType(to: Failure.self))
    }
}

final class Connection {
    func close() -> AnyPublisher<Void, Error> {
        AnyPublisher.value(()).map { _ in () }.eraseToAnyPublisher()
    }
}

final class ConnectionTests {
    var bag = Set<AnyCancellable>()

    func testClose() {
        var channel: Connection?
        channel = Connection()
        channel?.close().sink(receiveCompletion: { _ in }, receiveValue: {}).store(in: &bag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
