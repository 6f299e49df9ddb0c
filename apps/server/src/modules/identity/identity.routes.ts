import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupsRoutes } from './groups.routes.ts';
import type { IdentityRoutesOptions } from './identity-route-kit.ts';
import { policiesRoutes } from './policies.routes.ts';
import { accountRoutes } from './service-accounts.routes.ts';
import { usersRoutes } from './users.routes.ts';

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  await app.register(usersRoutes, options);
  await app.register(groupsRoutes, options);
  await app.register(policiesRoutes, options);
  await app.register(accountRoutes, options);
};
