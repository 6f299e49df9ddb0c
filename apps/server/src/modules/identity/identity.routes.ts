import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { groupsRoutes } from './groups.routes.ts';
import { policiesRoutes } from './policies.routes.ts';
import { accountRoutes } from './service-accounts.routes.ts';
import { usersRoutes } from './users.routes.ts';

export type IdentityRoutesOptions = { config: Config; sealingKey: Buffer };

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  await app.register(usersRoutes);
  await app.register(groupsRoutes);
  await app.register(policiesRoutes);
  await app.register(accountRoutes, options);
};
