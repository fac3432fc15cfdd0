import Foundation

extension Notification.Name {
    /// Posted by the token refresher, from whichever queue noticed the expiry.
    public static let sessionDidExpire = Notification.Name("sessionDidExpire")
}

/// The banner that tells the user to sign in again; UI, so main-actor only.
@MainActor
public protocol SessionExpiredBanner: AnyObject {
    func showSessionExpired()
}
