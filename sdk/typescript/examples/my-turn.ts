/**
 * Plays correspondence games: starts three games against bots, then, each
 * time the account stream wakes it up, moves in every game of "my games"
 * where it is our turn, until none is left to play. On a server with
 * default settings.
 *
 *   BASE_URL=http://127.0.0.1:8080 node my-turn.js
 */
import { Session } from "@carcassonne/client";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:8080";
const me = await Session.register(baseUrl, `cor_${Date.now().toString(36)}`, "correct horse battery", {
  waitOnRateLimit: true,
});
const notices = await me.notices();
for (const ruleset of ["classic", "hunters-gatherers", "discovery"] as const) {
  const game = await me.newGame(ruleset, { players: 2 });
  await me.addBot(game.id, "random");
  await me.start(game.id);
}

let moves = 0;
for (;;) {
  // "My games" lists those where it is our turn first.
  const { games } = await me.myGames({ status: "active" });
  if (games.length === 0) break;
  const mine = games.filter((game) => game.your_turn);
  for (const game of mine) {
    const legal = await me.legalMoves(game.id, "commands");
    const [command] = legal.commands ?? [];
    if (command) await me.send(game.id, command, legal.seq);
    moves += 1;
  }
  if (mine.length === 0) await notices.next(); // sleeps until something happens
}
await notices.return();
const { games } = await me.myGames({ status: "finished" });
console.log(`${moves} moves; finished: ${games.map((game) => `${game.ruleset} ${game.id}`).join(", ")}`);
