import Foundation
import ReactiveSwift

final class IndexRebuilder {
    private(set) var lastRun: Date?

    func rebuild(documents: [String]) {
        SignalProducer(values: documents)
            .map { $0.lowercased() }
            .collect()
            .start(on: QueueScheduler(qos: .utility, name: "index"))
            .observe(on: UIScheduler())
            .start { [weak self] event in // expect: pipeline source=sequence terminal=start framework=reactiveswift ops=map,collect,start,observe context=none type=IndexRebuilder function=rebuild
                if case .completed = event { self?.lastRun = Date() }
            }
    }
}
