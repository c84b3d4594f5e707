// The service's API as the page uses it: the signed-in session's tokens
// (kept for this tab), calls that renew an expired access token once,
// and event streams opened with a stream ticket (EventSource cannot send
// Authorization).

import { has, t } from "/play/i18n.js";

const session = {
  token: sessionStorage.getItem("token"),
  refresh: sessionStorage.getItem("refresh"),
};

/** Whether this tab holds a session. */
export function signedIn() {
  return Boolean(session.token);
}

/** Keeps a sign-in's or a refresh's tokens for this tab. */
export function keep(tokens) {
  session.token = tokens.access_token;
  session.refresh = tokens.refresh_token;
  sessionStorage.setItem("token", session.token);
  sessionStorage.setItem("refresh", session.refresh);
}

/** Forgets this tab's session. */
export function forget() {
  session.token = session.refresh = null;
  sessionStorage.removeItem("token");
  sessionStorage.removeItem("refresh");
}

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

/** The session's next tokens; calls at once share one exchange, since a refresh token works once. */
function renew() {
  renewing ??= api("POST", "/v1/auth/refresh", { refresh_token: session.refresh }, false)
    .then(keep)
    .finally(() => (renewing = null));
  return renewing;
}

/** Calls the API; an expired access token is renewed once and the call sent again. */
export async function api(method, path, body, mayRenew = true) {
  const headers = {};
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const type = response.headers.get("content-type") || "";
  const data = type.includes("json") && text ? JSON.parse(text) : text;
  if (response.status === 401 && data.code === "expired_token" && session.refresh && mayRenew) {
    await renew();
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
