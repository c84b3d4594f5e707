/**
 * Watches a game live until its end: every event as it happens, with what
 * the rules derived from it (`effects`: scorings, figures returned, ...).
 * The game is one this script plays against a bot meanwhile, on a server
 * with default settings.
 *
 *   BASE_URL=http://127.0.0.1:8080 node watch-game.js
 */
import { Session, isRuleset, type Notice } from "@carcassonne/client";

/**
 * Plays the first legal commands whenever the account stream says it is
 * our turn (once a turn: every decision of the turn, until none is listed).
 */
async function play(me: Session, game: string, notices: AsyncIterable<Notice>): Promise<void> {
  for await (const notice of notices) {
    if (notice.game !== game) continue;
    if (notice.kind === "game_over") return;
    for (;;) {
      const legal = await me.legalMoves(game, "commands");
      const [command] = legal.commands ?? [];
      if (!command) break;
      await me.send(game, command, legal.seq);
    }
  }
}

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:8080";
const me = await Session.register(baseUrl, `eve_${Date.now().toString(36)}`, "correct horse battery", {
  waitOnRateLimit: true,
});
const game = await me.newGame("classic", { players: 2 });
await me.addBot(game.id, "random");
// Listen before starting, so that the first notice is not missed.
const playing = play(me, game.id, await me.notices());
await me.start(game.id);

let points = 0;
for await (const record of me.events(game.id)) {
  if (!isRuleset(record, "classic")) throw new Error(`a classic game, not ${record.ruleset}`);
  for (const effect of record.effects) {
    if (effect.type === "scored") points += effect.scoring.points * effect.scoring.scorers.length;
  }
  const shown = record.effects.map((effect) => effect.type).join(", ");
  console.log(`${String(record.seq).padStart(4)} ${record.event.type}${shown ? ` -> ${shown}` : ""}`);
}
await playing;
console.log(`game ${game.id} over: ${points} points scored in all`);
