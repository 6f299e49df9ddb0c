import { configEndpoints, serviceEndpoints, tierEndpoints } from '@granary/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import { route } from '../../plugins/endpoints.ts';
import { requirePage } from '../../plugins/page-access.ts';
import { requireMinioPrincipal } from '../../plugins/session.ts';
import {
  getConfig,
  listConfigs,
  listConfigTargets,
  listNotificationEndpoints,
  resetConfig,
  setConfig,
} from './configs.service.ts';
import { restartMinio } from './restart.service.ts';
import { listTiers } from './tier-mapping.ts';
import { addTier, updateTierCredentials } from './tiers.service.ts';

const who = (request: FastifyRequest) => {
  const principal = requireMinioPrincipal(request);
  return principal.accountAccessKey ?? principal.accessKeyId;
};

/** Settings (spec 2 §7): configuration, notification targets, tiers, and the restart they may need. */
export const settingsRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const recordIfPending = async (request: FastifyRequest, change: { restart: boolean; config: string }) => {
    if (change.restart) await app.pendingRestarts.record(change.config, who(request));
    return { restart: change.restart };
  };

  route(app, configEndpoints.list, async (request) => ({
    configurations: await listConfigs(request.clients().admin),
  }));
  route(app, configEndpoints.get, async (request) =>
    getConfig(request.clients().admin, request.params.id, request.query.target),
  );
  route(app, configEndpoints.targets, async (request) => ({
    targets: await listConfigTargets(request.clients().admin, request.params.id),
  }));
  route(app, configEndpoints.set, async (request) =>
    recordIfPending(request, await setConfig(request.clients(), request.params.id, request.body)),
  );
  route(app, configEndpoints.reset, async (request) =>
    recordIfPending(
      request,
      await resetConfig(request.clients().admin, request.params.id, request.query.target),
    ),
  );
  route(app, configEndpoints.notificationEndpoints, async (request) => ({
    notification_endpoints: await listNotificationEndpoints(request.clients().admin),
  }));

  route(app, tierEndpoints.list, async (request) => ({ items: await listTiers(request.clients().admin) }));
  route(app, tierEndpoints.add, async (request) => addTier(request.clients(), request.body));
  route(app, tierEndpoints.updateCredentials, async (request) => {
    const { type, name } = request.params;
    await updateTierCredentials(request.clients(), type, name, request.body);
    return { ok: true as const };
  });

  route(app, serviceEndpoints.restartStatus, async (request) => {
    // Which settings wait and who saved them is Granary's own record: only for those who may save them.
    await requirePage(
      request,
      config,
      '/settings',
      'Your policy does not allow Settings (admin:ConfigUpdate)',
    );
    const pending = await app.pendingRestarts.pending(request.clients().admin);
    return { restartRequired: pending.length > 0, pending };
  });
  route(app, serviceEndpoints.restart, async (request) => ({
    restartedAt: (await restartMinio(request.clients().admin, app.pendingRestarts)).toISOString(),
  }));
};
