// The page to play on, a client of the service's own API: sign in, the
// lobby (lobby.js, create.js), a game (game.js on board.js), in English
// or Czech (i18n.js). `?game=<id>` in the address shows that game.

import { api, forget, keep, signedIn, watchSession } from "/play/api.js";
import { LANGUAGES, current, t, translatePage, use } from "/play/i18n.js";
import { buildForm } from "/play/create.js";
import { enterLobby, leaveLobby } from "/play/lobby.js";
import { closeGame, openGame } from "/play/game.js";
import { setUpSignals } from "/play/signals.js";

const $ = (id) => document.getElementById(id);

/** What the lobby and the game share. */
const page = {
  me: null,
  rulesets: [],
  say: (text) => ($("message").textContent = text),
  open: (id) => {
    history.pushState(null, "", `?game=${encodeURIComponent(id)}`);
    show().catch((error) => page.say(error.message));
  },
};

/** Shows what the address asks for: the sign-in, the lobby or a game. */
async function show() {
  page.say("");
  const id = new URLSearchParams(location.search).get("game");
  $("account").hidden = Boolean(page.me);
  $("who").hidden = $("sign-out").hidden = !page.me;
  $("lobby").hidden = !page.me || Boolean(id);
  $("game").hidden = !page.me || !id;
  if (!page.me) return;
  $("who").textContent = t("sign.as", { name: page.me.username });
  if (id) return openGame(id, page);
  closeGame();
  await enterLobby(page);
}

async function signIn(register) {
  const credentials = { username: $("username").value, password: $("password").value };
  try {
    if (register) await api("POST", "/v1/accounts", credentials);
    keep(await api("POST", "/v1/auth/login", credentials));
    await start();
  } catch (error) {
    page.say(error.message);
  }
}

async function start() {
  [page.me, page.rulesets] = await Promise.all([api("GET", "/v1/me"), api("GET", "/v1/rulesets")]);
  buildForm(page.rulesets);
  await show();
}

async function signOut() {
  await api("POST", "/v1/auth/logout").catch(() => {});
  forget();
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
  history.pushState(null, "", "/play");
  show().catch((error) => page.say(error.message));
});
window.addEventListener("popstate", () => show().catch((error) => page.say(error.message)));

translatePage();
setUpSignals($("notify-turn"), $("sound-turn"), page.say);
if (signedIn()) resume();

/** Goes on with the session the page holds; one that no longer works is forgotten. */
function resume() {
  start().catch(() => {
    forget();
    show();
  });
}

// Signing in or out in another tab does so here too.
watchSession((signedInNow) => {
  if (signedInNow && !page.me) return resume();
  if (!signedInNow) leave();
});
