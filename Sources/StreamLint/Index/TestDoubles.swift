/// Test doubles and test code, told apart by the names teams give them: a `Mock`, `Fake`,
/// `Stub`, `Spy` or `Dummy` type, a file under a `…Tests`, `Mocks` or `Fakes` folder.
enum TestDoubles {
    private static let words = ["Mock", "Fake", "Stub", "Spy", "Dummy"]
    private static let folders: Set<String> = ["Mocks", "Mock", "Fakes", "Fake", "Stubs", "TestDoubles", "TestSupport", "Testing"]

    static func isTestDouble(typeName: String?, file: String) -> Bool {
        if let typeName {
            let name = ModuleIndex.simpleName(typeName)
            if words.contains(where: { name.hasPrefix($0) || name.hasSuffix($0) }) { return true }
        }
        return isTestFile(file)
    }

    /// Whether `file` is test code: a folder named `Tests`, `…Tests`, `Mocks`, `Fakes`, ….
    static func isTestFile(_ file: String) -> Bool {
        file.split(separator: "/").dropLast().contains { component in
            component.hasSuffix("Tests") || component.hasSuffix("Test") || folders.contains(String(component))
        }
    }
}
