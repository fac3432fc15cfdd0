import AppKit
import Combine

// A chain split into a local keeps its operators whole: the scheduler a time operator is given
// there decides where the pipeline delivers.
final class TranscriptSearchController: NSViewController {
    let results = PassthroughSubject<[String], Never>()
    private let resultsList = NSTextField()
    private let worker = DispatchQueue(label: "search")
    private var bag = Set<AnyCancellable>()

    func search(_ text: String) {
        worker.async { [weak self] in self?.results.send([text]) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let throttledResults = results
            .throttle(for: .milliseconds(300), scheduler: DispatchQueue.main, latest: true)
        throttledResults
            .sink { [weak self] list in self?.resultsList.stringValue = list.joined() } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &bag)
        let rawResults = results.map { $0.joined(separator: ", ") }
        rawResults
            .sink { [weak self] text in self?.resultsList.stringValue = text } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &bag)
    }
}
