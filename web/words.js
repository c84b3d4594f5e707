// Games' things in words of the language in use: players' names,
// commands, events and how a game ended.

import { has, listed, t } from "/play/i18n.js";

/** The name of rule set `id` in the language in use (the service's name for one the page does not know). */
export function rulesetName(ruleset) {
  const key = `ruleset.${ruleset.id}`;
  return has(key) ? t(key) : ruleset.name;
}

/** A player of `game` by name; a bot by its level and place at the table ("greedy bot 2"). */
export function playerName(game, player) {
  if (!player.bot) return player.username;
  return t("play.botNamed", { level: player.bot, n: (player.seat ?? game.players.indexOf(player)) + 1 });
}

/** Who plays `seat` of `game`: "you" for the signed-in account, else the name. */
export function nameOf(game, seat, me) {
  const player = game.players.find((p) => p.seat === seat);
  if (!player) return t("play.seat", { n: seat + 1 });
  if (player.account_id === me.id && !game.single_seat) return t("play.you");
  return playerName(game, player);
}

/** Who `accountId` is at `game`. */
export function nameOfAccount(game, accountId, me) {
  const player = game.players.find((p) => p.account_id === accountId);
  return player?.seat === undefined || player?.seat === null ? player?.username ?? "?" : nameOf(game, player.seat, me);
}

/** The compass point of `(x, y)` on a tile of side `size`. */
function compass(x, y, size) {
  const [dx, dy] = [x - size / 2, y - size / 2];
  if (Math.hypot(dx, dy) < size / 8) return "centre";
  // Eight points: 0 is east, and y grows to the south.
  const octant = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return POINTS[(octant + 8) % 8];
}

const POINTS = ["east", "south_east", "south", "south_west", "west", "north_west", "north", "north_east"];

/** What a figure without a kind of its own is called on a region of `kind` (Discovery's roles). */
const ROLES = { lowland: "explorer", mountain: "brigand", water: "sailor" };

/** The name of `figure` (as a command or event gives it) standing on a region of `kind`. */
const figureName = (figure, kind) => figure ?? ROLES[kind] ?? "figure";

/**
 * A command in words. `region` says what the region it names is
 * (`{kind, x, y, size}`: its kind and where it lies on its tile as
 * turned), when known; `twin` that another choice reads the same, so the
 * region's compass point is added.
 */
export function describe(command, region, twin = false) {
  const params = { ...command, figure: figureName(command.figure, region?.kind), kind: region?.kind ?? "region", type: command.type.replaceAll("_", " ") };
  if (command.tile) params.tile = command.tile;
  const key = `cmd.${command.type}`;
  let text = t(has(key) ? key : "cmd.other", params);
  if (twin && region) text += t("where", { where: compass(region.x, region.y, region.size) });
  return text;
}

/** Counts by name in words (`prefix` names their texts), zeros left out: ["wine 2", "cloth 1"]. */
export function countsInWords(prefix, counts) {
  return Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${t(`${prefix}.${name}`)} ${n}`);
}

/**
 * One event of the log in words, with what it scored; null for what the
 * players did not do. `kind` is the kind of the region the event names,
 * when known.
 */
export function eventWords(game, record, me, kind) {
  if (record.automatic) return null;
  const { event } = record;
  const name = nameOfAccount(game, record.actor_id, me);
  const key = `event.${event.type}`;
  if (event.type === "game_created") return null;
  const params = { ...event, name, figure: figureName(event.figure, kind), type: event.type.replaceAll("_", " ") };
  const what = t(has(key) ? key : "event.other", params);
  const effects = (record.effects ?? []).map((effect) => effectWords(game, effect, me)).filter(Boolean);
  return [what, ...effects].join(" · ");
}

function effectWords(game, effect, me) {
  if (effect.type === "scored") {
    // A scoring of nothing (a resigned player's final count) says nothing.
    if (!(effect.scoring.points > 0)) return null;
    const { scoring } = effect;
    const scorers = scoring.scorers ?? [];
    const names = scorers.length ? listed(scorers.map((seat) => nameOf(game, seat, me))) : scoring.colours?.length ? t("play.team") : "";
    // What scored: the feature's kind where the scoring names it (Discovery's
    // terrain, Mists' feature), else what kind of scoring it was.
    const kind = scoring.terrain ?? scoring.feature_kind ?? scoring.kind;
    return t(kind ? "effect.scored" : "effect.scoredPlain", { names, points: scoring.points, kind });
  }
  if (effect.type === "goods_taken") {
    const taken = countsInWords("goods", effect.goods).join(", ");
    return t("effect.goods_taken", { name: nameOf(game, effect.seat, me), goods: taken });
  }
  if (effect.type === "goods_scored") {
    const { scoring } = effect;
    const names = listed(scoring.scorers.map((seat) => nameOf(game, seat, me)));
    return t("effect.goods_scored", { names, points: scoring.points, good: t(`goods.${scoring.good}`) });
  }
  const key = `effect.${effect.type}`;
  return has(key) ? t(key) : null;
}

/** How a finished game ended, in one line; a rated game adds what it did to the ratings. */
export function ending(game, outcome, me) {
  if (game.rated_result === "aborted") return t("rated.aborted");
  const rated = game.rated_result ? ` ${t(`rated.${game.rated_result}`)}` : "";
  return result(game, outcome, me) + rated;
}

function result(game, outcome, me) {
  if (outcome.result === "victory") return t("end.victory", { goal: game.state.level?.goal ?? "" });
  if (outcome.result === "defeat") return `${t("end.defeat")} ${t(`rule.${outcome.rule}`)}`;
  const winners = outcome.seats.map((seat) => nameOf(game, seat, me));
  if (winners.length > 1) return t("end.shared", { names: listed(winners) });
  return winners[0] === t("play.you") ? t("end.youWon") : t("end.won", { name: winners[0] });
}

/**
 * Points `value` to one decimal as parameter `name`, as the page's
 * language writes it, with `n` for the text's plural form.
 */
export function points(name, value) {
  const n = Math.round(value * 10) / 10;
  return { n, [name]: n.toLocaleString(document.documentElement.lang || undefined, { maximumFractionDigits: 1 }) };
}
