import Combine

// Each mistaken directive trails code, so its own ` - reason` can carry the expectation.
final class Greeter {
    private var bag = Set<AnyCancellable>()
    private let name = "Ada" // streamlint:disable:this single_shot_sinc - expect: finding rule=unknown_suppression
    private let title = "Dr" // streamlint:disabel single_shot_sink - expect: finding rule=unknown_suppression
    private let count = 1 // streamlint:disable:next - expect: finding rule=unknown_suppression

    func greet() {
        // Correct directives are not reported; the silenced pipeline keeps its verdict.
        Just(name).sink { print($0) }.store(in: &bag) // streamlint:disable:this single_shot_sink - placeholder; expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        // streamlint:disable all
        Just(title).sink { print($0) }.store(in: &bag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        // streamlint:enable all
    }
}
