import { groupEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service.ts';

export const groupsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async (request) => ({ groups: await listGroups(request.clients().admin) }));

  route(app, endpoints.create, async (request) =>
    createGroup(request.clients().admin, request.body.group, request.body.members),
  );

  route(app, endpoints.get, async (request) => getGroup(request.clients().admin, request.query.name));

  route(app, endpoints.update, async (request) =>
    updateGroup(request.clients().admin, request.query.name, request.body),
  );

  route(app, endpoints.delete, async (request) => {
    await deleteGroup(request.clients().admin, request.query.name);
    return { ok: true as const };
  });
};
