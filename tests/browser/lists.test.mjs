// The page's lists of names the service defines: each must be the
// document's, so that a new event type or notification kind that the page
// misses fails here rather than never reaching the page.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const schemas = JSON.parse(read("openapi/openapi.json")).components.schemas;
const sorted = (names) => [...new Set(names)].sort();

test("the game page listens to every event type of every rule set, and to no other", () => {
  // Each rule set's `<Prefix>Event` is a union discriminated by `type`.
  const documented = Object.entries(schemas)
    .filter(([name, schema]) => /^[A-Z][a-z]+Event$/.test(name) && schema.discriminator)
    .flatMap(([, schema]) => Object.keys(schema.discriminator.mapping));
  assert.ok(documented.length > 20, `found ${documented.length} event types`);
  const listed = read("web/game.js").match(/const EVENT_TYPES = \[([^\]]*)\]/)[1].match(/"(\w+)"/g).map((name) => name.slice(1, -1));
  assert.deepEqual(sorted(listed), sorted(documented));
});

test("the lobby listens to every notification kind, and to no other", () => {
  const source = read("web/lobby.js");
  const listed = source.match(/const listeners = Object\.fromEntries\(\s*\[([^\]]*)\]/)[1].match(/"(\w+)"/g).map((name) => name.slice(1, -1));
  const assigned = [...source.matchAll(/listeners\.(\w+) =/g)].map(([, name]) => name);
  assert.deepEqual(sorted([...listed, ...assigned]), sorted(schemas.NotificationKind.enum));
});
