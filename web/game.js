// One game on screen: the players' panel, what is left, whose turn it is,
// the board to play on (a move chosen there is a ghost until confirmed or
// undone), the choices in words, the moves as they arrive (step by step,
// with what they scored) and, at the end, the summary.

import { api, openStream } from "/play/api.js";
import { Board } from "/play/board.js";
import { t, listed } from "/play/i18n.js";
import { drawLegend } from "/play/legend.js";
import { Replay } from "/play/replay.js";
import { signalTurn } from "/play/signals.js";
import { countsInWords, describe, ending, eventWords, nameOf, playerName, points, rulesetName } from "/play/words.js";

const $ = (id) => document.getElementById(id);
/** Colours of seats 0-5, as the board picture draws them (Mists: of the guard colours in this order). */
const SEAT_COLOURS = ["#d62728", "#2ca02c", "#1f77b4", "#f2c30f", "#222222", "#e377c2"];
const GUARD_COLOURS = ["red", "green", "blue", "yellow", "black", "pink"];
/** How a Mists guard colour (`red`, ...) is drawn. */
const guardColour = (name) => SEAT_COLOURS[GUARD_COLOURS.indexOf(name)];
const EVENT_TYPES = [
  "abbey_passed", "abbey_placed", "barn_placed", "dog_placed", "draw_chosen", "face_down_placed",
  "figure_placed", "figure_recalled", "figure_skipped", "game_created", "ghosts_removed",
  "graveyard_haunted", "guard_buried", "guard_buried_from_supply", "guard_placed", "guard_skipped",
  "player_resigned", "points_scored", "removals_ended", "tile_dealt", "tile_discarded", "tile_drawn",
  "tile_placed", "tile_set_aside", "wagon_moved", "wagon_returned",
];
/** Pause between two moves that arrive together. */
const STEP_MS = 400;
/** Moves kept in the log. */
const LOG_LENGTH = 40;

const view = {
  id: null,
  me: null,
  rulesets: [],
  game: null,
  legal: null,
  anchors: null,
  rotation: 0,
  tile: null,
  /** The move chosen on the board, shown as a ghost, not yet sent. */
  pending: null,
  /** The last tile placement the log has seen, and the last move it holds. */
  placed: null,
  logged: 0,
  /** Points scored since the board was last drawn, to rise on the next picture. */
  rising: [],
  stream: null,
  drawn: 0,
  queue: [],
  playing: false,
  fitted: false,
  say: () => {},
  open: () => {},
};
let board = null;
let replay = null;
// The moves are in a drawer, open where there is room beside the board.
$("log-drawer").open = matchMedia("(min-width: 761px)").matches;

/**
 * Shows game `id` in `page`: the signed-in account (`me`), the rule sets,
 * `say` to show a message and `open` to go to another game.
 */
export async function openGame(id, page) {
  closeGame();
  Object.assign(view, page, { id, game: null, legal: null, rotation: 0, tile: null, pending: null, placed: null, logged: 0, rising: [], queue: [], fitted: false });
  board ??= new Board($("board"));
  replay ??= new Replay(board, { move: wordsOf, judged: judgedWords, seat: (seat) => nameOf(view.game, seat, view.me) });
  board.clear();
  replay.hide();
  $("log").replaceChildren();
  $("game-id").textContent = id;
  const game = await refresh();
  await fillLog(game);
  await follow(game.seq);
}

/** The game on screen (`id` null when none) and whether it is over. */
export function shownGame() {
  return { id: view.id, over: view.game?.status === "finished" };
}

/** The analysis of game `id` is done: its replay, if shown, reads it. */
export function analysisReady(id) {
  if (view.id === id) replay?.readAnalysis().catch(failed);
}

/** Stops following the game on screen. */
export function closeGame() {
  signalTurn(false);
  view.stream?.close();
  view.stream = null;
  view.id = null;
}

// Who joins a game before its start is not in its log: an open game is
// read again every few seconds while it is on screen.
const OPEN_GAME_POLL_MS = 3000;
setInterval(() => {
  if (view.id && view.game?.status === "open" && !document.hidden) refresh().catch(failed);
}, OPEN_GAME_POLL_MS);

// Follows the game's stream from `after`; a broken stream is opened again
// with a new ticket from the last move seen.
async function follow(after) {
  const listeners = Object.fromEntries(EVENT_TYPES.map((type) => [type, arrived]));
  listeners.game_over = () => {
    view.stream?.close();
    refresh().catch(failed);
  };
  const id = view.id;
  const stream = await openStream(`/v1/games/${id}/stream-ticket`, listeners, { after });
  if (view.id !== id) return stream.close();
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED && view.stream === stream && !view.game?.state?.outcome) {
      setTimeout(() => view.id === id && follow(view.game.seq).catch(failed), 2000);
    }
  };
  view.stream = stream;
}

function failed(error) {
  view.say(error.message);
}

// The last moves before the page opened, into the log.
async function fillLog(game) {
  if (!game.state) return;
  const after = Math.max(0, game.seq - LOG_LENGTH);
  const page = await api("GET", `/v1/games/${view.id}/events?after=${after}&limit=${LOG_LENGTH}`);
  for (const record of page.events) log(record);
  // Points rise for moves seen as they happen, not for those before the page opened.
  view.rising = [];
}

/**
 * `record` in words (null for what the players did not do); `placed` is
 * the tile placement before it: a figure goes on that tile, and the kind of
 * its region names it (Discovery's roles).
 */
function wordsOf(record, placed) {
  const { event } = record;
  const tile = placed && event.region !== undefined && event.x === undefined && board.tileAt(placed.x, placed.y);
  const kind = tile ? view.anchors?.[tile.dataset.tile]?.[event.region]?.kind : undefined;
  return view.game && eventWords(view.game, record, view.me, kind);
}

/** What the analysis made of `decision`: its label, the points it lost and the best move found. */
function judgedWords(decision) {
  const label = t(`analysis.label.${decision.label}`);
  const { best } = decision;
  if (sameCommand(best, decision.made)) return t("analysis.best", { label });
  const move = isPlacement(best)
    ? t("analysis.tileAt", { x: best.x, y: best.y, degrees: 90 * best.rotation })
    : describe(best, regionOfCommand(best));
  return t("analysis.judged", { label, best: move, ...points("lost", decision.best_value - decision.made_value) });
}

/** What a move scored, for the points to rise on the board: `{points, colour, tiles}` per scoring. */
function scoredOf(record) {
  return (record.effects ?? [])
    .filter((effect) => effect.type === "scored" && effect.scoring.points > 0)
    .map(({ scoring }) => {
      const colours = scoring.colours?.length
        ? scoring.colours.map(guardColour)
        : (scoring.scorers ?? []).map((seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length]);
      return { points: scoring.points, colour: colours[0] ?? "#5d4037", tiles: scoring.tiles };
    });
}

/**
 * Adds `record` to the log, in words, once (a command's answer and the
 * stream both bring it), and what it scored to the points to show;
 * returns the words (null for what the players did not do).
 */
function log(record) {
  if (record.seq <= view.logged) return null;
  view.logged = record.seq;
  view.rising.push(...scoredOf(record));
  if (record.event.type === "tile_placed") view.placed = record.event;
  const words = wordsOf(record, view.placed);
  if (!words) return null;
  const line = Object.assign(document.createElement("li"), { textContent: words });
  $("log").prepend(line);
  while ($("log").children.length > LOG_LENGTH) $("log").lastChild.remove();
  return words;
}

// A move on the stream: into the log and onto the board, one after
// another when several arrive together; then the whole page is redrawn.
function arrived(record) {
  if (record.seq <= view.drawn) return;
  view.queue.push(record);
  if (!view.playing) play().catch(failed);
}

async function play() {
  view.playing = true;
  try {
    // Moves that arrive during the redraw are played after it.
    while (view.queue.length) {
      while (view.queue.length) {
        const record = view.queue.shift();
        const words = log(record);
        // Screen readers hear each move as it is shown.
        if (words) $("announce").textContent = words;
        const later = view.queue.some((next) => !next.automatic);
        // Only moves the page has not drawn yet, one picture each.
        if (!record.automatic && later && record.seq > view.drawn) {
          const picture = await api("GET", `/v1/games/${view.id}/board.svg?at=${record.seq}`);
          // A redraw meanwhile shows more than this step did.
          if (record.seq <= view.drawn) continue;
          board.show(picture);
          board.risePoints(view.rising.splice(0));
          await new Promise((resolve) => setTimeout(resolve, STEP_MS));
        }
      }
      await refresh();
    }
  } finally {
    view.playing = false;
  }
}

// Redraws the game; a newer redraw started meanwhile wins (the stream and
// the page's own commands may both ask for one). Everything is fetched
// first and drawn at once, so that the page never shows a board without
// the choices on it.
let redraws = 0;
async function refresh() {
  const mine = ++redraws;
  const id = view.id;
  const game = await api("GET", `/v1/games/${id}`);
  const deciding = game.state && !game.state.outcome && game.your_turn;
  const [svg, legal, anchors] = await Promise.all([
    game.state ? api("GET", `/v1/games/${id}/board.svg`) : null,
    deciding ? api("GET", `/v1/games/${id}/legal-moves`) : null,
    game.state ? anchorsOf(game.ruleset) : null,
  ]);
  if (mine !== redraws || id !== view.id) return game;
  Object.assign(view, { game, legal, anchors, drawn: game.seq });
  draw(svg);
  $("game").dataset.seq = game.seq;
  return game;
}

// The tile catalog's regions of a rule set (anchor and kind), by tile id; fetched once.
const catalogs = {};
async function anchorsOf(ruleset) {
  if (!catalogs[ruleset]) {
    const catalog = await api("GET", `/v1/rulesets/${ruleset}/tiles`);
    catalogs[ruleset] = Object.fromEntries(catalog.tiles.map((tile) => [tile.id, tile.regions]));
  }
  return catalogs[ruleset];
}

/** The seat the signed-in account plays, if it plays one. */
function mySeat(game) {
  const mine = game.players.find((p) => p.account_id === view.me.id && p.seat !== null && p.seat !== undefined);
  return mine?.seat;
}

function draw(svg) {
  const { game } = view;
  const state = game.state;
  const ruleset = view.rulesets.find((r) => r.id === game.ruleset);
  $("game-title").textContent = `${ruleset ? rulesetName(ruleset) : game.ruleset} · ${t(`game.status.${game.status}`)}`;
  drawLobbyPart(game);
  drawPanel(game);
  drawCounts(game);
  drawActions(game);
  $("hint-text").textContent = game.rated && game.status === "active" ? t("error.no_engine_help") : "";
  $("choices").replaceChildren();
  $("tile-tools").hidden = true;
  // A move chosen before this redraw stays chosen while it is still legal.
  const pending = view.pending && view.legal?.commands.find((c) => sameCommand(c, view.pending));
  setPending(null);
  $("summary").hidden = !state?.outcome;
  signalTurn(Boolean(state && !state.outcome && view.legal), view.id);
  if (!state) {
    $("turn").textContent = t("play.waiting", { taken: game.players.length, seats: game.seats });
    board.clear();
    return;
  }
  if (state.outcome) replay.offer(view.id, !ruleset?.co_operative);
  else replay.hide();
  // A replay being stepped through keeps its picture.
  const rising = view.rising.splice(0);
  if (!replay.stepping) {
    board.show(svg);
    board.risePoints(rising);
  }
  if (!$("legend").hidden) showLegend();
  if (state.outcome) {
    // The whole board at the end, once.
    if (!view.fitted) {
      board.zoomBy(0);
      showRematchOffer().catch(failed);
    }
    view.fitted = true;
    drawSummary(game);
    $("turn").textContent = ending(game, state.outcome, view.me);
    return;
  }
  if (!view.legal) {
    const names = (state.deciders ?? [state.current_player]).map((seat) => nameOf(game, seat, view.me));
    $("turn").textContent =
      mySeat(game) === undefined && names.length === 1
        ? `${t("play.toMove", { name: names[0] })} ${t("play.spectating")}`
        : names.length === 1
          ? t("play.toMove", { name: names[0] })
          : t("play.toMoveMany", { names: listed(names) });
    return;
  }
  $("turn").textContent = t("play.yourTurn");
  drawChoices();
  if (pending) propose(pending);
  // Who plays by keyboard goes on where the choices are.
  else if (byKeyboard) document.querySelector("#board .cell, #board .spot, #choices button")?.focus();
}

// Whether the player's last action came from the keyboard (Enter or Space).
let byKeyboard = false;
// (Seen first, before the element the key or pointer is on acts on it.)
document.addEventListener("keydown", (event) => (byKeyboard ||= event.key === "Enter" || event.key === " "), true);
document.addEventListener("pointerdown", () => (byKeyboard = false), true);

/** Before the start: who waits, the join code, the owner's start and bots. */
function drawLobbyPart(game) {
  const open = game.status === "open";
  const owner = game.owner_id === view.me.id && open;
  $("start").hidden = $("cancel").hidden = !owner;
  // Rated games are between people: no bot is offered to be refused.
  $("add-bot").hidden = $("bot-level").hidden = !owner || game.rated;
  const seated = game.players.some((p) => p.account_id === view.me.id);
  $("join").hidden = !open || seated;
  $("leave").hidden = !open || !seated || owner;
  const share = [];
  if (open) share.push(t("play.share", { id: game.id }));
  if (open && game.join_code) share.push(t("play.invite", { code: game.join_code }));
  if (open) share.push(listed(game.players.map((p) => playerName(game, p))));
  $("game-meta").textContent = share.join(" · ");
}

/** The colours a seat plays: its own, or in Mists the guard colours it controls. */
function coloursOf(state, seat) {
  const guards = (state.colours ?? []).filter((c) => c.seat === seat).map((c) => guardColour(c.colour));
  return guards.length ? guards : [SEAT_COLOURS[seat % SEAT_COLOURS.length]];
}

/** What is left of a player's figures, and the goods taken, in words: "follower 6 · mayor 1 · wine 2". */
function figuresLeft(player, state) {
  if (player.supply && typeof player.supply === "object") {
    // Traders & Builders adds the goods tokens taken.
    return [...countsInWords("figure", player.supply), ...countsInWords("goods", player.goods)].join(" · ") || "–";
  }
  const colours = (state.colours ?? []).filter((c) => c.seat === player.seat);
  return colours.map((c) => t("panel.guards", { colour: c.colour, n: c.supply })).join(" · ");
}

/** Milliseconds as m:ss (or h:mm:ss); a negative time is 0:00. */
function clockText(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The players' table: colours, names, scores, figures left, clocks, who is to move. */
function drawPanel(game) {
  const state = game.state;
  $("panel").hidden = !state?.players;
  if (!state?.players) return $("strip").replaceChildren();
  const rows = state.players.map((player) => {
    const row = document.createElement("tr");
    if (state.deciders?.includes(player.seat) && !state.outcome) row.className = "to-move";
    if (player.resigned) row.className = "resigned";
    const clock = game.clock?.seats?.find((s) => s.seat === player.seat);
    const name = document.createElement("td");
    for (const colour of coloursOf(state, player.seat)) {
      name.append(Object.assign(document.createElement("span"), { className: "swatch", style: `background:${colour}` }));
    }
    name.append(nameOf(game, player.seat, view.me), player.resigned ? ` (${t("panel.resigned")})` : "");
    const cells = [String(player.score), figuresLeft(player, state)].map((text) =>
      Object.assign(document.createElement("td"), { textContent: text }),
    );
    const time = Object.assign(document.createElement("td"), { className: "clock" });
    if (clock) {
      time.textContent = clockText(clock.remaining_ms);
      if (clock.running && clock.deadline) time.dataset.deadline = clock.deadline;
    }
    row.replaceChildren(name, ...cells, time);
    return row;
  });
  $("panel").tBodies[0].replaceChildren(...rows);
  $("panel").classList.toggle("no-clock", !game.clock);
  drawStrip(game);
}

/** The players in one line (colour, name, score), whose turn marked: above the board on phones. */
function drawStrip(game) {
  const state = game.state;
  const chips = state.players.map((player) => {
    const chip = document.createElement("li");
    if (state.deciders?.includes(player.seat) && !state.outcome) chip.className = "to-move";
    const swatch = Object.assign(document.createElement("span"), { className: "swatch" });
    swatch.style.background = coloursOf(state, player.seat)[0];
    const name = Object.assign(document.createElement("span"), { className: "name", textContent: nameOf(game, player.seat, view.me) });
    chip.append(swatch, name, ` ${player.score}`);
    return chip;
  });
  $("strip").replaceChildren(...chips);
}

/** Running clocks count down on the page between redraws. */
setInterval(() => {
  for (const cell of document.querySelectorAll("#panel td[data-deadline]")) {
    cell.textContent = clockText(Date.parse(cell.dataset.deadline) - Date.now());
  }
}, 1000);

/** Tiles left, a builder's second turn, and in Mists the goal and the ghosts in the bank. */
function drawCounts(game) {
  const state = game.state;
  $("counts").hidden = !state;
  if (!state) return;
  const parts = [t("play.tilesLeft", { n: state.tiles_left })];
  if (state.piles?.sizes?.length > 1) parts.push(t("play.piles", { sizes: state.piles.sizes.join(" / ") }));
  if (state.second_turn) parts.push(t("play.secondTurn"));
  if (state.level) {
    const lowest = Math.min(...(state.colours ?? []).map((c) => c.score));
    parts.push(
      state.level.scoring === "per_colour"
        ? t("play.goalLowest", { score: lowest, goal: state.level.goal })
        : t("play.goal", { score: state.team_score, goal: state.level.goal }),
    );
    parts.push(t("play.bank", { n: state.ghosts.bank }));
  }
  $("counts").textContent = parts.join(" · ");
}

function drawActions(game) {
  const seat = mySeat(game);
  const resigned = seat !== undefined && game.state?.players?.[seat]?.resigned;
  const playing = game.status === "active" && seat !== undefined && !resigned;
  $("resign").hidden = !playing;
  // A rated game gets no engine help while it runs (403 no_engine_help).
  $("hint").hidden = !(playing && view.legal) || game.rated;
  const running = game.clock?.seats?.find((s) => s.running);
  $("claim").hidden = !(playing && running && running.seat !== seat && running.remaining_ms < 0);
  // A rematch is of a game between people with the box's tiles.
  $("rematch").hidden = !(game.status === "finished" && seat !== undefined && !game.single_seat && game.seats > 1 && !game.custom);
}

/**
 * A rematch of the finished game on screen that another player offers
 * this one: said in the summary, to accept or decline there. Asked again
 * when a challenge arrives (lobby.js).
 */
export async function showRematchOffer() {
  const game = view.game;
  if (!game || game.status !== "finished" || mySeat(game) === undefined) return ($("rematch-offer").hidden = true);
  const { incoming } = await api("GET", "/v1/challenges");
  const offer = incoming.find((challenge) => challenge.rematch_of === game.id && challenge.status === "pending");
  $("rematch-offer").hidden = !offer || view.game?.id !== game.id;
  if (!offer) return;
  $("rematch-text").textContent = t("challenge.rematchOffered", { name: offer.challenger.username });
  $("rematch-accept").onclick = () =>
    api("POST", `/v1/challenges/${offer.id}/accept`)
      .then((accepted) => (accepted.game_id ? view.open(accepted.game_id) : showRematchOffer()))
      .catch(failed);
  $("rematch-decline").onclick = () =>
    api("POST", `/v1/challenges/${offer.id}/decline`)
      .then(showRematchOffer)
      .catch(failed);
}

/** The end: places and final scores, and how it ended. */
function drawSummary(game) {
  const state = game.state;
  $("summary-line").textContent = ending(game, state.outcome, view.me);
  // A co-operative game has one result for all: the team's score, not places.
  const team = Boolean(state.level);
  $("standings").hidden = team;
  $("summary-team").hidden = !team;
  if (team) $("summary-team").textContent = $("counts").textContent;
  // Places come by seat (resigned players last); without them, by score.
  const places = state.outcome.places ?? [];
  const byScore = [...state.players].sort((a, b) => b.score - a.score);
  const placeOf = (player) => places[player.seat] ?? byScore.findIndex((s) => s.score === player.score) + 1;
  const standings = [...state.players].sort((a, b) => placeOf(a) - placeOf(b) || b.score - a.score);
  const rows = standings.map((player) => {
    const place = placeOf(player);
    const row = document.createElement("tr");
    row.replaceChildren(
      ...[String(place), nameOf(game, player.seat, view.me), String(player.score)].map((text) =>
        Object.assign(document.createElement("td"), { textContent: text }),
      ),
    );
    return row;
  });
  $("standings").tBodies[0].replaceChildren(...rows);
}

/** What region `index` of the placed `tile` is and where it lies on it. */
function regionOf(tile, index) {
  const region = tile && view.anchors?.[tile.dataset.tile]?.[index];
  if (!region) return null;
  const spot = board.spotOf(tile, region.anchor);
  return { kind: region.kind, ...spot.onTile, cx: spot.cx, cy: spot.cy };
}

/** The region a command names (its `region`, or the fog it clears), if any. */
function regionOfCommand(command) {
  const index = command.region ?? command.fog;
  return index === undefined ? null : regionOf(board.tileAt(command.x, command.y), index);
}

/** Buttons in words for `commands`; twins read with their compass point. */
function buttons(commands) {
  const plain = commands.map((command) => describe(command, regionOfCommand(command)));
  const placed = commands.map((command, index) => {
    const twin = plain.filter((text) => text === plain[index]).length > 1;
    return describe(command, regionOfCommand(command), twin);
  });
  // Twins even where they lie (two fields to the south-west) are numbered.
  const texts = placed.map((text, index) => {
    const same = placed.filter((other) => other === text).length;
    return same > 1 ? `${text} ${placed.slice(0, index).filter((other) => other === text).length + 1}` : text;
  });
  return commands.map((command, index) => {
    const button = Object.assign(document.createElement("button"), { type: "button", textContent: texts[index] });
    // What goes somewhere on the board is shown there first.
    button.onclick = () => (regionOfCommand(command) ? propose(command) : send(command));
    return button;
  });
}

/** Whether commands `a` and `b` are the same (the service writes a command's fields in one order). */
const sameCommand = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a legal command places the tile (it has a rotation). */
const isPlacement = (command) => command.rotation !== undefined;

/** The choices of the player to move: cells, spots and buttons. */
function drawChoices() {
  const commands = view.legal.commands;
  const placements = commands.filter(isPlacement);
  const cells = commands.filter((c) => c.rotation === undefined && c.x !== undefined && c.region === undefined && c.fog === undefined);
  const others = commands.filter((c) => !placements.includes(c));
  if (placements.length) drawPlacements(placements);
  else board.showCells(cells.map((c) => ({ x: c.x, y: c.y, label: describe(c), choose: () => propose(c) })));
  drawSpots(others.filter((c) => regionOfCommand(c)));
  $("choices").replaceChildren(...buttons(others));
}

/** The tile to place, turned without asking the service, and the cells it fits at so turned. */
function drawPlacements(placements) {
  const state = view.game.state;
  const tiles = [...new Set(placements.map((p) => p.tile ?? state.current_tile))];
  if (!tiles.includes(view.tile)) view.tile = tiles[0];
  const forTile = placements.filter((p) => (p.tile ?? state.current_tile) === view.tile);
  const rotations = [...new Set(forTile.map((p) => p.rotation))].sort();
  if (!rotations.includes(view.rotation)) view.rotation = rotations[0];
  $("tile-tools").hidden = false;
  $("other-tile").hidden = tiles.length < 2;
  $("other-tile").onclick = () => {
    view.tile = tiles[(tiles.indexOf(view.tile) + 1) % tiles.length];
    setPending(null);
    drawPlacements(placements);
  };
  showTile(view.game.ruleset, view.tile, view.rotation);
  // The next rotation: at the chosen cell, the next one the tile fits there.
  $("rotate").onclick = () => {
    const chosen = view.pending && isPlacement(view.pending) ? view.pending : null;
    const fitting = chosen ? forTile.filter((p) => p.x === chosen.x && p.y === chosen.y).map((p) => p.rotation) : rotations;
    view.rotation = fitting[(fitting.indexOf(view.rotation) + 1) % fitting.length];
    drawPlacements(placements);
    if (chosen) propose(forTile.find((p) => p.x === chosen.x && p.y === chosen.y && p.rotation === view.rotation));
  };
  const label = t("cmd.place_tile");
  const cells = new Map();
  for (const p of forTile) {
    const key = `${p.x},${p.y}`;
    // A cell the tile fits but not so turned is offered too, turned the first way it fits.
    if (!cells.has(key) || p.rotation === view.rotation) cells.set(key, p);
  }
  board.showCells(
    [...cells.values()].map((p) => ({
      x: p.x,
      y: p.y,
      fits: p.rotation === view.rotation,
      label: `${label} (${p.x}, ${p.y})`,
      // The chosen cell chosen again turns the tile.
      choose: () => (view.pending && view.pending.x === p.x && view.pending.y === p.y ? $("rotate").click() : propose(p)),
    })),
  );
}

// The tile pictures of a rule set, by id, fetched once and shown as
// images (their pattern ids stay apart from the board's), without their
// region numbers (the circles and texts at the picture's top level).
const tilePictures = {};
async function tilePicture(ruleset, id) {
  const [family, name] = id.split("#")[0].split("/");
  const path = `/v1/rulesets/${ruleset}/tiles/${family}/${name}.svg`;
  if (!tilePictures[path]) {
    const picture = new DOMParser().parseFromString(await api("GET", path), "image/svg+xml");
    picture.querySelectorAll(":root > circle, :root > text").forEach((label) => label.remove());
    const text = new XMLSerializer().serializeToString(picture);
    tilePictures[path] = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  }
  return tilePictures[path];
}

async function showTile(ruleset, id, rotation) {
  const url = await tilePicture(ruleset, id);
  if (view.tile !== id) return;
  $("tile").src = url;
  $("tile").style.transform = `rotate(${90 * rotation}deg)`;
}

/** The drawing (of the board picture's) a command puts on the board, if it places a figure. */
function figureOf(command) {
  const figures = {
    // A figure of no kind of its own (Discovery's) is drawn as a follower.
    place_figure: `figure-${(command.figure ?? "follower").replaceAll("_", "-")}`,
    place_guard: "figure-guard",
    move_wagon: "figure-wagon",
    place_barn: "figure-barn",
    place_dog: "figure-dog",
  };
  return figures[command.type];
}

/** The colour a command's figure is drawn in: its guard colour, the dog's white, else the player's. */
function colourOf(command) {
  if (command.colour) return guardColour(command.colour);
  if (command.type === "place_dog") return "#ffffff";
  return SEAT_COLOURS[(mySeat(view.game) ?? 0) % SEAT_COLOURS.length];
}

/** Chooses `command` without sending it: its ghost on the board, and confirm and undo offered. */
async function propose(command) {
  setPending(command);
  if (isPlacement(command)) {
    view.rotation = command.rotation;
    const tile = command.tile ?? view.game.state.current_tile;
    $("tile").style.transform = `rotate(${90 * command.rotation}deg)`;
    const href = await tilePicture(view.game.ruleset, tile);
    const spots = spotsAfter(command, tile);
    if (view.pending === command) board.showTileGhost({ x: command.x, y: command.y, rotation: command.rotation, href, spots });
  } else if (figureOf(command) && regionOfCommand(command)) {
    const { cx, cy } = regionOfCommand(command);
    board.showFigureGhost({ cx, cy, figure: figureOf(command), colour: colourOf(command) });
  } else {
    board.markChosen(regionOfCommand(command) ?? { x: command.x, y: command.y });
  }
  if (view.pending === command) showAboveBar();
  if (byKeyboard) $("confirm").focus();
}

/** Scrolls the page so the move shown on the board is clear of the confirm bar (on phones it sits over the board's foot). */
function showAboveBar() {
  const shown = document.querySelector("#board .ghost");
  if (!shown) return;
  const [box, bar] = [shown, $("confirm-bar")].map((node) => node.getBoundingClientRect());
  if (box.bottom > bar.top && box.top < bar.bottom) window.scrollBy({ top: box.bottom - bar.top + 8 });
}

/**
 * Where a figure (or guard) could go on `tile` once `placement` is made,
 * as points on the tile unturned: the legal moves list them with each placement.
 */
function spotsAfter(placement, tile) {
  const moves = view.legal?.moves;
  const same = (p) => p.x === placement.x && p.y === placement.y && p.rotation === placement.rotation && (p.tile ?? tile) === tile;
  const made = (moves?.placements ?? moves?.abbey ?? []).find(same);
  const regions = view.anchors?.[tile] ?? [];
  return (made?.figures ?? made?.guards ?? []).map((option) => regions[option.region]?.anchor).filter(Boolean);
}

/** The move chosen (null: none), in words above the confirm and undo buttons. */
function setPending(command) {
  view.pending = command;
  $("confirm-bar").hidden = !command;
  $("pending").textContent = command ? describe(command, regionOfCommand(command)) : "";
  if (!command) board.clearGhost();
}

function confirmPending() {
  const command = view.pending;
  if (command) send(command);
}

function undoPending() {
  if (!view.pending) return;
  setPending(null);
  if (byKeyboard) document.querySelector("#board .cell, #board .spot, #choices button")?.focus();
}

/** Spots on the regions commands name; one with several commands narrows the buttons to them. */
function drawSpots(commands) {
  const spots = new Map();
  for (const command of commands) {
    const region = regionOfCommand(command);
    const key = `${region.cx},${region.cy}`;
    if (!spots.has(key)) spots.set(key, { cx: region.cx, cy: region.cy, commands: [] });
    spots.get(key).commands.push(command);
  }
  board.showSpots(
    [...spots.values()].map((spot) => ({
      ...spot,
      label: describe(spot.commands[0], regionOfCommand(spot.commands[0])),
      choose: () => {
        if (spot.commands.length === 1) return propose(spot.commands[0]);
        $("choices").replaceChildren(...buttons(spot.commands));
        $("choices").querySelector("button").focus();
        view.say(t("play.chooseThere"));
      },
    })),
  );
}

async function send(command) {
  setPending(null);
  try {
    const body = { ruleset: view.game.ruleset, expected_seq: view.legal.seq, command };
    const result = await api("POST", `/v1/games/${view.id}/commands`, body);
    // The moves it made, in the log at once (the stream brings them again).
    for (const record of result.events ?? []) log(record);
    view.say("");
    await refresh();
  } catch (error) {
    failed(error);
  }
}

async function act(path, body) {
  try {
    await api("POST", `/v1/games/${view.id}/${path}`, body);
    view.say("");
    await refresh();
  } catch (error) {
    failed(error);
  }
}

$("start").addEventListener("click", () => act("start"));
$("add-bot").addEventListener("click", () => act("bots", { level: $("bot-level").value }));
$("join").addEventListener("click", () => act("join"));
$("leave").addEventListener("click", () => act("leave"));
$("cancel").addEventListener("click", () => act("cancel"));
$("claim").addEventListener("click", () => act("claim-timeout"));
$("resign").addEventListener("click", () => confirm(t("play.resign.confirm")) && act("resign"));
$("rematch").addEventListener("click", async () => {
  try {
    const challenge = await api("POST", `/v1/games/${view.id}/rematch`);
    if (challenge.game_id) view.open(challenge.game_id);
    else view.say(t("challenge.rematchSent"));
  } catch (error) {
    failed(error);
  }
});
$("hint").addEventListener("click", async () => {
  try {
    const hint = await api("GET", `/v1/games/${view.id}/hint`);
    const { command } = hint;
    if (isPlacement(command) && view.legal) {
      // A tile: shown where the hint puts it, to confirm or not, with the
      // figure the bot would then place marked on it.
      view.rotation = command.rotation;
      if (command.tile) view.tile = command.tile;
      drawPlacements(view.legal.commands.filter(isPlacement));
      const placement = view.legal.commands.find((c) => sameCommand(c, command)) ?? command;
      await propose(placement);
      const tile = command.tile ?? view.game.state.current_tile;
      const next = hint.then[0];
      const index = next?.region ?? next?.fog;
      const anchor = view.anchors?.[tile]?.[index]?.anchor;
      if (anchor) document.querySelector(`#board .ghost .may[cx="${anchor.x}"][cy="${anchor.y}"]`)?.classList.add("hinted");
      const placed = { dataset: { tile, x: command.x, y: command.y, rotation: command.rotation } };
      const then = next && describe(next, regionOf(placed, index));
      $("hint-text").textContent = then
        ? t("play.hintTileThen", { move: then.charAt(0).toLocaleLowerCase() + then.slice(1) })
        : t("play.hintTile");
      return;
    }
    // A figure: its spot marked on the board too.
    const region = regionOfCommand(command);
    if (region) document.querySelector(`#board .spot[cx="${region.cx}"][cy="${region.cy}"]`)?.classList.add("hinted");
    $("hint-text").textContent = t("play.hintIs", { move: describe(command, region) });
  } catch (error) {
    failed(error);
  }
});

/** The legend of the board on show: its kinds, the figures there and in the supplies, its marks. */
function showLegend() {
  const state = view.game?.state;
  if (!state || !board.svg) return;
  const tiles = [...board.svg.querySelectorAll("g[data-tile]")].map((tile) => tile.dataset.tile);
  const kinds = new Set(tiles.flatMap((id) => (view.anchors?.[id] ?? []).map((region) => region.kind)));
  const figures = state.players.flatMap((player) => Object.keys(player.supply && typeof player.supply === "object" ? player.supply : {}));
  if (state.colours) figures.push("guard");
  drawLegend($("legend"), board.svg, { kinds: [...kinds], figures, colour: colourOf({}) });
}

$("legend-toggle").addEventListener("click", () => {
  const open = $("legend").hidden;
  $("legend").hidden = !open;
  $("legend-toggle").setAttribute("aria-expanded", String(open));
  if (open) showLegend();
});
$("confirm").addEventListener("click", confirmPending);
$("undo").addEventListener("click", undoPending);
$("zoom-in").addEventListener("click", () => board.zoomBy(1.25));
$("zoom-out").addEventListener("click", () => board.zoomBy(0.8));
$("zoom-fit").addEventListener("click", () => board.zoomBy(0));
document.addEventListener("keydown", (event) => {
  if ($("game").hidden || event.target.matches("input, select, textarea")) return;
  const keys = {
    r: () => $("tile-tools").hidden || $("rotate").click(),
    "+": () => board.zoomBy(1.25),
    "-": () => board.zoomBy(0.8),
    0: () => board.zoomBy(0),
    Escape: undoPending,
    // Enter on a button presses that button; elsewhere it confirms.
    Enter: () => event.target.matches("button, [role=button], a") || confirmPending(),
  };
  keys[event.key]?.();
});
