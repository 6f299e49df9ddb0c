// A live socket whose session MinIO no longer takes gets the REST answer, as an ended session (issue 37).
import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { WebSocket } from 'ws';
import { sealToken } from '../../lib/token-seal.ts';
import { apiCaller, makeTestApp, type TestApp } from '../../testing/harness.ts';

const minio = testMinio();

describe('a live socket whose credentials MinIO refuses', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.app.close());

  it('closes with 4401 and the message REST answers the same session with', async () => {
    // Sealed by Granary, so the upgrade lets it through; MinIO knows none of its keys.
    const forged = sealToken(t.sealingKey, {
      accessKeyId: 'NOSUCHSTSKEY1234567',
      secretAccessKey: 'no-such-secret',
      sessionToken: 'no-such-session',
      expiresAt: Date.now() + 60_000,
    });
    const cookie = `token=${forged}`;
    const rest = await apiCaller(url, forged)(apiEndpoints.buckets.list);
    expect(rest.statusCode).toBe(401);
    const { message } = rest.json<ApiError>();
    expect(message).toBe('Your session has ended. Log in again.');

    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/trace`, { headers: { cookie } });
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4401);
    expect(frames).toEqual([{ kind: 'error', message }]);
  });
});
