/// A purchase receipt from the store's legacy, callback-based receipt service.
public struct Receipt: Equatable, Sendable {
    public var orderID: String
    public var totalCents: Int

    public init(orderID: String, totalCents: Int) {
        self.orderID = orderID
        self.totalCents = totalCents
    }
}

public enum ReceiptError: Error, Equatable {
    case notFound
    case unreadable
}

/// The receipt service predates concurrency: one callback, called once, on any queue.
public protocol ReceiptService: AnyObject {
    func fetchReceipt(orderID: String, completion: @escaping (Result<Receipt, ReceiptError>) -> Void)
}

/// Where the order screen keeps the last receipt or the last failure; UI state, so main-actor only.
@MainActor
public protocol ReceiptStoring: AnyObject {
    func save(_ receipt: Receipt)
    func record(_ failure: any Error)
}
