import Combine
import Foundation

final class SignUpModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false
    @Published var query = ""
    @Published var category = "all"
    @Published var selectedID: Int?
    let refreshes = PassthroughSubject<[String], Never>()
    let typed = PassthroughSubject<Character, Never>()
    private(set) var visible: [String] = []
    private(set) var detail = ""
    private(set) var uppercased = ""
    private var cancellables = Set<AnyCancellable>()

    init(cached: [String], details: @escaping (Int) -> AnyPublisher<String, Never>) {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .assign(to: &$canSubmit) // expect: pipeline verdict=keep rule=composed_stream hazards=
        $query
            .combineLatest($category)
            .sink { [weak self] query, category in self?.filter(query, in: category) } // expect: pipeline verdict=keep rule=composed_stream hazards=
            .store(in: &cancellables)
        Just(cached)
            .merge(with: refreshes)
            .sink { [weak self] items in self?.visible = items } // expect: pipeline verdict=keep rule=composed_stream hazards= cadence=stream
            .store(in: &cancellables)
        $selectedID
            .compactMap { $0 }
            .map(details)
            .switchToLatest()
            .sink { [weak self] text in self?.detail = text } // expect: pipeline verdict=keep rule=composed_stream hazards=
            .store(in: &cancellables)
        typed
            .map { String($0).uppercased() }
            .sink { [weak self] text in self?.uppercased += text } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func loadTerms(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .retry(2)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .replaceError(with: "")
            .sink { [weak self] terms in self?.detail = terms } // expect: pipeline verdict=keep rule=composed_stream hazards=
            .store(in: &cancellables)
    }

    private func filter(_ query: String, in category: String) {}
}
