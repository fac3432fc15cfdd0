// Two inputs combined: the button is enabled once both fields hold something valid.
import AsyncAlgorithms
import AsyncAlgorithmsScenarioSupport // combineLatest(_:), merge(with:), which OpenCombine lacks
import OpenCombine

@MainActor
public final class SignUpForm {
    @Published public var email = ""
    @Published public var password = ""
    public private(set) var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    public init() {
        // expect: pipeline verdict=keep rule=composed_stream
        let emailValues = combineLatest($email.values, $password.values)
            .map { $0.contains("@") && $1.count >= 8 }
        let emailTask = Task { [weak self] in
            var iterator = emailValues.makeAsyncIterator()
            while let value = await iterator.next() {
                guard !Task.isCancelled else { break }
                self?.canSubmit = value
            }
        }
        AnyCancellable { emailTask.cancel() }.store(in: &cancellables)
    }
}
