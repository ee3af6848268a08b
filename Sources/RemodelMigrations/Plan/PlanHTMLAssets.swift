/// The HTML plan's style sheet and its one inline script (no network, no libraries).
extension PlanHTMLRenderer {
    /// Progressive enhancement: without it the page is complete and the "only classes a stage
    /// migrates" switch still works (CSS `:has`). With it: the filter boxes and the expand/collapse
    /// buttons appear, and each sortable column header becomes a button (`aria-sort` tells which
    /// column sorts the table; `data-sort` is `text`, `num` — counts, largest first — or `rank`).
    /// Rows sort within their group (stage, file); a filter hides the rows
    /// that do not contain the text, and groups left empty.
    package static let script = """

    (function () {
      "use strict";
      var d = document, each = function (list, f) { Array.prototype.forEach.call(list, f); };
      d.documentElement.classList.add("js");
      each(d.querySelectorAll(".needs-js[hidden]"), function (e) { e.hidden = false; });
      each(d.querySelectorAll("button[data-details]"), function (button) {
        button.addEventListener("click", function () {
          var open = button.getAttribute("data-details") === "open";
          each(d.querySelectorAll("details"), function (x) { x.open = open; });
        });
      });
      function rows(body) { return Array.prototype.filter.call(body.rows, function (r) { return !r.classList.contains("group"); }); }
      function value(row, i) {
        var cell = row.cells[i];
        if (!cell) return "";
        var v = cell.getAttribute("data-value");
        return v === null ? cell.textContent.trim() : v;
      }
      each(d.querySelectorAll("table.sortable"), function (table) {
        var heads = table.tHead.rows[0].cells;
        each(heads, function (th, i) {
          var kind = th.getAttribute("data-sort");
          if (!kind) return;
          var button = d.createElement("button"), label = th.textContent.trim();
          button.type = "button";
          button.className = "sort";
          button.textContent = label;
          button.title = "Sort by " + label;
          th.textContent = "";
          th.setAttribute("data-label", label);
          th.appendChild(button);
          button.addEventListener("click", function () {
            // First click: largest first for counts, otherwise ascending; then it toggles.
            var current = th.getAttribute("aria-sort");
            var ascending = current ? current !== "ascending" : kind !== "num";
            each(heads, function (h) { h.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            each(table.tBodies, function (body) {
              rows(body).sort(function (a, b) {
                var x = value(a, i), y = value(b, i);
                var r = kind !== "text" ? (parseFloat(x) || 0) - (parseFloat(y) || 0)
                  : x.localeCompare(y, undefined, { numeric: true, sensitivity: "base" });
                return (ascending ? r : -r) || (+a.getAttribute("data-order") - +b.getAttribute("data-order"));
              }).forEach(function (r) { body.appendChild(r); });
            });
          });
        });
      });
      each(d.querySelectorAll("input[data-filter]"), function (input) {
        var table = d.getElementById(input.getAttribute("data-filter"));
        var status = d.getElementById(input.getAttribute("aria-describedby"));
        if (!table) return;
        input.addEventListener("input", function () {
          var q = input.value.trim().toLowerCase(), shown = 0, total = 0;
          each(table.tBodies, function (body) {
            var group = body.querySelector("tr.group"), any = false;
            var inGroup = group !== null && q !== "" && group.textContent.toLowerCase().indexOf(q) >= 0;
            rows(body).forEach(function (r) {
              var match = q === "" || inGroup || r.textContent.toLowerCase().indexOf(q) >= 0;
              r.hidden = !match;
              total += 1;
              if (match) { shown += 1; any = true; }
            });
            if (group) group.hidden = !any;
          });
          if (status) status.textContent = q === "" ? "" : shown + " of " + total + " rows match";
        });
      });
    })();

    """

    package static let css = """

    :root { --ink:#1d2127; --muted:#5f6670; --line:#e2e4e8; --bg:#ffffff; --soft:#f5f6f8; --accent:#1565c0; }
    * { box-sizing: border-box; }
    html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    body { margin:0; background:var(--bg); color:var(--ink); font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", sans-serif; }
    main { max-width: 1400px; margin: 0 auto; padding: 22px 28px 40px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover, a:focus-visible { text-decoration: underline; }
    h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: -0.01em; }
    h2 { font-size: 19px; margin: 0; display: inline; }
    h3 { font-size: 15px; margin: 18px 0 6px; }
    h1, h2, h3, th, summary, button, label, .chip, .badge, .sev, .card .what, .legend b, .stage-no { overflow-wrap: normal; word-break: normal; hyphens: manual; }
    td { overflow-wrap: anywhere; }
    .lede { color: var(--muted); margin: 0 0 14px; max-width: 980px; }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); gap: 10px; }
    .card { border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; background: var(--soft); }
    .card .big { font-size: 28px; font-weight: 700; line-height: 1.1; }
    .card .what { font-weight: 600; }
    .card .detail { color: var(--muted); font-size: 12.5px; }
    .next { margin: 12px 0 0; padding: 10px 16px; border: 1px solid #b9d3f0; border-left: 5px solid var(--accent); border-radius: 10px; background: #f3f8fe; }
    .next .next-title { display: block; font-size: 15px; margin: 0 0 4px; }
    .next ul { margin: 0; padding-left: 18px; }
    .next li { margin: 2px 0; }
    nav.toc { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; margin: 12px 0 0; font-size: 13px; }
    nav.toc .tools { margin: 0 0 0 auto; }
    button { font: inherit; font-size: 12.5px; color: var(--ink); background: var(--soft); border: 1px solid #c9cdd3; border-radius: 6px; padding: 2px 10px; cursor: pointer; }
    button:hover { background: #e9ecf0; }
    section { margin-top: 26px; }
    details.sec > summary { cursor: pointer; padding-bottom: 6px; border-bottom: 2px solid var(--line); margin-bottom: 8px; }
    details.sec > summary::marker { color: var(--muted); }
    .h-note { font-size: 13px; font-weight: 400; color: var(--muted); margin-left: 6px; }
    .legend { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; margin: 6px 0 4px; font-size: 13px; }
    .legend li { display: flex; align-items: center; gap: 6px; }
    .legend li span:not(.swatch) { color: var(--muted); }
    .swatch { display: inline-block; width: 16px; height: 16px; border-radius: 4px; border: 2px solid; }
    .hint { color: var(--muted); font-size: 13px; margin: 4px 0 10px; max-width: 1100px; }
    .graph-wrap { overflow-x: auto; border: 1px solid var(--line); border-radius: 12px; padding: 6px; }
    #graph { display: block; max-width: 100%; height: auto; margin: 0 auto; }
    #graph text { font-family: inherit; fill: var(--ink); }
    #graph a:hover rect:first-of-type { stroke-width: 3; }
    #graph .col-title { font-size: 15px; font-weight: 700; }
    #graph .col-count { font-weight: 400; fill: var(--muted); }
    #graph .col-sub { font-size: 12.5px; fill: #4f565f; }
    #graph .node-name { font-size: 13px; font-weight: 650; }
    #graph .node-facts { font-size: 11.5px; fill: #3f454c; }
    .tools { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 4px 0 8px; font-size: 13px; }
    .tools[hidden] { display: none; }
    .tools input { font: inherit; padding: 3px 8px; border: 1px solid #c9cdd3; border-radius: 6px; min-width: 260px; }
    .controls { font-size: 13px; margin: 4px 0; }
    .switch { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
    #impact-section:has(#impact-migratable:checked) tr.kept { display: none; }
    table.data { width: 100%; border-collapse: collapse; font-size: 13px; }
    table.data th, table.data td { text-align: left; vertical-align: top; padding: 6px 9px; border-bottom: 1px solid var(--line); }
    table.data thead th { background: var(--soft); font-weight: 650; border-bottom: 2px solid var(--line); }
    table.data td.num, table.data th.num { text-align: right; font-variant-numeric: tabular-nums; }
    table.data td.num { white-space: nowrap; }
    table.compact { width: auto; }
    th button.sort { all: unset; cursor: pointer; font-weight: 650; }
    th button.sort:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    th button.sort::after { content: "\\00a0↕"; color: #a0a6ad; font-weight: 400; }
    th[aria-sort="ascending"] button.sort::after { content: "\\00a0▲"; color: var(--ink); }
    th[aria-sort="descending"] button.sort::after { content: "\\00a0▼"; color: var(--ink); }
    tr.group th { background: #fafbfc; font-weight: 400; padding-top: 10px; border-bottom: 1px solid var(--line); }
    .stage-no { font-size: 16px; font-weight: 700; margin-right: 4px; }
    .stage-title { font-weight: 650; margin-right: 4px; }
    tr.group details.files { display: inline-block; vertical-align: top; margin-left: 10px; }
    tr.group details.files[open] { display: block; margin: 4px 0 0; }
    details > summary { cursor: pointer; }
    details.files > summary, details.more > summary { color: var(--accent); font-size: 12.5px; }
    ul.files { margin: 2px 0 0; padding-left: 18px; columns: 2; column-gap: 28px; }
    ul.files li { break-inside: avoid; }
    td.cls { min-width: 170px; }
    td.why { font-size: 12.5px; color: #3b4148; }
    td.why > div + div { margin-top: 2px; }
    .chip { display: inline-block; font-size: 11px; font-weight: 650; border: 1px solid; border-radius: 999px; padding: 0 7px; line-height: 17px; white-space: nowrap; }
    .loc, .rule, code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12px; }
    .loc, .loc a.src { color: var(--muted); }
    a.ed { font-family: inherit; font-size: 12px; padding: 0 2px; }
    .badge { display: inline-block; vertical-align: middle; font-size: 11px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; white-space: nowrap; color: #8a4b00; background: #fff1dc; border: 1px solid #e6b877; border-radius: 6px; padding: 1px 7px; margin-left: 6px; }
    .total { margin: 6px 0 8px; }
    .bar-cell { white-space: nowrap; }
    .bar { display: inline-block; vertical-align: middle; width: 120px; height: 12px; background: #eceef1; border-radius: 6px; overflow: hidden; }
    .bar span { display: block; height: 100%; background: #1565c0; border-radius: 6px; }
    .bar-value { display: inline-block; min-width: 30px; text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; margin-left: 6px; }
    td.unread { font-size: 12.5px; }
    .muted { color: var(--muted); font-weight: 400; }
    .empty { color: var(--muted); font-style: italic; }
    .cycles li, .generic li { margin-bottom: 6px; }
    .cycles .why { color: var(--muted); font-size: 12.5px; }
    ul.inline-list { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 22px; }
    details.all-findings { margin-top: 14px; }
    details.all-findings > summary h3 { display: inline; }
    table.lint tr.group th { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12.5px; }
    table.lint td.loc { white-space: nowrap; }
    .sev { font-size: 11px; font-weight: 700; border-radius: 4px; padding: 1px 6px; white-space: nowrap; }
    .sev.error { color: #fff; background: #c62828; }
    .sev.warning { color: #5d4300; background: #ffe08a; }
    .sev.mixed { color: #5d4300; background: #ffd1b0; }
    footer { margin-top: 32px; color: var(--muted); font-size: 12px; border-top: 1px solid var(--line); padding-top: 10px; }
    @media print {
      @page { size: A4 landscape; margin: 10mm; }
      body { font-size: 10px; line-height: 1.35; }
      main { max-width: none; padding: 0; }
      h1 { font-size: 18px; }
      h2 { font-size: 14px; }
      h3 { font-size: 12px; margin: 10px 0 4px; }
      section { margin-top: 12px; }
      .lede { max-width: none; margin-bottom: 6px; }
      .cards { grid-template-columns: repeat(6, 1fr); gap: 6px; }
      .card { background: #fff; padding: 4px 8px; }
      .card .big { font-size: 17px; }
      .card .detail { font-size: 9.5px; }
      .next { padding: 5px 10px; margin-top: 6px; }
      .next .next-title { font-size: 12px; margin-bottom: 2px; }
      nav.toc, .tools, a.ed { display: none !important; }
      .controls { font-size: 9.5px; margin: 2px 0; }
      /* Chromium leaves buttons out of a table header repeated on the next page: print the label. */
      th button.sort { display: none; }
      th[data-label]::before { content: attr(data-label); }
      details.sec > summary { list-style: none; margin-bottom: 4px; padding-bottom: 3px; break-after: avoid; page-break-after: avoid; }
      details.sec > summary::-webkit-details-marker { display: none; }
      details > summary { break-after: avoid; }
      .hint { font-size: 9.5px; max-width: none; margin: 2px 0 5px; }
      .legend { font-size: 9.5px; margin: 2px 0; }
      .graph-wrap { overflow: visible; border: none; padding: 0; }
      #graph { width: auto; max-width: 100%; max-height: 106mm; }
      #graph-section.own-page { break-before: page; page-break-before: always; }
      #graph-section.own-page #graph { max-height: 158mm; }
      #graph-section, .card, .next, table.data tr { break-inside: avoid; page-break-inside: avoid; }
      table.data { font-size: 9.5px; }
      table.data th, table.data td { padding: 3px 6px; }
      table.data thead { display: table-header-group; }
      tr.group th { padding-top: 5px; }
      .loc, .rule, code { font-size: 9px; }
      td.why, td.unread, details.files > summary, details.more > summary { font-size: 9.5px; }
      td.cls { min-width: 150px; }
      .chip, .sev, .badge { font-size: 8.5px; line-height: 13px; }
      .stage-no { font-size: 12px; }
      .bar { width: 80px; height: 9px; }
      #stages-section { break-before: page; page-break-before: always; }
      a { color: inherit; }
    }

    """
}
