export { findOrBuildMinio, findMinio, cachedMinioPath } from './find-or-build.ts';
export { startMinio } from './server.ts';
export { freePort } from './free-port.ts';
export { granaryAuditWebhookEnv } from './audit-webhook.ts';
export type { MinioServer, StartMinioOptions } from './server.ts';
export type { MinioTarget } from './provided.ts';
export { MINIO_COMMIT, MINIO_MODULE, MINIO_PSEUDO_VERSION } from './pinned.ts';
