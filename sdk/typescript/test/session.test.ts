// The Session against a live service (BASE_URL), run by sdk/e2e.sh: a game
// of every rule set against a bot, played from the account's notices while
// the game's live events are read to their end, then the history calls.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ProblemError,
  Session,
  asRuleset,
  createClient,
  isRuleset,
  unwrap,
  type EventRecord,
  type RulesetId,
} from "../src/index.js";

const baseUrl = process.env.BASE_URL ?? "";
assert.ok(baseUrl, "BASE_URL names the service under test");

function register(prefix: string): Promise<Session> {
  const username = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  return Session.register(baseUrl, username, "correct horse battery", { waitOnRateLimit: true });
}

/** Every record of an iterator, and what it returned. */
async function drain<T, R>(iterator: AsyncGenerator<T, R>): Promise<[T[], R]> {
  const items: T[] = [];
  for (;;) {
    const next = await iterator.next();
    if (next.done) return [items, next.value];
    items.push(next.value);
  }
}

const games: [RulesetId, object][] = [
  ["classic", { players: 2 }],
  ["discovery", { players: 2 }],
  ["hunters-gatherers", { players: 2 }],
  ["mists", { players: 2, level: 3 }],
];

for (const [ruleset, options] of games) {
  test(`${ruleset}: played by notices, its live events end with the game`, async (t) => {
    const me = await register("ts_s");
    // Whatever fails, the streams close and the test ends.
    const stop = new AbortController();
    t.after(() => stop.abort());
    const game = await me.newGame(ruleset, options as never);
    assert.equal(game.ruleset, ruleset);
    await me.addBot(game.id, "random");
    const notices = await me.notices(stop.signal);
    const live = drain(me.events(game.id, { signal: stop.signal }));
    await me.start(game.id);
    const kinds = new Set<string>();
    for await (const notice of notices) {
      if (notice.game !== game.id) continue;
      kinds.add(notice.kind);
      if (notice.kind === "game_over") break;
      // A notice a turn: the turn's every decision until none is left.
      for (;;) {
        const legal = await me.legalMoves(game.id, "commands");
        const [command] = legal.commands ?? [];
        if (!command) break;
        assert.equal((await me.validate(game.id, command)).legal, true);
        await me.send(game.id, command, legal.seq);
      }
    }
    assert.ok(kinds.has("game_started") && kinds.has("game_over"));

    const finished = await me.game(game.id);
    assert.equal(finished.status, "finished");
    const [records, over] = await live;
    assert.deepEqual(
      records.map((record) => record.seq),
      Array.from({ length: finished.seq }, (_, i) => i + 1),
      "the live stream is the whole log, in order",
    );
    assert.ok(records.every((record: EventRecord) => record.ruleset === ruleset));
    assert.deepEqual(records[0]?.effects, [], "the creation has no effects");
    assert.equal(over.seq, finished.seq);
    assert.deepEqual(over.outcome, finished.state?.outcome);

    const [later] = await drain(me.events(game.id, { after: finished.seq - 1 }));
    assert.deepEqual(later.map((record) => record.seq), [finished.seq]);
    const at = await me.stateAt(game.id, 2);
    assert.deepEqual(at.event, records[1]);
    assert.match(await me.boardSvg(game.id, 2), /^<svg/);
    const copy = await me.importGame(await me.export(game.id));
    assert.deepEqual([copy.ruleset, copy.seq], [ruleset, finished.seq]);
    const asked = await me.requestAnalysis(game.id);
    assert.deepEqual([asked.ruleset, asked.game_id], [ruleset, game.id]);
    assert.equal((await me.analysis(game.id)).requested_at, asked.requested_at, "asked for once");
  });
}

test("a session knows each game's rule set, waits for its turn and narrows results", async (t) => {
  const [ada, bob] = [await register("ts_w"), await register("ts_x")];
  const stop = new AbortController();
  t.after(() => stop.abort());
  const game = await ada.newGame("classic", { players: 2 }, { seat_order: "join_order" });
  await bob.join(game.id);
  await ada.start(game.id);
  const waiting = bob.waitForTurn(game.id, stop.signal);
  const legal = asRuleset(await ada.legalMoves(game.id), "classic");
  assert.ok(legal.moves?.step === "place_tile");
  const placement = legal.moves.placements[0];
  assert.ok(placement);
  const hint = asRuleset(await ada.hint(game.id, "greedy", 3), "classic");
  assert.equal(hint.command.type, "place_tile");
  assert.ok(hint.others.length === 2 && hint.then.length === 1, "two others ranked, the figure after the tile");
  const place = { type: "place_tile", x: placement.x, y: placement.y, rotation: placement.rotation } as const;
  const result = await ada.send(game.id, place, legal.seq);
  assert.ok(isRuleset(result, "classic"));
  assert.equal(result.events[0]?.event.type, "tile_placed");
  await ada.send(game.id, { type: "skip_figure" }, result.seq);
  const bobs = await waiting;
  assert.equal(bobs.your_turn, true, "waitForTurn returns when the opponent has moved");
  assert.equal((await bob.myGames()).games[0]?.id, game.id);
  assert.match(await bob.streamUrl(game.id), /\/v1\/games\/[0-9a-f-]+\/stream\?ticket=[0-9a-f]{64}$/);
  assert.match(await bob.streamUrl(), /\/v1\/me\/stream\?ticket=[0-9a-f]{64}$/);
  assert.equal((await bob.me()).username.startsWith("ts_x_"), true);
  const catalog = await bob.tiles("classic");
  assert.match(await bob.tileSvg("classic", catalog.tiles[0]?.id ?? ""), /^<svg/);
  assert.ok((await bob.rulesets()).some((r) => r.id === "mists"));
});

test("errors throw a ProblemError with code, rule and its page", async () => {
  const [ada, bob] = [await register("ts_e"), await register("ts_f")];
  const game = await ada.newGame("classic", { players: 2 }, { seat_order: "join_order" });
  await assert.rejects(ada.start(game.id), (e) => e instanceof ProblemError && e.status === 409 && e.code === "not_ready");
  await bob.join(game.id);
  const started = await ada.start(game.id);
  const far = { type: "place_tile", x: 40, y: 40, rotation: 0 } as const;
  const verdict = await ada.validate(game.id, far);
  assert.deepEqual([verdict.legal, verdict.code, verdict.rule], [false, "not_adjacent", "BASE-TILE-1"]);
  await assert.rejects(ada.send(game.id, far, started.seq), (e) => {
    assert.ok(e instanceof ProblemError);
    assert.deepEqual([e.status, e.code, e.rule, e.ruleUrl], [422, "not_adjacent", "BASE-TILE-1", "/rules/base#BASE-TILE-1"]);
    return true;
  });
  await assert.rejects(
    drain(ada.events("00000000-0000-0000-0000-000000000000")),
    (e) => e instanceof ProblemError && e.code === "game_not_found",
  );
});

/**
 * Plays the first legal command of whichever of `players` is to move
 * until each has made `each` decisions (a turn may be one: its figure
 * step is skipped for the player when no figure can go anywhere).
 */
async function playDecisions(players: Session[], id: string, each: number): Promise<void> {
  const made = players.map(() => 0);
  while (Math.min(...made) < each) {
    for (const [index, player] of players.entries()) {
      const legal = await player.legalMoves(id, "commands");
      const [command] = legal.commands ?? [];
      if (!command) continue;
      await player.send(id, command, legal.seq);
      made[index] += 1;
    }
  }
}

test("a rated game shows on both profiles; a hidden profile is refused", async () => {
  const [ada, bob] = [await register("ts_r"), await register("ts_s")];
  const game = await ada.newGame("classic", { players: 2 }, { seat_order: "join_order", rated: true });
  await bob.join(game.id);
  await ada.start(game.id);
  await assert.rejects(ada.hint(game.id), (e) => e instanceof ProblemError && e.status === 403 && e.code === "no_engine_help");
  // Two decisions each, so that the game is not aborted when Bob resigns.
  await playDecisions([ada, bob], game.id, 2);
  await bob.resign(game.id);
  assert.equal((await ada.game(game.id)).rated_result, "counted");
  const adaName = (await ada.me()).username;
  const winner = (await bob.profile(adaName)).rulesets[0]?.ratings[0];
  assert.deepEqual([winner?.pool, Math.round(winner?.rating ?? 0), winner?.provisional], ["duel", 1662, true]);
  assert.deepEqual((await bob.ratingHistory(adaName)).changes.map((c) => c.game_id), [game.id]);
  assert.deepEqual((await bob.leaderboard("classic", "duel")).entries, [], "provisional ratings are left off");
  assert.equal((await bob.setProfileHidden(true)).profile_hidden, true);
  await assert.rejects(
    ada.profile((await bob.me()).username),
    (e) => e instanceof ProblemError && e.status === 403 && e.code === "profile_hidden",
  );
});

test("a challenge is heard, accepted and started; a rematch rotates the seats", async (t) => {
  const [ada, bob] = [await register("ts_c"), await register("ts_d")];
  const stop = new AbortController();
  t.after(() => stop.abort());
  const notices = await bob.notices(stop.signal);
  const sent = await ada.challenge([(await bob.me()).username], "classic", { players: 2 }, { seat_order: "join_order" });
  const heard = await notices.next();
  assert.deepEqual([heard.value?.kind, heard.value?.challenge], ["challenged", sent.id]);
  assert.equal((await bob.challenges()).incoming[0]?.id, sent.id);
  const accepted = await bob.acceptChallenge(sent.id);
  assert.ok(accepted.status === "accepted" && accepted.game_id);
  await ada.resign(accepted.game_id);
  const proposed = await bob.rematch(accepted.game_id);
  assert.equal(proposed.rematch_of, accepted.game_id);
  const rematch = await ada.rematch(accepted.game_id);
  assert.ok(rematch.status === "accepted" && rematch.game_id);
  const game = await ada.game(rematch.game_id);
  assert.equal(game.players.find((p) => p.seat === 0)?.account_id, (await bob.me()).id, "the seats rotate");
});

test("two seeks of the same game are matched into a started game", async () => {
  const [ada, bob] = [await register("ts_k"), await register("ts_l")];
  // A pool of its own (a clock no other test uses), so that no other seek matches.
  const settings = { clock: { kind: "per_move", seconds: 4242 } } as const;
  const waiting = await ada.seek("classic", { players: 2 }, settings);
  assert.equal(waiting.status, "open");
  const matched = await bob.seek("classic", { players: 2 }, settings);
  assert.ok(matched.status === "matched" && matched.game_id);
  assert.equal((await ada.getSeek(waiting.id)).game_id, matched.game_id);
  const another = await ada.seek("classic", { players: 2 }, settings);
  assert.equal((await ada.cancelSeek(another.id)).status, "cancelled");
  assert.equal((await ada.seeks()).find((s) => s.id === another.id)?.status, "cancelled");
});

test("an expired access token is renewed on the way; signing out ends the session; an account can go", async () => {
  const username = `ts_r_${Math.random().toString(36).slice(2, 10)}`;
  const me = await Session.register(baseUrl, username, "correct horse battery");
  const probe = unwrap(
    await createClient(baseUrl).POST("/v1/auth/login", { body: { username, password: "correct horse battery" } }),
  );
  assert.ok(probe.expires_in <= 5, "sdk/e2e.sh runs the service with access tokens of a few seconds");
  const first = me.token;
  await new Promise((resolve) => setTimeout(resolve, (probe.expires_in + 1) * 1000));
  const [a, b] = await Promise.all([me.me(), me.updateMe("Ada L.")]);
  assert.equal(a.username, username);
  assert.equal(b.display_name, "Ada L.");
  assert.notEqual(me.token, first, "renewed once for both calls");
  await me.changePassword("correct horse battery", "battery staple horse");
  await me.signOut();
  await assert.rejects(me.me(), (e) => e instanceof ProblemError && e.code === "revoked_token");
  const again = await Session.login(baseUrl, username, "battery staple horse");
  await again.deleteAccount("battery staple horse");
  await assert.rejects(
    Session.login(baseUrl, username, "battery staple horse"),
    (e) => e instanceof ProblemError && e.code === "bad_credentials",
  );
});

test("webhooks: register, ping a local receiver, read the log, rotate, disable, delete", async () => {
  const { createServer } = await import("node:http");
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(String(request.headers["webhook-id"]));
    request.resume();
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  assert.ok(address !== null && typeof address === "object");
  try {
    const ada = await register("ts_w");
    const created = await ada.registerWebhook(`http://127.0.0.1:${address.port}/hooks`, ["your_turn"]);
    assert.ok(created.secret.startsWith("whsec_"));
    const id = created.endpoint.id;
    assert.deepEqual((await ada.webhooks()).map((e) => e.kinds), [["your_turn"]]);
    const ping = await ada.pingWebhook(id);
    for (let i = 0; i < 200 && (await ada.webhookDeliveries(id)).deliveries[0]?.status !== "delivered"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(received, [ping.id]);
    assert.notEqual((await ada.rotateWebhookSecret(id)).secret, created.secret);
    assert.equal((await ada.changeWebhook(id, { enabled: false })).enabled, false);
    await ada.deleteWebhook(id);
    assert.deepEqual(await ada.webhooks(), []);
  } finally {
    server.close();
  }
});
