/// What StreamLint knows of one reactive framework, in one place: the modules that bring it in,
/// its name for people, the calls that subscribe, how a chain moves delivery to the main thread
/// and the operator a fix inserts to do so. Adding a framework is one more descriptor in
/// `FrameworkDescriptor.all` (plus its fixtures).
public struct FrameworkDescriptor: Sendable {
    public var framework: Framework
    public var displayName: String
    /// Modules whose import makes a file use the framework (its extensions and test helpers too).
    public var modules: Set<String>
    /// Calls and members that subscribe, ending a chain.
    public var terminals: Set<String>
    /// Operators that move delivery to the scheduler in their first argument.
    public var schedulingOperators: Set<String>
    /// Words in a scheduler argument that name the main thread.
    public var mainSchedulerWords: [String]
    /// Operators and terminals that deliver on the main thread whatever their argument
    /// (RxCocoa's `Driver` and `Signal` traits).
    public var mainThreadTraits: Set<String>
    /// The operator a fix inserts before the terminal to deliver on the main thread.
    public var mainThreadHop: String
    /// Declared types (`PassthroughSubject<…>`, `BehaviorRelay<…>`) and the kind of source
    /// they make a property or parameter.
    public var declaredTypeKinds: [String: SourceKind]
    /// Declared types of streams that share one subscription and deliver on the main thread
    /// (RxCocoa's `Driver`, `Signal`), by the prefix they are written with.
    public var sharedMainThreadTypePrefixes: [String] = []

    public static let all: [FrameworkDescriptor] = [.combine, .rxSwift, .reactiveSwift]

    public static func descriptor(of framework: Framework) -> FrameworkDescriptor? {
        all.first { $0.framework == framework }
    }

    /// The framework an `import` brings in.
    public static func framework(ofModule module: String) -> Framework? {
        all.first { $0.modules.contains(module) }?.framework
    }

    /// Every framework's terminals: what ends a chain, whichever framework it turns out to be.
    public static let allTerminals: Set<String> = all.reduce(into: []) { $0.formUnion($1.terminals) }

    /// Words that name the main thread in any framework's scheduler (a timer's run loop too).
    public static let allMainSchedulerWords: Set<String> = all.reduce(into: []) { $0.formUnion($1.mainSchedulerWords) }

    /// The kind of source a declared type makes (`PassthroughSubject<Int, Never>` → subject).
    public static func sourceKind(ofDeclaredType type: String) -> SourceKind? {
        let base = type.split(whereSeparator: { "<?!( ".contains($0) }).first.map(String.init) ?? type
        let name = base.split(separator: ".").last.map(String.init) ?? base
        return all.lazy.compactMap { $0.declaredTypeKinds[name] }.first
    }

    /// `declaredType` when it is a shared main-thread stream type (`Driver<Int>`).
    public static func uiStreamType(_ declaredType: String?) -> String? {
        guard let declaredType else { return nil }
        let isShared = all.contains { $0.sharedMainThreadTypePrefixes.contains(where: declaredType.hasPrefix) }
        return isShared ? declaredType : nil
    }

    /// Whether `operatorName(argument)` moves delivery to the main thread in any framework.
    public static func hopsToMain(_ operatorName: String, argument: String?) -> Bool {
        all.contains { descriptor in
            if descriptor.mainThreadTraits.contains(operatorName) { return true }
            guard descriptor.schedulingOperators.contains(operatorName), let argument else { return false }
            return descriptor.mainSchedulerWords.contains(where: argument.contains)
        }
    }
}

extension Framework {
    /// The framework's name for people: "Combine", "RxSwift", "ReactiveSwift".
    public var displayName: String { FrameworkDescriptor.descriptor(of: self)?.displayName ?? "unknown" }
}
