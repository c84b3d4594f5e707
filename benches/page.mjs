// The web page's figures for docs/PERFORMANCE.md ("The web page"), from
// one service at BASE_URL: the page's weight (its HTML, JavaScript and
// CSS, as sent and gzipped), the time from opening /play signed in to the
// lobby drawn, and from a click that sends a move to the board redrawn,
// over a game of Carcassonne against a greedy bot. Run by benches/page.sh;
// the first argument names the build measured.
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { DESKTOP, create, signUp, startAgainstBots } from "../tests/browser/player.mjs";

const { chromium } = createRequire(new URL("../tests/browser/package.json", import.meta.url))("playwright-core");
const BASE = process.env.BASE_URL;
const LOADS = 15;
const CLICKS = 40;

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const ms = (value) => `${value.toFixed(0)} ms`;

/** The page's files, from /play through its stylesheets, scripts and their imports. */
async function pageFiles() {
  const seen = new Map();
  const visit = async (path) => {
    if (seen.has(path)) return;
    const text = await (await fetch(`${BASE}${path}`)).text();
    seen.set(path, text);
    const links = [...text.matchAll(/(?:href|src)="(\/play\/[^"]+\.(?:js|css))"|from "(\/play\/[^"]+)"/g)].map((m) => m[1] ?? m[2]);
    for (const link of links) await visit(link);
  };
  await visit("/play");
  return seen;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const files = await pageFiles();
  const size = (filter) => {
    const texts = [...files].filter(([path]) => filter(path)).map(([, text]) => text);
    return [texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0), texts.reduce((sum, text) => sum + gzipSync(text).length, 0), texts.length];
  };
  const [js, jsGz, jsFiles] = size((path) => path.endsWith(".js"));
  const [css, cssGz] = size((path) => path.endsWith(".css"));
  const [html, htmlGz] = size((path) => path === "/play");

  const page = await signUp(browser, BASE, "bench", DESKTOP);
  const loads = [];
  for (let load = 0; load < LOADS; load++) {
    await page.goto(`${BASE}/play`);
    await page.waitForSelector("#lobby:not([hidden]) #my-games li", { timeout: 30_000 });
    loads.push(await page.evaluate(() => performance.now()));
  }

  await create(page, "classic");
  await startAgainstBots(page, 1);
  // Each click that sends a move, to the first redraw after it (the game's sequence number changes).
  await page.evaluate(() => {
    window.redraws = [];
    document.addEventListener("click", () => (window.clickedAt = performance.now()), true);
    new MutationObserver(() => {
      if (window.clickedAt === null) return;
      window.redraws.push(performance.now() - window.clickedAt);
      window.clickedAt = null;
    }).observe(document.querySelector("#game"), { attributes: true, attributeFilter: ["data-seq"] });
  });
  while ((await page.evaluate(() => window.redraws.length)) < CLICKS && (await page.isHidden("#summary"))) {
    await page.waitForFunction(() => document.querySelector("#turn").textContent === "Your turn." || !document.querySelector("#summary").hidden);
    if (await page.isVisible("#summary")) break;
    await page.waitForSelector("#board .cell, #choices button");
    const before = await page.evaluate(() => Number(document.querySelector("#game").dataset.seq));
    const cells = page.locator("#board .cell");
    if (await cells.count()) {
      await cells.first().click();
      // The page shows the tile there first; the move is sent by Confirm.
      if (await page.isVisible("#confirm-bar")) await page.click("#confirm");
    } else {
      await page.locator("#choices button").last().click();
      if (await page.isVisible("#confirm-bar")) await page.click("#confirm");
    }
    await page.waitForFunction((seq) => Number(document.querySelector("#game").dataset.seq) > seq, before);
  }
  const redraws = await page.evaluate(() => window.redraws);
  console.log(
    [
      `| ${process.argv[2] ?? "this build"}`,
      `${jsFiles} files, ${(js / 1024).toFixed(1)} KiB (${(jsGz / 1024).toFixed(1)} gzipped)`,
      `${(css / 1024).toFixed(1)} KiB (${(cssGz / 1024).toFixed(1)})`,
      `${(html / 1024).toFixed(1)} KiB (${(htmlGz / 1024).toFixed(1)})`,
      `${ms(percentile(loads, 0.5))} / ${ms(percentile(loads, 0.95))}`,
      `${ms(percentile(redraws, 0.5))} / ${ms(percentile(redraws, 0.95))} (${redraws.length} clicks) |`,
    ].join(" | "),
  );
} finally {
  await browser.close();
}
