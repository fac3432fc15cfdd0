import Combine

// The migration report quotes this chain in its HTML page, and this file's name in its tables:
// markup in the code and quotes and an ampersand in the name must stay text there.
final class HostileMarkup {
    var cancellables = Set<AnyCancellable>()

    func show() {
        Just("</script><script>window.streamlintInjected = 'script'</script><img src=x onerror=\"window.streamlintInjected = 'img'\"> & 'quoted'")
            .sink { print($0) } // expect: pipeline verdict=rewrite rule=single_shot_sink
            .store(in: &cancellables)
    }
}
