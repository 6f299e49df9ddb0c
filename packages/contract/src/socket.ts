import { z } from 'zod';
import {
  defaultParamsSchema,
  filledPath,
  type InputOf,
  type OptionalWhenEmpty,
  type PathParams,
} from './endpoint.ts';

/**
 * The live tools' WebSockets (spec 2 §7). The browser sends 'ok' on open and every 10 s; it stops with
 * close code 1000. Every frame the server sends is a `LiveFrame`.
 */
export const liveKeepAliveMessage = 'ok';
export const liveKeepAliveMs = 10_000;

/**
 * Close codes: 1000 done or stopped; 1008 refused (bad query, no permission); 1011 MinIO failed; 4401 the
 * session ended (logout, password change, user disabled or deleted, expiry): the browser logs in again.
 */
export const liveCloseCodes = { normal: 1000, refused: 1008, failed: 1011, sessionEnded: 4401 } as const;

export type LiveFrame<T> =
  { kind: 'data'; data: T } | { kind: 'error'; message: string } | { kind: 'dropped'; count: number };

/** What the server sends: a message of the stream, or why the stream ends, or how much it dropped. */
export const liveFrameSchema = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('data'), data }),
    z.object({ kind: z.literal('error'), message: z.string() }),
    /** The browser read slower than MinIO sent: this many messages were left out. */
    z.object({ kind: z.literal('dropped'), count: z.number() }),
  ]);

/** One live socket, described once: the server serves it and the web opens it from this. */
export type Socket<
  Path extends string = string,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> = {
  path: Path;
  summary: string;
  params: Params;
  query: Query;
  /** One message of the stream. */
  data: Data;
  /** Every frame the server sends: the stream's data, why it ended, or how much it left out. */
  frame: z.ZodType<LiveFrame<z.output<Data>>>;
};

type SocketOptions<Path extends string, Params extends z.ZodType, Query extends z.ZodType, Data> = {
  path: Path;
  summary: string;
  /** A stricter schema of the path's params than the default (a `bucket` is a bucket name). */
  params?: Params;
  query: Query;
  data: Data;
};

export function defineSocket<
  const Path extends string,
  Query extends z.ZodType,
  Data extends z.ZodType,
  Params extends z.ZodType<PathParams<Path>> = z.ZodType<PathParams<Path>, PathParams<Path>>,
>(options: SocketOptions<Path, Params, Query, Data>): Socket<Path, Params, Query, Data> {
  return {
    ...options,
    params: options.params ?? (defaultParamsSchema(options.path) as unknown as Params),
    frame: liveFrameSchema(options.data) as unknown as z.ZodType<LiveFrame<z.output<Data>>>,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any socket, whatever its schemas
export type AnySocket = Socket<string, any, any, any>;

/** What the browser gives a socket: its path params and query, each required when it has any. */
export type SocketInput<S extends AnySocket> = OptionalWhenEmpty<'params', InputOf<S['params']>> &
  OptionalWhenEmpty<'query', InputOf<S['query']>>;

/** One message of a socket's stream, as the browser reads it. */
export type SocketData<S extends AnySocket> = z.output<S['data']>;

/** The path and query the browser opens, filled in as every endpoint's. */
export function socketPath<S extends AnySocket>(socket: S, input: SocketInput<S>): string {
  return filledPath(socket.path, input);
}
