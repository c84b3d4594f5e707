/**
 * Registers two players, creates, joins and starts a game, and plays one
 * turn from the legal moves the service lists.
 *
 *   BASE_URL=http://127.0.0.1:8080 node dist/examples/play-turn.js
 */
import { createClient, unwrap, type Schemas } from "../src/index.js";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:8080";

async function signIn(username: string): Promise<string> {
  const anonymous = createClient(baseUrl);
  const credentials = { username, password: "correct horse battery" };
  await anonymous.POST("/v1/accounts", { body: credentials });
  return unwrap(await anonymous.POST("/v1/auth/login", { body: credentials })).access_token;
}

const suffix = Date.now().toString(36);
const ada = createClient(baseUrl, await signIn(`ada_${suffix}`));
const bob = createClient(baseUrl, await signIn(`bob_${suffix}`));

const created = unwrap(
  await ada.POST("/v1/games", { body: { ruleset: "classic", options: { players: 2 }, seat_order: "join_order" } }),
);
const path = { params: { path: { id: created.id } } };
unwrap(await bob.POST("/v1/games/{id}/join", path));
const game: Schemas["Game"] = unwrap(await ada.POST("/v1/games/{id}/start", path));
console.log(`game ${game.id}: seat 0 draws ${game.state?.current_tile}`);

// Seat 0 is Ada (join order). Place the tile where the service says it fits:
// the response names its rule set, which narrows it to the classic types.
const legal = unwrap(await ada.GET("/v1/games/{id}/legal-moves", path));
if (legal.ruleset !== "classic" || legal.moves?.step !== "place_tile") throw new Error("expected a tile to place");
const placement = legal.moves.placements[0];
if (!placement) throw new Error("the drawn tile fits somewhere");
const result = unwrap(
  await ada.POST("/v1/games/{id}/commands", {
    ...path,
    body: {
      ruleset: "classic",
      expected_seq: legal.seq,
      command: { type: "place_tile", x: placement.x, y: placement.y, rotation: placement.rotation },
    },
  }),
);
console.log(`placed at (${placement.x}, ${placement.y}); events: ${result.events.map((e) => e.event.type).join(", ")}`);
