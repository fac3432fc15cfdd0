// Migration question: four inputs that must be recombined on every change — a composed stream.
import Combine
import Foundation

enum CheckoutBlocker: Equatable {
    case tooYoung
    case unsupportedCountry
    case termsNotAccepted
    case noPaymentMethod
}

/// Drives the "Pay now" button on the checkout sheet.
@MainActor
final class EligibilityViewModel: ObservableObject {
    // Inputs, written by the form.
    @Published var age: Int?
    @Published var country: String = ""
    @Published var acceptedTerms = false
    @Published var hasPaymentMethod = false

    // Output, read by the view.
    @Published private(set) var isEligible = false

    /// Reasons shown under the disabled button; computed on demand, not streamed.
    var blockers: [CheckoutBlocker] {
        Self.blockers(age: age, country: country, acceptedTerms: acceptedTerms, hasPaymentMethod: hasPaymentMethod)
    }

    static let supportedCountries: Set<String> = ["DE", "FR", "GB", "NL", "US"]
    static let minimumAge = 18

    init() {
        // assign(to:) ties the subscription to the lifetime of `$isEligible`,
        // so there is no cancellable to keep and no retain cycle.
        Publishers.CombineLatest4($age, $country, $acceptedTerms, $hasPaymentMethod)
            .map { age, country, terms, payment in
                Self.blockers(age: age, country: country, acceptedTerms: terms, hasPaymentMethod: payment).isEmpty
            }
            // Every keystroke in any field republishes all four inputs;
            // only redraw the button when the answer actually flips.
            .removeDuplicates()
            .assign(to: &$isEligible)
    }

    /// Pure decision function, unit-tested on its own without any publisher.
    static func blockers(
        age: Int?,
        country: String,
        acceptedTerms: Bool,
        hasPaymentMethod: Bool
    ) -> [CheckoutBlocker] {
        var result: [CheckoutBlocker] = []
        if (age ?? 0) < minimumAge { result.append(.tooYoung) }
        if !supportedCountries.contains(country.uppercased()) { result.append(.unsupportedCountry) }
        if !acceptedTerms { result.append(.termsNotAccepted) }
        if !hasPaymentMethod { result.append(.noPaymentMethod) }
        return result
    }
}
