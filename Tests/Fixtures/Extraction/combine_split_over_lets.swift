import Combine
import Foundation

final class UsernameAvailability: ObservableObject {
    @Published var username = ""
    @Published private(set) var message = ""
    private var cancellables = Set<AnyCancellable>()

    func startChecking() {
        let trimmed = $username
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let candidates = trimmed
            .filter { $0.count >= 3 }
            .removeDuplicates()
        candidates
            .receive(on: DispatchQueue.main)
            .sink { [weak self] name in self?.message = "Checking \(name)…" } // expect: pipeline source=published terminal=sink framework=combine ops=map,filter,removeDuplicates,receive context=none type=UsernameAvailability function=startChecking
            .store(in: &cancellables)
    }
}
