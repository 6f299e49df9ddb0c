import { kmsEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { kmsStatus, listKmsKeys } from './kms.service.ts';

/** The KMS screen (docs/decisions/kms.md): MinIO's policy guards both calls (admin:KMSKeyStatus, kms:ListKeys). */
export const kmsRoutes: FastifyPluginAsync = async (app) => {
  route(app, kmsEndpoints.status, async (request) => kmsStatus(request.clients().admin));
  route(app, kmsEndpoints.keys, async (request) => ({ keys: await listKmsKeys(request.clients().admin) }));
};
