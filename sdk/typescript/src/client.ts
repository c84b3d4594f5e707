/**
 * The generated layer: `schema.ts` (generated from `openapi/openapi.json`
 * by openapi-typescript, `sdk/generate.sh`) bound to openapi-fetch, with
 * error responses turned into typed problem details.
 */
import createFetchClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

/** Every schema of the API by name (`Schemas["Game"]`, `Schemas["ClassicCommand"]`, ...). */
export type Schemas = components["schemas"];

/** An RFC 9457 problem document: every error of the API is one. */
export type Problem = Schemas["Problem"];

/** What sends a request: `fetch`, or a function in front of it. */
export type Fetch = (request: Request) => Promise<Response>;

/** How a client talks to the service. */
export interface ClientOptions {
  /** A bearer token (from `POST /v1/auth/login`). */
  token?: string;
  /**
   * When true, a response 429 is waited out as its `Retry-After` says and
   * the request sent again, instead of being returned (or thrown by
   * {@link unwrap}).
   */
  waitOnRateLimit?: boolean;
  /** The `fetch` to send requests with (default: the global one). */
  fetch?: Fetch;
}

/** A client for the service at `baseUrl`; every path, body and response is typed. */
export function createClient(baseUrl: string, options: ClientOptions | string = {}) {
  const { token, waitOnRateLimit = false, fetch: send = (request: Request) => globalThis.fetch(request) } =
    typeof options === "string" ? { token: options } : options;
  return createFetchClient<paths>({
    baseUrl,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: waitOnRateLimit ? retryingRateLimits(send) : send,
  });
}

/** A client of this package. */
export type Client = ReturnType<typeof createClient>;

/** `send`, waiting out each 429 as `Retry-After` says before sending again. */
export function retryingRateLimits(send: Fetch): Fetch {
  return async (request) => {
    for (;;) {
      const response = await send(request.clone());
      if (response.status !== 429) return response;
      await response.body?.cancel();
      await sleep(secondsToWait(response) * 1000, request.signal);
    }
  };
}

/**
 * How long a refused request should wait: `Retry-After` (seconds), else the
 * reset (`t=`) of the `RateLimit` header, else one second.
 */
export function secondsToWait(response: Response): number {
  const retryAfter = Number(response.headers.get("retry-after"));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter;
  const reset = /\bt=(\d+)/.exec(response.headers.get("ratelimit") ?? "");
  return reset ? Math.max(1, Number(reset[1])) : 1;
}

/** Resolves after `ms` milliseconds, or rejects when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** An error response, with its problem details. */
export class ProblemError extends Error {
  /** The stable machine-readable code (`cell_occupied`, `rate_limited`, ...). */
  readonly code: string;
  /** For an illegal move, the rule that refuses it (`BASE-TILE-1`). */
  readonly rule: string | null;
  /** Where that rule is explained, relative to the service (`/rules/base#BASE-TILE-1`). */
  readonly ruleUrl: string | null;
  /** What went wrong, in words. */
  readonly detail: string;

  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${status} ${problem.code}${problem.rule ? ` (${problem.rule})` : ""}: ${problem.detail}`);
    this.name = "ProblemError";
    this.code = problem.code;
    this.rule = problem.rule ?? null;
    this.ruleUrl = problem.rule_url ?? null;
    this.detail = problem.detail;
  }

  /** The error of a response that is not a success. */
  static async of(response: Response): Promise<ProblemError> {
    const text = await response.text();
    return new ProblemError(response.status, parseProblem(response.status, text));
  }
}

/** The problem in `body`, or one standing for a response that has none. */
function parseProblem(status: number, body: unknown): Problem {
  const parsed = typeof body === "string" ? tryJson(body) : body;
  if (typeof parsed === "object" && parsed !== null && "code" in parsed && "detail" in parsed) {
    return parsed as Problem;
  }
  return {
    type: "about:blank",
    title: "Unexpected response",
    status,
    code: "unexpected_response",
    detail: `HTTP ${status} without a problem document`,
  };
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Nothing for a successful call answered without a body (204), or a thrown {@link ProblemError}. */
export function unwrapEmpty(result: { error?: unknown; response: Response }): void {
  if (!result.response.ok) {
    throw new ProblemError(result.response.status, parseProblem(result.response.status, result.error));
  }
}

/** The data of a successful call, or a thrown {@link ProblemError}. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) {
    return result.data;
  }
  throw new ProblemError(result.response.status, parseProblem(result.response.status, result.error));
}
