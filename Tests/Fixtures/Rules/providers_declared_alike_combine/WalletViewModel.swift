import Combine
import Foundation

// The client is reached through an environment out of the module, so each call joins every
// declaration of its name: the client's, the providers', the protocol's.
final class WalletViewModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var info = ""
    private(set) var balance = 0
    private(set) var score = 0

    func load() {
        Env.payments.paymentInformation()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.info = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        Env.payments.balanceChanges()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.balance = $0 }) // expect: pipeline verdict=review rule=opaque_pipeline
            .store(in: &cancellables)
        Env.payments.subscribeToLiveScores()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.score = $0 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}
