// Offline tests of the client's own logic: rate limits waited out,
// Server-Sent Events read across chunk boundaries, a stream's
// reconnection hint, and reads that ask for the session's own writes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { retryingRateLimits, secondsToWait } from "../src/client.js";
import { messages, reconnectPause } from "../src/live.js";
import { Session } from "../src/session.js";

test("a refused request waits as Retry-After, else the RateLimit reset, says", () => {
  assert.equal(secondsToWait(new Response(null, { status: 429, headers: { "Retry-After": "3" } })), 3);
  assert.equal(secondsToWait(new Response(null, { status: 429, headers: { RateLimit: '"commands";r=0;t=2' } })), 2);
  assert.equal(secondsToWait(new Response(null, { status: 429 })), 1);
});

test("with waitOnRateLimit a 429 is sent again, body included, until it passes", async () => {
  const bodies: string[] = [];
  const answers = [429, 429, 201];
  const send = async (request: RequestInfo | URL) => {
    bodies.push(await (request as Request).text());
    const status = answers.shift() ?? 500;
    return new Response(null, { status, headers: { "Retry-After": "0", RateLimit: '"x";r=0;t=0' } });
  };
  const response = await retryingRateLimits(send as typeof fetch)(new Request("http://x/", { method: "POST", body: "{}" }));
  assert.equal(response.status, 201);
  assert.deepEqual(bodies, ["{}", "{}", "{}"]);
});

test("events split across chunks are read whole; keep-alive comments are skipped", async () => {
  const text = ': keep-alive\n\nid: 1\nevent: tile_placed\ndata: {"seq":1}\n\nid: 2\nevent: game_over\ndata: {"seq":2}\n\n';
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      controller.close();
    },
  });
  const read = [];
  for await (const message of messages(body)) read.push([message.id, message.event, message.data]);
  assert.deepEqual(read, [
    ["1", "tile_placed", '{"seq":1}'],
    ["2", "game_over", '{"seq":2}'],
  ]);
});

test("a stream's retry: is heard, and the pause before reconnecting honours it", async () => {
  const text = 'id: 3\ndata: {"seq":3}\n\nretry: 500\n\n';
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const hints: number[] = [];
  const read = [];
  for await (const message of messages(body, (ms) => hints.push(ms))) read.push(message.id);
  assert.deepEqual(read, ["3"]);
  assert.deepEqual(hints, [500]);
  assert.equal(reconnectPause(0, 500), 500, "the hint of an instance that shut down");
  assert.equal(reconnectPause(0), 100, "no hint: a short pause");
  assert.equal(reconnectPause(4, 500), 1600, "failures in a row pause longer than the hint");
  assert.equal(reconnectPause(0, 3_600_000), 60_000, "at most a minute, whatever the stream says");
});

test("after its move a session reads the game at that version or later (min_seq)", async () => {
  const id = "00000000-0000-0000-0000-000000000001";
  const game = { id, ruleset: "classic", seq: 4 };
  const urls: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    urls.push(url.pathname + url.search);
    const body = url.pathname.endsWith("/commands") ? { ruleset: "classic", seq: 7, events: [] } : game;
    return Response.json(body);
  };
  const session = new Session("http://service", "token", { fetch });
  await session.game(id);
  await session.send(id, { type: "pass" } as never, 4);
  await session.game(id);
  await session.eventPage(id, { after: 2 });
  assert.deepEqual(urls, [
    `/v1/games/${id}`,
    `/v1/games/${id}/commands`,
    `/v1/games/${id}?min_seq=7`,
    `/v1/games/${id}/events?min_seq=7&after=2`,
  ]);
});
