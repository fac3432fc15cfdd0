import ReactiveSwift

final class ResetPasswordViewModel {
    let submit: Action<Void, String, Error>

    init(request: @escaping () -> SignalProducer<String, Error>) {
        submit = Action { request() }
    }
}

final class ResetPasswordController {
    let viewModel: ResetPasswordViewModel

    init(viewModel: ResetPasswordViewModel) {
        self.viewModel = viewModel
    }

    func submitTapped() {
        viewModel.submit.apply().start()
    }
}
