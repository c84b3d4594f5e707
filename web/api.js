// The service's API as the page uses it: calls with the session's access
// token (session.js) that renew an expired one once, and event streams
// opened with a stream ticket (EventSource cannot send Authorization).
//
// A refresh token works once, and the service ends the session when one
// is used twice, so the tabs of the page renew one at a time (a Web Lock),
// and a tab that finds the tokens renewed by another meanwhile takes those.

import { has, t } from "/play/i18n.js";
import { accessToken, adopt, forget, keep, keptTokens } from "/play/session.js";

/**
 * A refusal of the service: its problem's `code`, `rule` and `detail`;
 * its message in the page's words where they have the code, else the
 * service's detail.
 */
export class Problem extends Error {
  constructor(status, data) {
    const rule = data.rule ? ` (${data.rule})` : "";
    const key = `error.${data.code}`;
    super(`${has(key) ? t(key) : data.detail || data.title || status}${rule}`);
    Object.assign(this, { status, code: data.code, rule: data.rule });
  }
}

let renewing = null;

/**
 * Renews the session whose access token `expired` was refused: calls at
 * once share one exchange, and tabs take turns; a tab that finds the token
 * already renewed by another uses the new one.
 */
function renew(expired) {
  const exchange = async () => {
    const kept = await keptTokens();
    if (!kept) return;
    if (kept.access !== expired) return adopt(kept.access);
    try {
      await keep(await api("POST", "/v1/auth/refresh", { refresh_token: kept.refresh }, false));
    } catch (error) {
      // The session is over (signed out elsewhere, or expired): sign in again.
      if (error.status === 401) await forget();
      throw error;
    }
  };
  // Without Web Locks (a page served over plain HTTP to another host), tabs renew unordered.
  renewing ??= (navigator.locks ? navigator.locks.request("carcassonne-refresh", exchange) : exchange()).finally(
    () => (renewing = null),
  );
  return renewing;
}

/** Calls the API; an expired access token is renewed once and the call sent again. */
export async function api(method, path, body, mayRenew = true) {
  const headers = {};
  const token = accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const type = response.headers.get("content-type") || "";
  const data = type.includes("json") && text ? JSON.parse(text) : text;
  if (response.status === 401 && data.code === "expired_token" && mayRenew) {
    await renew(token);
    return api(method, path, body, false);
  }
  if (!response.ok) throw new Problem(response.status, typeof data === "object" ? data : { detail: text });
  return data;
}

/**
 * Opens the event stream whose ticket `ticketPath` issues, with `query`
 * added to its URL, calling `listeners[type](data)` for each message of
 * that type. Returns the EventSource (close it to stop).
 */
export async function openStream(ticketPath, listeners, query = {}) {
  const ticket = await api("POST", ticketPath);
  const url = new URL(ticket.url, location.href);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const stream = new EventSource(url);
  for (const [type, listener] of Object.entries(listeners)) {
    stream.addEventListener(type, (message) => listener(message.data ? JSON.parse(message.data) : null));
  }
  return stream;
}
