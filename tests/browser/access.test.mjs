// The automated accessibility check (axe-core) over every view of the page
// (the lobby, a game being played with a move chosen and the legend open,
// a finished game's replay, a profile, the leaderboards), on a desktop and
// a phone, in English and Czech: no serious or critical violation, and
// nothing wider than the screen.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import { DESKTOP, PHONE, create, overflow, play, signUp, startAgainstBots } from "./player.mjs";

const BASE = process.env.BASE_URL;
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
let browser;

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
});
after(async () => browser?.close());

/** The serious and critical violations axe finds on the page as it is, in words, and any sideways overflow. */
async function violations(page) {
  const wider = await overflow(page);
  if (wider > 0) return [`the page is ${wider} px wider than the screen`];
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations);
  return found
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** A short game of every kind of feature: cities (one with shields), roads, a cloister, fields. */
const SHORT_ORDER = "base/B, base/D, base/E, abbey-mayor/city-full-2-shields, base/K, base/U";

for (const [viewport, locale] of [[DESKTOP, "en-GB"], [PHONE, "cs-CZ"], [DESKTOP, "cs-CZ"], [PHONE, "en-GB"]]) {
  test(`every view passes the accessibility check at ${viewport.width} px in ${locale}`, async () => {
    const page = await signUp(browser, BASE, "ada", viewport, locale);
    try {
      const found = {};
      found.lobby = await violations(page);
      // Six tiles in a custom order: the views are checked here, and the
      // whole games of every rule set are played in play.test.mjs.
      await create(page, "classic", { groups: ["abbey_mayor"], order: SHORT_ORDER });
      await startAgainstBots(page, 1);
      await page.waitForSelector("#board .cell");
      await page.locator("#board .cell").first().click();
      await page.waitForSelector("#board .ghost.tile");
      await page.click("#legend-toggle");
      found.game = await violations(page);
      await play(page, { yourTurn: await page.textContent("#turn") });
      await page.click("#replay-first");
      await page.waitForFunction(() => /\d/.test(document.querySelector("#replay-move").textContent));
      found.replay = await violations(page);
      await page.click("#nav-me");
      await page.waitForSelector("#player:not([hidden]) #records tbody td");
      found.profile = await violations(page);
      await page.click('#nav a[data-view="ladder"]');
      await page.waitForSelector("#ladder:not([hidden]) #ladder-table tbody td");
      found.ladder = await violations(page);
      assert.deepEqual(found, { lobby: [], game: [], replay: [], profile: [], ladder: [] });
    } finally {
      await page.context().close();
    }
  });
}
