/// Whether a method runs once in the life of its object: an initializer, a view or window
/// controller's load hook, or a method whose every call is made once from one of these (or
/// from a method that itself runs once). A subject fed only by such a method, once, sends
/// one value: a trigger dressed as a stream.
extension ModuleIndex {
    /// Methods the system calls once per object.
    static let runOnceHooks: Set<String> = ["init", "viewDidLoad", "loadView", "awakeFromNib", "windowDidLoad"]

    /// `method` of `owner`: its calls on `self` in `owner` (or a type it inherits from or that
    /// inherits from it) and its calls on any other receiver, which may be an `owner`.
    /// The hook (`init`, `viewDidLoad`, …) whose one run runs `method` of `owner` once; nil when
    /// it may run again (or nothing shows it runs once).
    func runOnceHook(_ method: String, of owner: String?) -> String? {
        runOnce(method, of: owner, visiting: [])?.hook
    }

    /// The methods, `method` first, whose single calls make it run once; nil when it may run
    /// again (or nothing shows it runs once).
    package func runOnceChain(_ method: String, of owner: String?) -> [String]? {
        runOnce(method, of: owner, visiting: [])?.chain
    }

    private func runOnce(_ method: String, of owner: String?, visiting: [String]) -> (chain: [String], hook: String)? {
        if Self.runOnceHooks.contains(method) { return (visiting, method) }
        // Deep call chains and recursion say nothing either way: not shown to run once.
        guard visiting.count < 4, !visiting.contains(method) else { return nil }
        // A common name (`reload`, `setup`) has hundreds of calls: stop at the second that counts,
        // and follow each caller's type's ancestry once.
        let ownerAncestors = owner.map(ancestors(of:))
        var calleeInheritsOwner: [String: Bool] = [:]
        var only: CallSiteFact?
        for site in callSitesByName[method] ?? [] {
            if let owner, let ownerAncestors {
                // `viewModel.loadData()` where the caller's `viewModel` is another type's: that type's method.
                let callee = site.onSelf
                    ? site.typeName : site.receiver.flatMap { receiver in site.typeName.flatMap { memberType(receiver, of: $0) } }
                if let callee, ModuleIndex.simpleName(callee) != ModuleIndex.simpleName(owner) {
                    let related = ownerAncestors.contains(ModuleIndex.simpleName(callee))
                        || calleeInheritsOwner[callee, default: inherits(callee, from: owner)]
                    calleeInheritsOwner[callee] = related
                    guard related else { continue }
                }
            }
            // Two calls run it twice.
            guard only == nil else { return nil }
            only = site
        }
        // None means the system (or a selector the walk did not see) calls it.
        guard let site = only, !site.mayRepeat, let caller = site.functionName else { return nil }
        return runOnce(caller, of: site.typeName, visiting: visiting + [method])
    }
}
