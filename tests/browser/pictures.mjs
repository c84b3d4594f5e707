// The pictures in docs/pictures: every rule set against bots, mid-game
// and finished, on a desktop screen and on a 390 px phone, and the lobby
// in English and Czech. Run by tests/pictures.sh; BASE_URL: a running
// service, the first argument: where to write them.
import { chromium } from "playwright-core";
import { DESKTOP, PHONE, create, play, signUp, startAgainstBots } from "./player.mjs";

const BASE = process.env.BASE_URL;
const out = process.argv[2] ?? "docs/pictures";
const GAMES = [
  { ruleset: "classic", players: 2, groups: ["abbey_mayor", "inns_cathedrals", "traders_builders"], decisions: 24 },
  { ruleset: "hunters-gatherers", players: 2, decisions: 24 },
  { ruleset: "discovery", players: 3, decisions: 20 },
  { ruleset: "mists", players: 1, options: { level: 2 }, decisions: 10 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const shoot = (page, name) => page.screenshot({ path: `${out}/${name}.jpg`, type: "jpeg", quality: 80, fullPage: true });
try {
  for (const [screen, viewport] of [["desktop", DESKTOP], ["phone", PHONE]]) {
    for (const { ruleset, players, options, groups, decisions } of GAMES) {
      const page = await signUp(browser, BASE, "player", viewport);
      await create(page, ruleset, { players, options, groups });
      await startAgainstBots(page, players - 1);
      await play(page, { most: decisions });
      console.log(`${ruleset} on a ${screen}`);
      await page.waitForFunction(
        () => document.querySelector("#turn").textContent === "Your turn." || !document.querySelector("#summary").hidden,
        null,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(1500);
      await shoot(page, `${ruleset}-${screen}-playing`);
      await play(page);
      await shoot(page, `${ruleset}-${screen}-finished`);
      await page.context().close();
    }
    for (const locale of ["en-GB", "cs-CZ"]) {
      const page = await signUp(browser, BASE, "player", viewport, locale);
      await page.waitForTimeout(500);
      await shoot(page, `lobby-${screen}-${locale.slice(0, 2)}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
