import Alamofire

// Returns a pipe's signal that sends the one answer of a request, then completes.
func requestJSON(_ url: String) -> AppSignal<Any, AppError> { // expect: finding rule=one_shot_publisher_api
    let (signal, observer) = AppSignal<Any, AppError>.pipe()
    Alamofire.request(url).responseJSON { response in
        if case .success(let value) = response.result {
            observer.send(value: value)
        }
        observer.sendCompleted()
    }
    return signal
}

// Returns a pipe's signal that sends on every tick of a timer.
func ticks(every interval: Double) -> AppSignal<Int, AppError> {
    let (signal, observer) = AppSignal<Int, AppError>.pipe()
    var count = 0
    Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
        count += 1
        observer.send(value: count)
    }
    return signal
}
