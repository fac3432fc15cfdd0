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
        // FIXME(streamlint): single-shot start; it runs once for its effects; once that work is an `async` function, call it in a Task; the work would then start later and off this thread.
        viewModel.submit.apply().start()
    }
}
