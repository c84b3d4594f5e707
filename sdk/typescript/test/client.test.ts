// Offline tests of the client's own logic: rate limits waited out, and
// Server-Sent Events read across chunk boundaries.
import assert from "node:assert/strict";
import { test } from "node:test";
import { retryingRateLimits, secondsToWait } from "../src/client.js";
import { messages } from "../src/live.js";

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
