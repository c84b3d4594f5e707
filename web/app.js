// The page to play on, a client of the service's own API: sign in, the
// lobby (lobby.js, create.js), a game (game.js on board.js), profiles and
// leaderboards (players.js), in English or Czech (i18n.js). The address
// says which: `?game=<id>`, `?player=<name>`, `?ladder=<rule set>&pool=<pool>`,
// else the lobby.

import { api } from "/play/api.js";
import { forget, keep, signedIn, watchSession } from "/play/session.js";
import { LANGUAGES, current, t, translatePage, use } from "/play/i18n.js";
import { buildForm } from "/play/create.js";
import { enterLobby, followNotices, leaveLobby } from "/play/lobby.js";
import { closeGame, openGame } from "/play/game.js";
import { showLadder, showProfile } from "/play/players.js";
import { setUpSignals } from "/play/signals.js";

const $ = (id) => document.getElementById(id);

/** Goes to `address` (a query) on the page. */
function go(address) {
  history.pushState(null, "", address);
  show().catch((error) => page.say(error.message));
}

/** What the views share. */
const page = {
  me: null,
  rulesets: [],
  say: (text) => ($("message").textContent = text),
  open: (id) => go(`?game=${encodeURIComponent(id)}`),
  openPlayer: (name) => go(`?player=${encodeURIComponent(name)}`),
  openLadder: (ruleset, pool = "duel") => go(`?ladder=${encodeURIComponent(ruleset)}&pool=${encodeURIComponent(pool)}`),
};

/** The view the address asks for: `game`, `player`, `ladder` or `lobby`. */
function asked() {
  const query = new URLSearchParams(location.search);
  const view = ["game", "player", "ladder"].find((name) => query.has(name));
  return { view: view ?? "lobby", value: view && query.get(view), pool: query.get("pool") ?? "duel" };
}

/** Shows what the address asks for: the sign-in, the lobby, a game, a profile or a leaderboard. */
async function show() {
  page.say("");
  const { view, value, pool } = asked();
  $("account").hidden = Boolean(page.me);
  $("who").hidden = $("sign-out").hidden = $("nav").hidden = !page.me;
  for (const name of ["lobby", "game", "player", "ladder"]) $(name).hidden = !page.me || name !== view;
  if (!page.me) return;
  const mine = view !== "player" || value === page.me.username;
  for (const link of document.querySelectorAll("#nav a")) link.toggleAttribute("aria-current", link.dataset.view === view && mine);
  $("who").textContent = t("sign.as", { name: page.me.username });
  $("nav-me").href = `/play?player=${encodeURIComponent(page.me.username)}`;
  followNotices(page).catch((error) => page.say(error.message));
  if (view === "game") return openGame(value, page);
  closeGame();
  if (view === "player") {
    // A profile that cannot be shown (hidden, unknown) leaves no empty card behind.
    return showProfile(value, page).catch((error) => {
      $("player").hidden = true;
      throw error;
    });
  }
  if (view === "ladder") return showLadder(value, pool, page);
  await enterLobby(page);
}

async function signIn(register) {
  const credentials = { username: $("username").value, password: $("password").value };
  try {
    if (register) await api("POST", "/v1/accounts", credentials);
    await keep(await api("POST", "/v1/auth/login", credentials));
    await start();
  } catch (error) {
    page.say(error.message);
  }
}

async function start() {
  [page.me, page.rulesets] = await Promise.all([api("GET", "/v1/me"), api("GET", "/v1/rulesets")]);
  buildForm(page.rulesets);
  await show().catch((error) => page.say(error.message));
}

async function signOut() {
  await api("POST", "/v1/auth/logout").catch(() => {});
  await forget();
  history.pushState(null, "", "/play");
  await leave();
}

/** Leaves whatever was shown for the sign-in. */
function leave() {
  leaveLobby();
  closeGame();
  page.me = null;
  return show();
}

$("language").replaceChildren(...Object.entries(LANGUAGES).map(([code, texts]) => new Option(texts["language.name"], code)));
$("language").value = current();
$("language").addEventListener("change", () => {
  use($("language").value);
  if (page.me) buildForm(page.rulesets);
  show().catch((error) => page.say(error.message));
});
$("sign-in").addEventListener("submit", (event) => {
  event.preventDefault();
  signIn(false);
});
$("register").addEventListener("click", () => signIn(true));
$("sign-out").addEventListener("click", () => signOut().catch((error) => page.say(error.message)));
$("back").addEventListener("click", (event) => {
  event.preventDefault();
  go("/play");
});
// The header's links open their view without loading the page again.
for (const link of document.querySelectorAll("#nav a")) {
  link.addEventListener("click", (event) => {
    event.preventDefault();
    go(link.getAttribute("href"));
  });
}
window.addEventListener("popstate", () => show().catch((error) => page.say(error.message)));

translatePage();
// An installable web app, whose page opens without the network (web/sw.js).
navigator.serviceWorker?.register("/play/sw.js", { scope: "/play" }).catch(() => {});
setUpSignals($("notify-turn"), $("sound-turn"), page.say);
if (signedIn()) resume();

/** Goes on with the session the page holds; one the service refuses is forgotten. */
function resume() {
  start().catch((error) => {
    if (error.status === 401) forget();
    show();
    page.say(error.message);
  });
}

// Signing in or out in another tab does so here too.
watchSession((signedInNow) => {
  if (signedInNow && !page.me) return resume();
  if (!signedInNow) leave();
});
