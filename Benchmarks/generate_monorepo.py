#!/usr/bin/env python3
"""Writes a deterministic monorepo-shaped benchmark project of at least MIN_LINES lines.

Usage: generate_monorepo.py OUTPUT_DIR MIN_LINES [--seed N]

Unlike generate_corpus.py (one example app copied with renamed types), every file is assembled from
templates with varied shapes, drawn from a seeded random generator (same seed, same bytes):

- packages of features (`Packages/<Area>/Sources/<Feature>/…`), each feature with item models,
  a service (protocol + class, actor or singleton), a view model (`ObservableObject` with
  `@Published`, or already `@Observable`), an optional shared store, list/detail/row views, an
  extension file, and now and then a TCA feature (`WithViewStore`);
- cross-file models and injections: views hold a store of *another* feature through
  `@EnvironmentObject`, roots inject stores with `.environmentObject(…)`, view models take another
  feature's service, detail views receive `@ObservedObject` models built in other files;
- method bodies from a pool of shapes (async loads, `MainActor.run`, `DispatchQueue.main.async`,
  Combine pipelines on `$property`, `didSet` side effects, `Task {}`, mutations through helpers),
  so rules see findings and non-findings in realistic proportions.
"""
import os, random, sys

output, min_lines = sys.argv[1], int(sys.argv[2])
seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 14
rng = random.Random(seed)

AREAS = ["Commerce", "Social", "Media", "Health", "Finance", "Travel", "Productivity", "Education", "Maps", "Settings",
         "Messaging", "Identity", "Analytics", "Support", "Catalog", "Payments"]
NOUNS = ["Invoice", "Order", "Profile", "Playlist", "Workout", "Budget", "Trip", "Note", "Lesson", "Place", "Thread",
         "Account", "Report", "Ticket", "Product", "Card", "Album", "Recipe", "Habit", "Device", "Booking", "Coupon",
         "Episode", "Badge", "Survey", "Contact", "Draft", "Reminder", "Route", "Wallet", "Review", "Story"]
ADJECTIVES = ["Recent", "Shared", "Pinned", "Archived", "Featured", "Local", "Remote", "Pending", "Daily", "Smart",
              "Quick", "Saved", "Nearby", "Team", "Family", "Premium"]
FIELDS = [("title", "String", '""'), ("subtitle", "String", '""'), ("count", "Int", "0"), ("total", "Double", "0"),
          ("isEnabled", "Bool", "false"), ("isFavorite", "Bool", "false"), ("createdAt", "Date", "Date()"),
          ("tags", "[String]", "[]"), ("rating", "Int", "0"), ("notes", "String", '""'), ("amount", "Decimal", "0"),
          ("identifier", "UUID", "UUID()"), ("progress", "Double", "0"), ("isArchived", "Bool", "false"),
          ("owner", "String", '""'), ("priority", "Int", "0")]
STATE_NAMES = ["query", "isLoading", "errorMessage", "selection", "filter", "sortAscending", "lastRefresh", "page",
               "isEditing", "draftTitle", "showsDetails", "banner", "badgeCount", "isOffline", "scope"]
STATE_TYPES = {"query": ("String", '""'), "isLoading": ("Bool", "false"), "errorMessage": ("String?", "nil"),
               "selection": ("UUID?", "nil"), "filter": ("String", '""'), "sortAscending": ("Bool", "true"),
               "lastRefresh": ("Date?", "nil"), "page": ("Int", "0"), "isEditing": ("Bool", "false"),
               "draftTitle": ("String", '""'), "showsDetails": ("Bool", "false"), "banner": ("String?", "nil"),
               "badgeCount": ("Int", "0"), "isOffline": ("Bool", "false"), "scope": ("Int", "0")}


class Feature:
    def __init__(self, index, area):
        self.index, self.area = index, area
        self.name = f"{rng.choice(ADJECTIVES)}{rng.choice(NOUNS)}{index}"
        self.item = f"{self.name}Item"
        self.service = f"{self.name}Service"
        self.model = f"{self.name}ViewModel"
        self.store = f"{self.name}Store" if rng.random() < 0.6 else None
        self.observable = rng.random() < 0.2  # already migrated to @Observable
        self.tca = rng.random() < 0.08
        self.fields = rng.sample(FIELDS, rng.randint(4, 9))
        self.state = rng.sample(STATE_NAMES, rng.randint(3, 8))
        self.methods = rng.randint(6, 18)


def header(imports, doc):
    return "".join(f"import {name}\n" for name in imports) + f"\n/// {doc}\n"


def item_file(f):
    out = [header(["Foundation"], f"A {f.name} as the API returns it.")]
    out.append(f"struct {f.item}: Identifiable, Codable, Hashable {{\n    var id = UUID()\n")
    for name, type_, default in f.fields:
        out.append(f"    var {name}: {type_} = {default}\n")
    out.append("\n    var displayTitle: String {\n")
    title = next((n for n, t, _ in f.fields if t == "String"), None)
    out.append(f"        {title}.isEmpty ? \"Untitled\" : {title}\n" if title else "        id.uuidString\n")
    out.append("    }\n}\n")
    if rng.random() < 0.5:
        out.append(f"\nenum {f.name}Status: String, Codable, CaseIterable {{\n")
        for case in rng.sample(["draft", "active", "paused", "done", "failed", "queued", "synced"], rng.randint(3, 6)):
            out.append(f"    case {case}\n")
        out.append("}\n")
    if rng.random() < 0.5:
        out.append(f"\nstruct {f.name}Page: Codable {{\n    var items: [{f.item}]\n    var next: Int?\n}}\n")
    return "".join(out)


def service_file(f):
    shape = rng.choice(["class", "actor", "singleton"])
    out = [header(["Foundation"], f"Fetches and stores {f.name} items.")]
    out.append(f"protocol {f.service}Protocol: Sendable {{\n    func fetch(page: Int) async throws -> [{f.item}]\n"
               f"    func save(_ item: {f.item}) async throws\n}}\n\n")
    if shape == "actor":
        out.append(f"actor {f.service}: {f.service}Protocol {{\n    private var cache: [UUID: {f.item}] = [:]\n\n")
    else:
        out.append(f"final class {f.service}: {f.service}Protocol, @unchecked Sendable {{\n")
        if shape == "singleton":
            out.append(f"    static let shared = {f.service}()\n")
        out.append(f"    private let session: URLSession\n\n    init(session: URLSession = .shared) {{\n        self.session = session\n    }}\n\n")
    out.append(f"    func fetch(page: Int) async throws -> [{f.item}] {{\n")
    if shape == "actor":
        out.append("        try await Task.sleep(nanoseconds: 1_000)\n        return Array(cache.values).sorted { $0.id.uuidString < $1.id.uuidString }\n")
    else:
        out.append(f"        let url = URL(string: \"https://example.com/{f.name.lower()}?page=\\(page)\")!\n"
                   "        let (data, _) = try await session.data(from: url)\n"
                   f"        return try JSONDecoder().decode([{f.item}].self, from: data)\n")
    out.append("    }\n\n")
    out.append(f"    func save(_ item: {f.item}) async throws {{\n")
    out.append("        cache[item.id] = item\n" if shape == "actor" else "        _ = try JSONEncoder().encode(item)\n")
    out.append("    }\n")
    for k in range(rng.randint(2, 8)):
        out.append(f"\n    func helper{k}(_ values: [Int]) -> Int {{\n        var total = 0\n        for value in values where value % {k + 2} == 0 {{\n"
                   f"            total += value * {k + 1}\n        }}\n        return total\n    }}\n")
    out.append("}\n")
    return "".join(out)


def method(f, k, partner):
    """One view-model method from a pool of shapes."""
    state = f.state
    bool_state = next((s for s in state if STATE_TYPES[s][0] == "Bool"), None)
    string_state = next((s for s in state if STATE_TYPES[s][0] == "String"), None)
    shape = rng.randrange(9)
    name = f"{rng.choice(['refresh', 'apply', 'update', 'reload', 'sync', 'select', 'toggle', 'prepare', 'commit'])}{k}"
    if shape == 0:
        return (f"    func {name}() async {{\n" + (f"        {bool_state} = true\n" if bool_state else "") +
                f"        do {{\n            let fetched = try await service.fetch(page: {k})\n            await MainActor.run {{\n"
                f"                self.items = fetched\n" + (f"                self.{bool_state} = false\n" if bool_state else "") +
                "            }\n        } catch {\n            print(error)\n        }\n    }\n")
    if shape == 1:
        return (f"    func {name}(_ item: {f.item}) {{\n        DispatchQueue.main.async {{\n"
                f"            self.items.append(item)\n        }}\n    }}\n")
    if shape == 2:
        return (f"    func {name}(at offsets: IndexSet) {{\n        let before = items.count\n        for offset in offsets.sorted(by: >) {{\n"
                f"            items.remove(at: offset)\n        }}\n        print(\"removed \\(before - items.count)\")\n    }}\n")
    if shape == 3:
        return (f"    func {name}() {{\n        Task {{\n            do {{\n                items = try await service.fetch(page: {k})\n"
                "            } catch {\n                print(\"failed: \\(error)\")\n            }\n        }\n    }\n")
    if shape == 4 and string_state:
        return (f"    func {name}(text: String) {{\n        let trimmed = text.trimmingCharacters(in: .whitespaces)\n"
                f"        guard !trimmed.isEmpty else {{ return }}\n        {string_state} = trimmed\n    }}\n")
    if shape == 5:
        return (f"    func {name}(id: UUID) {{\n        guard let index = items.firstIndex(where: {{ $0.id == id }}) else {{ return }}\n"
                f"        items[index] = {f.item}()\n        items.swapAt(0, index)\n    }}\n")
    if shape == 6 and partner:
        return (f"    func {name}() async throws {{\n        let others = try await partner.fetch(page: {k})\n"
                f"        summary = \"\\(others.count) related\"\n    }}\n")
    if shape == 7:
        return (f"    var {name}Count: Int {{\n        items.filter {{ $0.id.uuidString.hasPrefix(\"{k}\") }}.count\n    }}\n")
    return (f"    func {name}(_ values: [{f.item}]) -> [{f.item}] {{\n        values\n            .filter {{ !$0.id.uuidString.isEmpty }}\n"
            f"            .sorted {{ $0.id.uuidString < $1.id.uuidString }}\n    }}\n")


def model_file(f, partner):
    imports = ["Foundation", "Observation"] if f.observable else ["Foundation", "Combine"]
    out = [header(imports, f"Drives the {f.name} screens.")]
    if f.observable:
        out.append(f"@MainActor\n@Observable\nfinal class {f.model} {{\n    var items: [{f.item}] = []\n    var summary = \"\"\n")
        for s in f.state:
            type_, default = STATE_TYPES[s]
            out.append(f"    var {s}: {type_} = {default}\n")
    else:
        main_actor = "@MainActor\n" if rng.random() < 0.5 else ""
        out.append(f"{main_actor}final class {f.model}: ObservableObject {{\n    @Published var items: [{f.item}] = []\n"
                   f"    @Published var summary = \"\"\n")
        for i, s in enumerate(f.state):
            type_, default = STATE_TYPES[s]
            access = "private(set) " if i == 0 and rng.random() < 0.3 else ""
            if i == 1 and rng.random() < 0.4:
                out.append(f"    @Published {access}var {s}: {type_} = {default} {{\n        didSet {{ summary = \"changed\" }}\n    }}\n")
            else:
                out.append(f"    @Published {access}var {s}: {type_} = {default}\n")
        out.append("    private var cancellables = Set<AnyCancellable>()\n")
    out.append(f"\n    let service: {f.service}Protocol\n")
    if partner:
        out.append(f"    let partner: {partner.service}Protocol\n")
    params = f"service: {f.service}Protocol = {f.service}()"
    if partner:
        params += f", partner: {partner.service}Protocol = {partner.service}()"
    out.append(f"\n    init({params}) {{\n        self.service = service\n")
    if partner:
        out.append("        self.partner = partner\n")
    string_state = next((s for s in f.state if STATE_TYPES[s][0] == "String"), None)
    if not f.observable and string_state and rng.random() < 0.6:
        out.append(f"        ${string_state}\n            .removeDuplicates()\n            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)\n"
                   f"            .sink {{ [weak self] value in\n                self?.summary = value\n            }}\n"
                   "            .store(in: &cancellables)\n")
    out.append("    }\n")
    for k in range(f.methods):
        out.append("\n" + method(f, k, partner))
    out.append("}\n")
    return "".join(out)


def store_file(f):
    out = [header(["Foundation", "Combine"], f"State shared by every {f.name} screen, injected at the root.")]
    out.append(f"final class {f.store}: ObservableObject {{\n    @Published var selected: {f.item}?\n    @Published var recent: [{f.item}] = []\n"
               f"    @Published var isSignedIn = false\n\n    func remember(_ item: {f.item}) {{\n        recent.insert(item, at: 0)\n"
               f"        if recent.count > {rng.randint(5, 50)} {{ recent.removeLast() }}\n        selected = item\n    }}\n\n"
               "    func reset() {\n        recent = []\n        selected = nil\n    }\n}\n")
    return "".join(out)


def list_view(f, injected):
    out = [header(["SwiftUI"], f"The list of {f.name} items.")]
    out.append(f"struct {f.name}ListView: View {{\n")
    if f.observable:
        out.append(f"    @State private var model = {f.model}()\n")
    else:
        out.append(f"    @StateObject private var model = {f.model}()\n")
    for other in injected:
        out.append(f"    @EnvironmentObject var {other.store[0].lower() + other.store[1:]}: {other.store}\n")
    out.append("    @State private var showsSheet = false\n\n    var body: some View {\n        NavigationStack {\n")
    out.append("            List {\n                ForEach(model.items) { item in\n")
    detail_arg = "model: model, " if not f.observable else ""
    out.append(f"                    NavigationLink {{\n                        {f.name}DetailView({detail_arg}item: item)\n"
               f"                    }} label: {{\n                        {f.name}Row(item: item)\n                    }}\n")
    out.append("                }\n            }\n")
    out.append(f"            .navigationTitle(\"{f.name}\")\n")
    if injected:
        other = injected[0]
        out.append(f"            .toolbar {{\n                Button(\"Recent\") {{ showsSheet = true }}\n"
                   f"                    .disabled({other.store[0].lower() + other.store[1:]}.recent.isEmpty)\n            }}\n")
    if not f.observable and rng.random() < 0.5:
        out.append("            .onReceive(model.$summary) { value in\n                print(value)\n            }\n")
    out.append("            .refreshable {\n                model.summary = \"\"\n            }\n")
    out.append("            .sheet(isPresented: $showsSheet) {\n                Text(model.summary)\n            }\n")
    out.append("        }\n    }\n}\n")
    out.append(f"\nstruct {f.name}Row: View {{\n    let item: {f.item}\n\n    var body: some View {{\n        HStack {{\n"
               "            Text(item.displayTitle)\n                .font(.headline)\n            Spacer()\n")
    if any(t == "Bool" for _, t, _ in f.fields):
        flag = next(n for n, t, _ in f.fields if t == "Bool")
        out.append(f"            if item.{flag} {{\n                Image(systemName: \"star.fill\")\n                    .foregroundColor(.yellow)\n            }}\n")
    out.append("        }\n    }\n}\n")
    for k in range(rng.randint(1, 4)):
        field = rng.choice(f.fields)[0]
        out.append(f"\nstruct {f.name}SummaryCard{k}: View {{\n    let items: [{f.item}]\n    var accent: Color = .blue\n\n"
                   "    var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n"
                   f"            Text(\"{field}\")\n                .font(.caption)\n                .foregroundStyle(.secondary)\n"
                   f"            Text(\"\\(items.count)\")\n                .font({['.title', '.title2', '.title3'][k % 3]})\n                .foregroundColor(accent)\n"
                   "        }\n        .padding()\n        .background(RoundedRectangle(cornerRadius: 8).fill(accent.opacity(0.1)))\n    }\n}\n")
    return "".join(out)


def detail_view(f):
    out = [header(["SwiftUI"], f"One {f.name} item, editable.")]
    out.append(f"struct {f.name}DetailView: View {{\n")
    if not f.observable:
        out.append(f"    @ObservedObject var model: {f.model}\n")
    else:
        out.append(f"    @Environment({f.model}.self) private var model\n" if rng.random() < 0.3 else f"    var model = {f.model}()\n")
    out.append(f"    let item: {f.item}\n    @State private var isEditing = false\n    @State private var draft = \"\"\n\n")
    out.append("    var body: some View {\n        Form {\n            Section(\"Details\") {\n")
    for name, type_, _ in f.fields[:rng.randint(2, len(f.fields))]:
        out.append(f"                LabeledContent(\"{name}\", value: String(describing: item.{name}))\n")
    out.append("            }\n            Section(\"Edit\") {\n                TextField(\"Title\", text: $draft)\n"
               "                Toggle(\"Editing\", isOn: $isEditing)\n")
    if not f.observable:
        bindable = next((s for s in f.state if STATE_TYPES[s][0] == "Bool"), None)
        if bindable:
            out.append(f"                Toggle(\"{bindable}\", isOn: $model.{bindable})\n")
    out.append("            }\n        }\n        .navigationTitle(item.displayTitle)\n"
               "        .onAppear { draft = item.displayTitle }\n    }\n}\n")
    if not f.observable and rng.random() < 0.5:
        out.append(f"\nstruct {f.name}Editor: View {{\n    @ObservedObject var model: {f.model}\n    @Binding var text: String\n\n"
                   "    var body: some View {\n        VStack {\n            TextField(\"Text\", text: $text)\n"
                   "            Text(model.summary)\n        }\n    }\n}\n")
    return "".join(out)


def root_view(f, injected):
    out = [header(["SwiftUI"], f"Entry point of the {f.name} feature; injects shared stores.")]
    out.append(f"struct {f.name}RootView: View {{\n")
    if f.store:
        out.append(f"    @StateObject private var store = {f.store}()\n")
    for other in injected:
        out.append(f"    @StateObject private var {other.store[0].lower() + other.store[1:]} = {other.store}()\n")
    out.append(f"\n    var body: some View {{\n        {f.name}ListView()\n")
    if f.store:
        out.append("            .environmentObject(store)\n")
    for other in injected:
        out.append(f"            .environmentObject({other.store[0].lower() + other.store[1:]})\n")
    out.append("    }\n}\n")
    return "".join(out)


def extension_file(f):
    out = [header(["Foundation"], f"Formatting helpers for {f.model}.")]
    out.append(f"extension {f.model} {{\n    var headline: String {{\n        \"\\(items.count) items\"\n    }}\n\n"
               f"    func formatted(_ item: {f.item}) -> String {{\n        item.displayTitle.uppercased()\n    }}\n")
    for k in range(rng.randint(2, 10)):
        out.append(f"\n    func isVisible{k}(_ item: {f.item}) -> Bool {{\n        item.displayTitle.count > {k}\n    }}\n")
    out.append("}\n")
    return "".join(out)


def tca_file(f):
    actions = rng.sample(["onAppear", "refresh", "task", "deleteTapped", "saveTapped", "cancelTapped"], rng.randint(2, 5))
    out = [header(["ComposableArchitecture", "SwiftUI"], f"The {f.name} feature, written with TCA.")]
    out.append(f"@Reducer\nstruct {f.name}Feature {{\n    struct State: Equatable {{\n        var titles: [String] = []\n"
               "        var isLoading = false\n    }\n    enum Action {\n")
    for action in actions:
        out.append(f"        case {action}\n")
    out.append("    }\n    var body: some ReducerOf<Self> { EmptyReducer() }\n}\n\n")
    out.append(f"struct {f.name}FeatureView: View {{\n    let store: StoreOf<{f.name}Feature>\n\n    var body: some View {{\n"
               "        WithViewStore(self.store, observe: { $0 }) { viewStore in\n"
               "            List(viewStore.titles, id: \\.self) { title in\n                Text(title)\n            }\n"
               "            .overlay {\n                if viewStore.isLoading { ProgressView() }\n            }\n"
               f"            .onAppear {{ viewStore.send(.{actions[0]}) }}\n        }}\n    }}\n}}\n")
    return "".join(out)


lines, files, features = 0, 0, []
written = set()


def write(path, text):
    global lines, files
    assert path not in written
    written.add(path)
    full = os.path.join(output, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as handle:
        handle.write(text)
    lines += text.count("\n")
    files += 1


index = 0
while lines < min_lines:
    area = AREAS[(index // 40) % len(AREAS)]
    package = f"Packages/{area}{index // (40 * len(AREAS))}/Sources"
    f = Feature(index, area)
    with_stores = [g for g in features[-60:] if g.store]
    injected = rng.sample(with_stores, min(len(with_stores), rng.randint(0, 2)))
    partner = rng.choice(features[-200:]) if features and rng.random() < 0.6 else None
    folder = f"{package}/{f.name}"
    write(f"{folder}/Models/{f.item}.swift", item_file(f))
    write(f"{folder}/Services/{f.service}.swift", service_file(f))
    write(f"{folder}/ViewModels/{f.model}.swift", model_file(f, partner))
    if f.store:
        write(f"{folder}/ViewModels/{f.store}.swift", store_file(f))
    write(f"{folder}/Views/{f.name}ListView.swift", list_view(f, injected))
    write(f"{folder}/Views/{f.name}DetailView.swift", detail_view(f))
    write(f"{folder}/Views/{f.name}RootView.swift", root_view(f, injected))
    if rng.random() < 0.5:
        write(f"{folder}/ViewModels/{f.model}+Formatting.swift", extension_file(f))
    if f.tca:
        write(f"{folder}/Features/{f.name}Feature.swift", tca_file(f))
    features.append(f)
    index += 1

write("App/Sources/MonorepoApp.swift", "import SwiftUI\n\n@main\nstruct MonorepoApp: App {\n    var body: some Scene {\n"
      f"        WindowGroup {{\n            {features[0].name}RootView()\n        }}\n    }}\n}}\n")
print(f"{lines} lines in {files} files, {len(features)} features")
