// Where the signed-in session's tokens are kept: one sign-in for every tab
// of the page, across reloads, until it is signed out.
//
// The access token sits in localStorage: every call reads it, and its
// coming or going tells the other tabs of a sign-in or out (a storage
// event). Both tokens are kept in IndexedDB too, which is what a renewal
// reads: a write to localStorage reaches other tabs a moment later, and a
// tab that renewed with a refresh token read that late would present a
// spent one, which ends the session; a committed IndexedDB write is read
// by every tab at once. The README ("Play in a browser") says why storage
// that page scripts can read is safe enough here.

const TOKEN = "token";
const DATABASE = "carcassonne";
const STORE = "session";
const KEY = "tokens";

/** Runs `work` on the session's store in one transaction; resolves with its request's result once committed. */
function transaction(mode, work) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const done = database.transaction(STORE, mode);
      const request = work(done.objectStore(STORE));
      done.oncomplete = () => {
        database.close();
        resolve(request.result);
      };
      done.onerror = done.onabort = () => {
        database.close();
        reject(done.error);
      };
    };
  });
}

/** The access token to send, if signed in. */
export const accessToken = () => localStorage.getItem(TOKEN);

/** Whether the page holds a session. */
export const signedIn = () => Boolean(accessToken());

/** The session's tokens as last committed by any tab (`{access, refresh}`), or null. */
export async function keptTokens() {
  return (await transaction("readonly", (store) => store.get(KEY))) ?? null;
}

/** Keeps a sign-in's or a refresh's tokens, for every tab. */
export async function keep(tokens) {
  await transaction("readwrite", (store) => store.put({ access: tokens.access_token, refresh: tokens.refresh_token }, KEY));
  localStorage.setItem(TOKEN, tokens.access_token);
}

/** Takes the access token another tab renewed. */
export function adopt(access) {
  localStorage.setItem(TOKEN, access);
}

/** Forgets the session, in every tab. */
export async function forget() {
  localStorage.removeItem(TOKEN);
  await transaction("readwrite", (store) => store.delete(KEY));
}

/** Calls `changed(signedIn)` when another tab signs in or out. */
export function watchSession(changed) {
  window.addEventListener("storage", (event) => {
    if (event.key === TOKEN && Boolean(event.oldValue) !== Boolean(event.newValue)) changed(Boolean(event.newValue));
    if (event.key === null) changed(signedIn());
  });
}
