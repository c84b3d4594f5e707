// The TypeScript SDK in a real browser: a page on another origin loads the
// built package (sdk/typescript/dist, with its two dependencies through an
// import map) and plays a whole game against a bot with its Session, moving
// on the account's notices and reading the game's events live to the end,
// both over fetch streams with Authorization. BASE_URL: a running service.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const BASE = process.env.BASE_URL;
const SDK = fileURLToPath(new URL("../../sdk/typescript/", import.meta.url));
// Only the package and its dependencies are served.
const SERVED = ["dist/src/", "node_modules/openapi-fetch/dist/", "node_modules/eventsource-parser/dist/"];
const PAGE = `<!doctype html><title>SDK</title><script type="importmap">${JSON.stringify({
  imports: {
    "openapi-fetch": "/node_modules/openapi-fetch/dist/index.mjs",
    "eventsource-parser": "/node_modules/eventsource-parser/dist/index.js",
  },
})}</script>`;

let browser;
let server;
let origin;

before(async () => {
  server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).slice(1);
    if (path === "") return response.writeHead(200, { "Content-Type": "text/html" }).end(PAGE);
    if (!SERVED.some((prefix) => path.startsWith(prefix))) return response.writeHead(404).end();
    try {
      const type = [".js", ".mjs"].includes(extname(path)) ? "text/javascript" : "application/octet-stream";
      response.writeHead(200, { "Content-Type": type }).end(await readFile(join(SDK, path)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("the SDK's Session plays a game against a bot in a browser, reading both streams", async () => {
  const page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => assert.fail(`page error: ${error.message}`));
  await page.goto(`${origin}/`);
  assert.notEqual(new URL(BASE).origin, origin, "the page calls the API cross-origin");
  const result = await page.evaluate(
    async ({ base, username }) => {
      const { Session } = await import("/dist/src/index.js");
      const me = await Session.register(base, username, "correct horse battery", { waitOnRateLimit: true });
      const game = await me.newGame("classic", { players: 2 });
      await me.addBot(game.id, "random");
      const notices = await me.notices();
      const watched = (async () => {
        const seqs = [];
        const events = me.events(game.id);
        for (;;) {
          const next = await events.next();
          if (next.done) return { seqs, over: next.value };
          seqs.push(next.value.seq);
        }
      })();
      await me.start(game.id);
      for await (const notice of notices) {
        if (notice.game !== game.id) continue;
        if (notice.kind === "game_over") break;
        // A notice a turn: the turn's every decision until none is left.
        for (;;) {
          const legal = await me.legalMoves(game.id, "commands");
          const [command] = legal.commands ?? [];
          if (!command) break;
          await me.send(game.id, command, legal.seq);
        }
      }
      const { seqs, over } = await watched;
      const final = await me.game(game.id);
      return { seqs, overSeq: over.seq, lastSeq: final.seq, status: final.status };
    },
    { base: BASE, username: `sdk_${Math.random().toString(36).slice(2, 8)}` },
  );
  assert.equal(result.status, "finished");
  assert.equal(result.overSeq, result.lastSeq);
  assert.deepEqual(result.seqs, Array.from({ length: result.lastSeq }, (_, i) => i + 1));
});
