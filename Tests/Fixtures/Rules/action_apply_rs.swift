import ReactiveSwift

final class LoginViewModel {
    let submit: Action<String, String, Error>

    init(api: @escaping (String) -> SignalProducer<String, Error>) {
        submit = Action { email in api(email) }
    }
}

/// `action.apply(input)` runs the action's work once; the action's own signals keep coming.
final class LoginController {
    let viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    func submit(email: String) {
        viewModel.submit.apply(email).start() // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    func watchErrors() {
        viewModel.submit.errors.observeValues { print($0) } // expect: pipeline verdict=keep rule=continuous_stream
    }
}
