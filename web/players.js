// Players and ladders: a player's profile (records per rule set, ratings
// with their deviation, the rating history as a chart, recent games, and
// on one's own the switch that hides it) and the leaderboards per rule set
// and pool.

import { api } from "/play/api.js";
import { t } from "/play/i18n.js";
import { rulesetName } from "/play/words.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
/** Colours of the chart's lines, one per rule set and pool. */
const LINE_COLOURS = ["#b3431b", "#1565c0", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f"];
/** Rating changes drawn on the chart, newest. */
const HISTORY = 100;

const players = { me: null, rulesets: [], open: () => {}, openPlayer: () => {} };

function nameOfRuleset(id) {
  const ruleset = players.rulesets.find((r) => r.id === id);
  return ruleset ? rulesetName(ruleset) : id;
}

const cell = (text) => Object.assign(document.createElement("td"), { textContent: text });
const round = (value) => String(Math.round(value));

/** A table row saying `text` across `columns` columns (a table with nothing to list). */
function noneRow(text, columns) {
  const none = Object.assign(cell(text), { colSpan: columns });
  const row = document.createElement("tr");
  row.append(none);
  return row;
}

/** A rating in words: "1532 ± 120 (provisional) · best 1560". */
function ratingText(rating) {
  if (!rating) return "–";
  const parts = [t("profile.rating", { rating: round(rating.rating), deviation: round(rating.deviation) })];
  if (rating.provisional) parts[0] += ` (${t("profile.provisional")})`;
  parts.push(t("profile.best", { best: round(rating.best) }));
  return parts.join(" · ");
}

/** A link that opens `name`'s profile on the page. */
export function playerLink(name) {
  const link = Object.assign(document.createElement("a"), { href: `/play?player=${encodeURIComponent(name)}`, textContent: name });
  link.addEventListener("click", (event) => {
    event.preventDefault();
    players.openPlayer(name);
  });
  return link;
}

/**
 * Shows `username`'s profile. `page` gives the signed-in account, the rule
 * sets, `open` to go to a game and `openPlayer` to another profile.
 */
export async function showProfile(username, page) {
  Object.assign(players, page);
  const mine = username === players.me.username;
  const [profile, history, finished] = await Promise.all([
    api("GET", `/v1/players/${encodeURIComponent(username)}`),
    api("GET", `/v1/players/${encodeURIComponent(username)}/rating-history?limit=${HISTORY}`),
    mine ? api("GET", "/v1/me/games?status=finished&limit=10") : null,
  ]);
  $("player-name").textContent = profile.display_name ? `${profile.display_name} (${profile.username})` : profile.username;
  $("player-hidden").hidden = !profile.hidden;
  $("hide-me").hidden = !mine;
  $("hide-profile").checked = profile.hidden;
  drawRecords(profile);
  drawChart(history.changes);
  drawRecent(mine ? finished.games : null, history.changes);
}

/** One row per rule set played: games, wins, losses, shared wins, the ratings of both pools (Mists: its levels). */
function drawRecords(profile) {
  const rows = profile.rulesets.map((record) => {
    const row = document.createElement("tr");
    const pool = (name) => record.ratings.find((rating) => rating.pool === name);
    const team = record.team_records.map((level) => t("profile.team", level)).join(" · ");
    const ratings = team ? [cell(team)] : [cell(ratingText(pool("duel"))), cell(ratingText(pool("multiplayer")))];
    if (team) ratings[0].colSpan = 2;
    row.append(cell(nameOfRuleset(record.ruleset)), ...[record.games, record.wins, record.losses, record.draws].map(String).map(cell), ...ratings);
    return row;
  });
  if (!rows.length) rows.push(noneRow(t("profile.noGames"), 7));
  $("records").tBodies[0].replaceChildren(...rows);
}

/** The rating after each rated game, one line per rule set and pool, oldest on the left. */
function drawChart(changes) {
  const frame = $("rating-chart");
  if (!changes.length) return frame.replaceChildren(Object.assign(document.createElement("p"), { className: "help", textContent: t("profile.noHistory") }));
  const series = new Map();
  for (const change of [...changes].reverse()) {
    const key = `${change.ruleset}/${change.pool}`;
    if (!series.has(key)) series.set(key, { ruleset: change.ruleset, pool: change.pool, points: [] });
    series.get(key).points.push(change.rating);
  }
  const values = changes.flatMap((change) => [change.rating, change.rating_before]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const span = Math.max(high - low, 1);
  const [width, height, left, top] = [600, 220, 44, 12];
  const longest = Math.max(...[...series.values()].map((line) => line.points.length), 2);
  const x = (index) => left + (index / (longest - 1)) * (width - left - 10);
  const y = (rating) => top + (1 - (rating - low) / span) * (height - top - 24);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("profile.chart"));
  let markup = "";
  for (const rating of [low, (low + high) / 2, high]) {
    markup += `<line x1="${left}" x2="${width - 10}" y1="${y(rating)}" y2="${y(rating)}" stroke="#d7ccc8"/>`;
    markup += `<text x="${left - 6}" y="${y(rating) + 4}" font-size="12" text-anchor="end" fill="#5a504a">${round(rating)}</text>`;
  }
  const legend = document.createElement("ul");
  legend.className = "chart-legend";
  [...series.values()].forEach((line, index) => {
    const colour = LINE_COLOURS[index % LINE_COLOURS.length];
    const points = line.points.map((rating, step) => `${x(step).toFixed(1)},${y(rating).toFixed(1)}`).join(" ");
    markup += `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2.5"/>`;
    markup += line.points.map((rating, step) => `<circle cx="${x(step).toFixed(1)}" cy="${y(rating).toFixed(1)}" r="3" fill="${colour}"/>`).join("");
    const item = document.createElement("li");
    const swatch = Object.assign(document.createElement("span"), { className: "swatch" });
    swatch.style.background = colour;
    item.append(swatch, `${nameOfRuleset(line.ruleset)}, ${t(`pool.${line.pool}`)}`);
    legend.append(item);
  });
  svg.innerHTML = markup;
  frame.replaceChildren(svg, legend);
}

/** The player's last games: one's own finished games, or another's rated games, each opening its replay. */
function drawRecent(finished, changes) {
  const open = (id) => {
    const button = Object.assign(document.createElement("button"), { type: "button", textContent: t("game.open") });
    button.onclick = () => players.open(id);
    return button;
  };
  const line = (text, id) => {
    const item = document.createElement("li");
    item.append(Object.assign(document.createElement("span"), { textContent: text }), open(id));
    return item;
  };
  const items = finished
    ? finished.map((game) => line(`${nameOfRuleset(game.ruleset)} · ${game.players.map((p) => p.username ?? p.bot).join(", ")}`, game.id))
    : changes.slice(0, 10).map((change) =>
        line(
          t("profile.place", { game: nameOfRuleset(change.ruleset), place: change.place, before: round(change.rating_before), after: round(change.rating) }),
          change.game_id,
        ),
      );
  const none = Object.assign(document.createElement("li"), { className: "none", textContent: t("profile.noGames") });
  $("recent-games").replaceChildren(...(items.length ? items : [none]));
}

$("hide-profile").addEventListener("change", async () => {
  try {
    await api("PATCH", "/v1/me", { profile_hidden: $("hide-profile").checked });
    $("player-hidden").hidden = !$("hide-profile").checked;
  } catch (error) {
    $("hide-profile").checked = !$("hide-profile").checked;
    players.say?.(error.message);
  }
});

/** The leaderboard on show, and where its next page starts. */
const ladder = { ruleset: null, pool: null, next: null };

/** Shows the leaderboard of `ruleset` and `pool` (`page` as for [`showProfile`]). */
export async function showLadder(ruleset, pool, page) {
  Object.assign(players, page);
  // A co-operative rule set is never rated: it has no leaderboard.
  const rated = players.rulesets.filter((r) => !r.co_operative);
  $("ladder-ruleset").replaceChildren(...rated.map((r) => new Option(rulesetName(r), r.id)));
  if (!rated.some((r) => r.id === ruleset)) ruleset = rated[0]?.id;
  Object.assign(ladder, { ruleset, pool, next: null });
  $("ladder-ruleset").value = ruleset;
  $("ladder-pool").value = pool;
  $("ladder-table").tBodies[0].replaceChildren();
  await morePlaces();
}

/** The next page of the leaderboard on show. */
async function morePlaces() {
  const cursor = ladder.next ? `&cursor=${encodeURIComponent(ladder.next)}` : "";
  const page = await api("GET", `/v1/leaderboards/${ladder.ruleset}/${ladder.pool}?limit=50${cursor}`);
  const rows = page.entries.map((entry) => {
    const row = document.createElement("tr");
    const name = document.createElement("td");
    name.append(playerLink(entry.username));
    row.append(cell(String(entry.rank)), name, cell(t("profile.rating", { rating: round(entry.rating), deviation: round(entry.deviation) })), cell(String(entry.games)));
    return row;
  });
  const body = $("ladder-table").tBodies[0];
  if (!rows.length && !body.rows.length) rows.push(noneRow(t("ladder.none"), 4));
  body.append(...rows);
  ladder.next = page.next_cursor ?? null;
  $("ladder-more").hidden = !ladder.next;
}

$("ladder-more").addEventListener("click", () => morePlaces().catch((error) => players.say?.(error.message)));
for (const choice of ["ladder-ruleset", "ladder-pool"]) {
  $(choice).addEventListener("change", () => players.openLadder($("ladder-ruleset").value, $("ladder-pool").value));
}

/** The signed-in player's ratings, one text each, for the lobby: "Carcassonne, 2 players: 1532 ± 120 (provisional) · best 1560". */
export async function myRatings(me, rulesets) {
  players.rulesets = rulesets;
  const profile = await api("GET", `/v1/players/${encodeURIComponent(me.username)}`);
  return profile.rulesets.flatMap((record) =>
    record.ratings.map((rating) => `${nameOfRuleset(record.ruleset)}, ${t(`pool.${rating.pool}`)}: ${ratingText(rating)}`),
  );
}
