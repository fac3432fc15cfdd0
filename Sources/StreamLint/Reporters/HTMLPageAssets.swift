/// The page's only style sheet and script, inline so the file is whole on its own. The script
/// adds sorting and filtering to the pipelines table; the page reads the same without it (the
/// controls stay hidden and every row shows).
enum HTMLPageAssets {
    static let style = """
        :root { color-scheme: light; --keep: #3d8a5b; --rewrite: #d9822b; --review: #8a6fc2; --fix: #c23b3b; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; margin: 0 auto; max-width: 1100px; padding: 1.5rem; color: #1d1d1f; }
        h1 { margin-bottom: .2rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: .2rem; }
        .meta { color: #666; margin-top: 0; }
        .headline { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: .6rem; margin: 1rem 0; }
        .headline div { border: 1px solid #ddd; border-radius: 8px; padding: .5rem .7rem; }
        .headline strong { display: block; font-size: 1.6rem; }
        .headline .rewrite strong { color: var(--rewrite); } .headline .review strong { color: var(--review); }
        .headline .keep strong { color: var(--keep); } .headline .fix strong { color: var(--fix); }
        table { border-collapse: collapse; width: 100%; margin: .6rem 0; font-size: 14px; }
        th, td { border-bottom: 1px solid #e5e5e5; padding: .3rem .45rem; text-align: left; vertical-align: top; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        code, pre { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        pre { background: #f6f6f6; border: 1px solid #e5e5e5; border-radius: 6px; padding: .5rem; overflow-x: auto; white-space: pre; max-width: 100%; }
        .badge { display: inline-block; border-radius: 4px; padding: 0 .4rem; color: #fff; font-size: 12.5px; }
        .badge.keep { background: var(--keep); } .badge.rewrite { background: var(--rewrite); }
        .badge.review { background: var(--review); } .badge.fix, .badge.error { background: var(--fix); }
        .badge.warning { background: #b58900; } .badge.note { background: #777; }
        .chart text { font: 12px sans-serif; fill: #333; }
        .legend span { margin-right: 1rem; }
        #controls { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .5rem 0; }
        #controls[hidden] { display: none; }
        #controls button[aria-pressed="true"] { background: #1d1d1f; color: #fff; }
        th button.sort { border: 0; background: none; font: inherit; font-weight: bold; cursor: pointer; padding: 0; }
        th button.sort::after { content: " ⇅"; color: #999; }
        tr[hidden] { display: none; }
        details summary { cursor: pointer; }
        .steps li { margin-bottom: .6rem; }
        ul.places { margin: 0; padding-left: 1rem; font-size: 12.5px; }
        @media print {
          body { max-width: none; padding: 0; font-size: 11pt; }
          #controls, th button.sort::after { display: none; }
          details:not([open]) > :not(summary) { display: none; }
          tr, .chart, pre { break-inside: avoid; }
          a { color: inherit; text-decoration: none; }
        }
        """

    static let script = """
        (function () {
          var table = document.getElementById("pipelines");
          var controls = document.getElementById("controls");
          if (!table || !controls) { return; }
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          var search = document.getElementById("search");
          var count = document.getElementById("visible-count");
          var verdict = "all";
          function apply() {
            var query = search.value.trim().toLowerCase();
            var visible = 0;
            rows.forEach(function (row) {
              var show = (verdict === "all" || row.getAttribute("data-verdict") === verdict)
                && (query === "" || row.getAttribute("data-search").indexOf(query) !== -1);
              row.hidden = !show;
              if (show) { visible += 1; }
            });
            count.textContent = visible + " of " + rows.length + " pipelines shown";
          }
          var filters = controls.querySelectorAll("button[data-filter]");
          Array.prototype.forEach.call(filters, function (button) {
            button.addEventListener("click", function () {
              verdict = button.getAttribute("data-filter");
              Array.prototype.forEach.call(filters, function (other) {
                other.setAttribute("aria-pressed", other === button ? "true" : "false");
              });
              apply();
            });
          });
          search.addEventListener("input", apply);
          var sorted = { column: -1, ascending: true };
          Array.prototype.forEach.call(table.tHead.querySelectorAll("button.sort"), function (button) {
            button.addEventListener("click", function () {
              var column = Number(button.getAttribute("data-column"));
              sorted.ascending = sorted.column === column ? !sorted.ascending : true;
              sorted.column = column;
              rows.sort(function (a, b) {
                var left = a.cells[column].getAttribute("data-sort");
                var right = b.cells[column].getAttribute("data-sort");
                var order = left < right ? -1 : left > right ? 1 : 0;
                return sorted.ascending ? order : -order;
              });
              rows.forEach(function (row) { body.appendChild(row); });
            });
          });
          controls.hidden = false;
          apply();
        })();
        """
}
