// Replays: a finished game stepped forward and back through its moves
// (buttons, a slider, or the arrow keys), the board as it was after each
// and the move in words with what it scored; with the game's analysis,
// once asked for, each judged move's label and the best move found.

import { api } from "/play/api.js";
import { t } from "/play/i18n.js";
import { points } from "/play/words.js";

const $ = (id) => document.getElementById(id);
/** Events read per request (the API's most). */
const PAGE = 1000;
/** Requests a replay makes at most for a game's events: a game has far fewer. */
const MOST_PAGES = 10;
/** How often an analysis under way is read again. */
const ANALYSIS_EVERY_MS = 3000;
/** How many times at most: an analysis takes a minute or two. */
const MOST_ANALYSIS_READS = 200;

export class Replay {
  /**
   * A replay shown on `board`, in `words`: `move(record, placed)` says a
   * move (`placed` being the tile placement before it), `judged(decision)`
   * what the analysis made of a decision, `seat(n)` names a seat.
   */
  constructor(board, words) {
    Object.assign(this, { board, words, id: null, moves: null, at: null, analysis: null, reads: 0 });
    $("analyse").onclick = () => this.analyse();
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

  /**
   * Offers the replay of the finished game `id`: its moves are read at the
   * first step; its analysis, if it has one, at once (one may be asked
   * for where the game is `analysable`).
   */
  offer(id, analysable) {
    if (this.id === id) return;
    Object.assign(this, { id, moves: null, at: null, analysis: null, reads: 0 });
    $("replay").hidden = false;
    $("replay-move").textContent = t("replay.help");
    $("replay-judged").textContent = "";
    $("analyse").hidden = true;
    $("analysis-status").textContent = "";
    if (analysable) this.readAnalysis().catch(() => {});
  }

  /** Asks for the game's analysis, then follows it. */
  async analyse() {
    const id = this.id;
    $("analyse").disabled = true;
    try {
      this.showAnalysis(id, await api("POST", `/v1/games/${id}/analysis`));
    } catch (error) {
      $("analysis-status").textContent = error.message;
    } finally {
      $("analyse").disabled = false;
    }
  }

  /** Reads the game's analysis: none yet offers to ask for it. */
  async readAnalysis() {
    const id = this.id;
    try {
      this.showAnalysis(id, await api("GET", `/v1/games/${id}/analysis`));
    } catch (error) {
      if (error.code !== "no_analysis" || this.id !== id) throw error;
      $("analyse").hidden = false;
    }
  }

  /** Shows analysis `analysis` of game `id` (if still shown), and reads it again until it is done. */
  showAnalysis(id, analysis) {
    if (this.id !== id) return;
    this.analysis = analysis;
    $("analyse").hidden = true;
    const seats = analysis.seats.map((seat) =>
      t("analysis.seat", { name: this.words.seat(seat.seat), accuracy: Math.round(seat.accuracy), ...points("loss", seat.average_loss) }),
    );
    $("analysis-status").textContent =
      analysis.status === "done"
        ? t("analysis.done", { seats: seats.join(" · ") })
        : t(`analysis.${analysis.status}`, { n: analysis.decisions.length });
    if (this.at !== null) this.showJudged();
    const over = analysis.status === "done" || analysis.status === "failed";
    if (!over && this.reads++ < MOST_ANALYSIS_READS) {
      setTimeout(() => this.id === id && this.readAnalysis().catch(() => {}), ANALYSIS_EVERY_MS);
    }
  }

  /** What the analysis made of the move on show, if it judged it. */
  showJudged() {
    const seq = this.moves?.[this.at]?.seq;
    const decision = this.analysis?.decisions.find((judged) => judged.seq === seq);
    $("replay-judged").textContent = decision ? this.words.judged(decision) : "";
    // "none": shown, and not judged (a bot's move, chance, no choice).
    $("replay-judged").dataset.label = decision?.label ?? "none";
  }

  /** Whether a step of the replay is on the board (rather than the game as it ended). */
  get stepping() {
    return this.id !== null && this.at !== null;
  }

  /** Takes the replay away (a game not finished, or another shown). */
  hide() {
    $("replay").hidden = true;
    Object.assign(this, { id: null, analysis: null });
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
      const words = this.words.move(record, placed);
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
    $("replay-judged").textContent = $("replay-judged").dataset.label = "";
    const picture = await api("GET", `/v1/games/${this.id}/board.svg?at=${moves[at].seq}`);
    // A later step meanwhile wins.
    if (this.at !== at) return;
    this.board.show(picture);
    // The analysis names moves on the board as it was after them.
    this.showJudged();
  }
}
