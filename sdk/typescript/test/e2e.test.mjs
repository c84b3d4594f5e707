// End-to-end test of the generated client against a live service
// (BASE_URL), run by sdk/e2e.sh: a complete game chosen only from the
// legal moves the API returns, and errors as typed problem details.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ProblemError, createClient, unwrap } from "../dist/src/index.js";

const baseUrl = process.env.BASE_URL;
assert.ok(baseUrl, "BASE_URL names the service under test");

async function signIn(username) {
  const anonymous = createClient(baseUrl);
  const credentials = { username, password: "correct horse battery" };
  unwrap(await anonymous.POST("/v1/accounts", { body: credentials }));
  return createClient(baseUrl, unwrap(await anonymous.POST("/v1/auth/login", { body: credentials })).access_token);
}

test("two accounts play a complete base game through the SDK", async () => {
  const suffix = Math.random().toString(36).slice(2, 10);
  const players = [await signIn(`ts_a_${suffix}`), await signIn(`ts_b_${suffix}`)];
  const body = { ruleset: "classic", options: { players: 2 }, seat_order: "join_order" };
  const { id } = unwrap(await players[0].POST("/v1/games", { body }));
  const path = { params: { path: { id } } };
  unwrap(await players[1].POST("/v1/games/{id}/join", path));
  let game = unwrap(await players[0].POST("/v1/games/{id}/start", path));
  let turns = 0;
  while (game.state.step !== "finished") {
    const client = players[game.state.current_player];
    const legal = unwrap(await client.GET("/v1/games/{id}/legal-moves", path));
    const moves = legal.moves;
    const command =
      moves.step === "place_tile"
        ? (({ x, y, rotation }) => ({ type: "place_tile", x, y, rotation }))(moves.placements[turns % moves.placements.length])
        : moves.options.length > 0 && turns % 2 === 0
          ? { type: "place_figure", region: moves.options[0].region, figure: "follower" }
          : { type: "skip_figure" };
    const result = unwrap(
      await client.POST("/v1/games/{id}/commands", { ...path, body: { expected_seq: legal.seq, command } }),
    );
    game = { state: result.state };
    turns += 1;
  }
  const final = unwrap(await players[0].GET("/v1/games/{id}", path));
  assert.equal(final.status, "finished");
  assert.equal(final.state.tiles_left, 0);
  const scored = final.state.scorings.reduce((sum, s) => sum + s.points * s.scorers.length, 0);
  const total = final.state.players.reduce((sum, p) => sum + p.score, 0);
  assert.equal(total, scored, "final scores are the sum of the scorings");
  assert.ok(final.state.winners.length > 0);
  assert.match(final.seed, /^[0-9a-f]{64}$/, "the seed is revealed at the end");
});

test("errors surface as typed problem details", async () => {
  const suffix = Math.random().toString(36).slice(2, 10);
  const ada = await signIn(`ts_c_${suffix}`);
  const bob = await signIn(`ts_d_${suffix}`);
  const { id } = unwrap(await ada.POST("/v1/games", { body: { ruleset: "classic", options: { players: 2 }, seat_order: "join_order" } }));
  const path = { params: { path: { id } } };
  unwrap(await bob.POST("/v1/games/{id}/join", path));
  unwrap(await ada.POST("/v1/games/{id}/start", path));
  const illegal = await ada.POST("/v1/games/{id}/commands", {
    ...path,
    body: { expected_seq: 2, command: { type: "place_tile", x: 0, y: 0, rotation: 0 } },
  });
  assert.equal(illegal.response.status, 422);
  assert.equal(illegal.error.code, "cell_occupied");
  assert.equal(illegal.error.rule, "BASE-TILE-1");
  assert.throws(() => unwrap(illegal), (e) => e instanceof ProblemError && e.problem.code === "cell_occupied");
  const missing = await createClient(baseUrl).GET("/v1/me");
  assert.equal(missing.response.status, 401);
  assert.equal(missing.error.code, "missing_token");
});
