// A graceful stop that always ends. SIGTERM or SIGINT stop listening and close idle connections at once;
// requests under way get a while to answer, then their connections are cut and what was left is logged.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type StopTimes = {
  /**
   * How long requests under way when the stop begins have to answer before their connections are cut.
   * An API answer takes well under a second; what runs longer is a transfer, which a restart cuts anyway,
   * or something stuck (a client gone, a store that does not answer), which no wait ends.
   */
  answersWithinMs: number;
  /**
   * How long the whole stop may take. Once the connections are gone Granary still writes what its store
   * has behind (a logout's record waits for the embedded store's first open: ~3 s, 10 s and more on a
   * loaded machine) and closes it; past this it exits anyway. Inside Kubernetes' default grace period
   * (30 s) and systemd's (90 s); Docker's default (10 s) ends it first unless `--stop-timeout` says more.
   */
  stopWithinMs: number;
};

export const stopTimes: StopTimes = { answersWithinMs: 10_000, stopWithinMs: 20_000 };

const seconds = (ms: number) => `${ms / 1000} s`;

/** Stops `app` on SIGTERM or SIGINT, then exits: 0 when everything closed in time, 1 when it was cut. */
export function stopOnSignals(app: FastifyInstance, times: StopTimes = stopTimes): void {
  const connections = new Set<Socket>();
  /** Requests not answered yet, as their method and route: a path may hold a share link's token. */
  const underWay = new Map<ServerResponse, string>();
  let stopping = false;
  let connectionsClosed = false;
  // Node's close() ends the connections idle when it runs; one whose answer ends later stays open for
  // keep-alive (72 s) unless it is closed once idle too.
  const closeIdleSoon = () => setImmediate(() => app.server.closeIdleConnections());
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    underWay.set(response, `${request.method} ${request.routeOptions.url ?? '(no route)'}`);
    response.once('close', () => {
      underWay.delete(response);
      if (stopping) closeIdleSoon();
    });
    done();
  });
  app.server.once('close', () => (connectionsClosed = true));

  let forced = false;
  const cutConnections = () => {
    if (connections.size === 0) return;
    forced = true;
    app.log.error(
      { requests: [...underWay.values()], connections: connections.size },
      `Still ${connections.size} connections ${seconds(times.answersWithinMs)} after the stop began ` +
        `(${underWay.size} requests unanswered): closing them`,
    );
    for (const socket of connections) socket.destroy();
  };
  const giveUp = () => {
    const pending = connectionsClosed
      ? "the store's writes and its close"
      : `${connections.size} connections`;
    app.log.error(
      `Granary did not stop within ${seconds(times.stopWithinMs)} (${pending} still under way): exiting`,
    );
    process.exit(1);
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(cutConnections, times.answersWithinMs);
    setTimeout(giveUp, times.stopWithinMs);
    app.close().then(
      () => process.exit(forced ? 1 : 0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Granary did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
