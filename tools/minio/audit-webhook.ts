/**
 * MinIO's environment for its audit webhook `GRANARY` posting to the Granary at `granaryUrl` with `token`;
 * MinIO keeps the records in `queueDir` while that Granary does not take them.
 */
export function granaryAuditWebhookEnv(granaryUrl: string, token: string, queueDir: string) {
  return {
    MINIO_AUDIT_WEBHOOK_ENABLE_GRANARY: 'on',
    MINIO_AUDIT_WEBHOOK_ENDPOINT_GRANARY: `${granaryUrl}/api/v1/audit/ingest`,
    MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_GRANARY: token,
    MINIO_AUDIT_WEBHOOK_QUEUE_DIR_GRANARY: queueDir,
  };
}
