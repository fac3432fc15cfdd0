// Two consumers of one input: `multi_consumer_stream`, which the option does not rewrite.
import OpenCombine

@MainActor
public final class SharedQuery {
    @Published public var query = ""
    public private(set) var titles: [String] = []
    public private(set) var counts: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    public init() {
        $query.map { $0.uppercased() }.sink { [weak self] in self?.titles.append($0) }.store(in: &cancellables) // expect: pipeline verdict=keep rule=multi_consumer_stream
        $query.map { $0.count }.sink { [weak self] in self?.counts.append($0) }.store(in: &cancellables) // expect: pipeline verdict=keep rule=multi_consumer_stream
    }
}
