// A tier whose endpoint accepts connections and never answers: MinIO waits on it, and Granary says so.
import { apiEndpoints } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { minioContactDeadlineMs } from '../../lib/minio-contacts.ts';
import { type Harness, rootClient, startHarness } from '../../testing/harness.ts';
import { startSilentServer, type SilentServer } from '../../testing/silent-server.ts';

const minio = testMinio();
const name = 'SETTINGS-INT-SILENT';
let silent: SilentServer;
let endpoint = '';
let h: Harness;

beforeAll(async () => {
  silent = await startSilentServer();
  endpoint = `http://${silent.host}`;
  h = await startHarness(minio);
});
afterAll(async () => {
  await rootClient(minio)
    .removeTier(name, { force: true })
    .catch(() => undefined);
  silent.close();
  await h.close();
});

describe('a tier whose endpoint is silent', () => {
  it(
    'is refused at the deadline naming the endpoint, not MinIO',
    { timeout: minioContactDeadlineMs + 30_000 },
    async () => {
      const started = Date.now();
      const res = await h.api(apiEndpoints.tiers.add, {
        body: {
          type: 'minio',
          minio: {
            name,
            endpoint,
            bucket: 'tier-bucket',
            prefix: 'cold/',
            region: 'us-east-1',
            accesskey: 'key',
            secretkey: 'secret-key',
          },
        },
      });
      expect(silent.held.length, 'MinIO contacted the endpoint').toBeGreaterThan(0);
      expect(res.statusCode, res.body).toBe(504);
      expect(res.json()).toMatchObject({
        code: 'remote_unreachable',
        message: `MinIO did not answer within ${minioContactDeadlineMs / 1000} s while it tried to reach the tier's endpoint ${endpoint}: that address may not answer. Check it, and that MinIO can reach it.`,
      });
      expect(Date.now() - started).toBeLessThan(minioContactDeadlineMs + 5_000);
    },
  );
});
