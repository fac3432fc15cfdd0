/// The forecast endpoint's JSON body.
public struct Forecast: Decodable, Equatable, Sendable {
    public var city: String
    public var chanceOfRain: Double

    public init(city: String, chanceOfRain: Double) {
        self.city = city
        self.chanceOfRain = chanceOfRain
    }
}
