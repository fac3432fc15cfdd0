// Two inputs combined: the button is enabled once both fields hold something valid.
import AsyncAlgorithmsScenarioSupport // combineLatest(_:), merge(with:), which OpenCombine lacks
import OpenCombine

@MainActor
public final class SignUpForm {
    @Published public var email = ""
    @Published public var password = ""
    public private(set) var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    public init() {
        $email
            .combineLatest($password)
            .map { $0.contains("@") && $1.count >= 8 }
            .sink { [weak self] in self?.canSubmit = $0 } // expect: pipeline verdict=keep rule=composed_stream
            .store(in: &cancellables)
    }
}
