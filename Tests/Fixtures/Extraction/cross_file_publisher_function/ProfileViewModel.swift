import Combine
import Foundation

final class ProfileViewModel: ObservableObject {
    @Published private(set) var title = "Loading…"
    private let service: ProfileService
    private var cancellables = Set<AnyCancellable>()

    init(service: ProfileService) {
        self.service = service
    }

    func load(id: UUID) {
        service.loadProfile(id: id)
            .map(\.displayName)
            .replaceError(with: "Unknown user")
            .receive(on: DispatchQueue.main)
            .sink { [weak self] name in self?.title = name } // expect: pipeline source=call resolved=future terminal=sink framework=combine ops=map,replaceError,receive context=none type=ProfileViewModel function=load
            .store(in: &cancellables)
    }
}
