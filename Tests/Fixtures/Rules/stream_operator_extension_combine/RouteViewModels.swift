import Combine

// Two view models whose outputs share member names: each controller reads its own.
final class StoreListViewModel {
    struct Output {
        let route = PassthroughSubject<String, Never>()
    }

    let output = Output()

    func didSelect(_ id: String) {
        output.route.send(id)
    }
}

final class SplashViewModel {
    struct Output {
        let route = Just("home")
    }

    let output = Output()
}
