// The web page in a real browser: two players sign up in two browser
// contexts and play a short custom game to its end by clicking cells and
// figure spots on the board; a page on another origin calls the API (CORS
// preflight) and follows a game's stream with EventSource and a stream
// ticket. BASE_URL: a running service.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";

const BASE = process.env.BASE_URL;
const PASSWORD = "correct horse battery";
let browser;

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
});
after(async () => browser?.close());

const unique = (name) => `${name}_${Math.random().toString(36).slice(2, 8)}`;

async function signUp(name, viewport = { width: 1400, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
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

/** Plays the turn if it is this page's: a highlighted cell, then a
 * figure on the first spot offered while `figures` lasts, else none;
 * returns once the page has drawn what followed. */
async function playIfMyTurn(page, figures) {
  if ((await page.textContent("#turn")) !== "Your turn.") return false;
  const before = await shownSeq(page);
  const cells = page.locator("#board .cell");
  const spots = page.locator("#board .spot");
  if (await cells.count()) {
    await cells.first().click();
  } else if (figures.left > 0 && (await spots.count())) {
    const offered = await page.locator("#choices button").allTextContents();
    assert.ok(offered.some((text) => /^Place a follower on the (road|field)$/.test(text)), `named spots: ${offered}`);
    figures.left -= 1;
    // The board takes the click and picks the nearest spot (spots may
    // overlap, so they let clicks through to it).
    await spots.first().click({ force: true });
    await page.waitForFunction((seq) => Number(document.querySelector("#game").dataset.seq) > seq, before);
    const pieces = await page.locator('#board svg circle[r="9"]').count();
    assert.ok(pieces > 0, "the figure placed by clicking its spot is drawn");
    return true;
  } else {
    await page
      .getByRole("button", { name: "skip figure" })
      .click({ timeout: 10_000 })
      .catch(async (error) => {
        await page.screenshot({ path: "/tmp/browser-failure.png", fullPage: true });
        throw error;
      });
  }
  await page.waitForFunction((seq) => Number(document.querySelector("#game").dataset.seq) > seq, before);
  return true;
}

test("two players play a custom game to the end in the browser", async () => {
  const ada = await signUp("ada");
  await ada.selectOption("#ruleset", "classic");
  await ada.fill("#tile-order", "base/U, base/V, base/U, base/V");
  await ada.click("#create button[type=submit]");
  await ada.waitForSelector("#game:not([hidden])");
  const game = await ada.textContent("#game-id");

  // Bob plays on a phone: nothing overflows sideways.
  const bob = await signUp("bob", { width: 390, height: 844 });
  await bob.fill("#join-id", game);
  await bob.click("#join button[type=submit]");
  await bob.waitForSelector("#game:not([hidden])");
  await ada.click("#start");
  await ada.waitForFunction(() => document.querySelector("#turn").textContent === "Your turn.");
  assert.ok(await ada.locator("#board svg").count(), "the board picture is shown");
  await bob.waitForFunction((name) => document.querySelector("#turn").textContent === `${name} is to move.`, ada.username);
  assert.ok(await bob.isVisible("#resign"), "a player of a running game may resign");
  const panel = await bob.locator("#panel tbody tr").allTextContents();
  assert.equal(panel.length, 2, "one row per player");
  assert.ok(panel[0].startsWith(ada.username) && panel[1].startsWith("you"), `names in the panel: ${panel}`);
  assert.match(await bob.textContent("#tiles-left"), /^Tiles left: \d+$/);
  await ada.click("#hint");
  await ada.waitForFunction(() => document.querySelector("#hint-text").textContent.startsWith("Hint: Place tile"));
  const overflow = await bob.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than a 390 px phone`);

  const figures = { left: 2 };
  for (let moves = 0; moves < 40; moves++) {
    const over = await Promise.all([ada, bob].map((p) => p.textContent("#turn")));
    if (over.every((text) => text.startsWith("Game over"))) break;
    const played = (await playIfMyTurn(ada, figures)) || (await playIfMyTurn(bob, figures));
    if (!played) await ada.waitForTimeout(100); // the stream brings the other page up to date
  }
  assert.equal(figures.left, 0, "both figures were placed by clicking their spots");
  for (const page of [ada, bob]) {
    await page.waitForFunction(() => document.querySelector("#turn").textContent.startsWith("Game over"));
    assert.match(await page.textContent("#board svg"), /seat 0: \d+ points/);
    assert.match(await page.textContent("#turn"), /^Game over: (you|\w+) (won|share the win)/);
    assert.equal(await page.locator("#board rect.last-move").count(), 1, "the tile placed last is outlined");
    assert.ok(await page.isHidden("#resign"), "nobody resigns a finished game");
  }
});

test("resigning a game against a bot ends it with the bot's name as the winner", async () => {
  const ada = await signUp("ada");
  await ada.selectOption("#ruleset", "classic");
  await ada.click("#create button[type=submit]");
  await ada.waitForSelector("#game:not([hidden])");
  await ada.click("#add-bot");
  await ada.waitForFunction(() => document.querySelector("#players-line").textContent.includes("(bot)"));
  await ada.click("#start");
  await ada.waitForSelector("#resign:not([hidden])");
  await ada.click("#resign");
  await ada.waitForFunction(() => document.querySelector("#turn").textContent.startsWith("Game over"));
  assert.match(await ada.textContent("#turn"), /^Game over: bot:\w+:\w+ \(bot\) won\.$/);
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
  const page = await (await browser.newContext()).newPage();
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
