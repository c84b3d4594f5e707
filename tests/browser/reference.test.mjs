// The API reference at /docs/: Swagger UI draws the API document written
// as OpenAPI 3.0, says where the 3.1 document is, opens an operation ready
// to try, and shows the webhook notification as a callback of registering
// an endpoint.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import { DESKTOP } from "./player.mjs";

const BASE = process.env.BASE_URL;
let browser;

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
});
after(async () => browser?.close());

test("the reference draws the 3.0 document, opens operations and shows the webhook", async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  try {
    await page.goto(`${BASE}/docs/`);
    await page.locator(".opblock-tag").first().waitFor();
    assert.equal(await page.locator(".version-stamp").innerText(), "OAS 3.0");
    assert.equal(await page.locator('.info a[href="/openapi.json"]').count(), 1, "a link to the 3.1 document");
    const tags = await page.locator(".opblock-tag").count();
    assert.ok(tags >= 10, `${tags} groups of operations`);

    const webhooks = page.locator(".opblock-post", { hasText: "/v1/me/webhooks" }).first();
    await webhooks.locator(".opblock-summary").click();
    await webhooks.locator(".try-out__btn").waitFor();
    await webhooks.getByText("Callbacks", { exact: true }).click();
    const notification = webhooks.locator(".opblock-post", { hasText: "{$request.body#/url}" });
    await notification.waitFor();
    assert.match(await notification.innerText(), /A notification, posted to a registered endpoint/);
  } finally {
    await page.close();
  }
});
