import Combine

enum VaultError: Error { case locked }

final class VaultPreview {
    private var bag = Set<AnyCancellable>()
    private(set) var lines: [String] = []

    func showLocked() {
        Fail<String, VaultError>(error: .locked)
            .replaceError(with: "Vault is locked")
            .sink { [weak self] line in self?.lines.append(line) } // expect: pipeline source=fail terminal=sink framework=combine ops=replaceError context=none type=VaultPreview function=showLocked
            .store(in: &bag)
    }

    func showNothing() {
        Empty<String, Never>(completeImmediately: true)
            .sink(receiveCompletion: { _ in print("no entries") }, receiveValue: { [weak self] in self?.lines.append($0) }) // expect: pipeline source=empty terminal=sink framework=combine ops= context=none type=VaultPreview function=showNothing
            .store(in: &bag)
    }
}
