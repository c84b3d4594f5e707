// Replays: a finished game stepped forward and back through its moves
// (buttons, a slider, or the arrow keys), the board as it was after each
// and the move in words with what it scored.

import { api } from "/play/api.js";
import { t } from "/play/i18n.js";

const $ = (id) => document.getElementById(id);
/** Events read per request (the API's most). */
const PAGE = 1000;
/** Requests a replay makes at most for a game's events: a game has far fewer. */
const MOST_PAGES = 10;

export class Replay {
  /**
   * A replay shown on `board`; `wordsOf(record, placed)` says a move in
   * words, `placed` being the tile placement before it.
   */
  constructor(board, wordsOf) {
    Object.assign(this, { board, wordsOf, id: null, moves: null, at: null });
    $("replay-first").onclick = () => this.go(0);
    $("replay-back").onclick = () => this.go((this.at ?? Infinity) - 1);
    $("replay-next").onclick = () => this.go((this.at ?? Infinity) + 1);
    $("replay-last").onclick = () => this.go(Infinity);
    $("replay-slider").oninput = () => this.go(Number($("replay-slider").value));
    document.addEventListener("keydown", (event) => {
      if ($("replay").hidden || $("game").hidden || event.target.matches("input:not([type=range]), select, textarea")) return;
      const steps = { ArrowLeft: -1, ArrowRight: 1 };
      // The slider and the board (which scrolls) keep their arrows.
      if (!(event.key in steps) || ["replay-slider", "board"].includes(event.target.id)) return;
      event.preventDefault();
      this.go((this.at ?? Infinity) + steps[event.key]);
    });
  }

  /** Offers the replay of the finished game `id`: its moves are read at the first step. */
  offer(id) {
    if (this.id !== id) Object.assign(this, { id, moves: null, at: null });
    $("replay").hidden = false;
    if (this.at === null) $("replay-move").textContent = t("replay.help");
  }

  /** Whether a step of the replay is on the board (rather than the game as it ended). */
  get stepping() {
    return this.id !== null && this.at !== null;
  }

  /** Takes the replay away (a game not finished, or another shown). */
  hide() {
    $("replay").hidden = true;
    this.id = null;
  }

  /** The game's moves (what the players did), with their words. */
  async load() {
    const id = this.id;
    const records = [];
    for (let page = 0; page < MOST_PAGES; page++) {
      const after = records.at(-1)?.seq ?? 0;
      const { events } = await api("GET", `/v1/games/${id}/events?after=${after}&limit=${PAGE}`);
      records.push(...events);
      if (events.length < PAGE) break;
    }
    let placed = null;
    const moves = [];
    for (const record of records) {
      if (record.event.type === "tile_placed") placed = record.event;
      const words = this.wordsOf(record, placed);
      if (words) moves.push({ seq: record.seq, words });
    }
    if (this.id === id) this.moves = moves;
  }

  /** Shows the board after move `index` (clamped to the moves there are). */
  async go(index) {
    if (!this.id) return;
    if (!this.moves) await this.load();
    const moves = this.moves ?? [];
    if (!moves.length) return;
    const at = Math.max(0, Math.min(moves.length - 1, Number.isFinite(index) ? index : moves.length - 1));
    this.at = at;
    const slider = $("replay-slider");
    slider.max = String(moves.length - 1);
    slider.value = String(at);
    $("replay-move").textContent = t("replay.move", { n: at + 1, total: moves.length, words: moves[at].words });
    const picture = await api("GET", `/v1/games/${this.id}/board.svg?at=${moves[at].seq}`);
    // A later step meanwhile wins.
    if (this.at === at) this.board.show(picture);
  }
}
