// SSRF: Granary contacts a typed address only for someone who may set replication targets, only on the
// allowed hosts, and its answers do not tell open ports from closed ones.
import { apiEndpoints, endpointPath, type ApiError } from '@granary/contract';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootClient, startHarness } from '../../../testing/harness.ts';
import { startSilentServer } from '../../../testing/silent-server.ts';
import { TARGET_DEADLINE_MS } from './replication-remote.ts';

const minio = testMinio();
const admin = rootClient(minio);
const readonlyUser = { accessKey: 'int-ssrf-readonly', secretKey: 'int-ssrf-secret-1' };
const writerUser = { accessKey: 'int-ssrf-writer', secretKey: 'int-ssrf-secret-2' };
const keys = { accessKey: 'remote-key', secretKey: 'remote-secret' };

/** A TCP listener that only counts who connects: the proof that Granary never called. */
let listener: Server;
let connections = 0;
let listenerHost = '';

const listen = async (server: Server | ReturnType<typeof createHttpServer>) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const listExternal = (h: Harness, targetURL: string) =>
  h.api(apiEndpoints.bucketReplication.listExternalBuckets, { body: { ...keys, targetURL, useTLS: false } });

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  listenerHost = await listen(listener);
  for (const [user, policy] of [
    [readonlyUser, 'readonly'],
    [writerUser, 'readwrite'],
  ] as const) {
    await admin.removeUser(user.accessKey).catch(() => undefined);
    await admin.addUser(user.accessKey, user.secretKey);
    await admin.setPolicy({ policyNames: [policy], entityName: user.accessKey, isGroup: false });
  }
});

afterAll(async () => {
  listener.close();
  for (const user of [readonlyUser, writerUser])
    await admin.removeUser(user.accessKey).catch(() => undefined);
});

describe('outbound calls to typed addresses', () => {
  it('a readonly user cannot make Granary list the buckets of any host: 403, nothing contacted', async () => {
    const h = await startHarness(minio, { user: readonlyUser });
    const res = await listExternal(h, listenerHost);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Setting up replication needs the admin:SetBucketTarget permission.',
    );
    expect(connections).toBe(0);
    await h.close();
  });

  it('a user who may write buckets but not set targets cannot start the wizard either', async () => {
    const h = await startHarness(minio, { user: writerUser });
    const res = await h.api(apiEndpoints.bucketReplication.bucketsReplication, {
      body: {
        ...keys,
        targetURL: `http://${listenerHost}`,
        region: '',
        bucketsRelation: [{ originBucket: 'some-bucket', destinationBucket: 'other-bucket' }],
      },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(connections).toBe(0);
    await h.close();
  });

  it('with CONSOLE_REPLICATION_TARGET_HOSTS, other hosts are refused before any call', async () => {
    const h = await startHarness(minio, {
      env: { CONSOLE_REPLICATION_TARGET_HOSTS: 'replica.example:9000' },
    });
    const res = await listExternal(h, listenerHost);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<ApiError>().message).toBe(
      'Replication targets are limited to replica.example:9000 on this console (CONSOLE_REPLICATION_TARGET_HOSTS).',
    );
    expect(connections).toBe(0);
    await h.close();
  });

  it('a closed port and an open port that is not S3 get the same answer', async () => {
    const h = await startHarness(minio);
    const web = createHttpServer((_request, response) => response.end('<html>not S3</html>'));
    const openHost = await listen(web);
    const closedProbe = createServer();
    const closedHost = await listen(closedProbe);
    closedProbe.close();

    const answer = async (host: string) => {
      const res = await listExternal(h, host);
      return { status: res.statusCode, body: res.json<{ code: string; detailedMessage: string }>() };
    };
    const closed = await answer(closedHost);
    const open = await answer(openHost);
    web.close();
    await h.close();

    expect(closed.status).toBe(400);
    expect(open.status).toBe(400);
    expect(closed.body.code).toBe('remote_unreachable');
    expect(open.body.code).toBe('remote_unreachable');
    expect(closed.body.detailedMessage).toBe('');
    expect(open.body.detailedMessage).toBe('');
  });
  it('a silent port, a closed one and a web server are answered alike, at the deadline, and the silent one is let go', async () => {
    const h = await startHarness(minio);
    const silent = await startSilentServer();
    const { held, host: silentHost } = silent;
    const web = createHttpServer((_request, response) => response.end('<html>not S3</html>'));
    const webHost = await listen(web);
    const closedProbe = createServer();
    const closedHost = await listen(closedProbe);
    closedProbe.close();
    const timed = async (host: string) => {
      const started = Date.now();
      const res = await listExternal(h, host);
      return {
        status: res.statusCode,
        message: res.json<{ message: string }>().message,
        ms: Date.now() - started,
      };
    };
    try {
      const answers = [await timed(silentHost), await timed(closedHost), await timed(webHost)];
      expect(answers.map(({ status }) => status)).toEqual([400, 400, 400]);
      expect(answers[0]?.message).toBe(
        `The target http://${silentHost} cannot be reached, or it is not an S3 server.`,
      );
      for (const { ms } of answers) {
        expect(ms).toBeGreaterThanOrEqual(TARGET_DEADLINE_MS - 50);
        expect(ms).toBeLessThan(TARGET_DEADLINE_MS + 1_500);
      }
      // The silent port's connection was ended with the answer, not left open (it stayed 12 minutes).
      expect(held.length).toBeGreaterThan(0);
      const ended = held.map((socket) =>
        socket.destroyed ? Promise.resolve(true) : once(socket, 'close').then(() => true),
      );
      const allClosed = Promise.all(ended).then((all) => all.every(Boolean));
      expect(await vi.waitFor(() => allClosed, { timeout: 2_000 })).toBe(true);
    } finally {
      silent.close();
      web.close();
      await h.close();
    }
  }, 30_000);
  it('a request that goes away takes its call to the target with it', async () => {
    const h = await startHarness(minio);
    const origin = await h.t.app.listen({ host: '127.0.0.1', port: 0 });
    const silent = await startSilentServer();
    const { host: silentHost } = silent;
    const browser = new AbortController();
    try {
      const contacted = once(silent.server, 'connection');
      const sent = fetch(`${origin}${endpointPath(apiEndpoints.bucketReplication.listExternalBuckets, {})}`, {
        method: 'POST',
        headers: { cookie: `token=${h.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...keys, targetURL: silentHost, useTLS: false }),
        signal: browser.signal,
      }).then(
        async (res) => `answered ${res.status} ${await res.text()}`,
        () => 'gone',
      );
      const first = await Promise.race([contacted, sent]);
      if (typeof first === 'string') throw new Error(`Granary never contacted the target: ${first}`);
      const [socket] = first as [Socket];
      const closed = once(socket, 'close');
      browser.abort();
      const leftAt = Date.now();
      expect(await sent).toBe('gone');
      await closed;
      expect(Date.now() - leftAt).toBeLessThan(TARGET_DEADLINE_MS / 2);
    } finally {
      silent.close();
      await h.close();
    }
  }, 30_000);
});
