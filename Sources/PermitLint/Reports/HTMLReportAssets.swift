import PermitLocalization

/// The style and the script the HTML report carries inline, so that the page loads nothing.
enum HTMLReportAssets {
    /// The page's style: light and dark, one column that narrows to a phone's width.
    static let stylesheet = #"""

        :root {
          color-scheme: light dark;
          --bg: #f4f5f7; --card: #ffffff; --text: #1c2230; --muted: #5e6778; --line: #e3e6eb; --soft: #f0f2f5;
          --error: #c62828; --error-bg: #fdecea; --warning: #9a5b00; --warning-bg: #fff2dc;
          --note: #1f5fae; --note-bg: #e7effb;
          --translated: #2f8a46; --unchanged: #e9a23b; --missing: #d64545; --track: #e6e9ee;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #13161b; --card: #1b1f26; --text: #e6e9ef; --muted: #9aa3b2; --line: #2b313b; --soft: #242a33;
            --error: #ff7070; --error-bg: #3b1e21; --warning: #f2b45a; --warning-bg: #3a2c15;
            --note: #7eabff; --note-bg: #1b2a44;
            --translated: #3fa75b; --unchanged: #d89a34; --missing: #e05c5c; --track: #2b313b;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0; background: var(--bg); color: var(--text);
          font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        [hidden] { display: none !important; }
        .masthead, main, footer { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
        .masthead { padding-top: 28px; }
        h1 { margin: 0; font-size: 26px; letter-spacing: -0.01em; }
        h2 { margin: 0 0 12px; font-size: 17px; }
        .lede { margin: 2px 0 16px; color: var(--muted); }
        .totals { display: flex; flex-wrap: wrap; gap: 10px; margin: 0; padding: 0; list-style: none; }
        .total {
          min-width: 120px; padding: 8px 14px; border: 1px solid var(--line); border-left: 4px solid;
          border-radius: 10px; background: var(--card); color: var(--muted);
        }
        .total strong { margin-right: 4px; color: var(--text); font-size: 22px; font-variant-numeric: tabular-nums; }
        .total.error { border-left-color: var(--error); }
        .total.warning { border-left-color: var(--warning); }
        .total.note { border-left-color: var(--note); }
        .card {
          margin: 16px 0; padding: 18px 20px; border: 1px solid var(--line); border-radius: 12px;
          background: var(--card); box-shadow: 0 1px 2px rgba(16, 24, 40, 0.05);
        }
        .legend { margin: -6px 0 8px; color: var(--muted); font-size: 13px; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin: 0 5px 0 0; border-radius: 3px; }
        .swatch ~ .swatch { margin-left: 12px; }
        .translated { background: var(--translated); }
        .unchanged { background: var(--unchanged); }
        .missing { background: var(--missing); }
        .coverage { margin: 0; padding: 0; list-style: none; }
        .language {
          display: grid; grid-template-columns: minmax(5rem, 9rem) 1fr 4.5rem;
          grid-template-areas: "name bar percent" ". figures figures";
          align-items: center; column-gap: 14px; padding: 8px 0; border-top: 1px solid var(--line);
        }
        .language:first-child { border-top: 0; }
        .language-name { grid-area: name; font-weight: 600; overflow-wrap: anywhere; }
        .bar {
          grid-area: bar; display: flex; height: 12px; overflow: hidden; border-radius: 6px; background: var(--track);
        }
        .bar-none { grid-area: bar; color: var(--muted); font-size: 13px; }
        .percent { grid-area: percent; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
        .figures { grid-area: figures; color: var(--muted); font-size: 13px; }
        .filters {
          position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px;
          padding: 12px 20px;
        }
        .field { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
        .field-label { margin-right: 2px; color: var(--muted); font-size: 13px; }
        select {
          padding: 5px 8px; border: 1px solid var(--line); border-radius: 8px; background: var(--card); color: inherit;
          font: inherit;
        }
        .chip {
          display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; border: 1px solid var(--line);
          border-radius: 999px; font-size: 13px; cursor: pointer; user-select: none;
        }
        .chip input { margin: 0; }
        .chip-count { color: var(--muted); font-variant-numeric: tabular-nums; }
        .status { margin: 0 0 0 auto; color: var(--muted); font-size: 13px; }
        .view { margin: 28px 0; }
        .group {
          margin: 10px 0; overflow: hidden; border: 1px solid var(--line); border-radius: 12px; background: var(--card);
        }
        .group > summary {
          display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; padding: 12px 16px; cursor: pointer;
          list-style: none;
        }
        .group > summary::-webkit-details-marker { display: none; }
        .group > summary::before { content: "\25B8"; color: var(--muted); transition: transform 0.15s; }
        .group[open] > summary::before { transform: rotate(90deg); }
        .group-title { font-weight: 600; }
        .group-count {
          padding: 0 8px; border-radius: 999px; background: var(--soft); color: var(--muted); font-size: 12px;
          font-weight: 600;
        }
        .group-detail { flex-basis: 100%; padding-left: 20px; color: var(--muted); font-size: 13px; }
        .findings { margin: 0; padding: 0; border-top: 1px solid var(--line); list-style: none; }
        .finding {
          padding: 12px 16px 12px 18px; border-top: 1px solid var(--line); border-left: 3px solid transparent;
        }
        .finding:first-child { border-top: 0; }
        .finding[data-severity="error"] { border-left-color: var(--error); }
        .finding[data-severity="warning"] { border-left-color: var(--warning); }
        .finding[data-severity="note"] { border-left-color: var(--note); }
        .finding-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
        .badge {
          display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 700;
          letter-spacing: 0.04em; text-transform: uppercase;
        }
        .badge.error { background: var(--error-bg); color: var(--error); }
        .badge.warning { background: var(--warning-bg); color: var(--warning); }
        .badge.note { background: var(--note-bg); color: var(--note); }
        code {
          font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
          overflow-wrap: anywhere;
        }
        .rule { margin-left: auto; color: var(--muted); }
        [data-view="rule"] .rule { display: none; }
        .message { margin: 6px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .excerpt {
          margin: 8px 0 0; padding: 6px 10px; border-radius: 6px; background: var(--soft); overflow-x: auto;
          font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
        }
        .excerpt mark { background: #f5c542; color: #1b1f24; border-radius: 2px; }
        .related {
          display: grid; gap: 4px; margin: 8px 0 0; padding: 8px 12px; border-radius: 8px; background: var(--soft);
          list-style: none;
        }
        .related li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; font-size: 14px; }
        .related .message { margin: 0; }
        .empty { margin: 0; color: var(--muted); }
        footer { padding-bottom: 32px; color: var(--muted); font-size: 13px; }
        @media (max-width: 600px) {
          body { font-size: 14px; }
          .masthead, main, footer { padding-left: 12px; padding-right: 12px; }
          .card { padding: 14px; }
          .total { min-width: 0; flex: 1; }
          .language {
            grid-template-columns: 1fr auto; grid-template-areas: "name percent" "bar bar" "figures figures";
            row-gap: 4px;
          }
          .filters { position: static; }
          .status { flex-basis: 100%; margin-left: 0; }
          .rule { margin-left: 0; }
        }

        """#

    /// The page's script: shows the filters, hides the findings (and the groups left empty) that the language and
    /// severity chosen exclude, shows one grouping, counts what is shown, and keeps the choice in the fragment.
    static let script = #"""

        (function () {
          "use strict";
          var filters = document.getElementById("filters");
          if (!filters) {
            document.body.setAttribute("data-script", "ready");
            return;
          }
          var language = document.getElementById("filter-language");
          var status = document.getElementById("filter-status");
          var severities = Array.prototype.slice.call(filters.querySelectorAll("input[name=severity]"));
          var groupings = Array.prototype.slice.call(filters.querySelectorAll("input[name=group]"));
          var views = Array.prototype.slice.call(document.querySelectorAll("[data-view]"));

          function languageMatches(finding, choice) {
            if (choice === "all") return true;
            if (choice === "none") return !finding.hasAttribute("data-language");
            return finding.getAttribute("data-language") === choice.slice("lang:".length);
          }

          function grouping() {
            var chosen = groupings.filter(function (radio) { return radio.checked; })[0];
            return chosen ? chosen.value : "rule";
          }

          function readFragment() {
            location.hash.slice(1).split("&").forEach(function (pair) {
              var at = pair.indexOf("=");
              if (at < 0) return;
              var key = pair.slice(0, at), value;
              try { value = decodeURIComponent(pair.slice(at + 1)); } catch (error) { return; }
              if (key === "language") {
                Array.prototype.forEach.call(language.options, function (option) {
                  if (option.value === value) language.value = value;
                });
              } else if (key === "severity") {
                var chosen = value.split(",");
                severities.forEach(function (box) { box.checked = chosen.indexOf(box.value) >= 0; });
              } else if (key === "group" && groupings.some(function (radio) { return radio.value === value; })) {
                groupings.forEach(function (radio) { radio.checked = radio.value === value; });
              }
            });
          }

          function writeFragment() {
            var parts = [];
            if (language.value !== "all") parts.push("language=" + encodeURIComponent(language.value));
            var unchecked = severities.filter(function (box) { return !box.checked; });
            if (unchecked.length > 0) {
              var checked = severities.filter(function (box) { return box.checked; });
              parts.push("severity=" + checked.map(function (box) { return box.value; }).join(","));
            }
            if (grouping() !== "rule") parts.push("group=" + grouping());
            var address = parts.length > 0 ? "#" + parts.join("&") : location.pathname + location.search;
            try {
              history.replaceState(null, "", address);
            } catch (error) {
              // An address the browser will not rewrite: the filters still apply.
            }
          }

          function apply() {
            var choice = language.value, active = grouping(), wanted = {}, shown = 0, total = 0;
            severities.forEach(function (box) { wanted[box.value] = box.checked; });
            views.forEach(function (view) {
              var isActive = view.getAttribute("data-view") === active;
              view.hidden = !isActive;
              Array.prototype.forEach.call(view.querySelectorAll(".group"), function (group) {
                var visible = 0;
                Array.prototype.forEach.call(group.querySelectorAll(".finding"), function (finding) {
                  var show = wanted[finding.getAttribute("data-severity")] === true && languageMatches(finding, choice);
                  finding.hidden = !show;
                  if (show) visible += 1;
                  if (isActive) {
                    total += 1;
                    if (show) shown += 1;
                  }
                });
                group.hidden = visible === 0;
              });
            });
            status.textContent = "Showing " + shown + " of " + total + (total === 1 ? " finding" : " findings");
          }

          filters.addEventListener("change", function () {
            apply();
            writeFragment();
          });
          window.addEventListener("hashchange", function () {
            readFragment();
            apply();
          });
          readFragment();
          apply();
          filters.hidden = false;
          document.body.setAttribute("data-script", "ready");
        })();

        """#
}
