import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// The HTML plan (`remodel plan --html FILE`, `--format html`): its content on Examples/LegacyApp
/// and small purpose-built projects, the links to files and editors, long names in the graph, the
/// command line, and the page in headless Chromium — its script, no words broken in headers or
/// badges on screen or in print, the screenshot for the README and the printed page count.
enum PlanHTMLFixture {
    static let title = "Remodel migration plan — LegacyApp"

    static func legacyApp(links: PlanLinks = PlanLinks()) throws -> (plan: ModelMigrationPlan, html: String) {
        let workspace = try PlanFixture.workspace("legacy-app")
        let plan = ModelMigrationPlan(workspace: workspace)
        return (plan, PlanHTMLRenderer(title: title, links: links).render(plan, lint: Linter(optedIn: everyRuleID).lint(workspace)))
    }

    /// A project whose top-ranked class is kept (Combine-driven) and whose leaf has a long name.
    static let keptLeader: [String: String] = [
        "Sources/Models.swift": """
        import Foundation
        import Combine

        final class PriceTicker: ObservableObject {
            @Published var price = 0
            @Published var volume = 0
            @Published var symbol = ""
            private var cancellables = Set<AnyCancellable>()

            init() {
                $price.throttle(for: 1, scheduler: RunLoop.main, latest: true).sink { print($0) }.store(in: &cancellables)
            }
        }

        final class PackageManagerInstallOperationProgressModel: ObservableObject {
            @Published var fraction = 0.0
            @Published var label = ""
        }

        """,
        "Sources/Views.swift": """
        import SwiftUI

        struct TickerView: View {
            @ObservedObject var ticker: PriceTicker
            var body: some View { Text("Ticker") }
        }

        struct ProgressRow: View {
            @StateObject private var progress = PackageManagerInstallOperationProgressModel()
            var body: some View { Text(progress.label) }
        }

        """,
    ]

    static func project(_ files: [String: String]) -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return folder
    }
}

/// What the HTML must contain, checked on the file and on the DOM Chromium loaded.
enum PlanHTMLChecks {
    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    static func verify(_ html: String, plan: ModelMigrationPlan, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(count("<svg id=\"graph\"", in: html) == 1, sourceLocation: sourceLocation)
        #expect(count("<g class=\"node\"", in: html) == plan.models.count, sourceLocation: sourceLocation)
        #expect(count("<path class=\"edge\"", in: html) == PlanPalette.edges(plan).count, sourceLocation: sourceLocation)
        #expect(count("<table id=\"stages\"", in: html) == 1, sourceLocation: sourceLocation)
        #expect(count("<tr class=\"group\" id=\"stage-", in: html) == plan.stages.count, sourceLocation: sourceLocation)
        for stage in plan.stages {
            #expect(html.contains("<tr class=\"group\" id=\"stage-\(stage.number)\" data-stage=\"\(stage.number)\" data-classes=\"\(stage.classes.count)\">"),
                    sourceLocation: sourceLocation)
            for name in stage.classes {
                #expect(html.contains("<tr id=\"model-\(name)\" data-order="), "no stage row for \(name)", sourceLocation: sourceLocation)
            }
        }
        for node in plan.blocked + plan.combineDriven {
            #expect(html.contains("<tr id=\"model-\(node.name)\" data-order="), "no kept row for \(node.name)", sourceLocation: sourceLocation)
        }
        #expect(count("<table id=\"impact\"", in: html) == 1, sourceLocation: sourceLocation)
        #expect(count("data-avoided=", in: html) == plan.impact.classes.count, sourceLocation: sourceLocation)
        let top = try #require(plan.impact.classes.first, sourceLocation: sourceLocation)
        #expect(html.contains("<tr data-class=\"\(top.name)\" data-avoided=\"\(top.pairsAvoided)\" data-pairs=\"\(top.pairs)\" data-order=\"1\""), sourceLocation: sourceLocation)
    }

    /// The `<tr …>…</tr>` starting with `prefix`.
    static func row(_ html: String, startingWith prefix: String) -> String? {
        guard let start = html.range(of: prefix), let end = html.range(of: "</tr>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }
}

struct PlanHTMLTests {
    @Test func htmlReportIsSelfContainedWithGraphStagesKeptImpactAndLint() throws {
        let (plan, html) = try PlanHTMLFixture.legacyApp()
        try PlanHTMLChecks.verify(html, plan: plan)
        // No network resources: one inline script, no external script, style sheet, font or image.
        #expect(!html.contains("://"))
        #expect(PlanHTMLChecks.count("<script", in: html.lowercased()) == 1)
        #expect(html.contains("<script>\n(function () {"))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.replacingOccurrences(of: "url(#", with: "").contains("url(") && !html.contains("<img"))
        #expect(html.contains("@media print"))
        // Every section collapses: a <details> whose <summary> is the heading.
        for id in ["graph-section", "stages-section", "kept-section", "impact-section", "lint-section"] {
            #expect(html.contains("<section id=\"\(id)\">\n<details class=\"sec\" open><summary><h2>"), "\(id)")
        }
        // What to do first.
        #expect(html.contains("<b>Start with <a href=\"#stage-1\">stage 1</a></b>"))
        #expect(html.contains("<code>remodel migrate --stage 1</code>"))
        // Kept classes with the reason, the file linked.
        let kept = try #require(PlanHTMLChecks.row(html, startingWith: "<tr id=\"model-SearchViewModel\""))
        #expect(kept.contains("<a class=\"src\" href=\"Sources/ViewModels/SearchViewModel.swift\">Sources/<wbr>ViewModels/<wbr>SearchViewModel.swift:5</a>"))
        #expect(kept.contains(">Combine-driven</span>"))
        #expect(kept.contains("Combine-driven: $query drives a pipeline at <span class=\"loc\"><a class=\"src\" href=\"Sources/ViewModels/SearchViewModel.swift\">"))
        // A stage's files, linked.
        #expect(html.contains("<li><a class=\"src\" href=\"Sources/Models/OnboardingModel.swift\">Sources/<wbr>Models/<wbr>OnboardingModel.swift</a></li>"))
        // Lint findings by rule and by file, each finding linked to its file.
        #expect(html.contains("<table id=\"lint-rules\" class=\"data sortable\">"))
        #expect(html.contains("<tbody data-file=\"Sources/ViewModels/SearchViewModel.swift\">"))
        #expect(html.contains("<td class=\"num loc\" data-value=\"11\"><a class=\"src\" href=\"Sources/ViewModels/NotesStore.swift\">11:"))
        // No editor link unless configured.
        #expect(!html.contains("class=\"ed\""))
        // Long lists start collapsed: LegacyApp's stage 1 touches 10 files.
        #expect(html.contains("<details class=\"files\"><summary>10 files touched</summary>"))
        #expect(html.contains("<details class=\"files\" open><summary>"))
    }

    @Test func impactTableShowsStageAndKindAndCanBeLimitedToMigratableClasses() throws {
        let (plan, html) = try PlanHTMLFixture.legacyApp()
        var keptRows = 0
        for entry in plan.impact.classes {
            let node = try #require(plan.model(named: entry.name))
            let row = try #require(PlanHTMLChecks.row(html, startingWith: "<tr data-class=\"\(entry.name)\" data-avoided="))
            #expect(row.contains(">\(node.classification.label)</span></td>"), "\(entry.name): no kind")
            #expect(row.contains("<a href=\"#model-\(entry.name)\">"), "\(entry.name): no link to its row")
            if let stage = node.stage {
                #expect(row.contains("<td class=\"num\" data-value=\"\(stage)\"><a href=\"#stage-\(stage)\">\(stage)</a></td>"), "\(entry.name): no stage")
                #expect(!row.contains("class=\"kept\""))
            } else {
                keptRows += 1
                #expect(row.contains("data-order=\"\(entry.rank)\" class=\"kept\">"), "\(entry.name): not marked kept")
                #expect(row.contains(">kept</td>"))
            }
        }
        #expect(keptRows == 1)
        // On by default, and it works without the script: CSS hides the kept rows.
        #expect(html.contains("<input type=\"checkbox\" id=\"impact-migratable\" checked> Only classes a stage migrates (hides 1 kept class)"))
        #expect(html.contains("#impact-section:has(#impact-migratable:checked) tr.kept { display: none; }"))
    }

    @Test func nextStepsNameTheLargestMigratableWinWhenTheTopRankedClassIsKept() throws {
        let folder = PlanHTMLFixture.project(PlanHTMLFixture.keptLeader)
        let workspace = try Workspace.load(paths: ["Sources"], workingDirectory: folder.url)
        let plan = ModelMigrationPlan(workspace: workspace)
        #expect(plan.impact.classes.first?.name == "PriceTicker")
        #expect(plan.model(named: "PriceTicker")?.classification == .combineDriven)
        let html = PlanHTMLRenderer().render(plan)
        #expect(html.contains("<b>Largest estimated win a stage migrates:</b> <a href=\"#model-PackageManagerInstallOperationProgressModel\">"))
        #expect(html.contains("<b>Price<wbr>Ticker</b>, first in the impact ranking, stays ObservableObject (Combine-driven): <a href=\"#model-PriceTicker\">why</a>."))
    }

    @Test func longNamesWrapAtWordBoundariesInsteadOfBeingCutOff() throws {
        #expect(PlanTextMetrics.identifierWords("CEWorkspaceSettingsData") == ["CE", "Workspace", "Settings", "Data"])
        #expect(PlanTextMetrics.identifierWords("URLSession2Model") == ["URL", "Session2", "Model"])
        #expect(PlanTextMetrics.identifierWords("Outer.inner_value") == ["Outer.", "inner_", "value"])
        for name in ["PackageManagerInstallOperation", "AcknowledgementsViewModel", "WorkspaceNotificationModel", "PackageManagerInstallOperationProgressModel"] {
            let lines = PlanHTMLRenderer.nameLines(name)
            #expect(lines.count > 1, "\(name) fits on one line?")
            #expect(lines.joined() == name)
            for line in lines {
                #expect(PlanTextMetrics.width(line, fontSize: PlanHTMLRenderer.nameFontSize, bold: true) <= PlanHTMLRenderer.nodeTextWidth, "\(line)")
                #expect(PlanTextMetrics.identifierWords(name).contains { line.hasPrefix($0) }, "\(line) starts mid-word")
            }
        }
        #expect(PlanHTMLRenderer.nameLines("Deck") == ["Deck"])
        // In the graph: two lines in one taller node, nothing cut off.
        let folder = PlanHTMLFixture.project(PlanHTMLFixture.keptLeader)
        let plan = ModelMigrationPlan(workspace: try Workspace.load(paths: ["Sources"], workingDirectory: folder.url))
        let html = PlanHTMLRenderer().render(plan)
        let graph = try #require(html.components(separatedBy: "<svg id=\"graph\"").last?.components(separatedBy: "</svg>").first)
        #expect(!graph.contains("…"))
        let lines = PlanHTMLRenderer.nameLines("PackageManagerInstallOperationProgressModel")
        #expect(graph.contains(">\(lines[0])<tspan x=\""))
        #expect(graph.contains(">\(lines[1])</tspan>"))
        #expect(graph.contains("height=\"\(Int(PlanHTMLRenderer.nodeHeight + Double(lines.count - 1) * PlanHTMLRenderer.nameLineHeight))\" rx=\"8\""))
    }

    @Test func editorLinksWhenConfigured() throws {
        let folder = PlanFixture.projectFolder("legacy-app")
        let links = PlanLinks(sourceRoot: folder, reportDirectory: folder.appendingPathComponent("docs"), editorURL: "vscode://file/{path}:{line}")
        let (_, html) = try PlanHTMLFixture.legacyApp(links: links)
        let absolute = folder.standardizedFileURL.path + "/Sources/ViewModels/NotesStore.swift"
        #expect(html.contains("<a class=\"src\" href=\"../Sources/ViewModels/NotesStore.swift\">Sources/<wbr>ViewModels/<wbr>NotesStore.swift:11</a> "
            + "<a class=\"ed\" href=\"vscode://file\(absolute):11\" title=\"Open in editor\" aria-label=\"Open Sources/ViewModels/NotesStore.swift line 11 in editor\">↗</a>"))
        // A finding opens at its line and column.
        #expect(html.contains("<a class=\"ed\" href=\"vscode://file\(absolute):59\""))
        // Not printed.
        #expect(html.contains("nav.toc, .tools, a.ed { display: none !important; }"))
        // The template is escaped in the attribute.
        let escaped = PlanHTMLRenderer(links: PlanLinks(sourceRoot: folder, editorURL: "txmt://open?url=file://{path}&line={line}")).render(try PlanFixture.plan("legacy-app"))
        #expect(escaped.contains("href=\"txmt://open?url=file://\(folder.standardizedFileURL.path)/Sources/ViewModels/NotesStore.swift&amp;line=11\""))
    }
}

struct PlanLinksTests {
    @Test func relativeToTheReportPercentEncoded() {
        let root = URL(fileURLWithPath: "/work/App", isDirectory: true)
        #expect(PlanLinks().href("Sources/A.swift") == "Sources/A.swift")
        #expect(PlanLinks(sourceRoot: root).href("Sources/A.swift") == "Sources/A.swift")
        #expect(PlanLinks(sourceRoot: root, reportDirectory: root.appendingPathComponent("docs/reports")).href("Sources/A.swift") == "../../Sources/A.swift")
        #expect(PlanLinks(sourceRoot: root, reportDirectory: URL(fileURLWithPath: "/work")).href("Sources/A.swift") == "App/Sources/A.swift")
        #expect(PlanLinks(sourceRoot: root).href("Sources/My View#2?.swift") == "Sources/My%20View%232%3F.swift")
        #expect(PlanLinks(sourceRoot: root).href("Sources/Ünïcode.swift") == "Sources/%C3%9Cn%C3%AFcode.swift")
        // A colon could read as a scheme.
        #expect(PlanLinks(sourceRoot: root).href("a:b.swift") == "a%3Ab.swift")
        // Absolute paths: relative when they share a folder with the report, else absolute.
        #expect(PlanLinks(sourceRoot: root).href("/work/Other/B.swift") == "../Other/B.swift")
        #expect(PlanLinks(sourceRoot: root).href("/opt/B.swift") == "/opt/B.swift")
        #expect(PlanLinks(sourceRoot: root, reportDirectory: URL(fileURLWithPath: "/tmp")).href("Sources/A.swift") == "/work/App/Sources/A.swift")
    }

    @Test func editorURLTemplates() {
        let root = URL(fileURLWithPath: "/work/My App", isDirectory: true)
        func link(_ template: String?) -> String? { PlanLinks(sourceRoot: root, editorURL: template).editorHref("Sources/A.swift", line: 12, column: 3) }
        #expect(link(nil) == nil)
        #expect(link("vscode://file/{path}:{line}") == "vscode://file/work/My%20App/Sources/A.swift:12")
        #expect(link("vscode://file/{path}:{line}:{column}") == "vscode://file/work/My%20App/Sources/A.swift:12:3")
        #expect(link("txmt://open?url=file://{path}&line={line}") == "txmt://open?url=file:///work/My%20App/Sources/A.swift&line=12")
        #expect(link("idea://open?file={path}&line={line}") == "idea://open?file=/work/My%20App/Sources/A.swift&line=12")
        #expect(link("xed://{path}") == "xed:///work/My%20App/Sources/A.swift")
    }

    @Test(arguments: [
        ("vscode://file/{path}:{line}", nil),
        ("subl://open?url=file://{path}&line={line}", nil),
        ("cursor://file/{path}:{line}:{column}", nil),
        ("vscode://file/", "must contain {path}"),
        ("file-{path}", "must start with a URL scheme"),
        ("/usr/bin/open {path}", "must start with a URL scheme"),
        ("javascript:alert('{path}')", "must not use the javascript: scheme"),
        ("DATA:text/html,{path}", "must not use the data: scheme"),
    ] as [(String, String?)])
    func templateValidation(template: String, problem: String?) {
        let found = EditorURLTemplate.problem(with: template)
        if let problem {
            #expect(found?.contains(problem) == true, "\(template): \(found ?? "accepted")")
        } else {
            #expect(found == nil, "\(template): \(found ?? "")")
        }
    }
}

@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct PlanHTMLCommandLineTests {
    @Test func htmlFileAndFormatHTMLLinkTheFilesAndTheEditor() throws {
        let folder = PlanHTMLFixture.project(PlanHTMLFixture.keptLeader)
        folder.write("out/.keep", "")
        let written = try runRemodel(["plan", "Sources", "--html", "out/report.html", "--editor-url", "vscode://file/{path}:{line}"], in: folder.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.hasPrefix("Migration plan: "), "the text plan still goes to standard output")
        let report = try String(contentsOf: folder.url.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(report.contains("<a class=\"src\" href=\"../Sources/Models.swift\">Sources/<wbr>Models.swift:15</a> <a class=\"ed\" href=\"vscode://file/"))
        #expect(report.contains("/Sources/Models.swift:15\" title=\"Open in editor\""))
        #expect(report.contains("<title>Remodel migration plan — "))

        let standardOutput = try runRemodel(["plan", "Sources", "--format", "html"], in: folder.url)
        #expect(standardOutput.status == 0, "\(standardOutput.stderr)")
        #expect(standardOutput.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(standardOutput.stdout.contains("<a class=\"src\" href=\"Sources/Models.swift\">"))
        #expect(standardOutput.stdout.contains("<section id=\"lint-section\">"))
        #expect(!standardOutput.stdout.contains("class=\"ed\""))

        // From .remodel.yml; the flag wins.
        folder.write(".remodel.yml", "editor_url: \"idea://open?file={path}&line={line}\"\n")
        let configured = try runRemodel(["plan", "Sources", "--format", "html"], in: folder.url)
        #expect(configured.stdout.contains("<a class=\"ed\" href=\"idea://open?file=/"))
        let overridden = try runRemodel(["plan", "Sources", "--format", "html", "--editor-url", "vscode://file/{path}:{line}"], in: folder.url)
        #expect(overridden.stdout.contains("<a class=\"ed\" href=\"vscode://file/") && !overridden.stdout.contains("idea://"))

        let refused = try runRemodel(["plan", "Sources", "--format", "html", "--editor-url", "javascript:alert({path})"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--editor-url must not use the javascript: scheme"))
    }
}

/// Opens the report in headless Chromium with the network disabled: checks the DOM it loaded, runs
/// the page's script (sorting, filtering, the switch, collapsing), checks that no word in a header
/// or badge is broken across lines on screen and in the print layout, keeps a screenshot
/// (.build/artifacts/plan-report.png, and docs/images/plan-report.png with REMODEL_UPDATE_GOLDENS=1)
/// and prints to PDF, asserting the page count.
struct PlanBrowserTests {
    static let chromium: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["REMODEL_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/snap/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }()

    /// LegacyApp prints on 7 A4 landscape pages (it was 10 before the report was made compact);
    /// one page of slack for font differences.
    static let pageBudget = 8

    /// Added to the page under test only: exercises the page's script and measures every word of
    /// the headers and badges (a word broken across lines has boxes on two lines), then writes the
    /// results into the DOM that --dump-dom prints.
    static let probeScript = """
    <script>
    window.addEventListener("load", function () {
      var d = document, r = {}, slice = function (list) { return Array.prototype.slice.call(list); };
      function broken() {
        var words = [];
        slice(d.querySelectorAll("h1, h2, h3, th, summary, button, label, .chip, .badge, .sev, .card .what, .legend b")).forEach(function (el) {
          var walker = d.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (var n = walker.nextNode(); n; n = walker.nextNode()) {
            var re = /\\S+/g, m;
            while ((m = re.exec(n.data))) {
              var range = d.createRange(), lines = {};
              range.setStart(n, m.index);
              range.setEnd(n, m.index + m[0].length);
              slice(range.getClientRects()).forEach(function (box) { if (box.width > 0) lines[Math.round(box.top)] = true; });
              if (Object.keys(lines).length > 1) words.push(m[0]);
            }
          }
        });
        return words;
      }
      r.broken = broken();
      if (window.location.hash !== "#interact") { d.body.setAttribute("data-probe", JSON.stringify(r)); return; }
      function visible(el) { return el.getClientRects().length > 0; }
      function impactRows() { return slice(d.querySelectorAll("#impact tbody tr")); }
      function header(table, text) { return slice(d.querySelectorAll("#" + table + " thead th")).filter(function (th) { return th.textContent.trim().indexOf(text) === 0; })[0]; }
      r.js = d.documentElement.classList.contains("js");
      r.sortButtons = d.querySelectorAll("th button.sort").length;
      r.filters = slice(d.querySelectorAll("input[data-filter]")).filter(visible).length;
      var kept = impactRows().filter(function (t) { return t.classList.contains("kept"); });
      r.kept = kept.length;
      r.keptHidden = kept.filter(function (t) { return !visible(t); }).length;
      d.getElementById("impact-migratable").click();
      r.keptShownAfterSwitch = kept.filter(visible).length;
      header("impact", "Class").querySelector("button").click();
      r.byName = impactRows().map(function (t) { return t.getAttribute("data-class"); });
      r.byNameSort = header("impact", "Class").getAttribute("aria-sort");
      header("impact", "Needless").querySelector("button").click();
      r.byAvoided = impactRows().map(function (t) { return +t.getAttribute("data-avoided"); });
      r.byAvoidedSort = header("impact", "Needless").getAttribute("aria-sort");
      var input = d.querySelector("input[data-filter='lint']");
      input.value = "NotesStore.swift";
      input.dispatchEvent(new Event("input"));
      r.lintRows = slice(d.querySelectorAll("#lint tbody tr:not(.group)")).filter(function (t) { return !t.hidden; }).length;
      r.lintFiles = slice(d.querySelectorAll("#lint tbody tr.group")).filter(function (t) { return !t.hidden; }).map(function (t) { return t.parentNode.getAttribute("data-file"); });
      r.lintStatus = d.getElementById("lint-count").textContent;
      d.querySelector("button[data-details='close']").click();
      r.openAfterCollapse = d.querySelectorAll("details[open]").length;
      d.querySelector("button[data-details='open']").click();
      r.closedAfterExpand = d.querySelectorAll("details:not([open])").length;
      r.brokenExpanded = broken();
      d.body.setAttribute("data-probe", JSON.stringify(r));
    });
    </script>
    """

    @Test(.enabled(if: chromium != nil, "no chromium binary found (install Debian's 'chromium' package: apt-get install -y chromium, or set REMODEL_CHROMIUM); skipping the headless-browser check of the HTML report"))
    func reportRendersInHeadlessChromium() async throws {
        let browser = try #require(Self.chromium)
        let workspace = try PlanFixture.workspace("legacy-app")
        let plan = ModelMigrationPlan(workspace: workspace)
        let lint = Linter(optedIn: everyRuleID).lint(workspace)
        let html = PlanHTMLRenderer(title: PlanHTMLFixture.title).render(plan, lint: lint)
        let folder = TemporaryFolder()
        let page = folder.write("plan-report.html", html)
        let probed = folder.write("probed.html", html.replacingOccurrences(of: "</body>", with: Self.probeScript + "</body>"))
        // The print style sheet applied on screen, at the width of an A4 landscape page's text.
        let printLayout = folder.write("print-layout.html", html.replacingOccurrences(of: "@media print {", with: "@media all {")
            .replacingOccurrences(of: "</body>", with: Self.probeScript + "</body>"))
        func common(width: Int, height: Int) -> [String] {
            ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--user-data-dir=\(folder.url.appendingPathComponent("profile").path)",
             "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>", "--window-size=\(width),\(height)"]
        }

        let dom = try await Self.run(browser, common(width: 1440, height: 1000) + ["--dump-dom", page.absoluteString])
        #expect(dom.status == 0, "chromium --dump-dom failed: \(dom.error)")
        try PlanHTMLChecks.verify(dom.output, plan: plan)

        // The script: sort buttons in every sortable header, filters shown, the switch, sorting,
        // filtering and collapsing.
        let interaction = try await Self.probe(browser, common(width: 1440, height: 1000), URL(string: probed.absoluteString + "#interact")!)
        #expect(interaction["js"] as? Bool == true)
        #expect(interaction["sortButtons"] as? Int == PlanHTMLChecks.count("data-sort=", in: html))
        #expect(interaction["filters"] as? Int == 4)
        #expect(interaction["kept"] as? Int == 1)
        #expect(interaction["keptHidden"] as? Int == 1, "kept classes are shown while the switch is on")
        #expect(interaction["keptShownAfterSwitch"] as? Int == 1)
        let names = plan.impact.classes.map(\.name)
        #expect(interaction["byName"] as? [String] == names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        #expect(interaction["byNameSort"] as? String == "ascending")
        #expect(interaction["byAvoided"] as? [Int] == plan.impact.classes.map(\.pairsAvoided).sorted(by: >))
        #expect(interaction["byAvoidedSort"] as? String == "descending")
        let notesStore = lint.diagnostics.filter { $0.path.hasSuffix("NotesStore.swift") }
        #expect(interaction["lintRows"] as? Int == notesStore.count)
        #expect(interaction["lintFiles"] as? [String] == ["Sources/ViewModels/NotesStore.swift"])
        #expect(interaction["lintStatus"] as? String == "\(notesStore.count) of \(lint.diagnostics.count) rows match")
        #expect(interaction["openAfterCollapse"] as? Int == 0)
        #expect(interaction["closedAfterExpand"] as? Int == 0)
        #expect(interaction["broken"] as? [String] == [], "words broken across lines in headers or badges on screen")
        #expect(interaction["brokenExpanded"] as? [String] == [], "words broken across lines in headers or badges, everything expanded")

        // Print: no header or badge word broken either.
        let printed = try await Self.probe(browser, common(width: 1047, height: 1000), printLayout)
        #expect(printed["broken"] as? [String] == [], "words broken across lines in headers or badges in the print layout")

        let screenshot = folder.url.appendingPathComponent("plan-report.png")
        let shot = try await Self.run(browser, common(width: 1440, height: 1000) + ["--screenshot=\(screenshot.path)", page.absoluteString])
        #expect(shot.status == 0, "chromium --screenshot failed: \(shot.error)")
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        let bytes = [UInt8](png)
        let width = bytes.count > 24 ? bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
        let height = bytes.count > 24 ? bytes[20..<24].reduce(0) { $0 << 8 | Int($1) } : 0
        #expect(width == 1440 && height == 1000, "screenshot is \(width)×\(height)")
        // A blank page is a few kilobytes; the report with its graph and tables is far larger.
        #expect(png.count > 40_000, "screenshot is only \(png.count) bytes: the page looks empty")

        let pdfFile = folder.url.appendingPathComponent("plan-report.pdf")
        let printing = try await Self.run(browser, common(width: 1440, height: 1000)
            + ["--no-pdf-header-footer", "--print-to-pdf-no-header", "--print-to-pdf=\(pdfFile.path)", page.absoluteString])
        #expect(printing.status == 0, "chromium --print-to-pdf failed: \(printing.error)")
        let pdf = try Data(contentsOf: pdfFile)
        #expect(pdf.starts(with: Array("%PDF".utf8)), "not a PDF")
        let pages = Self.pageCount(pdf)
        #expect(pages >= 2 && pages <= Self.pageBudget, "LegacyApp's report prints on \(pages) pages (budget \(Self.pageBudget))")

        let artifacts = repositoryRoot.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try png.write(to: artifacts.appendingPathComponent("plan-report.png"))
        try pdf.write(to: artifacts.appendingPathComponent("plan-report.pdf"))
        try Data(html.utf8).write(to: artifacts.appendingPathComponent("plan-report.html"))
        if PlanFixture.updatingGoldens {
            try png.write(to: repositoryRoot.appendingPathComponent("docs/images/plan-report.png"))
        }
    }

    /// Pages of a PDF: its `/Type /Page` objects (not `/Pages`).
    static func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf.map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self)
        let expression = try! NSRegularExpression(pattern: "/Type\\s*/Page(?![a-zA-Z])")
        return expression.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    /// Loads `url` (a page with the probe) and returns what the probe wrote into the DOM.
    static func probe(_ browser: String, _ arguments: [String], _ url: URL) async throws -> [String: Any] {
        let outcome = try await run(browser, arguments + ["--dump-dom", url.absoluteString])
        #expect(outcome.status == 0, "chromium --dump-dom failed: \(outcome.error)")
        guard let start = outcome.output.range(of: "data-probe=\""),
              let end = outcome.output.range(of: "\"", range: start.upperBound..<outcome.output.endIndex) else {
            Issue.record("the probe wrote nothing: \(outcome.error)")
            return [:]
        }
        let json = String(outcome.output[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    struct Outcome: Sendable { let status: Int32; let output: String; let error: String }

    /// Runs a process with a time limit; stdout and stderr go to files (no pipes to drain).
    static func run(_ executable: String, _ arguments: [String], timeout: Double = 120) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
        let out = folder.appendingPathComponent("remodel-chromium-\(UUID().uuidString).out")
        let err = folder.appendingPathComponent("remodel-chromium-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = outHandle
        process.standardError = errHandle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                // Only the browser this test started, by its pid.
                if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
            }
        }
        try? outHandle.close()
        try? errHandle.close()
        return Outcome(
            status: status,
            output: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            error: String(((try? String(contentsOf: err, encoding: .utf8)) ?? "").suffix(2000)))
    }
}
