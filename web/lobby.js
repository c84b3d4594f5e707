// The lobby: the player's games (their turn first), challenges to and
// from them, their quick-game seeks, open games to join and games to
// watch; kept current by the account's notice stream.

import { api, openStream } from "/play/api.js";
import { t, listed } from "/play/i18n.js";
import { newGame, newSeek } from "/play/create.js";
import { analysisReady, shownGame, showRematchOffer } from "/play/game.js";
import { myRatings } from "/play/players.js";
import { playerName, rulesetName } from "/play/words.js";

const $ = (id) => document.getElementById(id);
const lobby = { me: null, rulesets: [], open: () => {}, say: () => {}, stream: null, following: null };

/** The name of rule set `id`. */
function nameOfRuleset(id) {
  const ruleset = lobby.rulesets.find((r) => r.id === id);
  return ruleset ? rulesetName(ruleset) : id;
}

function button(text, action) {
  const node = Object.assign(document.createElement("button"), { type: "button", textContent: text });
  node.onclick = () => action().catch((error) => lobby.say(error.message));
  return node;
}

function item(text, ...actions) {
  const line = document.createElement("li");
  line.append(Object.assign(document.createElement("span"), { textContent: text }), ...actions);
  return line;
}

function fill(list, items, none) {
  $(list).replaceChildren(...(items.length ? items : [Object.assign(document.createElement("li"), { className: "none", textContent: t(none) })]));
}

/** A game in one line: rule set, players, where it stands. */
function gameLine(game) {
  const names = game.players.map((p) => playerName(game, p));
  const where = game.your_turn
    ? t("game.yourTurn")
    : game.status === "open"
      ? t("game.seats", { taken: game.players.length, seats: game.seats })
      : t(`game.status.${game.status}`);
  const rated = game.rated ? ` · ${t("game.rated")}` : "";
  return `${nameOfRuleset(game.ruleset)}${rated} · ${listed(names)} · ${where}`;
}

/** Redraws every list of the lobby. */
export async function refreshLobby() {
  const [mine, open, watched, challenges, seeks, ratings] = await Promise.all([
    api("GET", "/v1/me/games?limit=30"),
    api("GET", "/v1/games?status=open&limit=20"),
    api("GET", "/v1/games?status=active&limit=10"),
    api("GET", "/v1/challenges"),
    api("GET", "/v1/seeks"),
    myRatings(lobby.me, lobby.rulesets),
  ]);
  fill("my-ratings", ratings.map((text) => item(text)), "lobby.ratings.none");
  const seated = new Set(mine.games.map((g) => g.id));
  fill("my-games", mine.games.map((g) => item(gameLine(g), button(t("game.open"), async () => lobby.open(g.id)))), "lobby.mine.none");
  fill(
    "open-games",
    open.games
      .filter((g) => !seated.has(g.id))
      .map((g) =>
        item(gameLine(g), button(t("game.join"), async () => {
          await api("POST", `/v1/games/${g.id}/join`);
          lobby.open(g.id);
        })),
      ),
    "lobby.open.none",
  );
  fill(
    "watch-games",
    watched.games.filter((g) => !seated.has(g.id)).map((g) => item(gameLine(g), button(t("game.watch"), async () => lobby.open(g.id)))),
    "lobby.watch.none",
  );
  const game = (challenge) => nameOfRuleset(challenge.game.ruleset);
  fill(
    "challenges",
    [
      ...challenges.incoming.map((c) =>
        item(
          t("challenge.from", { name: c.challenger.username, game: game(c) }),
          button(t("challenge.accept"), async () => {
            const accepted = await api("POST", `/v1/challenges/${c.id}/accept`);
            if (accepted.game_id) lobby.open(accepted.game_id);
            else await refreshLobby();
          }),
          button(t("challenge.decline"), async () => {
            await api("POST", `/v1/challenges/${c.id}/decline`);
            await refreshLobby();
          }),
        ),
      ),
      ...challenges.outgoing.map((c) =>
        item(
          t("challenge.sent", { names: listed(c.challenged.map((p) => p.username)), game: game(c) }),
          button(t("challenge.cancel"), async () => {
            await api("POST", `/v1/challenges/${c.id}/cancel`);
            await refreshLobby();
          }),
        ),
      ),
    ],
    "lobby.challenges.none",
  );
  const waiting = seeks.filter((s) => s.status === "open");
  $("seeks").replaceChildren(
    ...waiting.map((s) =>
      item(
        t("lobby.quick.waiting", { game: nameOfRuleset(s.game.ruleset) }),
        button(t("challenge.cancel"), async () => {
          await api("POST", `/v1/seeks/${s.id}/cancel`);
          await refreshLobby();
        }),
      ),
    ),
  );
}

/** Shows the lobby in `page` (the signed-in account `me`, the rule sets, `open` to go to a game, `say` to show a message). */
export async function enterLobby(page) {
  Object.assign(lobby, page);
  await refreshLobby();
}

/**
 * Follows the account's notices, whatever the page shows (once; again
 * after a sign-out): a matched seek, or a game started while no other is
 * played on screen (an accepted challenge or rematch), opens its game; a
 * rematch of the game on screen is offered there; anything else redraws
 * the lobby's lists if they are shown.
 */
export function followNotices(page) {
  Object.assign(lobby, page);
  lobby.following ??= openNotices().catch((error) => {
    lobby.following = null;
    throw error;
  });
  return lobby.following;
}

async function openNotices() {
  const redraw = () => !$("lobby").hidden && refreshLobby().catch((error) => lobby.say(error.message));
  const listeners = Object.fromEntries(
    ["your_turn", "game_over", "challenge_declined", "challenge_cancelled"].map((kind) => [kind, redraw]),
  );
  listeners.challenged = () => {
    redraw();
    showRematchOffer().catch((error) => lobby.say(error.message));
  };
  listeners.seek_matched = (notice) => notice?.game && lobby.open(notice.game);
  listeners.analysis_ready = (notice) => notice?.game && analysisReady(notice.game);
  listeners.game_started = (notice) => {
    redraw();
    const shown = shownGame();
    if (notice?.game && notice.game !== shown.id && (!shown.id || shown.over)) lobby.open(notice.game);
  };
  const stream = await openStream("/v1/me/stream-ticket", listeners);
  // Signed out meanwhile: not followed.
  if (!lobby.following) return stream.close();
  lobby.stream = stream;
}

/** Stops following the account's notices (on signing out). */
export function leaveLobby() {
  lobby.stream?.close();
  lobby.stream = lobby.following = null;
}

async function create(event) {
  event.preventDefault();
  try {
    const game = await api("POST", "/v1/games", newGame());
    lobby.open(game.id);
  } catch (error) {
    lobby.say(error.message);
  }
}

async function challenge() {
  try {
    const opponents = $("challenge-names").value.split(",").map((name) => name.trim()).filter(Boolean);
    const sent = await api("POST", "/v1/challenges", { players: opponents, game: newGame() });
    $("challenge-names").value = "";
    lobby.say(t("challenge.sent", { names: listed(opponents), game: nameOfRuleset(sent.game.ruleset) }));
    await refreshLobby();
  } catch (error) {
    lobby.say(error.message);
  }
}

async function seek() {
  try {
    const made = await api("POST", "/v1/seeks", newSeek());
    if (made.game_id) return lobby.open(made.game_id);
    await refreshLobby();
  } catch (error) {
    lobby.say(error.message);
  }
}

async function joinByCode(event) {
  event.preventDefault();
  const id = $("code-id").value.trim();
  const code = $("code-code").value.trim();
  try {
    await api("POST", `/v1/games/${encodeURIComponent(id)}/join${code ? `?code=${encodeURIComponent(code)}` : ""}`);
    lobby.open(id);
  } catch (error) {
    lobby.say(error.message);
  }
}

$("create").addEventListener("submit", create);
$("seek").addEventListener("click", seek);
$("challenge").addEventListener("click", challenge);
$("by-code").addEventListener("submit", joinByCode);
$("lobby-refresh").addEventListener("click", () => refreshLobby().catch((error) => lobby.say(error.message)));
