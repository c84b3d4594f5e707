/**
 * Server-Sent Events over `fetch`, parsed by eventsource-parser: works in
 * Node and in browsers, and unlike a browser's `EventSource` it sends the
 * `Authorization` header (no stream ticket needed).
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { ProblemError, sleep, type Fetch } from "./client.js";

export type { EventSourceMessage } from "eventsource-parser";

/** No event may grow beyond this (the largest event record is a few kB). */
const MAX_EVENT_CHARS = 1 << 20;

/** Opens the stream at `url`; a response other than 200 throws its {@link ProblemError}. */
export async function openStream(
  send: Fetch,
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await send(new Request(url, { headers: { Accept: "text/event-stream", ...headers }, signal }));
  if (!response.ok || !response.body) throw await ProblemError.of(response);
  return response.body;
}

/** The longest pause before reconnecting that a stream's `retry:` may ask for. */
const MAX_RETRY_MS = 60_000;

/**
 * The messages of an opened stream, as they arrive, until it ends;
 * keep-alive comments are skipped. `onRetry` hears each `retry:` (in
 * milliseconds): how long to wait before reconnecting.
 */
export async function* messages(
  body: ReadableStream<Uint8Array>,
  onRetry?: (ms: number) => void,
): AsyncGenerator<EventSourceMessage> {
  const arrived: EventSourceMessage[] = [];
  const parser = createParser({
    maxBufferSize: MAX_EVENT_CHARS,
    onEvent: (message) => arrived.push(message),
    onRetry,
    onError: (error) => {
      throw error;
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* arrived.splice(0);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** How a resumable stream reconnects. */
export interface Resuming {
  /** Connections in a row that may fail before the error is thrown (default 5). */
  reconnects?: number;
  /** Stops the stream: the iteration ends with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * How long to wait before opening a stream again, in milliseconds: what
 * the stream last asked for with `retry:` (a service instance that shuts
 * down asks for the time its successor needs; at most a minute is
 * honoured), and at least a pause that grows with the `failures` in a row.
 */
export function reconnectPause(failures: number, retryMs?: number): number {
  return Math.max(Math.min(retryMs ?? 0, MAX_RETRY_MS), Math.min(100 * 2 ** failures, 5000));
}

/**
 * The messages of a resumable stream: `open(lastId)` opens it after the
 * message `lastId` (`Last-Event-ID`); a dropped connection is opened again
 * where it stopped, after the pause of {@link reconnectPause}. An error
 * response of the service ({@link ProblemError}) and an abort are thrown
 * at once.
 */
export async function* resumed(
  open: (lastId: string) => Promise<ReadableStream<Uint8Array>>,
  lastId: string,
  { reconnects = 5, signal }: Resuming,
): AsyncGenerator<EventSourceMessage> {
  let failures = 0;
  let retryMs: number | undefined;
  for (;;) {
    try {
      for await (const message of messages(await open(lastId), (ms) => (retryMs = ms))) {
        if (message.id !== undefined) lastId = message.id;
        failures = 0;
        yield message;
      }
    } catch (error) {
      if (error instanceof ProblemError || signal?.aborted || ++failures > reconnects) throw error;
    }
    await sleep(reconnectPause(failures, retryMs), signal);
  }
}
