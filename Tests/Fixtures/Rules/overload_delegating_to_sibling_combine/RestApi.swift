import Combine
import Foundation

// Two overloads of `call(endpoint:)`: the generic one only decodes what its sibling's request
// hands back, so a call of either answers as the request does. `poll(endpoint:)`'s generic
// overload adds a `retry`, which changes what it sends, so its siblings' answers are not
// taken for its own.
protocol RestApi {
    var urlSession: URLSession { get }
}

extension RestApi {
    func call(endpoint path: String) -> AnyPublisher<Data, Error> { // expect: finding rule=one_shot_publisher_api
        do {
            var request = URLRequest(url: URL(string: path)!)
            request.httpBody = try JSONEncoder().encode(path)
            return urlSession.dataTaskPublisher(for: request)
                .tryMap { data, response in
                    guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                    return data
                }
                .eraseToAnyPublisher()
        } catch {
            return Fail(outputType: Data.self, failure: error).eraseToAnyPublisher()
        }
    }

    func call<T: Decodable>(endpoint path: String) -> AnyPublisher<T, Error> { // expect: finding rule=one_shot_publisher_api
        call(endpoint: path).decode(type: T.self, decoder: JSONDecoder()).eraseToAnyPublisher()
    }

    func poll(endpoint path: String) -> AnyPublisher<Data, Error> { // expect: finding rule=data_task_publisher
        urlSession.dataTaskPublisher(for: URL(string: path)!).map(\.data).mapError { $0 as Error }.eraseToAnyPublisher()
    }

    func poll<T: Decodable>(endpoint path: String) -> AnyPublisher<T, Error> {
        poll(endpoint: path).retry(3).decode(type: T.self, decoder: JSONDecoder()).eraseToAnyPublisher()
    }
}
