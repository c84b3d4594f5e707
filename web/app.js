// A small client of the service's own API: sign in, create or join a game
// of any rule set, see the board, place tiles by clicking highlighted
// cells, choose every other decision from the legal commands, and follow
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

const session = { token: sessionStorage.getItem("token"), me: null, game: null, stream: null, rotation: 0, shown: 0 };

function say(text) {
  $("message").textContent = text;
}

async function api(method, path, body) {
  const headers = {};
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const type = response.headers.get("content-type") || "";
  const data = type.includes("json") && text ? JSON.parse(text) : text;
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
    session.token = (await api("POST", "/v1/auth/login", credentials)).access_token;
    sessionStorage.setItem("token", session.token);
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
  session.stream = stream;
}

function describe(command) {
  const { type, ...rest } = command;
  const details = Object.entries(rest).map(([k, v]) => `${k} ${v}`).join(", ");
  return details ? `${type.replaceAll("_", " ")}: ${details}` : type.replaceAll("_", " ");
}

// Redraws the game; a newer redraw started meanwhile wins (the stream and
// the page's own commands may both ask for one).
async function refresh() {
  const shown = ++session.shown;
  const game = await api("GET", `/v1/games/${session.game}`);
  if (shown !== session.shown) return;
  const players = game.players.map((p) => `seat ${p.seat ?? "?"}: ${p.username}${p.bot ? " (bot)" : ""}`);
  $("players-line").textContent = `${game.ruleset}, ${game.seats} seats. ${players.join(" · ")}`;
  $("status").textContent = game.status;
  const drawn = () => {
    $("game").dataset.seq = game.seq;
  };
  const owner = game.owner_id === session.me.id && game.status === "open";
  $("start").hidden = $("add-bot").hidden = $("bot-level").hidden = !owner;
  $("tile-tools").hidden = true;
  $("choices").replaceChildren();
  if (!game.state) {
    $("turn").textContent = `Waiting for players (${game.players.length} of ${game.seats}).`;
    $("board").replaceChildren();
    return drawn();
  }
  const svg = await api("GET", `/v1/games/${session.game}/board.svg`);
  if (shown !== session.shown) return;
  $("board").innerHTML = svg;
  const state = game.state;
  if (state.outcome) {
    const winners = state.outcome.seats ? `winners: seat ${state.outcome.seats.join(", ")}` : state.outcome.result;
    $("turn").textContent = `Game over (${winners}).`;
    return drawn();
  }
  if (!game.your_turn) {
    $("turn").textContent = `Seat ${state.current_player} is to move.`;
    return drawn();
  }
  const legal = await api("GET", `/v1/games/${session.game}/legal-moves`);
  if (shown !== session.shown) return;
  const placements = legal.commands.filter((c) => c.x !== undefined && c.y !== undefined && c.rotation !== undefined);
  const others = legal.commands.filter((c) => !placements.includes(c));
  if (placements.length) showPlacements(game, legal.seq, placements);
  for (const command of others) {
    const button = document.createElement("button");
    button.textContent = describe(command);
    button.onclick = () => send(game.ruleset, legal.seq, command);
    $("choices").append(button);
  }
  // Said last: a page that reads "Your turn." shows its choices.
  $("turn").textContent = "Your turn.";
  drawn();
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
  const size = Number(svg.dataset.tile);
  const margin = Number(svg.dataset.margin);
  const [minX, minY] = [Number(svg.dataset.minX), Number(svg.dataset.minY)];
  // Room for cells around the board.
  const [, , width, height] = svg.getAttribute("viewBox").split(" ").map(Number);
  svg.setAttribute("viewBox", `${-size} ${-size} ${width + 2 * size} ${height + 2 * size}`);
  svg.setAttribute("width", width + 2 * size);
  svg.setAttribute("height", height + 2 * size);
  for (const placement of placements.filter((p) => p.rotation === session.rotation)) {
    const cell = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    cell.setAttribute("class", "cell");
    cell.setAttribute("x", (placement.x - minX) * size + margin);
    cell.setAttribute("y", (placement.y - minY) * size + margin);
    cell.setAttribute("width", size);
    cell.setAttribute("height", size);
    cell.dataset.x = placement.x;
    cell.dataset.y = placement.y;
    cell.addEventListener("click", () => send(game.ruleset, seq, placement));
    svg.append(cell);
  }
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
if (session.token) enterLobby().catch(() => sessionStorage.removeItem("token"));
