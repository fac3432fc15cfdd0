import Combine

final class SignUpFormModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var acceptedTerms = false
    @Published private(set) var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    func bindValidation() {
        Publishers.CombineLatest3($email, $password, $acceptedTerms)
            .map { email, password, accepted in
                email.contains("@") && password.count >= 8 && accepted
            }
            .removeDuplicates()
            .sink { [weak self] valid in self?.canSubmit = valid } // expect: pipeline source=combined terminal=sink framework=combine ops=map,removeDuplicates context=none type=SignUpFormModel function=bindValidation
            .store(in: &cancellables)
    }
}
