import { subscriptionEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { LicenseConfig } from '../../config/license.ts';
import { httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { activateLicense, activateTenant, refreshLicense, subscriptionInfo } from './subscription.service.ts';

/** Operator mode's license: every Kubernetes call with the operator's own token, so RBAC decides. */
export const subscriptionRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const license = (): LicenseConfig => {
    if (!config.license)
      throw httpError(
        'notConfigured',
        'This console is not in operator mode (CONSOLE_OPERATOR_MODE is off).',
      );
    return config.license;
  };
  route(app, subscriptionEndpoints.info, async (request) =>
    subscriptionInfo(await request.kube(), license()),
  );
  route(app, subscriptionEndpoints.validate, async (request) =>
    activateLicense(await request.kube(), license(), request.body),
  );
  route(app, subscriptionEndpoints.refresh, async (request) =>
    refreshLicense(await request.kube(), license()),
  );
  route(app, subscriptionEndpoints.activateTenant, async (request) => {
    await activateTenant(await request.kube(), license(), request.params.namespace, request.params.tenant);
    return { ok: true as const };
  });
};
