import Moya
import ReactiveMoya
import ReactiveSwift

extension MoyaProvider {
    // `observe(on:)` is an operator here, not a subscription: the chain is still returned.
    func requestOnMain(_ target: Target) -> SignalProducer<Response, MoyaError> { // expect: finding rule=one_shot_publisher_api
        reactive.request(target)
            .observe(on: UIScheduler())
            .filterSuccessfulStatusCodes()
    }
}
