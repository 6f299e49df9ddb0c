// One malformed value per notification target type, at the API: MinIO refuses each with its own message
// and keeps nothing (refused lines change nothing, so the shared server is safe to use).
import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootClient, startHarness } from '../../testing/harness.ts';

const minio = testMinio();

const malformed: Record<string, [Record<string, string>, RegExp]> = {
  webhook: [{ endpoint: 'http://127.0.0.1:notaport/x' }, /port/],
  redis: [{ address: '127.0.0.1', key: 'k', format: 'namespace' }, /port/],
  postgres: [
    { connection_string: 'host=127.0.0.1 port=notaport dbname=x', table: 't', format: 'namespace' },
    /port|invalid/,
  ],
  mysql: [
    { dsn_string: 'root@tcp(127.0.0.1:notaport)/test', table: 't', format: 'namespace' },
    /port|invalid/,
  ],
  amqp: [{ url: 'amqp://guest:guest@127.0.0.1:notaport' }, /port/],
  mqtt: [{ broker: 'tcp://127.0.0.1', topic: 't' }, /port/],
  nats: [{ address: '127.0.0.1:notaport', subject: 's' }, /port/],
  kafka: [{ brokers: '127.0.0.1' }, /port/],
  elasticsearch: [{ url: 'not-a-url', index: 'i', format: 'namespace' }, /url|scheme|host/i],
  nsq: [{ nsqd_address: '127.0.0.1', topic: 't' }, /port/],
};

describe('a malformed value per notification target type', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(minio);
  });
  afterAll(async () => {
    // Should a case ever be accepted, the shared server must not keep it.
    for (const type of Object.keys(malformed))
      await rootClient(minio)
        .deleteConfigKV(`notify_${type}:malformed`)
        .catch(() => undefined);
    await h.close();
  });

  it.each(Object.entries(malformed))(
    '%s: MinIO’s refusal passes through and nothing is kept',
    async (type, [values, message]) => {
      const res = await h.api(apiEndpoints.configs.set, {
        params: { id: `notify_${type}` },
        body: {
          arn_resource_id: 'malformed',
          key_values: Object.entries(values).map(([key, value]) => ({ key, value })),
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>().message).toMatch(message);
      expect((await h.api(apiEndpoints.service.restartStatus)).json().restartRequired).toBe(false);
      expect(await rootClient(minio).getConfigKV(`notify_${type}`)).not.toContain(':malformed');
    },
  );
});
