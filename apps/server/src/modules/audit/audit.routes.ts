import { timingSafeEqual } from 'node:crypto';
import type { auditSearchQuerySchema } from '@granary/contract';
import { auditLogEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config/config.ts';
import { loadAuditToken } from '../../config/audit-token.ts';
import { httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { answerSignal } from '../../plugins/request-clients.ts';
import { requirePage } from '../../plugins/page-access.ts';
import type { Store } from '../../store/store.ts';
import { rowsOfBody } from './audit-body.ts';
import { auditQueues, auditTargets, noProblems, problemCounts } from './audit-status.ts';
import { enforceAuditRetention } from './audit-retention.ts';
import { parseFilter, searchAudit } from './audit-search.ts';
import type { AuditWriter } from './audit-writer.ts';

const retentionEveryMs = 3_600_000;
const ingestBodyLimit = 16 * 1024 * 1024;

function sameToken(given: string | undefined, token: string): boolean {
  const presented = given?.startsWith('Bearer ') ? given.slice(7) : given;
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ingest from MinIO's audit webhook and search (spec 2 §7), in Granary's store. */
export const auditRoutes: FastifyPluginAsync<{ config: Config; store: Store; writer: AuditWriter }> = async (
  app,
  { config, store, writer },
) => {
  const token = await loadAuditToken(config);
  const retention = setInterval(() => {
    // An embedded store nobody wrote to holds no records: do not create it to prune nothing.
    if (!store.mayHoldData()) return;
    void store
      .db()
      .then((db) => enforceAuditRetention(db, config.audit))
      .catch((error: unknown) => app.log.warn({ err: error }, 'audit retention did not run'));
  }, retentionEveryMs);
  retention.unref();
  app.addHook('onClose', async () => {
    clearInterval(retention);
    await writer.close();
  });

  // MinIO posts JSON, several entries as lines: the body is read as text and split here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ingestBodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  route(
    app,
    endpoints.ingest,
    async (request) => {
      const rows = rowsOfBody(typeof request.body === 'string' ? request.body : '', new Date());
      try {
        await writer.write(rows);
      } catch (error) {
        request.log.warn({ err: error }, 'audit records refused for now: MinIO keeps them and posts again');
        throw httpError('storeUnavailable', 'Audit records cannot be stored now: try again');
      }
      return { ok: true as const };
    },
    {
      bodyLimit: ingestBodyLimit,
      // Before the body is read: an anonymous post costs no memory, however large.
      onRequest: async (request) => {
        if (!sameToken(request.headers.authorization, token))
          throw httpError('invalidAuditToken', 'The audit token is missing or wrong');
      },
    },
  );

  const requireLogsPage = (request: FastifyRequest) =>
    requirePage(request, config, '/logs', 'Your policy does not allow the audit log (admin:ConsoleLog)');

  route(app, endpoints.status, async (request) => {
    await requireLogsPage(request);
    const [problems, targets, queues] = await Promise.all([
      store.mayHoldData() ? store.db().then(problemCounts) : noProblems,
      auditTargets(request.clients().admin),
      auditQueues(config.prometheus, answerSignal(request)),
    ]);
    return { ...problems, lost: writer.stats.lost, targets, queues };
  });

  route(app, endpoints.search, async (request) => {
    await requireLogsPage(request);
    const query = request.query as z.output<typeof auditSearchQuerySchema>;
    if (!store.mayHoldData()) return { results: [] };
    const db = await store.db();
    return {
      results: await searchAudit(db, {
        filters: (query.fp ?? []).map(parseFilter),
        pageSize: query.pageSize,
        pageNo: query.pageNo,
        order: query.order,
        ...(query.timeStart ? { timeStart: query.timeStart } : {}),
        ...(query.timeEnd ? { timeEnd: query.timeEnd } : {}),
      }),
    };
  });
};
