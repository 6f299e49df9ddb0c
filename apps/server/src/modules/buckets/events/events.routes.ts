import { bucketEventEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listNotificationArns } from '../../../lib/notifications/notification-arns.ts';
import { route } from '../../../plugins/endpoints.ts';
import { listSubscriptions, subscribe, unsubscribe } from './events.service.ts';

/** Bucket detail: event subscriptions and the server's notification ARNs (spec 1 §7). */
export const bucketEventsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async (request) => {
    const events = await listSubscriptions(request.clients(), request.params.name);
    return { events, total: events.length };
  });

  route(app, endpoints.subscribe, async (request, reply) => {
    const { configuration, ignoreExisting } = request.body;
    const result = await subscribe(request.clients(), request.params.name, {
      ...configuration,
      ignoreExisting,
    });
    // An identical subscription that already existed: success, but nothing was created.
    if (!result.created) reply.status(200);
    return result;
  });

  route(app, endpoints.unsubscribe, async (request) => {
    await unsubscribe(request.clients(), request.params.name, request.params.arn, request.body);
    return { ok: true as const };
  });

  route(app, endpoints.arns, async (request) => ({
    arns: await listNotificationArns(request.clients().admin),
  }));
};
