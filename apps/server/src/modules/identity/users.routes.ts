import { userEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { requireMinioPrincipal } from '../../plugins/session.ts';
import { listServiceAccounts } from './service-accounts.service.ts';
import { addUsersToGroups, createUser, deleteUser, getUser, listUsers, updateUser } from './users.service.ts';

const ok = { ok: true as const };

export const usersRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async (request) => ({ users: await listUsers(request.clients().admin) }));

  route(app, endpoints.create, async (request) => createUser(request.clients().admin, request.body));

  route(app, endpoints.get, async (request) => getUser(request.clients().admin, request.query.name));

  route(app, endpoints.update, async (request) => {
    const user = await updateUser(request.clients().admin, request.query.name, request.body);
    if (request.body.status === 'disabled')
      await app.sessionRevocations.endUserSessions(request.query.name, request.clients().target.id);
    return user;
  });

  route(app, endpoints.delete, async (request) => {
    await deleteUser(
      request.clients().admin,
      request.query.name,
      requireMinioPrincipal(request).accountAccessKey,
    );
    await app.sessionRevocations.endUserSessions(request.query.name, request.clients().target.id);
    return ok;
  });

  route(app, endpoints.addToGroups, async (request) => {
    await addUsersToGroups(request.clients().admin, request.body.users, request.body.groups);
    return ok;
  });

  route(app, endpoints.changePassword, async (request) => {
    const { admin } = request.clients();
    await getUser(admin, request.body.selectedUser);
    await admin.changeUserPassword(request.body.selectedUser, request.body.newSecretKey);
    await app.sessionRevocations.endUserSessions(request.body.selectedUser, request.clients().target.id);
    return ok;
  });

  route(app, endpoints.serviceAccounts, async (request) => ({
    serviceAccounts: await listServiceAccounts(request.clients().admin, {
      user: request.query.name,
      shareLinks: 'include',
    }),
  }));
};
