import { bucketReplicationEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../plugins/endpoints.ts';
import { deleteReplicationRule, listReplicationRules } from './replication-rules.ts';
import { addReplicationRule, listExternalBuckets, setBucketsReplication } from './replication-setup.ts';

/** Bucket detail: replication rules, external buckets and the multi-bucket wizard (spec 1 §7). */
export const bucketReplicationRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listExternalBuckets, async (request) => ({
    buckets: await listExternalBuckets(request.clients(), request.body),
  }));

  route(app, endpoints.bucketsReplication, async (request) => ({
    replicationState: await setBucketsReplication(request.clients(), request.body),
  }));

  route(app, endpoints.listRules, async (request) => ({
    rules: await listReplicationRules(request.clients(), request.params.name),
  }));

  route(app, endpoints.addRule, async (request) => ({
    replicationState: await addReplicationRule(request.clients(), request.params.name, request.body),
  }));

  route(app, endpoints.deleteRule, async (request) => {
    await deleteReplicationRule(request.clients(), request.params.name, request.params.ruleId);
    return { ok: true as const };
  });
};
