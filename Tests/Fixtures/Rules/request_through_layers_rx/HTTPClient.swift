import Foundation
import RxAlamofire
import RxSwift

// A client whose one request is RxAlamofire's `requestString`, a library call out of the tree:
// its name says one request. Its `#if` branches return the same request, logged or not, and its
// early `error` is the failure path.
final class HTTPClient {
    var isLoggedIn = true

    func requestByRx<T: Decodable>(url: String) -> Observable<T> { // expect: finding rule=one_shot_publisher_api
        guard isLoggedIn else {
            return Observable<T>.error(URLError(.userAuthenticationRequired))
        }
        #if DEBUG
            return requestString(.get, url)
                .debug()
                .map { _, text in try JSONDecoder().decode(T.self, from: Data(text.utf8)) }
        #else
            return requestString(.get, url)
                .map { _, text in try JSONDecoder().decode(T.self, from: Data(text.utf8)) }
        #endif
    }

    func listenChanges<T: Decodable>(url: String) -> Observable<T> {
        observeMessages(url).map { text in try JSONDecoder().decode(T.self, from: Data(text.utf8)) }
    }
}
