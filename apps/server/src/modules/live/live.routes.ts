import { liveSockets } from '@granary/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LogInfo, TraceInfo } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';
import { socketRoute } from '../../plugins/live-sockets.ts';
import { requireMinioPrincipal } from '../../plugins/session.ts';
import { toConsoleLogMessage } from './console-log.ts';
import { runHeal } from './heal-stream.ts';
import { AccessKeyOwners } from './access-key-owners.ts';
import { matchesFilters, toTraceMessage, traceTypes } from './trace.ts';
import { StreamHub } from './stream-hub.ts';
import { toWatchEvent, watchEventNames } from './watch.ts';
import { withoutSecrets } from './health-info-secrets.ts';

/** Streams are shared only within one login: its temporary credentials name it. */
const sessionKey = (request: FastifyRequest) => requireMinioPrincipal(request).credentials.accessKeyId;

/** The live tools' sockets (spec 2 §7): each streams a MinIO call with the user's own credentials. */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const traces = new StreamHub<TraceInfo>();
  socketRoute(app, liveSockets.trace, ({ request, query, signal, send }) => {
    const asked = {
      ...traceTypes(query.calls),
      errorsOnly: query.onlyErrors === 'yes',
      threshold: `${query.threshold}ms`,
    };
    const key = `${sessionKey(request)} ${JSON.stringify(asked)}`;
    const admin = request.clients().admin;
    const owners = new AccessKeyOwners(admin);
    // Each call waits for its key's owner (asked once a key): the chain keeps them in MinIO's order.
    let sending = Promise.resolve();
    return traces.join(
      key,
      (stream) => admin.trace({ ...asked, signal: stream }),
      signal,
      (info) => {
        const message = toTraceMessage(info);
        if (!matchesFilters(message, query)) return;
        const owner = owners.ownerOf(message.accessKey);
        sending = sending.then(async () => send({ ...message, user: await owner }));
      },
    );
  });

  // MinIO's last 100 entries come first: a socket that joins a running stream gets them from the hub.
  const consoleLogs = new StreamHub<LogInfo>({ replay: 100 });
  socketRoute(app, liveSockets.console, ({ request, signal, send }) => {
    const admin = request.clients().admin;
    return consoleLogs.join(
      sessionKey(request),
      (stream) => admin.serverLogs({ limit: 100, signal: stream }),
      signal,
      (info) => send(toConsoleLogMessage(info)),
    );
  });

  socketRoute(app, liveSockets.watch, async ({ request, params, query, signal, send }) => {
    const records = request.clients().admin.listenBucketNotification(params.bucket, {
      events: watchEventNames(query),
      ...(query.prefix ? { prefix: query.prefix } : {}),
      ...(query.suffix ? { suffix: query.suffix } : {}),
      signal,
    });
    for await (const record of records) send(toWatchEvent(record));
  });

  socketRoute(app, liveSockets.heal, ({ request, params, query, signal, send }) =>
    runHeal({
      clients: request.clients(),
      bucket: params.bucket,
      query,
      signal,
      send,
      log: request.log,
    }),
  );

  // Exactly one message: MinIO's last, complete snapshot (spec 2 §7), every secret in it masked.
  socketRoute(app, liveSockets.healthInfo, async ({ request, query, signal, send }) => {
    let last: Record<string, unknown> | undefined;
    for await (const snapshot of request.clients().admin.healthInfo({ deadline: query.deadline, signal }))
      last = snapshot;
    if (!last) throw httpError('minioFailed', 'MinIO ended the diagnostic without an answer');
    if (typeof last.error === 'string' && last.error !== '')
      throw httpError('minioFailed', `MinIO's diagnostic failed: ${last.error}`);
    send(withoutSecrets(last) as Record<string, unknown>);
  });
};
