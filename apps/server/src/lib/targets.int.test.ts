import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  endpointPath,
  type ListBucketsResponse,
  type ListShareLinksResponse,
  type Session,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
import { emptyAndDeleteBucket, logIn, makeTestApp, rootS3, type TestApp } from '../testing/harness.ts';
import { Targets, type Target } from './targets.ts';

// Two real MinIO servers behind one Granary process: each session reaches only the one it logged in to.
const servers = { erasure: testMinio(), single: testMinioSingle() };
const buckets = { erasure: 'tgt-erasure-only', single: 'tgt-single-only' };
const targetList: Target[] = [
  { id: 'default', endpoint: new URL(servers.erasure.endpoint), region: 'us-east-1' },
  { id: 'single', endpoint: new URL(servers.single.endpoint), region: 'us-east-1' },
];
/** The test's own choice of server per login; a deployment's default is the configured server. */
const targets = new Targets(
  targetList,
  (request, all) =>
    (request.headers['x-test-target'] === 'single' ? all.get('single') : undefined) ?? all.default,
);
const s3 = { erasure: rootS3(servers.erasure), single: rootS3(servers.single) };
const sessions = { erasure: '', single: '' };
let t: TestApp;

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: path, cookies: token ? { token } : {} });
const bucketNames = async (token: string) =>
  ((await get(endpointPath(apiEndpoints.buckets.list, {}), token)).json() as ListBucketsResponse).buckets.map(
    (bucket) => bucket.name,
  );

beforeAll(async () => {
  for (const side of ['erasure', 'single'] as const) {
    await s3[side].send(new CreateBucketCommand({ Bucket: buckets[side] })).catch(() => undefined);
    await s3[side].send(
      new PutObjectCommand({ Bucket: buckets[side], Key: 'where.txt', Body: `on ${side}` }),
    );
  }
  t = await makeTestApp({ CONSOLE_MINIO_SERVER: servers.erasure.endpoint }, {}, { targets });
  sessions.erasure = await logIn(t, servers.erasure.rootUser, servers.erasure.rootPassword);
  const single = await t.app.inject({
    method: 'POST',
    url: endpointPath(apiEndpoints.session.login, {}),
    headers: { 'x-test-target': 'single' },
    payload: { accessKey: servers.single.rootUser, secretKey: servers.single.rootPassword },
  });
  expect(single.statusCode, single.body).toBe(200);
  sessions.single = single.cookies.find((cookie) => cookie.name === 'token')?.value ?? '';
});

afterAll(async () => {
  await t.app.close();
  for (const side of ['erasure', 'single'] as const) {
    await emptyAndDeleteBucket(s3[side], buckets[side]);
    s3[side].destroy();
  }
});

describe('one Granary process, two MinIO servers', () => {
  it("lists each session's own server's buckets only", async () => {
    const [erasure, single] = [await bucketNames(sessions.erasure), await bucketNames(sessions.single)];
    expect(erasure).toContain(buckets.erasure);
    expect(erasure).not.toContain(buckets.single);
    expect(single).toContain(buckets.single);
    expect(single).not.toContain(buckets.erasure);
  });

  it("reads each server's admin API with that session (erasure-coded or single drive)", async () => {
    const session = (token: string) => get(endpointPath(apiEndpoints.session.session, {}), token);
    expect(((await session(sessions.erasure)).json() as Session).distributedMode).toBe(true);
    expect(((await session(sessions.single)).json() as Session).distributedMode).toBe(false);
  });

  it("streams objects from the session's server, and the other server's bucket is not found", async () => {
    const download = (bucket: string) =>
      endpointPath(apiEndpoints.objects.download, { params: { bucket }, query: { prefix: 'where.txt' } });
    expect((await get(download(buckets.single), sessions.single)).body).toBe('on single');
    expect((await get(download(buckets.erasure), sessions.erasure)).body).toBe('on erasure');
    expect((await get(download(buckets.erasure), sessions.single)).statusCode).toBe(404);
  });

  it('serves a share link from the server it was made on, with no session', async () => {
    const share = await t.app.inject({
      method: 'POST',
      url: endpointPath(apiEndpoints.objects.share, {
        params: { bucket: buckets.single },
        query: { prefix: 'where.txt', expires: '60000ms' },
      }),
      cookies: { token: sessions.single },
    });
    expect(share.statusCode, share.body).toBe(200);
    const link = new URL((share.json() as { url: string }).url);
    const anonymous = await get(link.pathname);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe('on single');

    const links = (
      await get(endpointPath(apiEndpoints.shareLinks.list, {}), sessions.single)
    ).json() as ListShareLinksResponse;
    for (const { accessKey } of links.shareLinks) {
      const revoke = endpointPath(apiEndpoints.shareLinks.revoke, { params: { accessKey } });
      expect(
        (await t.app.inject({ method: 'DELETE', url: revoke, cookies: { token: sessions.single } }))
          .statusCode,
      ).toBe(200);
    }
    expect((await get(link.pathname)).statusCode).toBe(410);
  });
});
