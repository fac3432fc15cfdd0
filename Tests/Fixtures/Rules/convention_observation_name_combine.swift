import Combine
import Foundation
import RepositorySync

struct Language { let code: String }

// The repository lives in another package: only names and types are left to judge by.
final class CurrentLanguageUseCase {
    private let repository: LanguageRepository

    init(repository: LanguageRepository) {
        self.repository = repository
    }

    // Re-reads the language on every change of its table: an observation, whatever its type says.
    func execute() -> AnyPublisher<Language, Error> {
        repository.observeCollectionChangesPublisher()
            .map { _ in Language(code: "en") }
            .eraseToAnyPublisher()
    }

    // One request: a failing publisher from a call, named for a fetch.
    func refresh() -> AnyPublisher<Language, Error> { // expect: finding rule=one_shot_publisher_api
        repository.fetchRemoteLanguage()
            .map { Language(code: $0) }
            .eraseToAnyPublisher()
    }
}

@MainActor
final class LanguageViewModel {
    private let useCase: CurrentLanguageUseCase
    private var cancellables = Set<AnyCancellable>()
    private(set) var code = ""

    init(useCase: CurrentLanguageUseCase) {
        self.useCase = useCase
        useCase.execute()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] language in self?.code = language.code }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        useCase.refresh()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] language in self?.code = language.code }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
    }
}
