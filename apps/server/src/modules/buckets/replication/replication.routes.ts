import {
  addReplicationRuleRequestSchema,
  bucketNameParamsSchema,
  bucketReplicationPaths,
  bucketsReplicationRequestSchema,
  listExternalBucketsRequestSchema,
  listExternalBucketsResponseSchema,
  okResponseSchema,
  replicationResultSchema,
  replicationRuleParamsSchema,
  replicationRulesResponseSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../../plugins/session.ts';
import type { BucketsRoutesOptions } from '../buckets-context.ts';
import { bucketRouteErrors, bucketsContextResolver } from '../buckets-context.ts';
import { deleteReplicationRule, listReplicationRules } from './replication-rules.ts';
import { addReplicationRule, listExternalBuckets, setBucketsReplication } from './replication-setup.ts';

const tags = ['buckets'];

/** Bucket detail: replication rules, external buckets and the multi-bucket wizard (spec 1 §7). */
export const bucketReplicationRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, options) => {
  const context = bucketsContextResolver(app, options.config);

  app.post(bucketReplicationPaths.listExternalBuckets, {
    schema: {
      tags,
      summary: 'Buckets that the given keys can see on another MinIO (the replication target)',
      body: listExternalBucketsRequestSchema,
      response: { 200: listExternalBucketsResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      requirePrincipal(request);
      return { buckets: await listExternalBuckets(request.body) };
    },
  });

  app.post(bucketReplicationPaths.bucketsReplication, {
    schema: {
      tags,
      summary: 'Replicate each bucket to its target bucket (remote target plus one added rule each)',
      body: bucketsReplicationRequestSchema,
      response: { 200: replicationResultSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({
      replicationState: await setBucketsReplication(context(request), request.body),
    }),
  });

  app.get(bucketReplicationPaths.rules, {
    schema: {
      tags,
      summary: "A bucket's replication rules",
      params: bucketNameParamsSchema,
      response: { 200: replicationRulesResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({
      rules: await listReplicationRules(context(request), request.params.name),
    }),
  });

  app.post(bucketReplicationPaths.rules, {
    schema: {
      tags,
      summary: 'Add one replication rule to a bucket (the detail form)',
      params: bucketNameParamsSchema,
      body: addReplicationRuleRequestSchema,
      response: { 201: replicationResultSchema, ...bucketRouteErrors },
    },
    handler: async (request, reply) => {
      const replicationState = await addReplicationRule(context(request), request.params.name, request.body);
      return reply.status(201).send({ replicationState });
    },
  });

  app.delete(bucketReplicationPaths.rule, {
    schema: {
      tags,
      summary: 'Delete one replication rule (the last one removes the configuration)',
      params: replicationRuleParamsSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      await deleteReplicationRule(context(request), request.params.name, request.params.ruleId);
      return { ok: true as const };
    },
  });
};
