import Foundation

/// The model graph of the HTML plan: inline SVG, stages as columns, classifications coloured,
/// dependencies as arrows. Class names that do not fit a node wrap at their camel-case word
/// boundaries (every node of the graph grows by the same lines, so rows stay aligned); each node
/// links to its row in the stage or kept table.
extension PlanHTMLRenderer {
    private struct Box {
        let x: Double, y: Double
        /// Global sub-column index, left to right.
        let slot: Int
    }

    package static let nodeWidth = 200.0
    /// The height of a node with a one-line name and one line of facts.
    package static let nodeHeight = 44.0
    package static let nameLineHeight = 15.0
    package static let factsLineHeight = 14.0
    package static let nameFontSize = 13.0
    package static let factsFontSize = 11.5
    /// Text starts 14 px from the node's left edge; 8 px stay free on the right, and the widths
    /// are estimates, so 7% more is kept free.
    package static let nodeTextWidth = (nodeWidth - 22) * 0.93
    package static let rowGap = 12.0
    package static let subColumnGap = 14.0
    package static let columnGap = 36.0
    package static let columnPadding = 8.0
    package static let headerHeight = 58.0
    package static let maxRows = 10
    /// Widest natural graph width still drawn at ≥ 90% on a 1440-pixel-wide window.
    package static let targetWidth = 1530.0
    package static let laneGap = 7.0

    /// A class name as the lines it is drawn on.
    package static func nameLines(_ name: String) -> [String] {
        PlanTextMetrics.lines(PlanTextMetrics.identifierWords(name), maxWidth: nodeTextWidth, fontSize: nameFontSize, bold: true)
    }

    package static func factLines(_ facts: [String]) -> [String] {
        PlanTextMetrics.lines(facts, separator: " · ", maxWidth: nodeTextWidth, fontSize: factsFontSize, bold: false)
    }

    private static func facts(_ node: ModelNode) -> [String] {
        var facts: [String] = [node.classification.nodeLabel]
        let viewCount = Set(node.views.map(\.view)).count
        if viewCount > 0 { facts.append("\(viewCount) view\(viewCount == 1 ? "" : "s")") }
        if !node.injections.isEmpty && node.classification != .environmentInjected && node.classification != .alreadyMigrated {
            facts.append("env ×\(node.injections.count)")
        }
        return facts
    }

    /// The printable width of an A4 landscape page with 10 mm margins, in CSS pixels.
    package static let printWidth = 1047.0
    /// The height the graph may take on the first printed page, under the header.
    package static let firstPageGraphHeight = 400.0

    func graphSection(_ page: Page) -> String {
        let graph = graphSVG(page)
        // In print, a graph that would be drawn too small under the header gets a page of its own.
        let printedHeight = graph.height * min(1, Self.printWidth / max(1, graph.width))
        var out = sectionStart(id: "graph-section", title: "Model graph", open: true)
            .replacingOccurrences(of: "<section id=\"graph-section\">", with: "<section id=\"graph-section\"\(printedHeight > Self.firstPageGraphHeight ? " class=\"own-page\"" : "")>")
        out += legend()
        out += "<p class=\"hint\">Columns are migration stages, left to right. An arrow points from a model to a model it holds (stored property or initializer parameter); a dashed arrow points to the superclass; red arrows form a cycle. Hover a class for its reasons; click it for its row below.</p>\n"
        out += graph.html
        out += sectionEnd()
        return out
    }

    private func legend() -> String {
        let descriptions: [ModelClassification: String] = [
            .leaf: "holds no model still to migrate",
            .environmentInjected: "shared through the environment",
            .dependsOnOthers: "holds other models",
            .combineDriven: "$projections drive Combine",
            .blocked: "needs a person first",
            .alreadyMigrated: "nothing to do",
        ]
        var out = "<ul class=\"legend\">\n"
        for classification in ModelClassification.allCases {
            let colors = PlanPalette.colors(classification)
            out += "<li><span class=\"swatch\" style=\"background:\(colors.fill);border-color:\(colors.stroke)\"></span><b>\(escape(classification.label))</b> <span>\(escape(descriptions[classification] ?? ""))</span></li>\n"
        }
        out += "<li><svg width=\"34\" height=\"12\" aria-hidden=\"true\"><line x1=\"2\" y1=\"6\" x2=\"26\" y2=\"6\" stroke=\"#6f7680\" stroke-width=\"1.6\"/><path d=\"M26,2 L33,6 L26,10 z\" fill=\"#6f7680\"/></svg><b>holds</b></li>\n"
        out += "<li><svg width=\"34\" height=\"12\" aria-hidden=\"true\"><line x1=\"2\" y1=\"6\" x2=\"25\" y2=\"6\" stroke=\"#6f7680\" stroke-width=\"1.6\" stroke-dasharray=\"5 3\"/><path d=\"M25,2 L33,6 L25,10 z\" fill=\"#fff\" stroke=\"#6f7680\"/></svg><b>inherits</b></li>\n"
        out += "</ul>\n"
        return out
    }

    private func graphSVG(_ page: Page) -> (html: String, width: Double, height: Double) {
        let plan = page.plan
        let columns = PlanPalette.columns(plan)
        guard !columns.isEmpty else { return ("<p class=\"empty\">No ObservableObject or @Observable classes found.</p>\n", 0, 0) }
        // Every node is as tall as the one with the most lines, so rows stay aligned.
        var lines: [String: (name: [String], facts: [String])] = [:]
        for column in columns {
            for name in column.classes {
                guard let node = page.node(name) else { continue }
                lines[name] = (Self.nameLines(name), Self.factLines(Self.facts(node)))
            }
        }
        let extraNameLines = Double(max(0, (lines.values.map(\.name.count).max() ?? 1) - 1))
        let extraFactLines = Double(max(0, (lines.values.map(\.facts.count).max() ?? 1) - 1))
        let nodeHeight = Self.nodeHeight + extraNameLines * Self.nameLineHeight + extraFactLines * Self.factsLineHeight
        // Rows per column: at least 10, more when that keeps the graph narrow enough to be drawn
        // at (nearly) full size on a laptop screen instead of shrinking its text.
        func naturalWidth(_ rows: Int) -> Double {
            columns.reduce(0) { total, column in
                let subColumns = Double(max(1, (column.classes.count + rows - 1) / rows))
                return total + subColumns * Self.nodeWidth + (subColumns - 1) * Self.subColumnGap + 2 * Self.columnPadding + Self.columnGap
            }
        }
        let rowLimit = (Self.maxRows...24).first { naturalWidth($0) <= Self.targetWidth } ?? 24
        var boxes: [String: Box] = [:]
        var columnFrames: [(x: Double, width: Double)] = []
        var x = 8.0
        var maxRows = 1
        var slot = 0
        for column in columns {
            let subColumns = max(1, (column.classes.count + rowLimit - 1) / rowLimit)
            let rows = min(rowLimit, max(1, column.classes.count))
            maxRows = max(maxRows, rows)
            let width = Double(subColumns) * Self.nodeWidth + Double(subColumns - 1) * Self.subColumnGap + 2 * Self.columnPadding
            for (index, name) in column.classes.enumerated() {
                let sub = index / rowLimit
                let row = index % rowLimit
                boxes[name] = Box(
                    x: x + Self.columnPadding + Double(sub) * (Self.nodeWidth + Self.subColumnGap),
                    y: Self.headerHeight + 8 + Double(row) * (nodeHeight + Self.rowGap), slot: slot + sub)
            }
            slot += subColumns
            columnFrames.append((x, width))
            x += width + Self.columnGap
        }
        let edges = PlanPalette.edges(plan).filter { boxes[$0.from] != nil && boxes[$0.to] != nil }
        let longEdges = edges.filter { abs(boxes[$0.from]!.slot - boxes[$0.to]!.slot) > 1 }.count
        let nodesBottom = Self.headerHeight + 8 + Double(maxRows) * (nodeHeight + Self.rowGap) - Self.rowGap
        let laneTop = nodesBottom + 14
        let width = x - Self.columnGap + 40
        let height = laneTop + Double(max(0, longEdges - 1)) * Self.laneGap + (longEdges > 0 ? 16 : 4)
        var out = "<div class=\"graph-wrap\"><svg id=\"graph\" role=\"img\" aria-label=\"Model graph: \(plan.models.count) classes in \(columns.count) columns; the tables below list the same classes\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">\n"
        out += """
        <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#6f7680"/></marker>
        <marker id="arrow-cycle" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#c62828"/></marker>
        <marker id="inherit" viewBox="0 0 12 12" refX="11" refY="6" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M1,1 L11,6 L1,11 z" fill="#fff" stroke="#6f7680" stroke-width="1.2"/></marker>
        </defs>

        """
        for (offset, column) in columns.enumerated() {
            let frame = columnFrames[offset]
            out += "<g class=\"column\">"
            out += "<rect x=\"\(fmt(frame.x))\" y=\"4\" width=\"\(fmt(frame.width))\" height=\"\(fmt(height - 8))\" rx=\"12\" fill=\"#f5f6f8\" stroke=\"#e2e4e8\"/>"
            out += "<text x=\"\(fmt(frame.x + 12))\" y=\"28\" class=\"col-title\">\(escape(column.title)) <tspan class=\"col-count\">· \(column.classes.count)</tspan></text>"
            out += "<text x=\"\(fmt(frame.x + 12))\" y=\"47\" class=\"col-sub\">\(escape(column.subtitle))</text>"
            out += "</g>\n"
        }
        let cycleMembers = Set(plan.cycles.flatMap(\.classes))
        // Several arrows leaving or entering one class fan out along its side instead of overlapping.
        var outgoing: [String: Int] = [:], incoming: [String: Int] = [:]
        for edge in edges {
            outgoing[edge.from, default: 0] += 1
            incoming[edge.to, default: 0] += 1
        }
        var outgoingSeen: [String: Int] = [:], incomingSeen: [String: Int] = [:]
        func spread(_ index: Int, of count: Int) -> Double {
            guard count > 1 else { return 0 }
            let step = min(8, 28 / Double(count - 1))
            return (Double(index) - Double(count - 1) / 2) * step
        }
        // Arrows meet a node where its first line of text is, as when every name had one line.
        let anchorY = Self.nodeHeight / 2
        var lane = 0
        var gutterLanes: [Int: Int] = [:]
        for edge in edges {
            var from = boxes[edge.from]!, to = boxes[edge.to]!
            from = Box(x: from.x, y: from.y + spread(outgoingSeen[edge.from, default: 0], of: outgoing[edge.from]!), slot: from.slot)
            to = Box(x: to.x, y: to.y + spread(incomingSeen[edge.to, default: 0], of: incoming[edge.to]!), slot: to.slot)
            outgoingSeen[edge.from, default: 0] += 1
            incomingSeen[edge.to, default: 0] += 1
            let isCycle = !edge.inherits && cycleMembers.contains(edge.from) && cycleMembers.contains(edge.to)
                && page.node(edge.from)?.stage == page.node(edge.to)?.stage
            let path: String
            if from.slot == to.slot {
                let index = gutterLanes[from.slot, default: 0]
                gutterLanes[from.slot] = index + 1
                let laneX = from.x + Self.nodeWidth + 9 + Double(index % 5) * 6
                path = roundedPolyline([(from.x + Self.nodeWidth, from.y + anchorY), (laneX, from.y + anchorY),
                                        (laneX, to.y + anchorY), (to.x + Self.nodeWidth + 2, to.y + anchorY)], radius: 5)
            } else if abs(from.slot - to.slot) > 1 {
                path = lanePath(from: from, to: to, laneY: laneTop + Double(lane) * Self.laneGap, anchorY: anchorY)
                lane += 1
            } else {
                path = edgePath(from: from, to: to, anchorY: anchorY)
            }
            let stroke = isCycle ? "#c62828" : "#6f7680"
            let marker = edge.inherits ? "inherit" : (isCycle ? "arrow-cycle" : "arrow")
            let dash = edge.inherits ? " stroke-dasharray=\"6 4\"" : ""
            out += "<path class=\"edge\" d=\"\(path)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.6\"\(dash) marker-end=\"url(#\(marker))\"><title>\(escape(edge.from)) \(edge.inherits ? "inherits from" : "holds") \(escape(edge.to))\(edge.inherits ? "" : " (" + escape(edge.label) + ")")</title></path>\n"
        }
        for column in columns {
            for name in column.classes {
                guard let box = boxes[name], let node = page.node(name), let text = lines[name] else { continue }
                let colors = PlanPalette.colors(node.classification)
                let tooltip = ([name + " — " + node.location] + node.reasons).joined(separator: "\n")
                // The tables are the accessible form of the graph: the links skip the tab order.
                out += "<a href=\"#\(anchor(name))\" tabindex=\"-1\">"
                out += "<g class=\"node\" data-class=\"\(escape(name))\" data-classification=\"\(node.classification.rawValue)\">"
                out += "<title>\(escape(tooltip))</title>"
                out += "<rect x=\"\(fmt(box.x))\" y=\"\(fmt(box.y))\" width=\"\(fmt(Self.nodeWidth))\" height=\"\(fmt(nodeHeight))\" rx=\"8\" fill=\"\(colors.fill)\" stroke=\"\(colors.stroke)\" stroke-width=\"1.6\"/>"
                out += "<rect x=\"\(fmt(box.x))\" y=\"\(fmt(box.y))\" width=\"6\" height=\"\(fmt(nodeHeight))\" rx=\"3\" fill=\"\(colors.stroke)\"/>"
                var baseline = box.y + 19
                out += "<text x=\"\(fmt(box.x + 14))\" y=\"\(fmt(baseline))\" class=\"node-name\">"
                for (index, line) in text.name.enumerated() {
                    out += index == 0 ? escape(line) : "<tspan x=\"\(fmt(box.x + 14))\" dy=\"\(fmt(Self.nameLineHeight))\">\(escape(line))</tspan>"
                }
                out += "</text>"
                baseline += Double(text.name.count - 1) * Self.nameLineHeight + 16
                out += "<text x=\"\(fmt(box.x + 14))\" y=\"\(fmt(baseline))\" class=\"node-facts\">"
                for (index, line) in text.facts.enumerated() {
                    out += index == 0 ? escape(line) : "<tspan x=\"\(fmt(box.x + 14))\" dy=\"\(fmt(Self.factsLineHeight))\">\(escape(line))</tspan>"
                }
                out += "</text>"
                out += "</g></a>\n"
            }
        }
        out += "</svg></div>\n"
        return (out, width, height)
    }

    /// Between neighbouring columns (or sub-columns): a smooth curve from side to side.
    private func edgePath(from: Box, to: Box, anchorY: Double) -> String {
        let w = Self.nodeWidth
        let fromMidY = from.y + anchorY, toMidY = to.y + anchorY
        if to.slot < from.slot {
            let start = (from.x, fromMidY), end = (to.x + w + 2, toMidY)
            let bend = max(16, (start.0 - end.0) / 2)
            return "M\(fmt(start.0)),\(fmt(start.1)) C\(fmt(start.0 - bend)),\(fmt(start.1)) \(fmt(end.0 + bend)),\(fmt(end.1)) \(fmt(end.0)),\(fmt(end.1))"
        }
        let start = (from.x + w, fromMidY), end = (to.x - 2, toMidY)
        let bend = max(16, (end.0 - start.0) / 2)
        return "M\(fmt(start.0)),\(fmt(start.1)) C\(fmt(start.0 + bend)),\(fmt(start.1)) \(fmt(end.0 - bend)),\(fmt(end.1)) \(fmt(end.0)),\(fmt(end.1))"
    }

    /// Across several columns: down the gap beside the source, along a lane under the nodes, and up
    /// the gap beside the target, so the arrow never crosses another class.
    private func lanePath(from: Box, to: Box, laneY: Double, anchorY: Double) -> String {
        let w = Self.nodeWidth
        let leftwards = to.slot < from.slot
        let start = leftwards ? (from.x, from.y + anchorY) : (from.x + w, from.y + anchorY)
        let end = leftwards ? (to.x + w + 2, to.y + anchorY) : (to.x - 2, to.y + anchorY)
        let out1 = leftwards ? start.0 - 9 : start.0 + 9
        let in2 = leftwards ? end.0 + 12 : end.0 - 12
        return roundedPolyline([start, (out1, start.1), (out1, laneY), (in2, laneY), (in2, end.1), end], radius: 6)
    }

    private func roundedPolyline(_ points: [(Double, Double)], radius: Double) -> String {
        guard let first = points.first else { return "" }
        var path = "M\(fmt(first.0)),\(fmt(first.1))"
        for index in 1..<points.count {
            let point = points[index]
            guard index < points.count - 1 else {
                path += " L\(fmt(point.0)),\(fmt(point.1))"
                break
            }
            let previous = points[index - 1], next = points[index + 1]
            let inLength = hypot(point.0 - previous.0, point.1 - previous.1)
            let outLength = hypot(next.0 - point.0, next.1 - point.1)
            let r = min(radius, inLength / 2, outLength / 2)
            guard r > 0.5 else {
                path += " L\(fmt(point.0)),\(fmt(point.1))"
                continue
            }
            let before = (point.0 - (point.0 - previous.0) / inLength * r, point.1 - (point.1 - previous.1) / inLength * r)
            let after = (point.0 + (next.0 - point.0) / outLength * r, point.1 + (next.1 - point.1) / outLength * r)
            path += " L\(fmt(before.0)),\(fmt(before.1)) Q\(fmt(point.0)),\(fmt(point.1)) \(fmt(after.0)),\(fmt(after.1))"
        }
        return path
    }

    func fmt(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
