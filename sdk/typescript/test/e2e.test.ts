// End-to-end test of the generated client against a live service
// (BASE_URL), run by sdk/e2e.sh: a complete game of every hosted rule set
// chosen only from the legal commands the API returns, every response
// narrowed to that rule set's types by its `ruleset` (no casts; `tsc`
// checks it), and errors as typed problem details. The Discovery plays its
// expert variant with a hand of two face-up tiles; Mists over Carcassonne
// plays level 3, where the team decides together.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ProblemError, Session, createClient, unwrap, type Client, type Schemas } from "../src/index.js";

const baseUrl = process.env.BASE_URL ?? "";
assert.ok(baseUrl, "BASE_URL names the service under test");

/** A new account's typed client: a session's, which renews its access token when it expires. */
async function signIn(username: string): Promise<Client> {
  return (await Session.register(baseUrl, username, "correct horse battery")).client;
}

/** A deterministic choice among the legal commands. */
function pick<T>(items: T[] | null | undefined, turn: number): T {
  const item = items?.[(turn * 7919) % items.length];
  assert.ok(item !== undefined, "a legal command");
  return item;
}

/** The next command: one of the legal ones, typed by the rule set's own types. */
function nextCommand(legal: Schemas["LegalMovesResponse"], turn: number): Schemas["CommandRequest"] {
  switch (legal.ruleset) {
    case "classic":
      if (legal.moves?.step === "place_tile") {
        assert.ok(legal.moves.placements.every((p) => p.figures.every((f) => f.figures.length > 0)));
      }
      return { ruleset: legal.ruleset, expected_seq: legal.seq, command: pick(legal.commands, turn) };
    case "hunters-gatherers":
      if (legal.moves?.step === "place_tile") {
        assert.equal(typeof legal.moves.menhir, "boolean", "a placement says whether it is a menhir tile");
      }
      return { ruleset: legal.ruleset, expected_seq: legal.seq, command: pick(legal.commands, turn) };
    case "discovery":
      if (legal.moves?.step === "place_tile") {
        const hand = new Set(legal.moves.tiles);
        assert.ok(legal.moves.placements.every((p) => hand.has(p.tile)), "placements use a tile of the hand");
      }
      return { ruleset: legal.ruleset, expected_seq: legal.seq, command: pick(legal.commands, turn) };
    case "mists":
      if (legal.moves?.step === "score") {
        assert.equal(legal.moves.feature.points, legal.moves.feature.value * legal.moves.feature.colours.length);
      }
      return { ruleset: legal.ruleset, expected_seq: legal.seq, command: pick(legal.commands, turn) };
  }
}

/** A 2-player game of `ruleset`; The Discovery with its hand of two, Mists at level 3 with team decisions. */
function newGame(ruleset: Schemas["RulesetId"]): Schemas["CreateGame"] {
  switch (ruleset) {
    case "discovery":
      return { ruleset, options: { players: 2, hand_of_two: true }, seat_order: "join_order" };
    case "mists":
      return { ruleset, options: { players: 2, level: 3, team_decisions: true }, seat_order: "join_order" };
    case "classic":
    case "hunters-gatherers":
      return { ruleset, options: { players: 2 }, seat_order: "join_order" };
  }
}

test("every rule set plays a complete game through the SDK, each response typed by its rule set", async () => {
  const hosted = unwrap(await createClient(baseUrl).GET("/v1/rulesets"));
  assert.ok(hosted.length >= 4);
  for (const { id: ruleset } of hosted) {
    const suffix = Math.random().toString(36).slice(2, 10);
    const [first, second] = [await signIn(`ts_a_${suffix}`), await signIn(`ts_b_${suffix}`)];
    const { id } = unwrap(await first.POST("/v1/games", { body: newGame(ruleset) }));
    const path = { params: { path: { id } } };
    unwrap(await second.POST("/v1/games/{id}/join", path));
    let state = unwrap(await first.POST("/v1/games/{id}/start", path)).state;
    let turn = 0;
    while (state && !state.outcome) {
      const client = state.deciders[0] === 1 ? second : first;
      const legal = unwrap(await client.GET("/v1/games/{id}/legal-moves", path));
      assert.equal(legal.ruleset, ruleset);
      if (legal.moves?.step === "place_tile") {
        const query = { params: { path: { id }, query: { include: "grouped" as const } } };
        const grouped = unwrap(await client.GET("/v1/games/{id}/legal-moves", query)).grouped;
        assert.ok(grouped?.step === "place_tile", "the grouped form of a tile placement");
        let listed = 0;
        for (const group of grouped.placements) listed += group.rotations.length;
        assert.equal(listed, legal.moves.placements.length, "the grouped form lists every placement once");
      }
      const result = unwrap(await client.POST("/v1/games/{id}/commands", { ...path, body: nextCommand(legal, turn) }));
      assert.equal(result.ruleset, ruleset);
      assert.ok(result.events.every((record) => record.ruleset === ruleset));
      state = result.state;
      turn += 1;
    }
    const final = unwrap(await first.GET("/v1/games/{id}", path));
    assert.equal(final.ruleset, ruleset);
    assert.equal(final.status, "finished");
    assert.equal(final.state?.step, "finished");
    const scored = final.state?.scorings.reduce((sum, s) => sum + s.points * s.scorers.length, 0);
    assert.equal(final.state?.players.reduce((sum, p) => sum + p.score, 0), scored, "scores are the sum of scorings");
    const outcome = final.state?.outcome;
    if (outcome?.result === "winners") {
      assert.equal(final.state?.tiles_left, 0, "a competitive game plays every tile");
    } else {
      assert.match(outcome?.rule ?? "", /^MISTS-/, "a team outcome names the rule that ended the game");
    }
    assert.match(final.seed ?? "", /^[0-9a-f]{64}$/, "the seed is revealed at the end");
  }
});

test("errors surface as typed problem details", async () => {
  const suffix = Math.random().toString(36).slice(2, 10);
  const ada = await signIn(`ts_c_${suffix}`);
  const bob = await signIn(`ts_d_${suffix}`);
  const body: Schemas["CreateGame"] = { ruleset: "classic", options: { players: 2 }, seat_order: "join_order" };
  const { id } = unwrap(await ada.POST("/v1/games", { body }));
  const path = { params: { path: { id } } };
  unwrap(await bob.POST("/v1/games/{id}/join", path));
  unwrap(await ada.POST("/v1/games/{id}/start", path));
  const illegal = await ada.POST("/v1/games/{id}/commands", {
    ...path,
    body: { ruleset: "classic", expected_seq: 2, command: { type: "place_tile", x: 0, y: 0, rotation: 0 } },
  });
  assert.equal(illegal.response.status, 422);
  assert.equal(illegal.error?.code, "cell_occupied");
  assert.equal(illegal.error?.rule, "BASE-TILE-1");
  assert.throws(() => unwrap(illegal), (e) => e instanceof ProblemError && e.problem.code === "cell_occupied");
  const missing = await createClient(baseUrl).GET("/v1/me");
  assert.equal(missing.response.status, 401);
  assert.equal(missing.error?.code, "missing_token");
});
