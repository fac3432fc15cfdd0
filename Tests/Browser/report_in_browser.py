#!/usr/bin/env python3
"""Loads a `streamlint report --format html` page in headless Chromium and checks what a reader
would notice: the page logs no errors, loads nothing but itself, runs no script quoted from the
scanned code, filters its table as asked, and draws the totals of the JSON report of the same
scan. When the scan holds Tests/Fixtures/Report/Hostile (its file name is HOSTILE_FILE), its
row opens to the quoted markup shown as text. Saves a screenshot.

usage: report_in_browser.py REPORT.html REPORT.json SCREENSHOT.png

Uses the system chromedriver (Debian's chromium-driver), never one downloaded by Selenium.
Prints one line per failed check and exits 1 when any fails.
"""
import json
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

CHROMEDRIVER = "/usr/bin/chromedriver"
HOSTILE_FILE = 'Q&A "it\'s".swift'
FRAMEWORK_NAMES = {"combine": "Combine", "rxswift": "RxSwift", "reactiveswift": "ReactiveSwift"}

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def start_browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--disable-default-apps", "--hide-scrollbars",
                     "--force-device-scale-factor=1", "--window-size=1280,1000"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def requested_urls(driver):
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def visible_rows(driver):
    return [row for row in driver.find_elements(By.CSS_SELECTOR, "#pipelines tbody tr") if row.is_displayed()]


def main(html_path, json_path, screenshot_path):
    report = json.loads(pathlib.Path(json_path).read_text())
    summary = report["summary"]
    page_url = pathlib.Path(html_path).resolve().as_uri()
    driver = start_browser()
    try:
        driver.get(page_url)

        errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
        check(errors == [], f"console errors: {errors}")
        others = [url for url in requested_urls(driver) if url != page_url]
        check(others == [], f"requests besides the page itself: {others}")
        check(driver.execute_script("return window.streamlintInjected === undefined"),
              "a script or handler quoted from the scanned code ran")
        check(len(driver.find_elements(By.TAG_NAME, "script")) == 1, "the page has more than its own script")
        check(len(driver.find_elements(By.TAG_NAME, "img")) == 0, "an <img> element was parsed from a snippet")

        bars = driver.execute_script("""
            const read = (chart) => Array.from(document.querySelectorAll(`svg[data-chart="${chart}"] g.bar`)).map((bar) => ({
              label: bar.getAttribute("data-label"),
              drawnTotal: Number(bar.querySelector("text.total").textContent),
              counts: Array.from(bar.querySelectorAll("rect")).reduce((counts, rect) => {
                counts[rect.getAttribute("data-verdict")] = Number(rect.getAttribute("data-count"));
                return counts;
              }, {}),
            }));
            return { framework: read("framework"), module: read("module") };
        """)
        drawn = {bar["label"]: bar["drawnTotal"] for bar in bars["framework"]}
        expected = {FRAMEWORK_NAMES[name]: count for name, count in summary["byFramework"].items()}
        check(drawn == expected, f"framework chart {drawn} != JSON byFramework {expected}")
        for chart, chart_bars in bars.items():
            for bar in chart_bars:
                check(sum(bar["counts"].values()) == bar["drawnTotal"], f"{chart} bar {bar} does not add up")
            for verdict in ("keep", "rewrite", "review"):
                total = sum(bar["counts"].get(verdict, 0) for bar in chart_bars)
                check(total == summary["byVerdict"][verdict],
                      f"{chart} chart draws {total} {verdict}, JSON says {summary['byVerdict'][verdict]}")
        for name in ("rewrite", "review", "keep", "fix"):
            shown = driver.find_element(By.CSS_SELECTOR, f'.headline [data-total="{name}"] strong').text
            check(shown == str(summary["byVerdict"][name]), f"headline {name} shows {shown}")

        check(len(visible_rows(driver)) == summary["pipelines"], "not every pipeline shows before filtering")
        for verdict in ("rewrite", "keep", "review", "all"):
            driver.find_element(By.CSS_SELECTOR, f'#controls button[data-filter="{verdict}"]').click()
            expected_rows = summary["pipelines"] if verdict == "all" else summary["byVerdict"][verdict]
            shown = len(visible_rows(driver))
            check(shown == expected_rows, f"filter {verdict} shows {shown} rows, expected {expected_rows}")
            counter = driver.find_element(By.ID, "visible-count").text
            check(counter == f"{expected_rows} of {summary['pipelines']} pipelines shown", f"counter says {counter!r}")

        search = driver.find_element(By.ID, "search")
        search.send_keys("q&a \"it's\"")
        hostile_rows = visible_rows(driver)
        hostile_pipelines = [p for p in report["pipelines"] if p["file"].endswith(HOSTILE_FILE)]
        check(len(hostile_rows) == len(hostile_pipelines), f"searching the hostile file name shows {len(hostile_rows)} rows")
        if hostile_rows:
            hostile_rows[0].find_element(By.TAG_NAME, "summary").click()
            snippet = hostile_rows[0].find_element(By.CSS_SELECTOR, "pre.snippet").text
            check("</script><script>window.streamlintInjected" in snippet and "<img src=x onerror=" in snippet,
                  f"the opened row does not show the quoted markup as text: {snippet!r}")
            check(hostile_rows[0].find_element(By.CSS_SELECTOR, "pre.evidence").is_displayed(), "the evidence is hidden")
        search.clear()
        search.send_keys(" ")
        search.clear()
        driver.execute_script('document.getElementById("search").dispatchEvent(new Event("input"))')

        driver.find_element(By.CSS_SELECTOR, 'th button.sort[data-column="3"]').click()
        ranks = {"high": 1, "medium": 2, "low": 3}
        confidences = [ranks[row.find_elements(By.TAG_NAME, "td")[3].text] for row in visible_rows(driver)]
        check(confidences == sorted(confidences), f"sorting by confidence gave {confidences}")

        driver.find_element(By.CSS_SELECTOR, 'th button.sort[data-column="5"]').click()
        errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
        check(errors == [], f"console errors after interacting: {errors}")
        others = [url for url in requested_urls(driver) if url != page_url]
        check(others == [], f"requests after interacting: {others}")
        check(driver.execute_script("return window.streamlintInjected === undefined"), "an injected script ran later")

        driver.execute_script("window.scrollTo(0, 0)")
        driver.set_window_size(1280, 1500)
        driver.save_screenshot(screenshot_path)
    finally:
        driver.quit()

    for failure in failures:
        print(f"FAIL: {failure}")
    if not failures:
        print(f"ok: {summary['pipelines']} pipelines, charts match the JSON totals, screenshot {screenshot_path}")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
