import websocket from '@fastify/websocket';
import { liveCloseCodes, type AnySocket, type LiveFrame, type PathParams } from '@granary/contract';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { httpError } from '../lib/http-error.ts';
import type { SocketEnd } from '../lib/session-sockets.ts';
import { visibleMinioAddress } from './error-handler.ts';
import { requireMinioPrincipal } from './session.ts';
import { closeCodeOf, socketClose } from './socket-close.ts';

/** A socket closed by the server is cut this long after, if the client has not answered the close. */
const closeGraceMs = 2_000;
/** Past this many bytes waiting for a slow browser, messages are counted and left out, not queued. */
const maxBuffered = 1024 * 1024;

export type LiveContext<S extends AnySocket> = {
  request: FastifyRequest;
  params: z.output<S['params']> & PathParams<S['path']>;
  query: z.output<S['query']>;
  /** Aborted when the browser closes the socket: every MinIO stream behind it must stop. */
  signal: AbortSignal;
  /** One message of the stream, as the socket's descriptor types it. */
  send(data: z.output<S['data']>): void;
};

/** The connections that became live sockets: their own close is the socket's, not a destroy. */
const opened = new WeakSet<object>();

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
  // An upgrade refused before any hook runs (a path Fastify cannot decode: its 400 for a lone surrogate)
  // leaves its socket to the client likewise, and the app's close would wait for it: ended at close.
  const upgrading = new Set<Duplex>();
  app.server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    upgrading.add(socket);
    socket.once('close', () => upgrading.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of upgrading) if (!opened.has(socket)) socket.destroy();
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

type Parsed<S extends AnySocket> = {
  ok: true;
  params: LiveContext<S>['params'];
  query: LiveContext<S>['query'];
};

/** The query, then the path's params, by the descriptor's schemas; the first problem refuses the socket. */
function parseRequest<S extends AnySocket>(
  socket: S,
  request: FastifyRequest,
): Parsed<S> | { ok: false; problem: string } {
  const query = socket.query.safeParse(withoutEmptyValues(request.query));
  if (!query.success) return { ok: false, problem: describeIssues(query.error.issues) };
  const params = socket.params.safeParse(request.params);
  if (!params.success) return { ok: false, problem: describeIssues(params.error.issues) };
  return { ok: true, params: params.data, query: query.data };
}

/** Closes the socket for an ended session (4401) or a store that cannot tell (1011), as REST would answer. */
function sessionAnswer({ reason, sessionEnded }: SocketEnd) {
  return httpError(sessionEnded ? 'invalidSession' : 'storeUnavailable', reason);
}

/** Hands over data, counting what a slow browser could not take and saying so before the next. */
function sender(socket: WebSocket): (data: unknown) => void {
  let dropped = 0;
  return (data) => {
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
}

/**
 * One live tool's socket (spec 2 §7), served from its descriptor: the session and the origin were checked
 * before the upgrade (the session and same-origin hooks cover /ws/); here the query and params are checked,
 * the handler streams, and a closed socket aborts it. Ends with 1000 when the stream ends; a failure goes
 * through the one error map (`socketClose`): 1008 refused, 1011 failed, 4401 when the session ends.
 */
export function socketRoute<S extends AnySocket>(
  app: FastifyInstance,
  descriptor: S,
  handler: (context: LiveContext<S>) => Promise<void>,
): void {
  app.get(descriptor.path, { websocket: true }, (socket, request) => {
    // An injected socket (app.injectWS) has no connection under it, and a WeakSet takes no undefined.
    const connection = request.raw.socket as Duplex | undefined;
    if (connection) opened.add(connection);
    const parsed = parseRequest(descriptor, request);
    if (!parsed.ok) {
      frame(socket, { kind: 'error', message: parsed.problem });
      socket.close(liveCloseCodes.refused, 'bad query');
      return;
    }
    const abort = new AbortController();
    // Any session's socket ends with it: a MinIO user's, or an operator's (its token's own expiry).
    const principal = request.principal ?? requireMinioPrincipal(request);
    const unwatch = app.sessionSockets.watch(principal, (end) => {
      const answer = sessionAnswer(end);
      frame(socket, { kind: 'error', message: answer.message });
      // The MinIO stream stops now, not when a slow client answers the close.
      abort.abort();
      socket.close(closeCodeOf(answer), 'session');
      setTimeout(() => socket.terminate(), closeGraceMs).unref();
    });
    socket.on('close', () => {
      unwatch();
      abort.abort();
    });
    // Keep-alives are read and dropped: reading is what notices a closed socket.
    socket.on('message', () => undefined);
    const { params, query } = parsed;
    // Started inside a promise, so that a handler that throws at once fails the same way.
    Promise.resolve()
      .then(() => handler({ request, params, query, signal: abort.signal, send: sender(socket) }))
      .then(
        () => socket.close(liveCloseCodes.normal),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const { code, message } = socketClose(error, visibleMinioAddress(request));
          request.log.warn({ err: error }, `live stream ${descriptor.path} ended: ${message}`);
          frame(socket, { kind: 'error', message });
          socket.close(code, code === liveCloseCodes.refused ? 'refused' : 'failed');
        },
      );
  });
}
