import Combine
import Foundation

// One client in front of several providers behind a protocol. They disagree on what they build
// (a request, a `Fail`, a call into a connector out of reach), but every one is declared to
// return the same failing publisher: a caller reads that type as one answer.
protocol PaymentsProvider {
    func paymentInformation() -> AnyPublisher<String, ProviderError> // expect: finding rule=one_shot_publisher_api
    func balanceChanges() -> AnyPublisher<Int, ProviderError>
}

enum ProviderError: Error { case unsupported, network }

final class RemotePaymentsProvider: PaymentsProvider {
    let connector: Connector

    init(connector: Connector) { self.connector = connector }

    func paymentInformation() -> AnyPublisher<String, ProviderError> {
        let publisher: AnyPublisher<String, ProviderError> = connector.request("payment")
        return publisher.flatMap { info in
            Just(info).setFailureType(to: ProviderError.self)
        }.eraseToAnyPublisher()
    }

    // One provider streams: the shared declaration says nothing then.
    let balances = PassthroughSubject<Int, ProviderError>()

    func balanceChanges() -> AnyPublisher<Int, ProviderError> {
        balances.eraseToAnyPublisher()
    }
}

final class OfflinePaymentsProvider: PaymentsProvider {
    func paymentInformation() -> AnyPublisher<String, ProviderError> {
        Fail(error: ProviderError.unsupported).eraseToAnyPublisher()
    }

    func balanceChanges() -> AnyPublisher<Int, ProviderError> {
        Fail(error: ProviderError.unsupported).eraseToAnyPublisher()
    }
}

final class PaymentsClient {
    private var provider: (any PaymentsProvider)?
    private let liveScores: LiveScoreConnector

    init(provider: (any PaymentsProvider)?, liveScores: LiveScoreConnector) {
        self.provider = provider
        self.liveScores = liveScores
    }

    func paymentInformation() -> AnyPublisher<String, ProviderError> {
        guard let provider = self.provider else {
            return Fail(error: ProviderError.unsupported).eraseToAnyPublisher()
        }
        return provider.paymentInformation()
    }

    func balanceChanges() -> AnyPublisher<Int, ProviderError> {
        guard let provider = self.provider else {
            return Fail(error: ProviderError.unsupported).eraseToAnyPublisher()
        }
        return provider.balanceChanges()
    }

    // Out of reach, named for a subscription: a stream, whatever its failure type.
    func subscribeToLiveScores() -> AnyPublisher<Int, ProviderError> {
        liveScores.scores()
    }
}
