import { bucketLifecycleEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../plugins/endpoints.ts';
import {
  addLifecycleRule,
  deleteLifecycleRule,
  editLifecycleRule,
  listLifecycleRules,
} from './lifecycle.service.ts';

/** Bucket detail: lifecycle rules (spec 1 §7). */
export const bucketLifecycleRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async (request) => ({
    lifecycle: await listLifecycleRules(request.clients(), request.params.name),
  }));

  route(app, endpoints.add, async (request) => ({
    id: await addLifecycleRule(request.clients(), request.params.name, request.body),
  }));

  route(app, endpoints.edit, async (request) => {
    const { name, ruleId } = request.params;
    await editLifecycleRule(request.clients(), name, ruleId, request.body);
    return { ok: true as const };
  });

  route(app, endpoints.delete, async (request) => {
    const { name, ruleId } = request.params;
    await deleteLifecycleRule(request.clients(), name, ruleId);
    return { ok: true as const };
  });
};
