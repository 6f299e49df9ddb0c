import websocket from '@fastify/websocket';
import { liveCloseCodes, type LiveFrame } from '@granary/contract';
import { MadminError } from '@granary/madmin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { requireMinioPrincipal } from './session.ts';

/** A socket closed by the server is cut this long after, if the client has not answered the close. */
const closeGraceMs = 2_000;
/** Past this many bytes waiting for a slow browser, messages are counted and left out, not queued. */
const maxBuffered = 1024 * 1024;

export type LiveContext<Query> = {
  request: FastifyRequest;
  query: Query;
  /** Aborted when the browser closes the socket: every MinIO stream behind it must stop. */
  signal: AbortSignal;
  send(data: unknown): void;
};

export async function registerLiveSockets(app: FastifyInstance): Promise<void> {
  // The browser only ever sends the 'ok' keep-alive.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  // A refused upgrade (401, 403) is answered on a socket Node's HTTP server no longer manages: left
  // alone it stays open (CLOSE-WAIT) after the client goes, and holds up a graceful stop.
  app.addHook('onResponse', async (request, reply) => {
    // Node marks a request that asks to switch protocols (not one that merely names an Upgrade header).
    if ((request.raw as { upgrade?: boolean }).upgrade === true && reply.statusCode !== 101)
      request.raw.socket.destroy();
  });
}

function frame(socket: WebSocket, value: LiveFrame<unknown>): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(value));
}

/** Each problem with the field it is about ("prefix: must not start with "/""). */
function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.startsWith(`${field}:`) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * The previous console sends every filter, empty when unset (`statusCode=&funcname=`): an empty value means
 * no filter, on every socket, and the schema's default applies.
 */
function withoutEmptyValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** A request the tool cannot serve as asked (an invalid bucket name): closes as refused, with this reason. */
export class LiveRefusal extends Error {}

/** Why a stream failed, in the words the screen shows; refusals (bad input, no permission) close as such. */
function failure(error: unknown): { code: number; message: string } {
  if (error instanceof LiveRefusal) return { code: liveCloseCodes.refused, message: error.message };
  const limit = error instanceof MadminError && /limit of `(\d+)` subscribers is reached/.exec(error.message);
  if (limit)
    return {
      code: liveCloseCodes.failed,
      message: `MinIO serves at most ${limit[1]} of these streams at once, and all are in use (by other logins, other consoles or mc admin). Try again when one of them stops.`,
    };
  if (error instanceof MadminError && error.status >= 400 && error.status < 500)
    return { code: liveCloseCodes.refused, message: `MinIO refused: ${error.message}` };
  return { code: liveCloseCodes.failed, message: error instanceof Error ? error.message : String(error) };
}

/**
 * One live tool's socket (spec 2 §7): the session and the origin were checked before the upgrade (the
 * session and same-origin hooks cover /ws/); here the query is checked, the handler streams, and a
 * closed socket aborts it. Ends with 1000 when the stream ends, 1008 when refused, 1011 when it failed,
 * 4401 when the session ends while it streams.
 */
export function liveRoute<Schema extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  querySchema: Schema,
  handler: (context: LiveContext<z.output<Schema>>) => Promise<void>,
): void {
  app.get(path, { websocket: true }, (socket, request) => {
    const parsed = querySchema.safeParse(withoutEmptyValues(request.query));
    if (!parsed.success) {
      frame(socket, { kind: 'error', message: describeIssues(parsed.error.issues) });
      socket.close(liveCloseCodes.refused, 'bad query');
      return;
    }
    const abort = new AbortController();
    const principal = requireMinioPrincipal(request);
    const unwatch = app.sessionSockets.watch(principal, ({ reason, sessionEnded }) => {
      frame(socket, { kind: 'error', message: reason });
      // The MinIO stream stops now, not when a slow client answers the close.
      abort.abort();
      socket.close(sessionEnded ? liveCloseCodes.sessionEnded : liveCloseCodes.failed, 'session');
      setTimeout(() => socket.terminate(), closeGraceMs).unref();
    });
    socket.on('close', () => {
      unwatch();
      abort.abort();
    });
    // Keep-alives are read and dropped: reading is what notices a closed socket.
    socket.on('message', () => undefined);
    let dropped = 0;
    const send = (data: unknown) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > maxBuffered) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        frame(socket, { kind: 'dropped', count: dropped });
        dropped = 0;
      }
      frame(socket, { kind: 'data', data });
    };
    // Started inside a promise, so that a handler that throws at once fails the same way.
    Promise.resolve()
      .then(() => handler({ request, query: parsed.data, signal: abort.signal, send }))
      .then(
        () => socket.close(liveCloseCodes.normal),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const { code, message } = failure(error);
          request.log.warn({ err: error }, `live stream ${path} ended: ${message}`);
          frame(socket, { kind: 'error', message });
          socket.close(code, code === liveCloseCodes.refused ? 'refused' : 'failed');
        },
      );
  });
}
