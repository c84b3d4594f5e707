/**
 * A signed-in account: one method per operation of the service, each
 * returning the data or throwing a {@link ProblemError}, and live events
 * as async iterators.
 */
import { createClient, retryingRateLimits, unwrap, unwrapEmpty, type Client, type Fetch, type Schemas } from "./client.js";
import { messages, openStream, resumed, type Resuming } from "./live.js";
import type {
  Command,
  CommandResult,
  EventRecord,
  Game,
  LegalMoves,
  Options,
  RulesetId,
  Settings,
} from "./rulesets.js";
import type { operations } from "./schema.js";

/** How a session talks to the service. */
export interface SessionOptions {
  /** Wait out a 429 as `Retry-After` says and send again, instead of throwing (default false). */
  waitOnRateLimit?: boolean;
  /** The `fetch` to send requests with (default: the global one). */
  fetch?: Fetch;
  /**
   * The refresh token of the access token: when the access token expires,
   * it is exchanged for new tokens and the request sent again. Without
   * one, the session ends with its access token.
   */
  refreshToken?: string;
}

/** A notice of the account stream. */
export interface Notice {
  kind: Schemas["NotificationKind"];
  /**
   * The game appended to (`game_started`, `your_turn`, `game_over`), or the
   * one a seek was matched into (`seek_matched`).
   */
  game?: string;
  /** The game's last event (`game_started`, `your_turn`, `game_over`). */
  seq?: number;
  /** The challenge (`challenged`, `challenge_declined`, `challenge_cancelled`). */
  challenge?: string;
  /** The seek that was matched (`seek_matched`). */
  seek?: string;
}

/** `request` with `token` as its bearer token. */
function authorized(request: Request, token: string): Request {
  const headers = new Headers(request.headers);
  headers.set("Authorization", `Bearer ${token}`);
  return new Request(request, { headers });
}

/** The end of a game's stream: the game ended with event `seq`. */
export type GameOver = { game: string; seq: number; outcome: Schemas["Outcome"] };

type Query<Operation extends keyof operations> = NonNullable<operations[Operation]["parameters"]["query"]>;

/** A signed-in account of the service at `baseUrl`. */
export class Session {
  /** The typed openapi-fetch client under the session, for anything it does not cover. */
  readonly client: Client;
  readonly #fetch: Fetch;
  readonly #rulesets = new Map<string, RulesetId>();
  /**
   * The newest version of each game this session wrote or read: reads of
   * the game ask for it at least (`min_seq`), so that an instance reading
   * from a database standby never answers with a version older than the
   * session's own move.
   */
  readonly #versions = new Map<string, number>();
  #token: string;
  #refreshToken: string | undefined;
  #renewing: Promise<void> | undefined;

  /**
   * A session of the account whose access token is `token`. The options
   * are not kept as given: their refresh token is replaced at each renewal,
   * and presenting a replaced one would end the session.
   */
  constructor(
    readonly baseUrl: string,
    token: string,
    options: SessionOptions = {},
  ) {
    const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.#fetch = options.waitOnRateLimit ? retryingRateLimits(send) : send;
    this.#token = token;
    this.#refreshToken = options.refreshToken;
    this.client = createClient(baseUrl, { fetch: (request: Request) => this.#send(request) });
  }

  /** The access token sent now (it changes when it is renewed). */
  get token(): string {
    return this.#token;
  }

  /** Signs in. */
  static async login(baseUrl: string, username: string, password: string, options: SessionOptions = {}) {
    const anonymous = createClient(baseUrl, options);
    const tokens = unwrap(await anonymous.POST("/v1/auth/login", { body: { username, password } }));
    return new Session(baseUrl, tokens.access_token, { ...options, refreshToken: tokens.refresh_token });
  }

  /** Registers an account and signs in. */
  static async register(baseUrl: string, username: string, password: string, options: SessionOptions = {}) {
    unwrap(await createClient(baseUrl, options).POST("/v1/accounts", { body: { username, password } }));
    return Session.login(baseUrl, username, password, options);
  }

  /**
   * Sends `request` with the access token; when the service says it
   * expired, it is renewed once and the request sent again.
   */
  async #send(request: Request): Promise<Response> {
    const sentWith = this.#token;
    const response = await this.#fetch(authorized(request.clone(), sentWith));
    if (response.status !== 401 || this.#refreshToken === undefined) return response;
    const problem = (await response.clone().json().catch(() => undefined)) as { code?: string } | undefined;
    if (problem?.code !== "expired_token") return response;
    await this.#renew(sentWith);
    return this.#fetch(authorized(request, this.#token));
  }

  /**
   * Exchanges the refresh token for new tokens, unless that happened since
   * `expired` was sent; calls at once share one exchange, since a refresh
   * token works once.
   */
  async #renew(expired: string): Promise<void> {
    if (this.#token !== expired) return;
    this.#renewing ??= (async () => {
      try {
        const anonymous = createClient(this.baseUrl, { fetch: this.#fetch });
        const body = { refresh_token: this.#refreshToken ?? "" };
        const tokens = unwrap(await anonymous.POST("/v1/auth/refresh", { body }));
        this.#token = tokens.access_token;
        this.#refreshToken = tokens.refresh_token;
      } finally {
        this.#renewing = undefined;
      }
    })();
    await this.#renewing;
  }

  /** The signed-in account. */
  async me(): Promise<Schemas["Account"]> {
    return unwrap(await this.client.GET("/v1/me"));
  }

  /** Sets (or with `null` clears) the display name other players see. */
  async updateMe(displayName: string | null): Promise<Schemas["Account"]> {
    return unwrap(await this.client.PATCH("/v1/me", { body: { display_name: displayName } }));
  }

  /** Hides the account's profile (records, ratings, leaderboard places) from others, or shows it again. */
  async setProfileHidden(hidden: boolean): Promise<Schemas["Account"]> {
    return unwrap(await this.client.PATCH("/v1/me", { body: { profile_hidden: hidden } }));
  }

  /** The profile of the player `username`: per rule set, games won, lost and drawn, ratings, team records. */
  async profile(username: string): Promise<Schemas["Profile"]> {
    return unwrap(await this.client.GET("/v1/players/{username}", { params: { path: { username } } }));
  }

  /** A page of a player's rating changes, newest first (`{ cursor: page.next_cursor }` for the next). */
  async ratingHistory(username: string, query: Query<"rating_history"> = {}): Promise<Schemas["RatingHistoryPage"]> {
    return unwrap(await this.client.GET("/v1/players/{username}/rating-history", { params: { path: { username }, query } }));
  }

  /** A page of the leaderboard of `ruleset`'s `pool`, best first (`{ cursor: page.next_cursor }` for the next). */
  async leaderboard(
    ruleset: RulesetId,
    pool: Schemas["Pool"],
    query: Query<"leaderboard"> = {},
  ): Promise<Schemas["LeaderboardPage"]> {
    return unwrap(await this.client.GET("/v1/leaderboards/{ruleset}/{pool}", { params: { path: { ruleset, pool }, query } }));
  }

  /** Changes the password; every other device of the account is signed out. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const body = { current_password: currentPassword, new_password: newPassword };
    unwrapEmpty(await this.client.PUT("/v1/me/password", { body }));
  }

  /** Signs this device out (with `everywhere`, every device of the account): the session's tokens stop working. */
  async signOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
    unwrapEmpty(await this.client.POST(everywhere ? "/v1/auth/logout-all" : "/v1/auth/logout"));
    this.#refreshToken = undefined;
  }

  /**
   * Deletes the account, confirmed by its `password`: its open games are
   * cancelled or left, its seats in running games resign, every session
   * ends and its personal data is erased (its seats stay in every game's
   * log as "deleted player #<id>").
   */
  async deleteAccount(password: string): Promise<void> {
    unwrapEmpty(await this.client.DELETE("/v1/me", { body: { password } }));
    this.#refreshToken = undefined;
  }

  /**
   * Registers a webhook endpoint: the service posts the account's
   * notifications of `kinds` (default: all) to `url`, signed as Standard
   * Webhooks says. The answer holds the signing secret, shown this once.
   */
  async registerWebhook(url: string, kinds?: Schemas["NotificationKind"][]): Promise<Schemas["CreatedWebhookEndpoint"]> {
    const body = kinds === undefined ? { url } : { url, kinds };
    return unwrap(await this.client.POST("/v1/me/webhooks", { body }));
  }

  /** The account's webhook endpoints, oldest first. */
  async webhooks(): Promise<Schemas["WebhookEndpoint"][]> {
    return unwrap(await this.client.GET("/v1/me/webhooks"));
  }

  /** One webhook endpoint of the account. */
  async webhook(id: string): Promise<Schemas["WebhookEndpoint"]> {
    return unwrap(await this.client.GET("/v1/me/webhooks/{id}", this.#path(id)));
  }

  /** Changes a webhook endpoint: its URL, its kinds, or whether it is enabled. */
  async changeWebhook(id: string, change: Schemas["WebhookChange"]): Promise<Schemas["WebhookEndpoint"]> {
    return unwrap(await this.client.PATCH("/v1/me/webhooks/{id}", { ...this.#path(id), body: change }));
  }

  /** Removes a webhook endpoint with its delivery log. */
  async deleteWebhook(id: string): Promise<void> {
    unwrapEmpty(await this.client.DELETE("/v1/me/webhooks/{id}", this.#path(id)));
  }

  /** A new signing secret, shown this once; the previous one signs too for 24 hours. */
  async rotateWebhookSecret(id: string): Promise<Schemas["WebhookSecret"]> {
    return unwrap(await this.client.POST("/v1/me/webhooks/{id}/secret", this.#path(id)));
  }

  /** Queues a test `ping` to a webhook endpoint; its delivery, which the log follows. */
  async pingWebhook(id: string): Promise<Schemas["WebhookDelivery"]> {
    return unwrap(await this.client.POST("/v1/me/webhooks/{id}/ping", this.#path(id)));
  }

  /** A page of a webhook endpoint's delivery log, newest first (`{ cursor: page.next_cursor }` for the next). */
  async webhookDeliveries(id: string, query: Query<"webhook_deliveries"> = {}): Promise<Schemas["WebhookDeliveryPage"]> {
    return unwrap(await this.client.GET("/v1/me/webhooks/{id}/deliveries", { params: { path: { id }, query } }));
  }

  /** The rule sets the service hosts, with their options. */
  async rulesets(): Promise<Schemas["Ruleset"][]> {
    return unwrap(await this.client.GET("/v1/rulesets"));
  }

  /** The tile catalog of `ruleset`: tile ids, edges and regions, to draw tiles and name regions. */
  async tiles(ruleset: RulesetId): Promise<Schemas["TileCatalog"]> {
    return unwrap(await this.client.GET("/v1/rulesets/{ruleset}/tiles", { params: { path: { ruleset } } }));
  }

  /** The tile `tile` (`base/D`) of `ruleset` as an SVG picture, each region's index at its anchor. */
  async tileSvg(ruleset: RulesetId, tile: string): Promise<string> {
    const [family = "", name = ""] = tile.split("/");
    const params = { path: { ruleset, family, name } };
    return unwrap(await this.client.GET("/v1/rulesets/{ruleset}/tiles/{family}/{name}.svg", { params, parseAs: "text" }));
  }

  /**
   * Creates a game of `ruleset` with its `options` (`{ players: 2 }`, ...)
   * and any other field of `CreateGame` (`{ access: "invite" }`, ...); the
   * caller takes a seat.
   */
  async newGame<R extends RulesetId>(ruleset: R, options: Options<R>, settings?: Settings<R>): Promise<Game<R>> {
    const body = { ...settings, ruleset, options } as Schemas["CreateGame"];
    return this.#known(unwrap(await this.client.POST("/v1/games", { body }))) as Game<R>;
  }

  /**
   * Challenges the accounts named `players` (usernames) to a game of
   * `ruleset` with its `options` (`players` counts the challenger too) and
   * any other field of `CreateGame`; the game starts once each accepts.
   */
  async challenge<R extends RulesetId>(
    players: string[],
    ruleset: R,
    options: Options<R>,
    settings?: Settings<R>,
    expiresInSeconds?: number,
  ): Promise<Schemas["Challenge"]> {
    const game = { ...settings, ruleset, options } as Schemas["CreateGame"];
    const body = { players, game, expires_in_seconds: expiresInSeconds };
    return unwrap(await this.client.POST("/v1/challenges", { body }));
  }

  /** The pending challenges to the account and from it. */
  async challenges(): Promise<Schemas["ChallengeList"]> {
    return unwrap(await this.client.GET("/v1/challenges"));
  }

  /** A challenge the account made or is challenged by. */
  async getChallenge(id: string): Promise<Schemas["Challenge"]> {
    return unwrap(await this.client.GET("/v1/challenges/{id}", this.#path(id)));
  }

  /** Accepts a challenge; the last acceptance starts its game (`game_id`). */
  async acceptChallenge(id: string): Promise<Schemas["Challenge"]> {
    return unwrap(await this.client.POST("/v1/challenges/{id}/accept", this.#path(id)));
  }

  /** Declines a challenge: it ends. */
  async declineChallenge(id: string): Promise<Schemas["Challenge"]> {
    return unwrap(await this.client.POST("/v1/challenges/{id}/decline", this.#path(id)));
  }

  /** Cancels a challenge the account made. */
  async cancelChallenge(id: string): Promise<Schemas["Challenge"]> {
    return unwrap(await this.client.POST("/v1/challenges/{id}/cancel", this.#path(id)));
  }

  /**
   * Proposes a rematch of the finished game `id` (a challenge to its other
   * players, seats rotated), or accepts the one they proposed.
   */
  async rematch(id: string): Promise<Schemas["Challenge"]> {
    return unwrap(await this.client.POST("/v1/games/{id}/rematch", this.#path(id)));
  }

  /**
   * Seeks a game of `ruleset` with its `options` (`players` 2 to 5) and a
   * clock, rated or not, with whoever seeks the same; the answer is
   * `matched` (with `game_id`) when this seek completed a game, else the
   * account stream says `seek_matched` later.
   */
  async seek<R extends RulesetId>(
    ruleset: R,
    options: Options<R>,
    settings: Omit<Schemas["NewSeek"], "ruleset" | "options"> = {},
  ): Promise<Schemas["Seek"]> {
    const body = { ...settings, ruleset, options } as Schemas["NewSeek"];
    return unwrap(await this.client.POST("/v1/seeks", { body }));
  }

  /** The account's seeks of the last day, newest first. */
  async seeks(): Promise<Schemas["Seek"][]> {
    return unwrap(await this.client.GET("/v1/seeks"));
  }

  /** One of the account's seeks. */
  async getSeek(id: string): Promise<Schemas["Seek"]> {
    return unwrap(await this.client.GET("/v1/seeks/{id}", this.#path(id)));
  }

  /** Cancels one of the account's open seeks. */
  async cancelSeek(id: string): Promise<Schemas["Seek"]> {
    return unwrap(await this.client.POST("/v1/seeks/{id}/cancel", this.#path(id)));
  }

  /** A game with its public state and clock. */
  async game(id: string): Promise<Game> {
    const params = { path: { id }, query: this.#atLeast(id) };
    return this.#known(unwrap(await this.client.GET("/v1/games/{id}", { params })));
  }

  /** One page of games (`{ open: true }`, `{ ruleset: "mists" }`, `{ cursor }`, ...). */
  async games(query: Query<"list"> = {}): Promise<Schemas["GamePage"]> {
    return unwrap(await this.client.GET("/v1/games", { params: { query } }));
  }

  /** The caller's games, those where it is their turn first. */
  async myGames(query: Query<"my_games"> = {}): Promise<Schemas["GamePage"]> {
    return unwrap(await this.client.GET("/v1/me/games", { params: { query } }));
  }

  /** Takes a seat; an invite-only game needs its `code`. */
  async join(id: string, code?: string): Promise<Game> {
    const params = { path: { id }, query: code === undefined ? {} : { code } };
    return this.#known(unwrap(await this.client.POST("/v1/games/{id}/join", { params })));
  }

  /** Gives up the caller's seat at an open game. */
  async leave(id: string): Promise<Game> {
    return this.#known(unwrap(await this.client.POST("/v1/games/{id}/leave", this.#path(id))));
  }

  /** Seats a bot of `level` at the caller's open game. */
  async addBot(id: string, level: Schemas["Level"] = "greedy"): Promise<Game> {
    const body = { level };
    return this.#known(unwrap(await this.client.POST("/v1/games/{id}/bots", { ...this.#path(id), body })));
  }

  /** Cancels the caller's open game. */
  async cancel(id: string): Promise<Game> {
    return this.#known(unwrap(await this.client.POST("/v1/games/{id}/cancel", this.#path(id))));
  }

  /** Starts the caller's full game. */
  async start(id: string): Promise<Game> {
    return this.#known(unwrap(await this.client.POST("/v1/games/{id}/start", this.#path(id))));
  }

  /**
   * The caller's legal moves now in the forms `include` names (default:
   * `moves` and `commands`), or why there are none.
   */
  async legalMoves(id: string, include?: Schemas["LegalForms"]): Promise<LegalMoves> {
    const params = { path: { id }, query: include === undefined ? {} : { include } };
    return unwrap(await this.client.GET("/v1/games/{id}/legal-moves", { params }));
  }

  /**
   * Applies `command` (`{ type: "place_tile", x: 1, y: 0, rotation: 0 }`,
   * or one of `legalMoves(id).commands`) to the game at `expectedSeq`; an
   * illegal one throws with the `rule` that refuses it.
   */
  async send(id: string, command: Command, expectedSeq: number): Promise<CommandResult> {
    const body = { ruleset: await this.#ruleset(id), expected_seq: expectedSeq, command } as Schemas["CommandRequest"];
    return this.#wrote(id, unwrap(await this.client.POST("/v1/games/{id}/commands", { ...this.#path(id), body })));
  }

  /** Whether `command` is legal now, and if not the rule that refuses it; nothing is applied. */
  async validate(id: string, command: Command): Promise<Schemas["Validation"]> {
    const body = { ruleset: await this.#ruleset(id), command } as Schemas["ValidateRequest"];
    return unwrap(await this.client.POST("/v1/games/{id}/commands/validate", { ...this.#path(id), body }));
  }

  /**
   * The move a bot of `level` would make for the caller now, how it would
   * go on with the turn (`then`), and up to `top - 1` commands it ranked
   * below (`others`).
   */
  async hint(id: string, level?: Schemas["Level"], top?: number): Promise<Schemas["Hint"]> {
    const params = { path: { id }, query: { ...(level === undefined ? {} : { level }), ...(top === undefined ? {} : { top }) } };
    return unwrap(await this.client.GET("/v1/games/{id}/hint", { params }));
  }

  /** Resigns the caller's seat. */
  async resign(id: string): Promise<CommandResult> {
    return this.#wrote(id, unwrap(await this.client.POST("/v1/games/{id}/resign", this.#path(id))));
  }

  /** Claims the time of the seat to move, which ran out. */
  async claimTimeout(id: string): Promise<void> {
    unwrapEmpty(await this.client.POST("/v1/games/{id}/claim-timeout", this.#path(id)));
  }

  /** One page of the game's events after `after`, each with its effects. */
  async eventPage(id: string, query: Query<"events"> = {}): Promise<Schemas["EventPage"]> {
    const params = { path: { id }, query: { ...this.#atLeast(id), ...query } };
    return unwrap(await this.client.GET("/v1/games/{id}/events", { params }));
  }

  /** The public state right after event `at`, and that event with its effects. */
  async stateAt(id: string, at: number): Promise<Schemas["StateAt"]> {
    return unwrap(await this.client.GET("/v1/games/{id}/state", { params: { path: { id }, query: { at } } }));
  }

  /** The board as an SVG picture, now or right after event `at`. */
  async boardSvg(id: string, at?: number): Promise<string> {
    const params = { path: { id }, query: at === undefined ? {} : { at } };
    return unwrap(await this.client.GET("/v1/games/{id}/board.svg", { params, parseAs: "text" }));
  }

  /** A finished game as a self-contained record that {@link importGame} replays. */
  async export(id: string): Promise<Schemas["GameExport"]> {
    return unwrap(await this.client.GET("/v1/games/{id}/export", this.#path(id)));
  }

  /**
   * Asks for the analysis of the finished game `id`, made by the bot
   * workers in the background; once per game (asking again answers with it
   * as it stands).
   */
  async requestAnalysis(id: string): Promise<Schemas["Analysis"]> {
    return unwrap(await this.client.POST("/v1/games/{id}/analysis", this.#path(id)));
  }

  /** The analysis of game `id` as it stands: `status` queued, running (`decisions` judged so far), done, or failed (the engine refused the game's stored log). */
  async analysis(id: string): Promise<Schemas["Analysis"]> {
    return unwrap(await this.client.GET("/v1/games/{id}/analysis", this.#path(id)));
  }

  /** Replays an exported game into a new game of the caller; every move is checked again. */
  async importGame(record: Schemas["GameExport"]): Promise<Game> {
    return this.#known(unwrap(await this.client.POST("/v1/games/import", { body: record })));
  }

  /**
   * The game once it is the caller's turn or it is over: bots and other
   * players move meanwhile. Waits on the caller's notices, so it costs no
   * polling.
   */
  async waitForTurn(id: string, signal?: AbortSignal): Promise<Game> {
    for (;;) {
      const stop = new AbortController();
      const stopping = () => stop.abort(signal?.reason);
      signal?.addEventListener("abort", stopping, { once: true });
      try {
        // Listening before reading the game: no notice falls between the two.
        const notices = await this.notices(stop.signal);
        const view = await this.game(id);
        if (view.your_turn || view.status === "finished") return view;
        for await (const notice of notices) {
          if (notice.game === id && notice.kind !== "game_started") return await this.game(id);
        }
      } finally {
        signal?.removeEventListener("abort", stopping);
        stop.abort();
      }
    }
  }

  /**
   * Every event of game `id` after `after` (default 0), then each new one
   * as it is appended, each with its `effects`, until the game is over (the
   * stream's `game_over`). A dropped connection is resumed where it
   * stopped (`Last-Event-ID`).
   */
  async *events(
    id: string,
    { after = 0, ...resuming }: { after?: number } & Resuming = {},
  ): AsyncGenerator<EventRecord, GameOver> {
    const url = `${this.baseUrl}/v1/games/${encodeURIComponent(id)}/stream`;
    const open = (lastId: string) =>
      openStream((request) => this.#send(request), url, { "Last-Event-ID": lastId }, resuming.signal);
    for await (const message of resumed(open, String(after), resuming)) {
      if (message.event === "game_over") return JSON.parse(message.data) as GameOver;
      yield JSON.parse(message.data) as EventRecord;
    }
    throw new Error("unreachable: a resumed stream ends only with game_over");
  }

  /**
   * The caller's notices as they come (`game_started`, `your_turn`,
   * `game_over`). The stream is open when the promise resolves, so
   * nothing done after it is missed; notices sent while disconnected are
   * lost (read `myGames()` again after an error).
   */
  async notices(signal?: AbortSignal): Promise<AsyncGenerator<Notice, void>> {
    const body = await openStream((request) => this.#send(request), `${this.baseUrl}/v1/me/stream`, {}, signal);
    const notices = (async function* () {
      for await (const message of messages(body)) {
        const data = JSON.parse(message.data) as Omit<Notice, "kind">;
        yield { ...data, kind: message.event as Notice["kind"] };
      }
    })();
    // A generator's `return()` before its first `next()` skips its body:
    // close the connection here too (once reading, the body is locked and
    // the generator's own clean-up closes it).
    const finish = notices.return.bind(notices);
    notices.return = async (value) => {
      await body.cancel().catch(() => undefined);
      return finish(value);
    };
    return notices;
  }

  /**
   * A URL that opens a stream once within a minute without `Authorization`,
   * for a browser's `EventSource`: game `id`'s stream, or with no `id` the
   * caller's notices.
   */
  async streamUrl(id?: string): Promise<string> {
    const ticket =
      id === undefined
        ? unwrap(await this.client.POST("/v1/me/stream-ticket"))
        : unwrap(await this.client.POST("/v1/games/{id}/stream-ticket", this.#path(id)));
    return new URL(ticket.url, this.baseUrl).toString();
  }

  #path(id: string) {
    return { params: { path: { id } } };
  }

  /** Remembers the rule set of `game` for {@link send}. */
  #known<G extends Game>(game: G): G {
    this.#rulesets.set(game.id, game.ruleset);
    this.#saw(game.id, game.seq);
    return game;
  }

  #wrote<R extends CommandResult>(id: string, result: R): R {
    this.#saw(id, result.seq);
    return result;
  }

  #saw(id: string, seq: number): void {
    if (seq > (this.#versions.get(id) ?? 0)) this.#versions.set(id, seq);
  }

  /** The `min_seq` of a read of game `id`, if the session has seen it. */
  #atLeast(id: string): { min_seq?: number } {
    const seq = this.#versions.get(id);
    return seq === undefined ? {} : { min_seq: seq };
  }

  async #ruleset(id: string): Promise<RulesetId> {
    return this.#rulesets.get(id) ?? (await this.game(id)).ruleset;
  }
}
