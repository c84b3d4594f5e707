// The pictures in docs/pictures: every rule set against bots, mid-game
// (a tile chosen, waiting to be confirmed) and finished, on a desktop
// screen and on a 390 px phone; the lobby in English and Czech; a replay,
// a profile and the leaderboards. Run by tests/pictures.sh; BASE_URL: a
// running service, the first argument: where to write them.
import { chromium } from "playwright-core";
import { DESKTOP, PHONE, create, play, playDecisions, signUp, startAgainstBots, startRated } from "./player.mjs";

const BASE = process.env.BASE_URL;
const out = process.argv[2] ?? "docs/pictures";
const GAMES = [
  { ruleset: "classic", players: 2, groups: ["abbey_mayor", "inns_cathedrals", "traders_builders"], decisions: 24 },
  { ruleset: "hunters-gatherers", players: 2, decisions: 24 },
  { ruleset: "discovery", players: 3, decisions: 20 },
  { ruleset: "mists", players: 1, options: { level: 2 }, decisions: 10 },
];

/** Two players' rated games (won by turns), then one's profile and the leaderboards. */
async function shootPlayers(screen, viewport) {
  const ada = await signUp(browser, BASE, "ada", viewport);
  const bob = await signUp(browser, BASE, "bob", viewport);
  for (let round = 0; round < 4; round++) {
    await ada.click('#nav a[data-view="lobby"]');
    await startRated(ada, bob, BASE);
    await playDecisions([ada, bob], 2);
    const loser = round % 3 === 1 ? bob : ada;
    loser.once("dialog", (dialog) => dialog.accept());
    await loser.click("#resign");
    await (loser === ada ? bob : ada).waitForSelector("#summary:not([hidden])");
  }
  await bob.click("#nav-me");
  await bob.waitForSelector("#rating-chart polyline");
  await shoot(bob, `profile-${screen}`);
  await bob.click('#nav a[data-view="ladder"]');
  await bob.waitForSelector("#ladder-table tbody td");
  await shoot(bob, `leaderboard-${screen}`);
  await Promise.all([ada.context().close(), bob.context().close()]);
}

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
      // A tile chosen and shown where it would go, not yet confirmed.
      const cells = page.locator("#board .cell");
      if (await cells.count()) {
        await cells.nth(Math.floor((await cells.count()) / 2)).click();
        await page.waitForTimeout(600);
      }
      await shoot(page, `${ruleset}-${screen}-playing`);
      if (await page.isVisible("#undo")) await page.click("#undo");
      await play(page);
      await shoot(page, `${ruleset}-${screen}-finished`);
      if (ruleset === "classic") {
        await page.click("#replay-first");
        for (let step = 0; step < 12; step++) await page.click("#replay-next");
        await page.waitForTimeout(1000);
        await shoot(page, `replay-${screen}`);
      }
      await page.context().close();
    }
    await shootPlayers(screen, viewport);
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
