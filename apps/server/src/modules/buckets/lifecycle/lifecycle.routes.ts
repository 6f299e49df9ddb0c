import {
  addLifecycleRuleRequestSchema,
  bucketLifecyclePaths,
  bucketNameParamsSchema,
  editLifecycleRuleRequestSchema,
  lifecycleResponseSchema,
  lifecycleRuleParamsSchema,
  okResponseSchema,
  tiersResponseSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';
import { bucketRouteErrors, bucketsContextResolver } from '../buckets-context.ts';
import {
  addLifecycleRule,
  deleteLifecycleRule,
  editLifecycleRule,
  listLifecycleRules,
} from './lifecycle.service.ts';
import { listTiers } from './tiers.service.ts';

const tags = ['buckets'];

/** Bucket detail: lifecycle rules and tiers (spec 1 §7). */
export const bucketLifecycleRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, options) => {
  const context = bucketsContextResolver(app, options.config);

  app.get(bucketLifecyclePaths.lifecycle, {
    schema: {
      tags,
      summary: "A bucket's lifecycle rules (none when it has no configuration)",
      params: bucketNameParamsSchema,
      response: { 200: lifecycleResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({
      lifecycle: await listLifecycleRules(context(request), request.params.name),
    }),
  });

  app.post(bucketLifecyclePaths.lifecycle, {
    schema: {
      tags,
      summary: 'Add an expiry or transition rule next to the existing rules (dates become midnight UTC)',
      params: bucketNameParamsSchema,
      body: addLifecycleRuleRequestSchema,
      response: { 201: z.object({ id: z.string() }), ...bucketRouteErrors },
    },
    handler: async (request, reply) => {
      const id = await addLifecycleRule(context(request), request.params.name, request.body);
      return reply.status(201).send({ id });
    },
  });

  app.put(bucketLifecyclePaths.rule, {
    schema: {
      tags,
      summary: 'Enable or disable one lifecycle rule, keeping everything else',
      params: lifecycleRuleParamsSchema,
      body: editLifecycleRuleRequestSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      const { name, ruleId } = request.params;
      await editLifecycleRule(context(request), name, ruleId, request.body);
      return { ok: true as const };
    },
  });

  app.delete(bucketLifecyclePaths.rule, {
    schema: {
      tags,
      summary: 'Delete one lifecycle rule (the configuration goes with its last rule)',
      params: lifecycleRuleParamsSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      const { name, ruleId } = request.params;
      await deleteLifecycleRule(context(request), name, ruleId);
      return { ok: true as const };
    },
  });

  app.get(bucketLifecyclePaths.tiers, {
    schema: {
      tags: ['tiers'],
      summary: 'Remote tiers a transition can target (without their secrets)',
      response: { 200: tiersResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({ items: await listTiers(context(request).admin) }),
  });
};
