// A person at the web page, for the browser tests and the pictures in
// docs/pictures: signing up, creating a game from the lobby's form,
// seating bots, and playing by clicking what the page offers.
import assert from "node:assert/strict";

export const PASSWORD = "correct horse battery";
export const DESKTOP = { width: 1400, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const unique = (name) => `${name}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * A new account signed up on the page at `base` in a new context of
 * `browser`; its lobby is shown. The page's Content-Security-Policy is
 * bypassed unless `csp` (Playwright's waits evaluate strings, which the
 * policy forbids).
 */
export async function signUp(browser, base, name, viewport = DESKTOP, locale = "en-GB", { csp = false } = {}) {
  const context = await browser.newContext({ viewport, locale, hasTouch: viewport === PHONE, bypassCSP: !csp });
  const page = await context.newPage();
  page.on("pageerror", (error) => assert.fail(`page error: ${error.message}`));
  // What the page writes to the console as errors (a refused resource, a
  // broken policy); the browser's own line for each HTTP error answer is
  // left out, since the page reads those answers.
  page.consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) page.consoleErrors.push(message.text());
  });
  await page.goto(`${base}/play`);
  page.username = unique(name);
  await page.fill("#username", page.username);
  await page.fill("#password", PASSWORD);
  await page.click("#register");
  await page.waitForSelector("#lobby:not([hidden])");
  return page;
}

/** The sequence number the page last drew in full. */
export const shownSeq = (page) => page.evaluate(() => Number(document.querySelector("#game").dataset.seq ?? -1));

/** How much wider than the screen the page is, in pixels. */
export const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Creates a game of `ruleset` from the lobby's form and opens it. */
export async function create(page, ruleset, { players, options = {}, groups = [], order } = {}) {
  await page.selectOption("#ruleset", ruleset);
  // The number of players redraws the options (Mists' colours per seat): first.
  if (players) {
    await page.fill("#options input[name=players]", String(players));
    await page.dispatchEvent("#options input[name=players]", "change");
  }
  for (const group of groups) await page.setChecked(`#options input[data-group=${group}]`, true);
  for (const [name, value] of Object.entries(options)) {
    const input = page.locator(`#options input[name=${name}]`);
    if (typeof value === "boolean") await input.setChecked(value);
    else await input.fill(String(value));
  }
  await page.selectOption("#seat-order", "join_order");
  if (order) {
    await page.click("#create details summary");
    await page.fill("#tile-order", order);
  }
  await page.click("#create button[type=submit]");
  await page.waitForSelector("#game:not([hidden])");
  return page.textContent("#game-id");
}

/** `ada` creates a rated base game, `bob` joins it from its address on `base`, `ada` starts it; returns its id. */
export async function startRated(ada, bob, base) {
  await ada.check("#rated");
  const game = await create(ada, "classic");
  await bob.goto(`${base}/play?game=${game}`);
  await bob.click("#join");
  await ada.waitForFunction((name) => document.querySelector("#game-meta").textContent.includes(name), bob.username);
  await ada.click("#start");
  return game;
}

/** Seats `bots` greedy bots and starts the game. */
export async function startAgainstBots(page, bots) {
  for (let seat = 1; seat <= bots; seat++) {
    await page.click("#add-bot");
    await page.waitForFunction((n) => document.querySelector("#game-meta").textContent.includes(`bot ${n}`), seat + 1);
  }
  await page.click("#start");
  await page.waitForSelector("#panel:not([hidden])");
}

/**
 * Plays the page's decisions until the end summary shows (or `most`
 * decisions are taken): a highlighted cell, else a spot on the board
 * every other time, else a button, each confirmed when the page shows it
 * first (the first cell's choice undone and made again). Returns what
 * was clicked, by kind, and how many tiles shown
 * before placing showed where figures could go (`previewed`) and how
 * many the confirm bar covered (`covered`).
 */
export async function play(page, { yourTurn = "Your turn.", most = 1000 } = {}) {
  const clicked = { cells: 0, spots: 0, buttons: 0, undone: 0, previewed: 0, covered: 0 };
  for (let decisions = 0; decisions < most; decisions++) {
    try {
      await page.waitForFunction(
        (text) => !document.querySelector("#summary").hidden || document.querySelector("#turn").textContent === text,
        yourTurn,
        { timeout: 60_000 },
      );
      if (await page.isVisible("#summary")) return clicked;
      const before = await shownSeq(page);
      await page.waitForSelector("#board .cell, #board .spot, #choices button", { timeout: 10_000 });
      const [cells, spots, buttons] = ["#board .cell", "#board .spot", "#choices button"].map((s) => page.locator(s));
      if (await cells.count()) {
        await cells.first().click();
        clicked.cells += 1;
        // A tile shown before it is placed shows where figures could go on it.
        let ghost = await page.waitForSelector("#board .ghost.tile, #board .ghost.chosen");
        if (!clicked.undone) {
          // The first choice is taken back, then made again.
          await page.click("#undo");
          await page.waitForSelector("#board .ghost", { state: "detached" });
          clicked.undone += 1;
          await cells.first().click();
          ghost = await page.waitForSelector("#board .ghost.tile, #board .ghost.chosen");
        }
        if ((await ghost.evaluate((shown) => shown.querySelectorAll(".may").length)) > 0) clicked.previewed += 1;
        const under = await ghost.evaluate((shown) => {
          const [box, bar] = [shown, document.querySelector("#confirm-bar")].map((node) => node.getBoundingClientRect());
          return box.bottom > bar.top + 1 && box.top < bar.bottom;
        });
        if (under) clicked.covered += 1;
      } else if ((await spots.count()) && decisions % 2 === 0) {
        // Spots of one tile may overlap: the board picks the nearest. A
        // spot of several choices (a follower or a mayor, a guard of
        // each colour) narrows the buttons to them.
        const offered = await buttons.count();
        // A forced click lands on whatever covers the spot's centre (on a
        // phone the sticky turn bar may lie over the board's top rows):
        // the spot is brought to the middle of the screen first.
        await spots.first().evaluate((spot) => spot.scrollIntoView({ block: "center", inline: "center" }));
        await spots.first().click({ force: true });
        clicked.spots += 1;
        await page.waitForFunction(
          (count) => !document.querySelector("#confirm-bar").hidden || document.querySelectorAll("#choices button").length < count,
          offered,
        );
        if (await page.isHidden("#confirm-bar")) await buttons.first().click();
      } else {
        await buttons.last().click({ timeout: 10_000 });
        clicked.buttons += 1;
      }
      // What goes on the board waits, as a ghost, to be confirmed.
      if (await page.isVisible("#confirm-bar")) await page.click("#confirm");
      await page.waitForFunction((seq) => Number(document.querySelector("#game").dataset.seq) > seq, before, { timeout: 30_000 });
    } catch (error) {
      const shown = await page.evaluate(() =>
        ["#turn", "#message", "#choices", "#counts"]
          .map((s) => `${s}: ${document.querySelector(s).textContent}`)
          .concat(`cells: ${document.querySelectorAll("#board .cell").length}, tile tools hidden: ${document.querySelector("#tile-tools").hidden}`)
          .join("; "),
      );
      throw new Error(`decision ${decisions} (${JSON.stringify(clicked)}): ${error.message.split("\n")[0]}; the page shows ${shown}`);
    }
  }
  return clicked;
}

/**
 * Plays a decision on whichever of `pages` is to move until each has made
 * `each` (a turn may be one decision: its figure step is skipped for the
 * player when no figure can go anywhere).
 */
export async function playDecisions(pages, each) {
  const made = pages.map(() => 0);
  while (Math.min(...made) < each) {
    const toMove = await Promise.any(
      pages.map((page, index) =>
        page
          .waitForFunction(() => document.querySelector("#turn").textContent === "Your turn.", null, { timeout: 60_000 })
          .then(() => index),
      ),
    );
    await play(pages[toMove], { most: 1 });
    made[toMove] += 1;
  }
}

/** The players' panel as rows of [name, score, figures]. */
export const panelRows = (page) =>
  page.$$eval("#panel tbody tr", (rows) => rows.map((row) => [...row.cells].slice(0, 3).map((cell) => cell.textContent.trim())));

