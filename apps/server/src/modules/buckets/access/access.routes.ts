import {
  accessRuleParamsSchema,
  accessRulesResponseSchema,
  bucketAccessPaths,
  bucketParamsSchema,
  bucketPoliciesResponseSchema,
  bucketUsersResponseSchema,
  okResponseSchema,
  setAccessRuleRequestSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';
import { bucketRouteErrors, bucketsContextResolver } from '../buckets-context.ts';
import { deleteAccessRule, listAccessRules, setAccessRule } from './access-rules.service.ts';
import { bucketPolicies, bucketUsers } from './bucket-audit.service.ts';

const tags = ['buckets'];

/** Bucket detail: access audit (policies and users of a bucket) and access rules (spec 1 §7). */
export const bucketAccessRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async (app, options) => {
  const context = bucketsContextResolver(app, options.config);

  app.get(bucketAccessPaths.policies, {
    schema: {
      tags,
      summary: 'The IAM policies that allow some access to the bucket',
      params: bucketParamsSchema,
      response: { 200: bucketPoliciesResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({
      policies: await bucketPolicies(context(request), request.params.bucket),
    }),
  });

  app.get(bucketAccessPaths.users, {
    schema: {
      tags,
      summary: 'The users who can reach the bucket, with the policies (and groups) that let them',
      params: bucketParamsSchema,
      response: { 200: bucketUsersResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({ users: await bucketUsers(context(request), request.params.bucket) }),
  });

  app.get(bucketAccessPaths.accessRules, {
    schema: {
      tags,
      summary: 'Anonymous access rules by prefix, from the bucket policy',
      params: bucketParamsSchema,
      response: { 200: accessRulesResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => ({
      accessRules: await listAccessRules(context(request), request.params.bucket),
    }),
  });

  app.put(bucketAccessPaths.accessRules, {
    schema: {
      tags,
      summary: "Add or replace a prefix's anonymous access rule, keeping the rest of the bucket policy",
      params: bucketParamsSchema,
      body: setAccessRuleRequestSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      await setAccessRule(context(request), request.params.bucket, request.body);
      return { ok: true as const };
    },
  });

  app.delete(bucketAccessPaths.accessRule, {
    schema: {
      tags,
      summary: "Remove a prefix's anonymous access rule (the prefix may contain slashes)",
      params: accessRuleParamsSchema,
      response: { 200: okResponseSchema, ...bucketRouteErrors },
    },
    handler: async (request) => {
      await deleteAccessRule(context(request), request.params.bucket, request.params['*']);
      return { ok: true as const };
    },
  });
};
