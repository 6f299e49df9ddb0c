import {
  createPolicyRequestSchema,
  identityPaths,
  listPoliciesResponseSchema,
  nameQuerySchema,
  okResponseSchema,
  policyEntitiesResponseSchema,
  policySchema,
  setPolicyRequestSchema,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { splitPolicies } from './identity-errors.ts';
import type { IdentityRoutesOptions } from './identity-route-kit.ts';
import { adminFor, identityErrors as errors } from './identity-route-kit.ts';
import { deletePolicy, getPolicy, listPolicies, policyEntities, savePolicy } from './policies.service.ts';

const tags = ['policies'];
const policyParams = z.object({ name: z.string().min(1) });
const setPolicyParams = z.object({ policies: z.string() });

export const policiesRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, { config }) => {
  const admin = adminFor(config);
  const ok = { ok: true as const };

  app.get(identityPaths.policies, {
    schema: { tags, summary: 'List policies', response: { 200: listPoliciesResponseSchema, ...errors } },
    handler: async (request) => ({ policies: await listPolicies(admin(request)) }),
  });

  app.post(identityPaths.policies, {
    schema: {
      tags,
      summary: 'Create or replace a policy',
      body: createPolicyRequestSchema,
      response: { 201: policySchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await savePolicy(admin(request), request.body.name, request.body.policy)),
  });

  app.get(identityPaths.policy, {
    schema: {
      tags,
      summary: 'A policy',
      querystring: nameQuerySchema,
      response: { 200: policySchema, ...errors },
    },
    handler: async (request) => getPolicy(admin(request), request.query.name),
  });

  app.delete(identityPaths.policy, {
    schema: {
      tags,
      summary: 'Delete a policy',
      querystring: nameQuerySchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => {
      await deletePolicy(admin(request), request.query.name);
      return ok;
    },
  });

  for (const path of [identityPaths.policyUsers, identityPaths.policyGroups]) {
    app.get(path, {
      schema: {
        tags,
        summary: 'Users and groups the policy is attached to',
        params: policyParams,
        response: { 200: policyEntitiesResponseSchema, ...errors },
      },
      handler: async (request) => policyEntities(admin(request), request.params.name),
    });
  }

  const setPolicy = async (
    policies: string[],
    body: z.infer<typeof setPolicyRequestSchema>,
    client: ReturnType<typeof admin>,
  ) => {
    await client.setPolicy({
      policyNames: policies,
      entityName: body.entityName,
      isGroup: body.entityType === 'group',
    });
    return ok;
  };
  app.put(identityPaths.setPolicy, {
    schema: {
      tags,
      summary: 'Set the policies (comma-separated) of a user or group',
      params: setPolicyParams,
      body: setPolicyRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) =>
      setPolicy(splitPolicies(request.params.policies), request.body, admin(request)),
  });
  app.put(identityPaths.setPolicy.replace('/:policies', ''), {
    schema: {
      tags,
      summary: 'Remove every policy of a user or group',
      body: setPolicyRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (request) => setPolicy([], request.body, admin(request)),
  });
};
