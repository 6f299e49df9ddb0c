import { policyEndpoints as endpoints, type SetPolicyRequest } from '@granary/contract';
import type { AdminClient } from '@granary/madmin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { splitPolicies } from './identity-errors.ts';
import { deletePolicy, getPolicy, listPolicies, policyEntities, savePolicy } from './policies.service.ts';

const ok = { ok: true as const };

async function setPolicies(admin: AdminClient, policies: string[], body: SetPolicyRequest) {
  await admin.setPolicy({
    policyNames: policies,
    entityName: body.entityName,
    isGroup: body.entityType === 'group',
  });
  return ok;
}

export const policiesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async (request) => ({ policies: await listPolicies(request.clients().admin) }));

  route(app, endpoints.save, async (request) =>
    savePolicy(request.clients().admin, request.body.name, request.body.policy),
  );

  route(app, endpoints.get, async (request) => getPolicy(request.clients().admin, request.query.name));

  route(app, endpoints.delete, async (request) => {
    await deletePolicy(request.clients().admin, request.query.name);
    return ok;
  });

  for (const endpoint of [endpoints.users, endpoints.groups])
    route(app, endpoint, async (request) => policyEntities(request.clients().admin, request.params.name));

  route(app, endpoints.set, async (request) =>
    setPolicies(request.clients().admin, splitPolicies(request.params.policies), request.body),
  );

  route(app, endpoints.clear, async (request) => setPolicies(request.clients().admin, [], request.body));
};
