// Diagnostic: MinIO's health information through Granary carries none of the secrets MinIO was given, in its
// environment or its configuration, whatever their shape (tokens, passwords, keys, connection strings).
import { liveSockets } from '@granary/contract';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootClient } from '../../testing/harness.ts';
import { openLiveSocket as open } from '../../testing/live-socket.ts';
import { logInTo } from '../../testing/granary-process.ts';
import { REDACTED } from './health-info-secrets.ts';

/** One secret of each shape; every target is off, so MinIO contacts none of them. */
const secrets = {
  auditToken: 'audit-token-s3cr3t-1',
  kafkaPassword: 'kafka-pw-s3cr3t-2',
  redisPassword: 'redis-pw-s3cr3t-3',
  natsToken: 'nats-token-s3cr3t-4',
  postgresPassword: 'pg-pw-s3cr3t-5',
  mysqlPassword: 'mysql-pw-s3cr3t-6',
  amqpPassword: 'amqp-pw-s3cr3t-7',
  elasticPassword: 'es-pw-s3cr3t-8',
  loggerToken: 'logger-token-s3cr3t-9',
  configToken: 'config-token-s3cr3t-10',
};

const env = {
  MINIO_AUDIT_WEBHOOK_ENABLE_PROBE: 'off',
  MINIO_AUDIT_WEBHOOK_ENDPOINT_PROBE: 'http://127.0.0.1:1/audit',
  MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_PROBE: secrets.auditToken,
  MINIO_LOGGER_WEBHOOK_ENABLE_PROBE: 'off',
  MINIO_LOGGER_WEBHOOK_ENDPOINT_PROBE: 'http://127.0.0.1:1/log',
  MINIO_LOGGER_WEBHOOK_AUTH_TOKEN_PROBE: `Bearer ${secrets.loggerToken}`,
  MINIO_NOTIFY_KAFKA_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_KAFKA_SASL_PASSWORD_PROBE: secrets.kafkaPassword,
  MINIO_NOTIFY_REDIS_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_REDIS_PASSWORD_PROBE: secrets.redisPassword,
  MINIO_NOTIFY_NATS_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_NATS_TOKEN_PROBE: secrets.natsToken,
  MINIO_NOTIFY_POSTGRES_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_POSTGRES_CONNECTION_STRING_PROBE: `host=127.0.0.1 port=1 user=minio password=${secrets.postgresPassword} dbname=events sslmode=disable`,
  MINIO_NOTIFY_MYSQL_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_MYSQL_DSN_STRING_PROBE: `minio:${secrets.mysqlPassword}@tcp(127.0.0.1:1)/events`,
  MINIO_NOTIFY_AMQP_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_AMQP_URL_PROBE: `amqp://minio:${secrets.amqpPassword}@127.0.0.1:1`,
  MINIO_NOTIFY_ELASTICSEARCH_ENABLE_PROBE: 'off',
  MINIO_NOTIFY_ELASTICSEARCH_URL_PROBE: `http://elastic:${secrets.elasticPassword}@127.0.0.1:1`,
};

describe('the diagnostic socket', () => {
  let minio: MinioServer;
  let granary: GranaryServer;

  beforeAll(async () => {
    minio = await startMinio({ drives: 1, name: 'diagnostic-secrets', env });
    await rootClient(minio).setConfigKV(
      `audit_webhook:stored enable=off endpoint=http://127.0.0.1:1/stored auth_token=${secrets.configToken}`,
    );
    granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
  }, 120_000);
  afterAll(async () => {
    await granary?.stop();
    await minio?.stop();
  });

  it('offers the file with every secret MinIO was given masked', { timeout: 90_000 }, async () => {
    const cookie = { cookie: `token=${await logInTo(granary, minio.rootUser, minio.rootPassword)}` };
    const { frames, closed } = await open(granary, '/ws/health-info?deadline=1m', cookie);
    expect((await closed).code).toBe(1000);
    const [frame] = frames.map((item) => liveSockets.healthInfo.frame.parse(item));
    expect(frame?.kind).toBe('data');
    const text = JSON.stringify(frame);
    expect(Object.values(secrets).filter((secret) => text.includes(secret))).toEqual([]);
    // What was masked is still named, so the administrator sees it was set.
    expect(text).toContain(`"MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_PROBE":"${REDACTED}"`);
    expect(text).toContain(`password=${REDACTED} dbname=events`);
    expect(text).toContain(`amqp://minio:${REDACTED}@127.0.0.1:1`);
    expect(text).toContain('"MINIO_NOTIFY_MYSQL_ENABLE_PROBE":"off"');
  });
});
