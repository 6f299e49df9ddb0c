import { bucketAccessRuleEndpoints, bucketAuditEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../plugins/endpoints.ts';
import { deleteAccessRule, listAccessRules, setAccessRule } from './access-rules.service.ts';
import { bucketPolicies, bucketUsers } from './bucket-audit.service.ts';

/** Bucket detail: access audit (policies and users of a bucket) and access rules (spec 1 §7). */
export const bucketAccessRoutes: FastifyPluginAsync = async (app) => {
  route(app, bucketAuditEndpoints.policies, async (request) => ({
    policies: await bucketPolicies(request.clients(), request.params.bucket),
  }));

  route(app, bucketAuditEndpoints.users, async (request) => ({
    users: await bucketUsers(request.clients(), request.params.bucket),
  }));

  route(app, bucketAccessRuleEndpoints.list, async (request) => ({
    accessRules: await listAccessRules(request.clients(), request.params.bucket),
  }));

  route(app, bucketAccessRuleEndpoints.set, async (request) => {
    await setAccessRule(request.clients(), request.params.bucket, request.body);
    return { ok: true as const };
  });

  route(app, bucketAccessRuleEndpoints.delete, async (request) => {
    await deleteAccessRule(request.clients(), request.params.bucket, request.params['*']);
    return { ok: true as const };
  });
};
