// The form that describes a game, built from what `GET /v1/rulesets` says
// of each rule set's options: a number for an integer, a tick for a
// boolean, a group of ticks for a group (Abbey & Mayor's parts), a row of
// ticks per seat for a list of choices (Mists' colours); an expansion
// without parts (The River) is a group of none. The same game
// can be created, sent as a challenge, or sought.

import { has, t } from "/play/i18n.js";
import { rulesetName } from "/play/words.js";

const $ = (id) => document.getElementById(id);
let rulesets = [];

/** Fills the form for `list` (the service's rule sets). */
export function buildForm(list) {
  rulesets = list;
  const chosen = $("ruleset").value;
  $("ruleset").replaceChildren(...list.map((r) => new Option(rulesetName(r), r.id)));
  if (list.some((r) => r.id === chosen)) $("ruleset").value = chosen;
  drawOptions();
}

function ruleset() {
  return rulesets.find((r) => r.id === $("ruleset").value);
}

/** The option's label: the page's words for it, else the first sentence of its description. */
function labelOf(option) {
  const key = `option.${option.name}`;
  return has(key) ? t(key) : option.description.split(/[.(]/)[0];
}

function field(option, value) {
  const label = document.createElement("label");
  label.title = option.description;
  const input = document.createElement("input");
  input.name = option.name;
  if (option.type === "integer") {
    Object.assign(input, { type: "number", min: option.minimum ?? "", max: option.maximum ?? "", value, required: true });
    label.append(labelOf(option), " ", input);
  } else {
    Object.assign(input, { type: "checkbox", checked: Boolean(value) });
    label.className = "tick";
    label.append(input, " ", labelOf(option));
  }
  return label;
}

/** A group of options: a tick that adds it, and its parts. */
function group(option) {
  const box = document.createElement("fieldset");
  box.className = "group";
  box.dataset.option = option.name;
  const legend = document.createElement("legend");
  const on = Object.assign(document.createElement("input"), { type: "checkbox", checked: option.default !== null });
  on.dataset.group = option.name;
  legend.append(Object.assign(document.createElement("label"), { title: option.description }));
  legend.firstChild.append(on, " ", t("create.expansion", { name: labelOf(option) }));
  const parts = (option.fields ?? []).map((part) => field(part, part.default));
  const enable = () => parts.forEach((part) => (part.querySelector("input").disabled = !on.checked));
  on.addEventListener("change", enable);
  box.append(legend, ...parts);
  enable();
  return box;
}

/** A list of choices per seat (Mists' colours): a row of ticks for each seat. */
function perSeat(option, seats) {
  const box = document.createElement("details");
  box.className = "per-seat";
  box.dataset.option = option.name;
  box.append(Object.assign(document.createElement("summary"), { textContent: labelOf(option), title: option.description }));
  for (let seat = 0; seat < seats; seat++) {
    const row = document.createElement("div");
    row.append(`${t("create.seat", { n: seat + 1 })}: `);
    for (const choice of option.choices) {
      const input = Object.assign(document.createElement("input"), { type: "checkbox", value: choice });
      input.dataset.seat = seat;
      const label = document.createElement("label");
      label.append(input, " ", t(`colour.${choice}`));
      row.append(label, " ");
    }
    box.append(row);
  }
  box.append(Object.assign(document.createElement("p"), { className: "help", textContent: t("create.left.out") }));
  return box;
}

/** Draws the chosen rule set's options. */
export function drawOptions() {
  const chosen = ruleset();
  if (!chosen) return;
  const players = Number($("create").querySelector("input[name=players]")?.value) || chosen.min_players;
  const seats = Math.min(chosen.max_players, Math.max(chosen.min_players, players));
  // The number of players first, then the rest as the service lists them.
  const listed = [...chosen.options].sort((a, b) => (b.name === "players") - (a.name === "players"));
  const controls = listed.map((option) => {
    if (option.name === "players") return field({ ...option, minimum: chosen.min_players, maximum: chosen.max_players }, seats);
    if (option.fields?.length || option.type === "object") return group(option);
    if (option.choices?.length) return perSeat(option, seats);
    return field(option, option.default ?? (option.type === "integer" ? option.minimum ?? 0 : false));
  });
  $("options").replaceChildren(...controls);
  $("options").querySelector("input[name=players]")?.addEventListener("change", drawOptions);
}

/** The clock the form asks for, or null. */
function clock() {
  const kind = $("clock-kind").value;
  if (kind === "per_move") return { kind, seconds: Number($("clock-seconds").value) };
  if (kind === "fischer") {
    return { kind, initial_seconds: Math.round(Number($("clock-minutes").value) * 60), increment_seconds: Number($("clock-increment").value) };
  }
  return null;
}

/** The rule set's options as the form gives them. */
function options() {
  const values = {};
  for (const input of $("options").querySelectorAll(":scope > label > input")) {
    values[input.name] = input.type === "checkbox" ? input.checked : Number(input.value);
  }
  for (const box of $("options").querySelectorAll("fieldset.group")) {
    if (!box.querySelector("input[data-group]").checked) continue;
    values[box.dataset.option] = Object.fromEntries(
      [...box.querySelectorAll(":scope > label > input")].map((input) => [input.name, input.checked]),
    );
  }
  for (const box of $("options").querySelectorAll("details.per-seat")) {
    const ticked = [...box.querySelectorAll("input:checked")];
    if (!ticked.length) continue;
    const seats = Math.max(...[...box.querySelectorAll("input")].map((input) => Number(input.dataset.seat))) + 1;
    values[box.dataset.option] = Array.from({ length: seats }, (_, seat) =>
      ticked.filter((input) => Number(input.dataset.seat) === seat).map((input) => input.value),
    );
  }
  return values;
}

/** The game the form describes, as `POST /v1/games` takes it. */
export function newGame() {
  const body = {
    ruleset: $("ruleset").value,
    options: options(),
    access: $("access").value,
    spectators: $("spectators").value,
    seat_order: $("seat-order").value,
    rated: $("rated").checked,
    clock: clock(),
  };
  const order = $("tile-order").value.split(",").map((tile) => tile.trim()).filter(Boolean);
  if (order.length) body.tile_order = order;
  return body;
}

/** The seek the form describes, as `POST /v1/seeks` takes it. */
export function newSeek() {
  const { ruleset, options, rated, clock } = newGame();
  const seek = { ruleset, options, rated, clock };
  // Opponents' ratings, where the player bounds them.
  const [min, max] = ["seek-min", "seek-max"].map((id) => ($(id).value === "" ? undefined : Number($(id).value)));
  if (min !== undefined || max !== undefined) seek.rating_range = { min, max };
  return seek;
}

$("ruleset").addEventListener("change", drawOptions);
$("clock-kind").addEventListener("change", () => {
  for (const kind of ["per_move", "fischer"]) $(`clock-${kind}`).hidden = $("clock-kind").value !== kind;
});
