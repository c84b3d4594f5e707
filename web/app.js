// A small client of the service's own API: sign in, create or join a game
// of any rule set, see the board, place tiles by clicking highlighted
// cells and figures by clicking spots on regions, choose every other
// decision from the legal commands, and follow
// the game live through its event stream (opened with a stream ticket,
// since EventSource cannot send Authorization).

const $ = (id) => document.getElementById(id);
const EVENT_TYPES = [
  "abbey_passed", "abbey_placed", "barn_placed", "dog_placed", "draw_chosen", "face_down_placed",
  "figure_placed", "figure_recalled", "figure_skipped", "game_created", "ghosts_removed",
  "graveyard_haunted", "guard_buried", "guard_buried_from_supply", "guard_placed", "guard_skipped",
  "player_resigned", "points_scored", "removals_ended", "tile_dealt", "tile_discarded", "tile_drawn",
  "tile_placed", "tile_set_aside", "wagon_moved", "wagon_returned",
];

const session = {
  token: sessionStorage.getItem("token"),
  refresh: sessionStorage.getItem("refresh"),
  me: null,
  game: null,
  stream: null,
  rotation: 0,
  shown: 0,
};

function say(text) {
  $("message").textContent = text;
}

/** Keeps a sign-in's or a refresh's tokens for this tab. */
function keep(tokens) {
  session.token = tokens.access_token;
  session.refresh = tokens.refresh_token;
  sessionStorage.setItem("token", session.token);
  sessionStorage.setItem("refresh", session.refresh);
}

let renewing = null;

/** The session's next tokens; calls at once share one exchange, since a refresh token works once. */
function renew() {
  renewing ??= api("POST", "/v1/auth/refresh", { refresh_token: session.refresh }, false)
    .then(keep)
    .finally(() => (renewing = null));
  return renewing;
}

/** Calls the API; an expired access token is renewed once and the call sent again. */
async function api(method, path, body, mayRenew = true) {
  const headers = {};
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const type = response.headers.get("content-type") || "";
  const data = type.includes("json") && text ? JSON.parse(text) : text;
  if (response.status === 401 && data.code === "expired_token" && session.refresh && mayRenew) {
    await renew();
    return api(method, path, body, false);
  }
  if (!response.ok) {
    const rule = data.rule ? ` (${data.rule})` : "";
    throw new Error(`${data.code || response.status}${rule}: ${data.detail || text}`);
  }
  return data;
}

async function signIn(register) {
  const credentials = { username: $("username").value, password: $("password").value };
  try {
    if (register) await api("POST", "/v1/accounts", credentials);
    keep(await api("POST", "/v1/auth/login", credentials));
    await enterLobby();
  } catch (error) {
    say(error.message);
  }
}

async function enterLobby() {
  session.me = await api("GET", "/v1/me");
  $("who").textContent = `signed in as ${session.me.username}`;
  $("account").hidden = true;
  $("lobby").hidden = false;
  const rulesets = await api("GET", "/v1/rulesets");
  $("ruleset").replaceChildren(...rulesets.map((r) => new Option(r.name, r.id)));
  const wanted = new URLSearchParams(location.search).get("game");
  if (wanted) await openGame(wanted);
}

async function createGame(event) {
  event.preventDefault();
  const order = $("tile-order").value.split(",").map((t) => t.trim()).filter(Boolean);
  const body = {
    ruleset: $("ruleset").value,
    options: { players: Number($("players").value) },
    seat_order: "join_order",
  };
  if (order.length) body.tile_order = order;
  try {
    const game = await api("POST", "/v1/games", body);
    await openGame(game.id);
  } catch (error) {
    say(error.message);
  }
}

async function joinGame(event) {
  event.preventDefault();
  const id = $("join-id").value.trim();
  try {
    await api("POST", `/v1/games/${id}/join`);
    await openGame(id);
  } catch (error) {
    say(error.message);
  }
}

async function openGame(id) {
  session.game = id;
  history.replaceState(null, "", `?game=${id}`);
  $("game").hidden = false;
  $("game-id").textContent = id;
  await follow(id);
  await refresh();
}

// Follows the game's stream; every event refreshes the page.
async function follow(id) {
  if (session.stream) session.stream.close();
  const ticket = await api("POST", `/v1/games/${id}/stream-ticket`);
  const stream = new EventSource(ticket.url);
  let pending = null;
  const changed = () => {
    clearTimeout(pending);
    pending = setTimeout(() => refresh().catch((error) => say(error.message)), 50);
  };
  for (const type of EVENT_TYPES) stream.addEventListener(type, changed);
  // The last message of a finished game's stream: the server closes it,
  // and the browser must not reconnect.
  stream.addEventListener("game_over", () => {
    stream.close();
    changed();
  });
  session.stream = stream;
}

/** A command in words; `kind` is what its region is (city, road, ...), when known. */
function describe(command, kind) {
  const { type, region, figure, colour, ...rest } = command;
  const on = kind ? ` on the ${kind.replaceAll("_", " ")}` : region === undefined ? "" : ` on region ${region}`;
  if (type === "place_figure") return `Place a ${figure.replaceAll("_", " ")}${on}`;
  if (type === "place_guard") return `Place a ${colour} guard${on}`;
  const words = type.replaceAll("_", " ");
  const details = Object.entries({ ...rest, ...(figure ? { figure } : {}), ...(colour ? { colour } : {}) })
    .map(([k, v]) => `${k.replaceAll("_", " ")} ${v}`)
    .join(", ");
  const sentence = `${words[0].toUpperCase()}${words.slice(1)}${on}`;
  return details ? `${sentence}: ${details}` : sentence;
}

// Redraws the game; a newer redraw started meanwhile wins (the stream and
// the page's own commands may both ask for one). Everything is fetched
// first and drawn at once, so that the page never shows a board without
// the choices on it.
async function refresh() {
  const shown = ++session.shown;
  const game = await api("GET", `/v1/games/${session.game}`);
  const deciding = game.state && !game.state.outcome && game.your_turn;
  const [svg, legal, anchors] = await Promise.all([
    game.state ? api("GET", `/v1/games/${session.game}/board.svg`) : null,
    deciding ? api("GET", `/v1/games/${session.game}/legal-moves`) : null,
    deciding ? anchorsOf(game.ruleset) : null,
  ]);
  if (shown !== session.shown) return;
  draw(game, svg, legal, anchors);
  $("game").dataset.seq = game.seq;
}

/** Who plays `seat` of `game`: the player's name, "you" for this account. */
function nameOf(game, seat) {
  const player = game.players.find((p) => p.seat === seat);
  if (!player) return `seat ${seat + 1}`;
  if (player.account_id === session.me.id && !game.single_seat) return "you";
  return player.bot ? `${player.username} (bot)` : player.username;
}

/** "a", "a and b", "a, b and c". */
function listed(names) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** How a finished game ended, in words. */
function ending(game, outcome) {
  if (outcome.result === "victory") return "the team won";
  if (outcome.result === "defeat") return `the team lost (${outcome.rule})`;
  const winners = outcome.seats.map((seat) => nameOf(game, seat));
  return winners.length > 1 ? `${listed(winners)} share the win` : `${winners[0]} won`;
}

/** What is left of a player's figures, in words: "follower 6, mayor 1". */
function figuresLeft(player, state) {
  if (player.supply && typeof player.supply === "object") {
    const held = Object.entries(player.supply).filter(([, count]) => count > 0);
    return held.map(([kind, count]) => `${kind.replaceAll("_", " ")} ${count}`).join(", ") || "none";
  }
  // Mists: guards per colour the player controls.
  const colours = (state.colours ?? []).filter((c) => c.seat === player.seat);
  return colours.map((c) => `${c.colour} guards ${c.supply}`).join(", ");
}

/** Seconds as m:ss (or h:mm:ss); a negative time is 0:00. */
function clockText(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The players' table: names, scores, figures left, clocks, who is to move. */
function drawPanel(game) {
  const state = game.state;
  $("panel").hidden = !state?.players;
  $("tiles-left").hidden = !state;
  if (!state?.players) return;
  const rows = state.players.map((player) => {
    const row = document.createElement("tr");
    if (state.deciders?.includes(player.seat)) row.className = "to-move";
    if (player.resigned) row.className = "resigned";
    const clock = game.clock?.seats?.find((s) => s.seat === player.seat);
    const cells = [nameOf(game, player.seat), String(player.score), figuresLeft(player, state), clock ? clockText(clock.remaining_ms) : ""];
    row.replaceChildren(...cells.map((text) => Object.assign(document.createElement("td"), { textContent: text })));
    return row;
  });
  $("panel").tBodies[0].replaceChildren(...rows);
  $("panel").classList.toggle("no-clock", !game.clock);
  $("tiles-left").textContent = `Tiles left: ${state.tiles_left}`;
}

function draw(game, svg, legal, anchors) {
  const players = game.players.map((p) => {
    const seat = p.seat === null || p.seat === undefined ? "" : `seat ${p.seat + 1}: `;
    return `${seat}${p.username}${p.bot ? " (bot)" : ""}`;
  });
  $("players-line").textContent = `${game.ruleset}, ${game.seats} seats. ${players.join(" · ")}`;
  $("status").textContent = game.status;
  const owner = game.owner_id === session.me.id && game.status === "open";
  $("start").hidden = $("add-bot").hidden = $("bot-level").hidden = !owner;
  const mine = game.players.find((p) => p.account_id === session.me.id && p.seat !== null && p.seat !== undefined);
  const resigned = mine && game.state?.players?.[mine.seat]?.resigned;
  const playing = game.status === "active" && mine && !resigned;
  $("resign").hidden = !playing;
  $("hint").hidden = !(playing && legal);
  const running = game.clock?.seats?.find((s) => s.running);
  $("claim").hidden = !(playing && running && running.seat !== mine.seat && running.remaining_ms < 0);
  drawPanel(game);
  $("tile-tools").hidden = true;
  $("choices").replaceChildren();
  $("hint-text").textContent = "";
  const state = game.state;
  if (!state) {
    $("turn").textContent = `Waiting for players (${game.players.length} of ${game.seats}).`;
    $("board").replaceChildren();
    return;
  }
  $("board").innerHTML = svg;
  markLastTile();
  if (state.outcome) {
    $("turn").textContent = `Game over: ${ending(game, state.outcome)}.`;
    return;
  }
  if (!legal) {
    const name = nameOf(game, state.current_player);
    $("turn").textContent = name === "you" ? "You are to move." : `${name} is to move.`;
    return;
  }
  const placements = legal.commands.filter((c) => c.x !== undefined && c.y !== undefined && c.rotation !== undefined);
  const others = legal.commands.filter((c) => !placements.includes(c));
  if (placements.length) showPlacements(game, legal.seq, placements);
  showSpots(game.ruleset, legal.seq, others.filter((c) => c.region !== undefined), anchors);
  showChoices(game.ruleset, legal.seq, others, anchors);
  $("turn").textContent = "Your turn.";
}

// The board picture's cell size and where cell (x, y) begins on it, from
// what the server wrote on its root.
function geometry(svg) {
  const size = Number(svg.dataset.tile);
  const margin = Number(svg.dataset.margin);
  const [minX, minY] = [Number(svg.dataset.minX), Number(svg.dataset.minY)];
  return { size, corner: (x, y) => [(x - minX) * size + margin, (y - minY) * size + margin] };
}

/** Outlines the tile placed last (none while the start tile is alone). */
function markLastTile() {
  const svg = $("board").querySelector("svg");
  const tiles = [...svg.querySelectorAll("g[data-tile]")];
  const last = tiles.at(-1);
  if (tiles.length < 2) return;
  const { size, corner } = geometry(svg);
  const [x, y] = corner(Number(last.dataset.x), Number(last.dataset.y));
  const outline = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  Object.entries({ class: "last-move", x, y, width: size, height: size }).forEach(([k, v]) => outline.setAttribute(k, v));
  svg.append(outline);
}

function showPlacements(game, seq, placements) {
  const rotations = [...new Set(placements.map((p) => p.rotation))].sort();
  if (!rotations.includes(session.rotation)) session.rotation = rotations[0];
  const tile = game.state.current_tile;
  $("tile-tools").hidden = !tile;
  if (tile) {
    $("tile").src = `/v1/rulesets/${game.ruleset}/tiles/${tile}.svg`;
    $("tile").style.transform = `rotate(${90 * session.rotation}deg)`;
  }
  $("rotate").onclick = () => {
    session.rotation = rotations[(rotations.indexOf(session.rotation) + 1) % rotations.length];
    refresh().catch((error) => say(error.message));
  };
  const svg = $("board").querySelector("svg");
  const { size, corner } = geometry(svg);
  // Room for cells around the board.
  const [, , width, height] = svg.getAttribute("viewBox").split(" ").map(Number);
  svg.setAttribute("viewBox", `${-size} ${-size} ${width + 2 * size} ${height + 2 * size}`);
  svg.setAttribute("width", width + 2 * size);
  svg.setAttribute("height", height + 2 * size);
  // The legend moves below the row of cells added under the board.
  svg.querySelector(".legend")?.setAttribute("transform", `translate(0 ${size})`);
  for (const placement of placements.filter((p) => p.rotation === session.rotation)) {
    const cell = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    cell.setAttribute("class", "cell");
    const [x, y] = corner(placement.x, placement.y);
    cell.setAttribute("x", x);
    cell.setAttribute("y", y);
    cell.setAttribute("width", size);
    cell.setAttribute("height", size);
    cell.dataset.x = placement.x;
    cell.dataset.y = placement.y;
    cell.addEventListener("click", () => send(game.ruleset, seq, placement));
    svg.append(cell);
  }
}

// One button per command (every command that is not a tile placement,
// also those the board offers as spots).
function showChoices(ruleset, seq, commands, byId) {
  $("choices").replaceChildren(
    ...commands.map((command) => {
      const button = document.createElement("button");
      const tile = command.region === undefined ? null : tileOf(command);
      button.textContent = describe(command, tile && byId?.[tile.dataset.tile]?.[command.region]?.kind);
      button.onclick = () => send(ruleset, seq, command);
      return button;
    }),
  );
}

// The tile catalog's regions of a rule set (anchor and kind), by tile id; fetched once.
const anchors = {};
async function anchorsOf(ruleset) {
  if (!anchors[ruleset]) {
    const catalog = await api("GET", `/v1/rulesets/${ruleset}/tiles`);
    anchors[ruleset] = Object.fromEntries(catalog.tiles.map((t) => [t.id, t.regions.map(({ anchor, kind }) => ({ anchor, kind }))]));
  }
  return anchors[ruleset];
}

// The board picture's tile a command names: the one at its cell, or the
// tile just placed when it gives none.
function tileOf(command) {
  const tiles = [...$("board").querySelectorAll("svg g[data-tile]")];
  return command.x === undefined ? tiles.at(-1) : tiles.find((g) => g.dataset.x == command.x && g.dataset.y == command.y);
}

// A spot on every region a command names (a figure on the tile just
// placed when the command gives no cell), at the region's anchor in the
// catalog (`byId`); clicking a spot with several commands (a follower or
// a mayor, ...) narrows the buttons to them.
function showSpots(ruleset, seq, commands, byId) {
  if (!commands.length) return;
  const svg = $("board").querySelector("svg");
  const { size, corner } = geometry(svg);
  const spots = new Map();
  for (const command of commands) {
    const tile = tileOf(command);
    const anchor = tile && byId[tile.dataset.tile]?.[command.region]?.anchor;
    if (!anchor) continue;
    // A clockwise quarter turn maps (x, y) to (size - y, x), as the tile is turned.
    let [ax, ay] = [anchor.x, anchor.y];
    for (let turn = 0; turn < Number(tile.dataset.rotation); turn++) [ax, ay] = [size - ay, ax];
    const [x, y] = corner(Number(tile.dataset.x), Number(tile.dataset.y));
    const [cx, cy] = [x + ax, y + ay];
    const key = `${cx},${cy}`;
    if (!spots.has(key)) spots.set(key, { cx, cy, x: tile.dataset.x, y: tile.dataset.y, commands: [] });
    spots.get(key).commands.push(command);
  }
  for (const spot of spots.values()) {
    const circle = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    circle.setAttribute("class", "spot");
    circle.setAttribute("cx", spot.cx);
    circle.setAttribute("cy", spot.cy);
    circle.setAttribute("r", 7);
    circle.dataset.x = spot.x;
    circle.dataset.y = spot.y;
    circle.dataset.region = spot.commands[0].region;
    svg.append(circle);
  }
  // Spots of one tile may lie closer than a finger: a click takes the
  // nearest spot within reach.
  svg.addEventListener("click", (event) => {
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    const distance = (spot) => Math.hypot(spot.cx - at.x, spot.cy - at.y);
    const nearest = [...spots.values()].sort((a, b) => distance(a) - distance(b))[0];
    if (!nearest || distance(nearest) > 16) return;
    if (nearest.commands.length === 1) return send(ruleset, seq, nearest.commands[0]);
    showChoices(ruleset, seq, nearest.commands, byId);
    say("Choose what to place there.");
  });
}

async function send(ruleset, seq, command) {
  try {
    await api("POST", `/v1/games/${session.game}/commands`, { ruleset, expected_seq: seq, command });
    say("");
    await refresh();
  } catch (error) {
    say(error.message);
  }
}

async function lobbyAction(path, body) {
  try {
    await api("POST", `/v1/games/${session.game}/${path}`, body);
    await refresh();
  } catch (error) {
    say(error.message);
  }
}

$("sign-in").addEventListener("submit", (event) => {
  event.preventDefault();
  signIn(false);
});
$("register").addEventListener("click", () => signIn(true));
$("create").addEventListener("submit", createGame);
$("join").addEventListener("submit", joinGame);
$("watch").addEventListener("click", () => openGame($("join-id").value.trim()).catch((error) => say(error.message)));
$("start").addEventListener("click", () => lobbyAction("start"));
$("add-bot").addEventListener("click", () => lobbyAction("bots", { level: $("bot-level").value }));
$("resign").addEventListener("click", () => lobbyAction("resign"));
$("claim").addEventListener("click", () => lobbyAction("claim-timeout"));
$("hint").addEventListener("click", async () => {
  try {
    const hint = await api("GET", `/v1/games/${session.game}/hint`);
    $("hint-text").textContent = `Hint: ${describe(hint.command)}`;
  } catch (error) {
    say(error.message);
  }
});
if (session.token) enterLobby().catch(() => sessionStorage.removeItem("token"));
