import { bucketSummaryEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../plugins/endpoints.ts';
import { setBucketAccess } from './bucket-policy.service.ts';
import {
  disableBucketEncryption,
  enableBucketEncryption,
  getBucketEncryption,
} from './bucket-encryption.service.ts';
import {
  getBucketQuota,
  getBucketRetention,
  getBucketVersioning,
  getObjectLocking,
  setBucketQuota,
  setBucketRetention,
  setBucketVersioning,
} from './bucket-settings.service.ts';
import { getBucketUsage, getReplicationStatus } from './bucket-status.service.ts';

/** Bucket detail: access policy, encryption, versioning, quota, retention, object locking (spec 1 §7). */
export const bucketSummaryRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.setPolicy, async (request) =>
    setBucketAccess(request.clients(), request.params.name, request.body),
  );

  route(app, endpoints.retention, async (request) =>
    getBucketRetention(request.clients(), request.params.name),
  );
  route(app, endpoints.setRetention, async (request) =>
    setBucketRetention(request.clients(), request.params.name, request.body),
  );

  route(app, endpoints.encryption, async (request) =>
    getBucketEncryption(request.clients(), request.params.name),
  );
  route(app, endpoints.enableEncryption, async (request) =>
    enableBucketEncryption(request.clients(), request.params.name, request.body),
  );
  route(app, endpoints.disableEncryption, async (request) => {
    await disableBucketEncryption(request.clients(), request.params.name);
    return { ok: true as const };
  });

  route(app, endpoints.versioning, async (request) =>
    getBucketVersioning(request.clients(), request.params.name),
  );
  route(app, endpoints.setVersioning, async (request) =>
    setBucketVersioning(request.clients(), request.params.name, request.body.versioning),
  );

  route(app, endpoints.quota, async (request) => getBucketQuota(request.clients(), request.params.name));
  route(app, endpoints.setQuota, async (request) =>
    setBucketQuota(request.clients(), request.params.name, request.body),
  );

  route(app, endpoints.objectLocking, async (request) =>
    getObjectLocking(request.clients(), request.params.name),
  );
  route(app, endpoints.replicationStatus, async (request) =>
    getReplicationStatus(request.clients(), request.params.name),
  );
  route(app, endpoints.usage, async (request) => getBucketUsage(request.clients(), request.params.name));
};
