// How long the API reference (Swagger UI at /docs/) takes to become
// usable in Chromium, from one service at BASE_URL: from navigation to the
// operations' groups listed, and to the first operation opened by clicks
// (its group's, when groups open folded, then its own) and showing its
// "Try it out" button. LOADS fresh pages; prints p50 and worst.
// The first argument names the build measured. Run by benches/reference.sh.
import { createRequire } from "node:module";

const { chromium } = createRequire(new URL("../tests/browser/package.json", import.meta.url))("playwright-core");
const BASE = process.env.BASE_URL;
const LOADS = Number(process.env.LOADS ?? 5);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const listed = [];
  const usable = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${BASE}/docs/`);
    await page.locator(".opblock-tag").first().waitFor({ timeout: 60000 });
    listed.push(Date.now() - started);
    const group = page.locator(".opblock-tag").first();
    if ((await group.getAttribute("data-is-open")) === "false") await group.click();
    await page.locator(".opblock-summary").first().click();
    await page.locator(".try-out__btn").first().waitFor({ timeout: 60000 });
    usable.push(Date.now() - started);
    await context.close();
  }
  const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const worst = (values) => Math.max(...values);
  console.log(`| ${process.argv[2] ?? "this build"} | ${p50(listed)} / ${worst(listed)} ms | ${p50(usable)} / ${worst(usable)} ms |`);
} finally {
  await browser.close();
}
