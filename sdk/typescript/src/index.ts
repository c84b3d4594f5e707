/**
 * Typed client of the Carcassonne service.
 *
 * `schema.ts` is generated from `openapi/openapi.json` by openapi-typescript
 * (`sdk/generate.sh`); this module only binds it to openapi-fetch and turns
 * error responses into typed problem details.
 */
import createFetchClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** Every schema of the API by name (`Schemas["Game"]`, `Schemas["ClassicCommand"]`, ...). */
export type Schemas = components["schemas"];

/** An RFC 9457 problem document: every error of the API is one. */
export type Problem = Schemas["Problem"];

/** A client for the service at `baseUrl`, sending `token` as a bearer token when given. */
export function createClient(baseUrl: string, token?: string) {
  return createFetchClient<paths>({
    baseUrl,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** A client of this package. */
export type Client = ReturnType<typeof createClient>;

/** An error response, with its problem details. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${status} ${problem.code}: ${problem.detail}`);
    this.name = "ProblemError";
  }
}

/** The data of a successful call, or a thrown {@link ProblemError}. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) {
    return result.data;
  }
  throw new ProblemError(result.response.status, result.error as Problem);
}
