/**
 * Narrowing by rule set. Every value that depends on a game's rule set is a
 * union discriminated by `ruleset`; these helpers name its members.
 *
 *     const legal = await session.legalMoves(id);
 *     if (isRuleset(legal, "mists") && legal.moves?.step === "score") {
 *       legal.moves.feature.colours; // Mists' own types, no cast
 *     }
 */
import type { Schemas } from "./client.js";

/** The id of a hosted rule set: `classic`, `hunters-gatherers`, `discovery` or `mists`. */
export type RulesetId = Schemas["RulesetId"];

/** The member of the union `T` that belongs to rule set `R`. */
export type OfRuleset<T, R extends RulesetId> = Extract<T, { ruleset: R }>;

/** Whether `value` belongs to `ruleset`; narrows it to that rule set's type. */
export function isRuleset<T extends { ruleset: RulesetId }, R extends RulesetId>(
  value: T,
  ruleset: R,
): value is OfRuleset<T, R> {
  return value.ruleset === ruleset;
}

/** `value` as rule set `ruleset`'s type; throws when it belongs to another. */
export function asRuleset<T extends { ruleset: RulesetId }, R extends RulesetId>(
  value: T,
  ruleset: R,
): OfRuleset<T, R> {
  if (!isRuleset(value, ruleset)) throw new TypeError(`expected ${ruleset}, got ${value.ruleset}`);
  return value;
}

/** A game of rule set `R`. */
export type Game<R extends RulesetId = RulesetId> = OfRuleset<Schemas["Game"], R>;
/** The options of a new game of rule set `R` (`{ players: 2 }`, `{ players: 2, level: 3 }`, ...). */
export type Options<R extends RulesetId> = OfRuleset<Schemas["CreateGame"], R>["options"];
/** The other fields of a new game (`tile_order`, `access`, `clock`, ...). */
export type Settings<R extends RulesetId> = Omit<OfRuleset<Schemas["CreateGame"], R>, "ruleset" | "options">;
/** A command of rule set `R` (`{ type: "place_tile", x: 1, y: 0, rotation: 0 }`, ...). */
export type Command<R extends RulesetId = RulesetId> = OfRuleset<Schemas["CommandRequest"], R>["command"];
/** The legal moves of a game of rule set `R`. */
export type LegalMoves<R extends RulesetId = RulesetId> = OfRuleset<Schemas["LegalMovesResponse"], R>;
/** The result of a command in a game of rule set `R`. */
export type CommandResult<R extends RulesetId = RulesetId> = OfRuleset<Schemas["CommandResult"], R>;
/** An event of a game of rule set `R`, with its effects. */
export type EventRecord<R extends RulesetId = RulesetId> = OfRuleset<Schemas["EventRecord"], R>;
