// The web page in a real browser: every rule set played to its end
// against bots by clicking, on a desktop screen and on a 390 px phone;
// two people playing each other (one on a phone) after meeting in the
// lobby; a game in Czech; the keyboard; and a page on another origin
// calling the API and following a stream. BASE_URL: a running service.
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { chromium } from "playwright-core";

const BASE = process.env.BASE_URL;
const PASSWORD = "correct horse battery";
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser;

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
});
after(async () => browser?.close());

// Each test's pages are closed after it: their streams count against the
// service's limit of streams per address.
let contexts = [];
afterEach(async (context) => {
  if (context.passed === false) {
    for (const [index, open] of contexts.entries()) {
      for (const page of open.pages()) await page.screenshot({ path: `/tmp/browser-failure-${index}.png`, fullPage: true });
    }
  }
  await Promise.all(contexts.map((open) => open.close()));
  contexts = [];
});

const unique = (name) => `${name}_${Math.random().toString(36).slice(2, 8)}`;

async function signUp(name, viewport = DESKTOP, locale = "en-GB") {
  const context = await browser.newContext({ viewport, locale, hasTouch: viewport === PHONE });
  contexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (error) => assert.fail(`page error: ${error.message}`));
  await page.goto(`${BASE}/play`);
  page.username = unique(name);
  await page.fill("#username", page.username);
  await page.fill("#password", PASSWORD);
  await page.click("#register");
  await page.waitForSelector("#lobby:not([hidden])");
  return page;
}

/** The sequence number the page last drew in full. */
const shownSeq = (page) => page.evaluate(() => Number(document.querySelector("#game").dataset.seq ?? -1));

/** How much wider than the screen the page is, in pixels. */
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Creates a game of `ruleset` from the lobby's form and opens it. */
async function create(page, ruleset, { players, options = {}, groups = [], order } = {}) {
  await page.selectOption("#ruleset", ruleset);
  for (const group of groups) await page.setChecked(`#options input[data-group=${group}]`, true);
  if (players) {
    await page.fill("#options input[name=players]", String(players));
    await page.dispatchEvent("#options input[name=players]", "change");
  }
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

/** Seats `bots` greedy bots and starts the game. */
async function startAgainstBots(page, bots) {
  for (let seat = 1; seat <= bots; seat++) {
    await page.click("#add-bot");
    await page.waitForFunction((n) => document.querySelector("#game-meta").textContent.includes(`bot ${n}`), seat + 1);
  }
  await page.click("#start");
  await page.waitForSelector("#panel:not([hidden])");
}

/**
 * Plays the page's decisions until the end summary shows: a highlighted
 * cell, else a spot on the board every other time, else a button.
 * Returns what was clicked, by kind.
 */
async function playToEnd(page, yourTurn = "Your turn.") {
  const clicked = { cells: 0, spots: 0, buttons: 0 };
  for (let decisions = 0; decisions < 1000; decisions++) {
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
      } else if ((await spots.count()) && decisions % 2 === 0) {
        // Spots of one tile may overlap: the board picks the nearest. A
        // spot of several choices (a follower or a mayor, a guard of
        // each colour) narrows the buttons to them.
        const offered = await buttons.count();
        await spots.first().click({ force: true });
        clicked.spots += 1;
        await page.waitForFunction(
          ([seq, count]) =>
            Number(document.querySelector("#game").dataset.seq) > seq || document.querySelectorAll("#choices button").length < count,
          [before, offered],
        );
        if ((await shownSeq(page)) === before) await buttons.first().click();
      } else {
        await buttons.last().click({ timeout: 10_000 });
        clicked.buttons += 1;
      }
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
  assert.fail("the game did not end within 1000 decisions");
}

/** The players' panel as rows of [name, score, figures]. */
const panelRows = (page) =>
  page.$$eval("#panel tbody tr", (rows) => rows.map((row) => [...row.cells].slice(0, 3).map((cell) => cell.textContent.trim())));

const GAMES = [
  { ruleset: "classic", players: 2, groups: ["abbey_mayor"] },
  { ruleset: "hunters-gatherers", players: 2 },
  { ruleset: "discovery", players: 2 },
  { ruleset: "mists", players: 1, options: { level: 1 } },
];

describe("every rule set, played to its end against bots by clicking", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    for (const { ruleset, players, options, groups } of GAMES) {
      test(`${ruleset} at ${viewport.width} px`, async () => {
        const page = await signUp("player", viewport);
        await create(page, ruleset, { players, options, groups });
        await startAgainstBots(page, players - 1);
        const rows = await panelRows(page);
        assert.equal(rows.length, players, "one row per player");
        assert.equal(rows[0][0], "you", "the player is named");
        if (players > 1) assert.equal(rows[1][0], "greedy bot 2", "the bot is named by level and seat");
        assert.match(await page.textContent("#counts"), /^\d+ tiles left/);
        if (ruleset === "mists") assert.match(await page.textContent("#counts"), /Team score 0 of 50 · \d+ ghosts in the bank/);
        assert.ok((await overflow(page)) <= 0, `the page is ${await overflow(page)} px wider than the screen`);

        const clicked = await playToEnd(page);
        assert.ok(clicked.cells > 0 && clicked.buttons > 0, `cells and buttons were clicked: ${JSON.stringify(clicked)}`);
        const summary = await page.textContent("#summary-line");
        if (ruleset === "mists") {
          assert.match(summary, /^(Victory! The team reached 50 points\.|Defeat\. .+\.)$/, summary);
        } else {
          assert.match(summary, /^(You won|greedy bot 2 won|you and greedy bot 2 share the win)$/, summary);
        }
        const standings = await page.$$eval("#standings tbody tr", (rows) => rows.map((row) => row.textContent));
        assert.equal(standings.length, players, "the summary ranks every player");
        const final = await panelRows(page);
        for (const [, score] of final) assert.match(score, /^\d+$/, "scores are numbers");
        assert.match(await page.textContent("#counts"), /^0 tiles left|^\d+ tiles left/);
        assert.ok(await page.isHidden("#resign"), "nobody resigns a finished game");
        assert.ok((await page.locator("#log li").count()) > 0, "the moves are listed");
        assert.ok((await overflow(page)) <= 0, "nothing overflows at the end either");
      });
    }
  }
});

test("two people meet in the lobby and play each other, one on a phone", async () => {
  const ada = await signUp("ada");
  const game = await create(ada, "classic", { order: "base/U, base/V, base/U, base/V" });
  assert.match(await ada.textContent("#game-meta"), new RegExp(`Others join with the game id ${game}`));

  // Bob finds the game among the open ones.
  const bob = await signUp("bob", PHONE);
  const listed = bob.locator("#open-games li", { hasText: ada.username });
  await listed.getByRole("button", { name: "Join" }).click();
  await bob.waitForSelector("#game:not([hidden])");
  await ada.waitForFunction((name) => document.querySelector("#game-meta").textContent.includes(name), bob.username);
  await ada.click("#start");
  await ada.waitForFunction(() => document.querySelector("#turn").textContent === "Your turn.");
  await bob.waitForFunction((name) => document.querySelector("#turn").textContent.startsWith(`${name} is to move.`), ada.username);
  assert.deepEqual((await panelRows(bob)).map((row) => row[0]), [ada.username, "you"], "names in the panel");
  assert.ok(await bob.isVisible("#resign"), "a player of a running game may resign");
  await ada.click("#hint");
  await ada.waitForFunction(() => document.querySelector("#hint-text").textContent.startsWith("Hint: Place the tile"));
  assert.ok((await overflow(bob)) <= 0, "the phone's page does not overflow");

  // The turn in words: a tile by the keyboard, the figure by its spot.
  await ada.focus("#board .cell");
  await ada.keyboard.press("Enter");
  await ada.waitForSelector("#board .spot");
  const offered = await ada.locator("#choices button").allTextContents();
  assert.ok(offered.some((text) => /^Place a follower on the (road|field)/.test(text)), `named spots: ${offered}`);
  assert.ok(offered.includes("Place no figure"), `a figure may be left out: ${offered}`);
  const before = await shownSeq(ada);
  await ada.locator("#board .spot").first().click({ force: true });
  await ada.waitForFunction((seq) => Number(document.querySelector("#game").dataset.seq) > seq, before);
  assert.ok((await ada.locator('#board svg circle[r="9"]').count()) > 0, "the figure placed by its spot is drawn");
  await bob.waitForFunction(() => document.querySelector("#log").textContent.includes("placed a follower"));

  await Promise.all([playToEnd(ada), playToEnd(bob)]);
  for (const page of [ada, bob]) {
    assert.match(await page.textContent("#summary-line"), /won|share the win/);
    assert.equal(await page.locator("#board rect.last-move").count(), 1, "the tile placed last is outlined");
    assert.ok(await page.isVisible("#rematch"), "a finished game offers a rematch");
  }
  await ada.click("#back");
  await ada.waitForFunction(() => document.querySelector("#my-games").textContent.includes("finished"));
});

test("a challenge from the lobby is accepted and opens the game", async () => {
  const ada = await signUp("ada");
  const bob = await signUp("bob");
  await ada.selectOption("#ruleset", "classic");
  await ada.fill("#challenge-names", bob.username);
  await ada.click("#challenge");
  await ada.waitForFunction((name) => document.querySelector("#challenges").textContent.includes(`You challenged ${name}`), bob.username);
  // Bob's lobby hears of it on the account stream.
  const incoming = bob.locator("#challenges li", { hasText: `${ada.username} challenges you` });
  await incoming.getByRole("button", { name: "Accept" }).click();
  await bob.waitForSelector("#game:not([hidden])");
  await bob.waitForSelector("#panel:not([hidden])");
  assert.equal((await panelRows(bob)).length, 2, "the challenge's game has started with both");
});

test("quick games pair two players who seek the same game", async () => {
  const ada = await signUp("ada");
  const bob = await signUp("bob");
  for (const page of [ada, bob]) await page.selectOption("#ruleset", "hunters-gatherers");
  await ada.click("#seek");
  await ada.waitForFunction(() => document.querySelector("#seeks").textContent.includes("Looking for players"));
  await bob.click("#seek");
  // Both land in the game: Bob at once, Ada by the account stream's notice.
  for (const page of [ada, bob]) await page.waitForSelector("#panel:not([hidden])");
  assert.equal(await ada.textContent("#game-id"), await bob.textContent("#game-id"));
});

test("the page speaks Czech to a Czech browser, and switches", async () => {
  const page = await signUp("jana", DESKTOP, "cs-CZ");
  assert.equal(await page.textContent("#lobby h2 [data-t='lobby.mine']"), "Vaše hry");
  await create(page, "classic", { order: "base/U, base/V, base/U" });
  await startAgainstBots(page, 1);
  assert.deepEqual((await panelRows(page)).map((row) => row[0]), ["vy", "hladový robot 2"]);
  assert.match(await page.textContent("#counts"), /^Zbývají 2 kartičky$/);
  await playToEnd(page, "Jste na tahu.");
  assert.equal(await page.textContent("#summary h3"), "Konec hry");
  assert.match(await page.textContent("#summary-line"), /^(Vyhráli jste|Vyhrává hladový robot 2|O vítězství se dělí vy a hladový robot 2)$/);
  await page.selectOption("#language", "en");
  await page.waitForFunction(() => document.querySelector("#summary h3").textContent === "Game over");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
});

test("resigning a game against a bot ends it with the bot as the winner", async () => {
  const ada = await signUp("ada");
  await create(ada, "classic");
  await startAgainstBots(ada, 1);
  ada.once("dialog", (dialog) => dialog.accept());
  await ada.click("#resign");
  await ada.waitForSelector("#summary:not([hidden])");
  assert.equal(await ada.textContent("#summary-line"), "greedy bot 2 won");
});

test("a page on another origin calls the API and follows a stream", async () => {
  const credentials = { username: unique("eve"), password: PASSWORD };
  const json = { "Content-Type": "application/json" };
  await fetch(`${BASE}/v1/accounts`, { method: "POST", headers: json, body: JSON.stringify(credentials) });
  const { access_token: token } = await (await fetch(`${BASE}/v1/auth/login`, { method: "POST", headers: json, body: JSON.stringify(credentials) })).json();
  const auth = { ...json, Authorization: `Bearer ${token}` };
  const body = { ruleset: "classic", options: { players: 2 }, single_seat: true, tile_order: ["base/U"] };
  const { id } = await (await fetch(`${BASE}/v1/games`, { method: "POST", headers: auth, body: JSON.stringify(body) })).json();
  await fetch(`${BASE}/v1/games/${id}/start`, { method: "POST", headers: auth });

  // Another origin on the same machine: the service under another host name
  // (a page on a public origin may not call loopback addresses at all).
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const other = BASE.replace("127.0.0.1", "localhost");
  assert.notEqual(other, BASE);
  await page.goto(`${other}/healthz`);
  const seq = await page.evaluate(
    async ({ base, token, id }) => {
      // A POST with Authorization and a JSON body: the browser sends a preflight first.
      const response = await fetch(`${base}/v1/games/${id}/stream-ticket`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: "{}",
      });
      const ticket = await response.json();
      return new Promise((resolve, reject) => {
        const stream = new EventSource(base + ticket.url);
        stream.addEventListener("game_created", (event) => {
          stream.close();
          resolve(JSON.parse(event.data).seq);
        });
        stream.onerror = () => reject(new Error("the stream failed"));
      });
    },
    { base: BASE, token, id },
  );
  assert.equal(seq, 1);
});
