// The page's texts: every language has every text, and every text the
// page names literally exists.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { test } from "node:test";

const web = new URL("../../web/", import.meta.url);
const languages = Object.fromEntries(
  await Promise.all(
    readdirSync(new URL("lang/", web)).map(async (file) => [file.replace(".js", ""), (await import(new URL(`lang/${file}`, web))).default]),
  ),
);

// Forms one language needs and the others do not: a noun's accusative
// (`figureAcc.`), "into" and "from" a region (`kindInto.`, `kindFrom.`), a
// figure's "placed" agreeing with it (`figureDone.`), a colour as an
// adjective (`colourAdj.`); English's own: a figure with its article
// (`figureA.`: "an explorer").
const FORMS = /^\w+(Acc|Into|From|Done|Adj|A)\./;

test("every language has every English text, and no others but case forms", () => {
  const english = Object.keys(languages.en).filter((key) => !FORMS.test(key));
  for (const [code, texts] of Object.entries(languages)) {
    const missing = english.filter((key) => !(key in texts));
    assert.deepEqual(missing, [], `${code} lacks texts`);
    const extra = Object.keys(texts).filter((key) => !(key in languages.en) && !FORMS.test(key));
    assert.deepEqual(extra, [], `${code} has texts English has not`);
  }
});

test("every text the page names literally is written in English", () => {
  const named = new Set();
  for (const file of readdirSync(web).filter((name) => name.endsWith(".js") || name.endsWith(".html"))) {
    const source = readFileSync(new URL(file, web), "utf8");
    for (const [, key] of source.matchAll(/\bt\("([\w.]+)"/g)) named.add(key);
    for (const [, key] of source.matchAll(/data-t(?:-\w+)?="([\w.]+)"/g)) named.add(key);
  }
  assert.ok(named.size > 50, `found ${named.size} texts`);
  assert.deepEqual([...named].filter((key) => !(key in languages.en)), []);
});

test("plural forms cover what Czech needs", () => {
  for (const [key, text] of Object.entries(languages.cs)) {
    if (typeof text !== "object") continue;
    // "many" is Czech's form for decimals (2,5 bodu): only where a number has them.
    const forms = Object.keys(text).sort().filter((form) => form !== "many");
    assert.deepEqual(forms, ["few", "one", "other"], key);
  }
});
