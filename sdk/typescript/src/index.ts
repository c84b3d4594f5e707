/**
 * Typed client of the Carcassonne service.
 *
 * - {@link Session}: a signed-in account, one method per operation, live
 *   events as async iterators; start here.
 * - {@link isRuleset} and the types of `rulesets.ts`: narrowing a value to
 *   its rule set's own types.
 * - {@link createClient}: the generated, fully typed openapi-fetch client
 *   under the session, and {@link ProblemError} for every error response.
 *
 * @packageDocumentation
 */
export {
  createClient,
  ProblemError,
  unwrap,
  unwrapEmpty,
  type Client,
  type ClientOptions,
  type Fetch,
  type Problem,
  type Schemas,
} from "./client.js";
export { type EventSourceMessage, type Resuming } from "./live.js";
export {
  asRuleset,
  isRuleset,
  type Command,
  type CommandResult,
  type EventRecord,
  type Game,
  type LegalMoves,
  type OfRuleset,
  type Options,
  type RulesetId,
  type Settings,
} from "./rulesets.js";
export { Session, type GameOver, type Notice, type SessionOptions } from "./session.js";
export type { components, operations, paths } from "./schema.js";
