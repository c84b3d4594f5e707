// Turn signals: the tab's title and icon say when it is the player's turn;
// when the page is hidden, a browser notification (asked for on a click)
// and, if chosen, a short sound say it too. The choices are kept in this
// browser (localStorage).

import { t } from "/play/i18n.js";

const KEY = "turn-signals";
const choices = { notify: false, sound: false, ...JSON.parse(localStorage.getItem(KEY) ?? "{}") };
let yours = false;

/** The tab's icon: a tile, with an orange dot when it is the player's turn. */
function icon(turn) {
  const dot = turn ? '<circle cx="11.5" cy="11.5" r="4" fill="#e65100" stroke="#fff" stroke-width="1.5"/>' : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="1" y="1" width="14" height="14" rx="2" fill="#8bc34a"/><path d="M1 3a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3Q8 10 1 6Z" fill="#c1693c"/>${dot}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A short two-note chime (Web Audio), for a turn that begins while the page is hidden. */
function chime() {
  const audio = new AudioContext();
  for (const [offset, frequency] of [[0, 660], [0.15, 880]]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, audio.currentTime + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + offset + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + offset);
    tone.stop(audio.currentTime + offset + 0.3);
  }
  setTimeout(() => audio.close(), 1000);
}

/**
 * Says whether it is the player's turn in the game on screen (`game` its
 * id; `turn` false when none is): title and icon always, a notification
 * and the chime when a turn begins while the page is hidden.
 */
export function signalTurn(turn, game) {
  const begins = turn && !yours;
  yours = turn;
  document.title = turn ? `${t("signal.title")} · ${t("title")}` : t("title");
  document.querySelector("link[rel=icon]").href = icon(turn);
  if (!begins || !document.hidden) return;
  if (choices.notify && "Notification" in window && Notification.permission === "granted") {
    new Notification(t("title"), { body: t("play.yourTurn"), tag: `turn-${game}` });
  }
  if (choices.sound) chime();
}

/** The switches for notifications and sound, kept in this browser. */
export function setUpSignals(notify, sound, say) {
  notify.checked = choices.notify && "Notification" in window && Notification.permission === "granted";
  sound.checked = choices.sound;
  notify.disabled = !("Notification" in window);
  const keep = () => localStorage.setItem(KEY, JSON.stringify(choices));
  notify.addEventListener("change", async () => {
    // The browser asks the player only now, on their click.
    const granted = notify.checked && (await Notification.requestPermission()) === "granted";
    if (notify.checked && !granted) say(t("signal.denied"));
    notify.checked = choices.notify = granted;
    keep();
  });
  sound.addEventListener("change", () => {
    choices.sound = sound.checked;
    keep();
  });
}
