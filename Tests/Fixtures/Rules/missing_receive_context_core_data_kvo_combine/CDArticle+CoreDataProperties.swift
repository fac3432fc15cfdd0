import Combine
import CoreData
import Foundation

// The extension holds reactive code, so it is read first; it does not name the superclass.
extension CDArticle {
    @NSManaged public var title: String?
    @NSManaged public var isSaved: Bool

    var titlePublisher: AnyPublisher<String?, Never> {
        publisher(for: \.title).eraseToAnyPublisher()
    }
}
