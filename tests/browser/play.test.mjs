// The web page in a real browser: every rule set played to its end
// against bots by clicking, on a desktop screen and on a 390 px phone;
// two people playing each other (one on a phone) after meeting in the
// lobby; a game in Czech; the keyboard; and a page on another origin
// calling the API and following a stream. BASE_URL: a running service.
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { chromium } from "playwright-core";
import * as player from "./player.mjs";
import { DESKTOP, PASSWORD, PHONE, create, overflow, panelRows, shownSeq, startAgainstBots, unique } from "./player.mjs";

const BASE = process.env.BASE_URL;
let browser;

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
});
after(async () => browser?.close());

// Each test's pages are closed after it: their streams count against the
// service's limit of streams per address.
let contexts = [];

/** A new account's page, closed after the test. */
async function signUp(name, viewport = DESKTOP, locale = "en-GB", options = {}) {
  const page = await player.signUp(browser, BASE, name, viewport, locale, options);
  contexts.push(page.context());
  return page;
}

afterEach(async (context) => {
  const errors = contexts.flatMap((open) => open.pages().flatMap((page) => page.consoleErrors ?? []));
  if (context.passed !== false) assert.deepEqual(errors, [], "no errors in the console");
  if (context.passed === false) {
    for (const [index, open] of contexts.entries()) {
      for (const page of open.pages()) await page.screenshot({ path: `/tmp/browser-failure-${index}.png`, fullPage: true });
    }
  }
  await Promise.all(contexts.map((open) => open.close()));
  contexts = [];
});

/** Plays the page's decisions until the game ends. */
async function playToEnd(page, yourTurn) {
  const clicked = await player.play(page, { yourTurn });
  assert.ok(await page.isVisible("#summary"), "the game ended within 1000 decisions");
  return clicked;
}

const GAMES = [
  { ruleset: "classic", players: 2, groups: ["abbey_mayor"] },
  { ruleset: "hunters-gatherers", players: 2 },
  // The expert variants on the phone: a hand of two tiles to choose from.
  { ruleset: "discovery", players: 2, phoneOptions: { hand_of_two: true, equal_turns: true } },
  { ruleset: "mists", players: 1, options: { level: 1 } },
];

/** What the page says, by language, where the tests read it. */
const WORDS = {
  "en-GB": {
    you: "you",
    bot: "greedy bot 2",
    yourTurn: "Your turn.",
    tilesLeft: /^\d+ tiles left/,
    team: /Team score 0 of 50 · \d+ ghosts in the bank/,
    won: /^(You won|greedy bot 2 won|you and greedy bot 2 share the win)\.$/,
    mists: /^(Victory! The team reached 50 points\.|Defeat\. .+\.)$/,
    roles: /placed (an explorer|a brigand|a sailor)/,
    move: (n) => `Move ${n} of`,
  },
  "cs-CZ": {
    you: "vy",
    bot: "chamtivý robot 2",
    yourTurn: "Jste na tahu.",
    tilesLeft: /^Zbýv(á|ají) \d+ kartič/,
    team: /Skóre týmu 0 z 50 · V zásobě \d+ duch/,
    won: /^(Vyhráli jste|Vyhrává chamtivý robot 2|O vítězství se dělí vy a chamtivý robot 2)\.$/,
    mists: /^(Vítězství! Tým dosáhl 50 bodů\.|Porážka\. .+)$/,
    roles: /(objevitel|lupič|námořník) položen/,
    move: (n) => `Tah ${n} z`,
  },
};

describe("every rule set, played to its end against bots by clicking", () => {
  // Desktops in English, phones in Czech.
  for (const [viewport, locale] of [[DESKTOP, "en-GB"], [PHONE, "cs-CZ"]]) {
    const words = WORDS[locale];
    for (const { ruleset, players, options, groups, phoneOptions } of GAMES) {
      test(`${ruleset} at ${viewport.width} px in ${locale}`, async () => {
        const page = await signUp("player", viewport, locale);
        await create(page, ruleset, { players, groups, options: viewport === PHONE ? phoneOptions ?? options : options });
        await startAgainstBots(page, players - 1);
        const rows = await panelRows(page);
        assert.equal(rows.length, players, "one row per player");
        assert.equal(rows[0][0], words.you, "the player is named");
        if (players > 1) assert.equal(rows[1][0], words.bot, "the bot is named by level and seat");
        assert.match(await page.textContent("#counts"), words.tilesLeft);
        if (ruleset === "mists") assert.match(await page.textContent("#counts"), words.team);
        assert.ok((await overflow(page)) <= 0, `the page is ${await overflow(page)} px wider than the screen`);

        const clicked = await playToEnd(page, words.yourTurn);
        assert.ok(clicked.cells > 0 && clicked.buttons > 0, `cells and buttons were clicked: ${JSON.stringify(clicked)}`);
        assert.equal(clicked.undone, 1, `a choice was undone before it was confirmed: ${JSON.stringify(clicked)}`);
        assert.ok(clicked.previewed > 0, `a tile shown before placing showed where figures could go: ${JSON.stringify(clicked)}`);
        assert.equal(clicked.covered, 0, `the confirm bar covered no tile shown before placing: ${JSON.stringify(clicked)}`);
        const summary = await page.textContent("#summary-line");
        assert.match(summary, ruleset === "mists" ? words.mists : words.won, summary);
        const standings = await page.$$eval("#standings tbody tr", (rows) => rows.map((row) => row.textContent));
        assert.equal(standings.length, players, "the summary ranks every player");
        const final = await panelRows(page);
        for (const [, score] of final) assert.match(score, /^\d+$/, "scores are numbers");
        assert.ok(await page.isHidden("#resign"), "nobody resigns a finished game");
        assert.ok((await page.locator("#log li").count()) > 0, "the moves are listed");
        if (ruleset === "discovery") assert.match(await page.textContent("#log"), words.roles, "figures are named by their role");
        // The replay steps from the first move to the last.
        const replayed = (text) => page.waitForFunction((start) => document.querySelector("#replay-move").textContent.startsWith(start), text);
        const finalTiles = await page.locator("#board g[data-tile]").count();
        await page.click("#replay-first");
        await replayed(words.move(1));
        await page.waitForFunction((final) => document.querySelectorAll("#board g[data-tile]").length < final, finalTiles);
        await page.focus("#replay-next");
        await page.keyboard.press("ArrowRight");
        await replayed(words.move(2));
        await page.click("#replay-last");
        await page.waitForFunction((final) => document.querySelectorAll("#board g[data-tile]").length === final, finalTiles);
        const [, at, total] = (await page.textContent("#replay-move")).match(/(\d+)\D+(\d+)/);
        assert.equal(at, total, "the last move is the last");
        // What came since move 2 moves in, unless the player asks for stillness.
        const motion = () => page.$$eval("#board g[data-tile].arriving", (tiles) => tiles.map((tile) => getComputedStyle(tile).animationName));
        const moving = await motion();
        assert.ok(moving.length > 0 && moving.every((name) => name === "land"), `new tiles land: ${moving}`);
        await page.emulateMedia({ reducedMotion: "reduce" });
        assert.ok((await motion()).every((name) => name === "none"), "reduced motion: nothing moves");
        await page.emulateMedia({ reducedMotion: "no-preference" });
        await page.click("#legend-toggle");
        const legend = await page.$$eval("#legend li:not(.note)", (lines) => lines.map((line) => [line.querySelector("svg") !== null, line.textContent]));
        assert.ok(legend.length >= 3 && legend.every(([drawn]) => drawn), `the legend draws what it names: ${legend}`);
        for (const [, name] of legend) assert.doesNotMatch(name, /^(kind|figure|mark)\./, "every drawing has its name");
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
  await ada.waitForFunction(() => document.querySelector("#hint-text").textContent.startsWith("Hint: the tile where it is shown"));
  const tileHint = await ada.textContent("#hint-text");
  assert.equal(await ada.locator("#board .ghost.tile").count(), 1, "the hint's tile is shown where it would go");
  assert.ok(await ada.isVisible("#confirm"), "the hint's tile waits to be confirmed");
  const figureHinted = /, then place an? /.test(tileHint);
  assert.equal(await ada.locator("#board .ghost .may.hinted").count(), figureHinted ? 1 : 0, `the figure after it is marked: ${tileHint}`);
  assert.ok((await overflow(bob)) <= 0, "the phone's page does not overflow");

  // A tile chosen is a ghost until confirmed: chosen again it turns, undone it goes.
  const ghost = ada.locator("#board .ghost.tile");
  const started = await shownSeq(ada);
  await ada.locator("#board .cell").first().click();
  await ghost.waitFor();
  const turned = await ghost.getAttribute("data-turn");
  await ada.locator("#board .cell").first().click();
  await ada.waitForFunction((turn) => document.querySelector("#board .ghost.tile").dataset.turn !== turn, turned);
  assert.equal(await shownSeq(ada), started, "nothing is sent before the confirmation");
  await ada.click("#undo");
  assert.equal(await ghost.count(), 0, "undone, the ghost goes");
  assert.ok(await ada.isHidden("#confirm-bar"), "nothing is left to confirm");

  // The turn in words: a tile by the keyboard (Enter chooses, Enter confirms), the figure by its spot.
  await ada.focus("#board .cell");
  await ada.keyboard.press("Enter");
  await ghost.waitFor();
  await ada.waitForFunction(() => document.activeElement.id === "confirm");
  await ada.keyboard.press("Enter");
  await ada.waitForSelector("#board .spot");
  await ada.waitForFunction(() => document.activeElement.matches("#board .spot, #choices button"));
  const offered = await ada.locator("#choices button").allTextContents();
  assert.ok(offered.some((text) => /^Place a follower on the (road|field)/.test(text)), `named spots: ${offered}`);
  // A hint for the figure: in words, and on the board when it goes somewhere.
  await ada.click("#hint");
  await ada.waitForFunction(() => document.querySelector("#hint-text").textContent.startsWith("Hint: Place"));
  const hinted = await ada.textContent("#hint-text");
  assert.equal(await ada.locator("#board .spot.hinted").count(), hinted === "Hint: Place no figure" ? 0 : 1, hinted);
  assert.ok(offered.includes("Place no figure"), `a figure may be left out: ${offered}`);
  const before = await shownSeq(ada);
  await ada.locator("#board .spot").first().click({ force: true });
  await ada.locator("#board .ghost.figure").waitFor();
  assert.match(await ada.textContent("#pending"), /^Place a follower on the/, "the choice in words");
  await ada.click("#confirm");
  await ada.waitForFunction((seq) => Number(document.querySelector("#game").dataset.seq) > seq, before);
  assert.ok((await ada.locator('#board svg use[href="#figure-follower"]').count()) > 0, "the figure placed by its spot is drawn");
  await bob.waitForFunction(() => document.querySelector("#log").textContent.includes("placed a follower"));

  await Promise.all([playToEnd(ada), playToEnd(bob)]);
  for (const page of [ada, bob]) {
    assert.match(await page.textContent("#summary-line"), /won|share the win/);
    assert.equal(await page.locator("#board rect.last-move").count(), 1, "the tile placed last is outlined, once");
    assert.ok(await page.isHidden("#rematch"), "a game of a custom tile order has no rematch");
  }
  await ada.click("#back");
  await ada.waitForFunction(() => document.querySelector("#my-games").textContent.includes("finished"));
});

test("a sign-in lasts across reloads and tabs, which renew in turn; signing out signs out every tab", async () => {
  const ada = await signUp("ada");
  await ada.reload();
  await ada.waitForSelector("#lobby:not([hidden])");
  const other = await ada.context().newPage();
  await other.goto(`${BASE}/play`);
  await other.waitForSelector("#lobby:not([hidden])");
  assert.equal(await other.textContent("#who"), `Signed in as ${ada.username}`, "a new tab is signed in");
  // Access tokens last 3 s here: both tabs find theirs expired at once and
  // renew; presenting one refresh token twice would end the session.
  await ada.waitForTimeout(3500);
  const whoAmI = (page) => page.evaluate(async () => (await (await import("/play/api.js")).api("GET", "/v1/me")).username);
  assert.deepEqual(await Promise.all([whoAmI(ada), whoAmI(other)]), [ada.username, ada.username]);
  await ada.waitForTimeout(3500);
  assert.equal(await whoAmI(other), ada.username, "the session lives on");
  await other.click("#sign-out");
  await ada.waitForSelector("#account:not([hidden])");
  assert.ok(await ada.isHidden("#lobby"), "signed out in one tab, signed out in all");
});

test("the page plays under its Content-Security-Policy without a violation", async () => {
  // Only waits that evaluate nothing in the page: the policy forbids eval.
  const page = await signUp("ada", DESKTOP, "en-GB", { csp: true });
  await page.selectOption("#ruleset", "classic");
  await page.selectOption("#seat-order", "join_order");
  await page.click("#create button[type=submit]");
  await page.waitForSelector("#add-bot:not([hidden])");
  await page.click("#add-bot");
  await page.waitForSelector("#game-meta >> text=bot 2");
  await page.click("#start");
  await page.waitForSelector("#board .cell");
  await page.locator("#board .cell").first().click();
  await page.waitForSelector("#board .ghost.tile image");
  await page.click("#confirm");
  await page.waitForSelector("#board .spot, #choices button");
  await page.click("#legend-toggle");
  await page.waitForSelector("#legend li svg");
  assert.deepEqual(page.consoleErrors, [], "nothing the policy refused");
});

test("a rated game shows in both profiles: records, ratings, their history; the leaderboard; a hidden profile", async () => {
  const ada = await signUp("ada");
  const bob = await signUp("bob");
  const game = await player.startRated(ada, bob, BASE);
  // Two decisions each, then a resignation: the game counts.
  await player.playDecisions([ada, bob], 2);
  ada.once("dialog", (dialog) => dialog.accept());
  await ada.click("#resign");
  await bob.waitForSelector("#summary:not([hidden])");

  // A rematch: offered by one, answered by the other on the game's page; both go to the new game.
  await ada.click("#rematch");
  await bob.waitForSelector("#rematch-offer:not([hidden])");
  assert.equal(await bob.textContent("#rematch-text"), `${ada.username} offers a rematch.`);
  await bob.click("#rematch-accept");
  for (const page of [ada, bob]) {
    await page.waitForFunction((old) => document.querySelector("#game-id").textContent !== old && document.querySelector("#panel tbody tr"), game);
  }
  assert.equal(await ada.textContent("#game-id"), await bob.textContent("#game-id"), "both follow the rematch");

  await bob.click("#nav-me");
  await bob.waitForSelector("#player:not([hidden]) #records tbody td");
  const [row] = await bob.$$eval("#records tbody tr", (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.deepEqual(row.slice(0, 5), ["Carcassonne", "1", "1", "0", "0"], "one game, won");
  assert.match(row[5], /^\d+ ± \d+ \(provisional\) · best \d+$/, "a provisional rating with its deviation");
  assert.equal(await bob.locator("#rating-chart polyline").count(), 1, "the rating's history is drawn");
  assert.equal(await bob.locator("#recent-games li button").count(), 1, "the game is among the recent ones");
  assert.ok(await bob.isVisible("#hide-me"), "one's own profile can be hidden");

  // Ada reads Bob's profile from the address; her lobby shows her rating.
  await ada.goto(`${BASE}/play?player=${bob.username}`);
  await ada.waitForSelector("#records tbody td");
  assert.ok(await ada.isHidden("#hide-me"), "nobody hides another's profile");
  await ada.click('#nav a[data-view="lobby"]');
  await ada.waitForFunction(() => /± \d+/.test(document.querySelector("#my-ratings").textContent));

  await bob.check("#hide-profile");
  await bob.waitForSelector("#player-hidden:not([hidden])");
  await ada.goto(`${BASE}/play?player=${bob.username}`);
  await ada.waitForFunction(() => document.querySelector("#message").textContent === "This player hides their profile.");

  // Provisional ratings are not on the leaderboards yet.
  await ada.click('#nav a[data-view="ladder"]');
  await ada.waitForSelector("#ladder:not([hidden]) #ladder-table tbody td");
  assert.equal(await ada.textContent("#ladder-table tbody"), "Nobody on this leaderboard yet.");
  const offered = await ada.$$eval("#ladder-ruleset option", (options) => options.map((o) => o.value));
  assert.ok(offered.includes("classic") && !offered.includes("mists"), `co-operative rule sets have no leaderboard: ${offered}`);
  await ada.selectOption("#ladder-pool", "multiplayer");
  await ada.waitForURL(/pool=multiplayer/);
});

test("the page installs as an app, keeps only its own files and opens without the network", async () => {
  const page = await signUp("ada");
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector("link[rel=manifest]").href)).json());
  assert.deepEqual([manifest.name, manifest.start_url, manifest.display], ["Carcassonne", "/play", "standalone"]);
  const icon = await page.evaluate(async (src) => (await fetch(src)).headers.get("content-type"), manifest.icons[0].src);
  assert.equal(icon, "image/svg+xml");
  const kept = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    if (names.length !== 1 || !names[0].startsWith("carcassonne-page-")) return names;
    return (await (await caches.open(names[0])).keys()).map((request) => new URL(request.url).pathname);
  });
  assert.ok(kept.includes("/play") && kept.includes("/play/game.js"), `the page's files are kept: ${kept}`);
  assert.ok(kept.every((path) => path.startsWith("/play")), `nothing but the page's files: ${kept}`);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector("header h1");
  assert.equal(await page.textContent("header h1"), "Carcassonne", "the page opens from what was kept");
  await page.context().setOffline(false);
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
  // Found: Ada stayed in the lobby; the game's start takes her there too.
  await ada.waitForSelector("#panel:not([hidden])");
  assert.equal(await ada.textContent("#game-id"), await bob.textContent("#game-id"));
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
  assert.deepEqual((await panelRows(page)).map((row) => row[0]), ["vy", "chamtivý robot 2"]);
  assert.match(await page.textContent("#counts"), /^Zbývají 2 kartičky$/);
  await playToEnd(page, "Jste na tahu.");
  assert.equal(await page.textContent("#summary h3"), "Konec hry");
  assert.match(await page.textContent("#summary-line"), /^(Vyhráli jste|Vyhrává chamtivý robot 2|O vítězství se dělí vy a chamtivý robot 2)\.$/);
  // Found: "na město", "položen(a)", "strážný (modrá)", "z nížina".
  const said = await page.evaluate(async () => {
    const { t } = await import("/play/i18n.js");
    return [
      t("cmd.place_figure", { figure: "follower", kind: "city" }),
      t("event.figure_placed", { name: "Jana", figure: "pig" }),
      t("event.guard_placed", { name: "Jana", colour: "blue" }),
      t("cmd.recall_figure", { kind: "lowland" }),
    ];
  });
  assert.deepEqual(said, ["Položit družiníka do města", "Jana: prase položeno", "Jana: modrý strážný položen", "Vzít zpět figurku z nížiny"]);
  assert.equal(await page.textContent("#rotate"), "Otočit", "no keyboard hint in the words");
  await page.selectOption("#language", "en");
  await page.waitForFunction(() => document.querySelector("#summary h3").textContent === "Game over");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
});

test("a game being played is watched from the lobby", async () => {
  const ada = await signUp("ada");
  await create(ada, "hunters-gatherers");
  await startAgainstBots(ada, 1);
  const eve = await signUp("eve", PHONE);
  await eve.locator("#watch-games li", { hasText: ada.username }).getByRole("button", { name: "Watch" }).click();
  await eve.waitForFunction((name) => document.querySelector("#turn").textContent === `${name} is to move. You are watching.`, ada.username);
  assert.deepEqual((await panelRows(eve)).map((row) => row[0]), [ada.username, "greedy bot 2"]);
  assert.ok(await eve.isHidden("#resign"), "a spectator does not resign");
  await player.play(ada, { most: 2 });
  await eve.waitForFunction(() => document.querySelector("#log").textContent.includes("placed a tile"));

  // Two fingers apart zoom the board in; the zoom is kept.
  const width = () => eve.evaluate(() => document.querySelector("#board svg").getBoundingClientRect().width);
  const before = await width();
  const box = await eve.locator("#board").boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const fingers = (apart) => [{ x: x - apart, y }, { x: x + apart, y }];
  const touch = await eve.context().newCDPSession(eve);
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(20) });
  for (const apart of [30, 40, 50, 60]) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(apart) });
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  assert.ok((await width()) > before * 2, `pinched from ${before} to ${await width()} px`);
});

test("the new-game form gives every option: a group's parts, a level, colours per seat", async () => {
  const page = await signUp("mia");
  const optionsOf = (id) =>
    page.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem("token")}` };
      return (await (await fetch(`/v1/games/${id}`, { headers })).json()).options;
    }, id);

  await page.selectOption("#ruleset", "classic");
  await page.check("#options input[data-group=abbey_mayor]");
  await page.uncheck("#options fieldset input[name=wagons]");
  await page.click("#create button[type=submit]");
  await page.waitForSelector("#game:not([hidden])");
  const classic = await page.textContent("#game-id");
  assert.deepEqual((await optionsOf(classic)).abbey_mayor, { land_tiles: true, mayors: true, abbeys: true, wagons: false, barns: true });

  await page.click("#back");
  await page.waitForSelector("#lobby:not([hidden])");
  await page.selectOption("#ruleset", "mists");
  await page.fill("#options input[name=players]", "2");
  await page.dispatchEvent("#options input[name=players]", "change");
  await page.fill("#options input[name=level]", "3");
  await page.check("#options input[name=team_decisions]");
  await page.click("details.per-seat summary");
  for (const [seat, colours] of [[0, ["red", "green"]], [1, ["blue", "pink"]]]) {
    for (const colour of colours) await page.check(`details.per-seat input[data-seat="${seat}"][value=${colour}]`);
  }
  await page.click("#create button[type=submit]");
  await page.waitForFunction((id) => document.querySelector("#game-id").textContent !== id, classic);
  const mists = await optionsOf(await page.textContent("#game-id"));
  assert.deepEqual(
    [mists.players, mists.level, mists.team_decisions, mists.colours],
    [2, 3, true, [["red", "green"], ["blue", "pink"]]],
  );
});

test("six players and the expansions' pieces: large followers, builders and pigs in the panel", async () => {
  const page = await signUp("builder");
  await create(page, "classic", { players: 6, groups: ["inns_cathedrals", "traders_builders"] });
  await startAgainstBots(page, 5);
  const rows = await panelRows(page);
  assert.equal(rows.length, 6, "a sixth player, in pink");
  assert.equal(rows[0][2], "follower 7 · large follower 1 · builder 1 · pig 1");
});

test("your turn shows in the tab's title and icon; notifications and sound are the player's choice", async () => {
  const page = await signUp("signals");
  await page.context().grantPermissions(["notifications"], { origin: BASE });
  await create(page, "classic", { players: 2 });
  assert.equal(await page.title(), "Carcassonne", "not yet: the game has not started");
  await startAgainstBots(page, 1);
  await page.waitForFunction(() => document.title === "Your turn · Carcassonne");
  assert.match(await page.getAttribute("link[rel=icon]", "href"), /circle/, "a dot on the tab's icon");
  await page.check("#notify-turn");
  await page.check("#sound-turn");
  await page.reload();
  await page.waitForSelector("#game:not([hidden])");
  assert.ok((await page.isChecked("#notify-turn")) && (await page.isChecked("#sound-turn")), "the choices are kept");
  await page.click("#back");
  await page.waitForFunction(() => document.title === "Carcassonne");
});

/** The page's words for `record`, a move of bob (seat 1) against ada (seat 0). */
const wordsOf = (page, record) =>
  page.evaluate(async (record) => {
    const { eventWords } = await import("/play/words.js");
    const game = { players: [{ account_id: 1, username: "ada", seat: 0 }, { account_id: 2, username: "bob", seat: 1 }] };
    return eventWords(game, { automatic: false, actor_id: 2, ...record }, { id: 3 });
  }, record);

test("the moves say what scored, and nothing of a scoring of nothing", async () => {
  const page = await signUp("words");
  const resigned = await wordsOf(page, {
    event: { type: "player_resigned", seat: 1 },
    effects: [
      { type: "scored", scoring: { points: 3, scorers: [0], kind: "final", terrain: "road" } },
      { type: "scored", scoring: { points: 0, scorers: [], kind: "final" } },
    ],
  });
  // Found: a final scoring of 0 points read "+ (kind.undefined)".
  assert.equal(resigned, "bob resigned · ada +3 (road)");
  const traded = await wordsOf(page, {
    event: { type: "figure_skipped" },
    effects: [
      { type: "goods_taken", seat: 1, goods: { wine: 2, grain: 0, cloth: 1 } },
      { type: "goods_scored", scoring: { good: "wine", tokens: 2, scorers: [1], points: 10 } },
    ],
  });
  assert.equal(traded, "bob placed no figure · bob took wine 2, cloth 1 · bob +10 (most wine)");
  // Found: twin buttons read the same ("on the field (south)" twice).
  const twins = await page.evaluate(async () => {
    const { describe } = await import("/play/words.js");
    const command = { type: "place_figure", region: 1, figure: "follower" };
    return [[20, 80], [80, 80], [50, 10]].map(([x, y]) => describe(command, { kind: "field", x, y, size: 100 }, true));
  });
  assert.deepEqual(twins, [
    "Place a follower on the field (south-west)",
    "Place a follower on the field (south-east)",
    "Place a follower on the field (north)",
  ]);
});

test("a finished game is analysed on request: each judged move in the replay, accuracy by player", async () => {
  const page = await signUp("analysed");
  await create(page, "classic", { order: "base/U, base/E, base/V, base/U" });
  await startAgainstBots(page, 1);
  await player.play(page);
  await page.click("#analyse");
  await page.waitForFunction(() => document.querySelector("#analysis-status").textContent.startsWith("Accuracy: "), null, {
    timeout: 120_000,
  });
  const accuracy = await page.textContent("#analysis-status");
  assert.match(accuracy, /^Accuracy: you \d+ % \([\d.]+ points? lost a decision\)$/, "only the person is judged, not the bot");
  assert.ok(await page.isHidden("#analyse"), "asked for once");
  // The first move of the person's that had a choice.
  const label = () => page.waitForFunction(() => document.querySelector("#replay-judged").dataset.label || null);
  await page.click("#replay-first");
  for (let step = 0; step < 10 && (await (await label()).jsonValue()) === "none"; step++) await page.click("#replay-next");
  const judged = await page.textContent("#replay-judged");
  assert.match(judged, /^(Good|Inaccuracy|Mistake|Blunder): (the best move found|[\d.]+ points? lost; best: .+)$/, judged);
});

test("a game with a clock shows the time running down; resigning ends it", async () => {
  const ada = await signUp("ada");
  await ada.selectOption("#clock-kind", "fischer");
  await ada.fill("#clock-minutes", "5");
  await ada.fill("#clock-increment", "3");
  await create(ada, "classic");
  await startAgainstBots(ada, 1);
  assert.ok(await ada.isVisible("#panel th:nth-child(4)"), "a clock column");
  const mine = () => ada.textContent("#panel tbody tr:first-child td.clock");
  assert.match(await mine(), /^[45]:\d\d$/);
  await ada.waitForFunction(() => document.querySelector("#panel tbody tr:first-child td.clock").textContent === "4:58");
  ada.once("dialog", (dialog) => dialog.accept());
  await ada.click("#resign");
  await ada.waitForSelector("#summary:not([hidden])");
  assert.equal(await ada.textContent("#summary-line"), "greedy bot 2 won.");
  // Found: at 0-0 both were shown first (the places are by seat, not objects).
  const standings = await ada.$$eval("#standings tbody tr", (rows) => rows.map((row) => row.cells[0].textContent + " " + row.cells[1].textContent));
  assert.deepEqual(standings, ["1 greedy bot 2", "2 you"]);
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
