import {
  request as plainRequest,
  type Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { request as tlsRequest } from 'node:https';

// Node's own HTTP client rather than fetch(): fetch loads undici, its WASM HTTP parser and a 0.7 MB
// script into the server for good, which nothing else needs (docs/decisions/memory-budgets.md).
// Connections are kept alive by Node's global agents.

/** An answer's headers by lower-case name, repeated values joined with ', ' (a Map of them will do). */
export type HeaderReader = { get(name: string): string | undefined };

export type HttpRequest = {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  signal?: AbortSignal;
  /** The connections to use instead of Node's global agent (a TLS trust of their own). */
  agent?: Agent;
};

/** An answer whose body is read at most once, through `body` or one of the readers. */
export type HttpAnswer = {
  status: number;
  ok: boolean;
  headers: HeaderReader;
  body: IncomingMessage;
  bytes(): Promise<Buffer>;
  text(): Promise<string>;
  json<T>(): Promise<T>;
};

export function headerReader(headers: IncomingHttpHeaders): HeaderReader {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** What `signal` was aborted with, in place of the error Node raised because of it. */
const aborted = (error: unknown, signal?: AbortSignal): unknown =>
  signal?.aborted ? (signal.reason as unknown) : error;

function answerOf(message: IncomingMessage, signal?: AbortSignal): HttpAnswer {
  let read: Promise<Buffer> | undefined;
  const bytes = () =>
    (read ??= (async () => {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of message) chunks.push(chunk as Buffer);
      } catch (error) {
        throw aborted(error, signal);
      }
      return Buffer.concat(chunks);
    })());
  const status = message.statusCode ?? 0;
  return {
    status,
    ok: status >= 200 && status <= 299,
    headers: headerReader(message.headers),
    body: message,
    bytes,
    text: async () => (await bytes()).toString('utf8'),
    json: async <T>() => JSON.parse((await bytes()).toString('utf8')) as T,
  };
}

function sendOnce(url: URL, init: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? tlsRequest : plainRequest;
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
    const request = send(url, {
      method: init.method,
      headers,
      ...(init.signal && { signal: init.signal }),
      ...(init.agent && { agent: init.agent }),
    });
    request.once('response', (message) => resolve(answerOf(message, init.signal)));
    request.on('error', (error) => reject(aborted(error, init.signal) as Error));
    request.end(init.body);
  });
}

/**
 * Sends one request. A GET whose connection is dropped unanswered (typically a kept-alive one that
 * MinIO, restarted since, no longer holds) goes again once, on a fresh connection: reads are safe to
 * repeat. Rejects with the signal's reason when it aborts.
 */
export async function httpRequest(url: URL | string, init: HttpRequest): Promise<HttpAnswer> {
  const target = typeof url === 'string' ? new URL(url) : url;
  try {
    return await sendOnce(target, init);
  } catch (error) {
    const dropped = (error as { code?: string }).code === 'ECONNRESET';
    if (!dropped || init.method !== 'GET') throw error;
    return sendOnce(target, init);
  }
}
