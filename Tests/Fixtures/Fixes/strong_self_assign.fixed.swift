import Combine

final class ProfileHeaderModel: ObservableObject {
    @Published var name = ""
    @Published var title = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $name
            .map { $0.isEmpty ? "Guest" : "Hello, \($0)" }
            .assign(to: &$title)
    }
}
