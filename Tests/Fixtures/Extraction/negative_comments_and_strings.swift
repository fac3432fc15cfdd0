import Combine
import Foundation

/// Example usage:
///
///     viewModel.$query
///         .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
///         .sink { print($0) }
///         .store(in: &bag)
final class SnippetLibrary {
    // Old code, kept for reference: subject.sink { value in print(value) }
    /* Also removed:
       relay.bind(to: label.rx.text).disposed(by: bag)
       producer.startWithValues { print($0) }
    */
    let inlineSnippet = "Just(1).map { $0 + 1 }.sink { print($0) }"
    let rxSnippet = "button.rx.tap.subscribe(onNext: { print(\"tap\") })"
    let multiLineSnippet = """
        NotificationCenter.default.publisher(for: .someName)
            .receive(on: DispatchQueue.main)
            .sink { _ in reload() }
        label.reactive.text <~ viewModel.title
        for await value in model.$count.values { print(value) }
        """

    func snippets() -> [String] {
        [inlineSnippet, rxSnippet, multiLineSnippet]
    }
}
