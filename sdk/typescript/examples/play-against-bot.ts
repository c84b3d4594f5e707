/**
 * Plays a whole base game against one of the service's bots, on a server
 * with default settings: the account stream says when it is our turn
 * (`session.notices()`), and each move is the first legal command the
 * service lists (`include=commands`). Prints the final scores.
 *
 *   BASE_URL=http://127.0.0.1:8080 node play-against-bot.js
 */
import { Session, asRuleset } from "@carcassonne/client";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:8080";
// On a default server a fast game meets the command rate limit: wait it out.
const me = await Session.register(baseUrl, `ada_${Date.now().toString(36)}`, "correct horse battery", {
  waitOnRateLimit: true,
});
const game = await me.newGame("classic", { players: 2 });
await me.addBot(game.id, "greedy");
// Listen before starting, so that the first notice is not missed.
const notices = await me.notices();
await me.start(game.id);
for await (const notice of notices) {
  if (notice.game !== game.id) continue;
  if (notice.kind === "game_over") break;
  // `your_turn` comes once a turn, and a turn may take several decisions
  // (a tile, then a figure): play until the service lists no command.
  for (;;) {
    const legal = await me.legalMoves(game.id, "commands");
    const [command] = legal.commands ?? [];
    if (!command) break;
    await me.send(game.id, command, legal.seq);
  }
}
const view = asRuleset(await me.game(game.id), "classic");
const scores = view.state?.players.map((p) => `seat ${p.seat}: ${p.score}`).join(", ");
console.log(`game ${game.id} over: ${scores}`);
