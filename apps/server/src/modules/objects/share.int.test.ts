import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { apiEndpoints, type ApiError, endpointPath, type ShareObjectResponse } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const bucket = 'int-objects-share';
const sharer = { accessKey: 'int-share-user', secretKey: 'int-share-secret-1' };
const admin = rootClient(minio);
let h: Harness;
const s3 = rootS3(minio);
/** An object MinIO would read as a policy variable in the link key's policy. */
const policyVariable = '${aws:username}';

/** Creating a link is a POST (it makes a service account); the query is the specification's. */
const shareCall = (query: { prefix: string; expires: string }, session?: string) =>
  h.api(apiEndpoints.objects.share, { params: { bucket }, query }, { as: session });

async function share(
  query: { prefix: string; expires: string },
  session?: string,
): Promise<ShareObjectResponse> {
  const res = await shareCall(query, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report #1.txt', Body: 'shared text' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/secret.txt', Body: 'not shared' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: policyVariable, Body: 'named like a variable' }));
  await admin.removeUser(sharer.accessKey).catch(() => undefined);
  await admin.addUser(sharer.accessKey, sharer.secretKey);
  await admin.setPolicy({ policyNames: ['readwrite'], entityName: sharer.accessKey, isGroup: false });
  h = await startHarness(minio, { user: sharer, listen: true });
});

afterAll(async () => {
  for (const account of await admin.listServiceAccounts(sharer.accessKey).catch(() => []))
    await admin.deleteServiceAccount(account.accessKey);
  await admin.removeUser(sharer.accessKey).catch(() => undefined);
  await h.close();
  s3.destroy();
});

describe('share links', () => {
  it('keeps working after the session that made it has ended and its STS credentials are revoked', async () => {
    const link = await share({ prefix: 'docs/report #1.txt', expires: `${24 * 3600 * 1000}ms` });
    const sharedDownloads = endpointPath(apiEndpoints.objects.sharedDownload, { params: { token: '' } });
    expect(link.url.startsWith(`${h.baseUrl}${sharedDownloads}`)).toBe(true);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    await h.api(apiEndpoints.session.logout);
    await admin.revokeStsTokens(sharer.accessKey);
    const ended = await h.api(apiEndpoints.buckets.list);
    expect(ended.statusCode).toBe(401);

    const download = await fetch(link.url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('shared text');
    expect(download.headers.get('content-disposition')).toContain('report #1.txt');
  });

  it('opens exactly one object: its key cannot reach the rest of the bucket', async () => {
    const session = await logIn(h.t, sharer.accessKey, sharer.secretKey);
    await share({ prefix: 'docs/report #1.txt', expires: '60000ms' }, session);
    const [account] = (await admin.listServiceAccounts(sharer.accessKey)).filter(
      (entry) => entry.name === 'granary-share-link',
    );
    expect(account).toBeDefined();
    const info = await admin.infoServiceAccount(account?.accessKey ?? '');
    expect(JSON.stringify(info.policy)).toContain(`arn:aws:s3:::${bucket}/docs/report #1.txt`);
    expect(JSON.stringify(info.policy)).not.toContain('secret.txt');
  });

  it('stops when the link expires, and when its key is deleted', async () => {
    const session = await logIn(h.t, sharer.accessKey, sharer.secretKey);
    const shortLived = await share({ prefix: 'docs/report #1.txt', expires: '1000ms' }, session);
    // The link's term is Granary's own clock (the sealed expiry), so 1.5 s pass on a fake one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1500 });
    try {
      const expired = await fetch(shortLived.url);
      expect(expired.status).toBe(410);
      expect(await expired.json()).toMatchObject({ message: 'This share link has expired.' });
    } finally {
      vi.useRealTimers();
    }

    const revoked = await share({ prefix: 'docs/report #1.txt', expires: '600000ms' }, session);
    for (const account of await admin.listServiceAccounts(sharer.accessKey))
      await admin.deleteServiceAccount(account.accessKey);
    const gone = await fetch(revoked.url);
    expect(gone.status).toBe(410);
  });

  it('refuses tampered links, terms over 7 days, and objects that do not exist', async () => {
    const session = await logIn(h.t, sharer.accessKey, sharer.secretKey);
    const keysBefore = (await admin.listServiceAccounts(sharer.accessKey)).length;
    const tampered = await h.api(
      apiEndpoints.objects.sharedDownload,
      { params: { token: `AAAA${'x'.repeat(60)}` } },
      { as: null },
    );
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json<ApiError>()).toMatchObject({ message: 'This share link is not valid.' });

    const tooLong = await shareCall({ prefix: 'docs/report #1.txt', expires: `${8 * 86400000}ms` }, session);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ApiError>().message).toContain('You can share a file only for less than 7 days.');
    const missing = await shareCall({ prefix: 'docs/none.txt', expires: '60000ms' }, session);
    expect(missing.statusCode).toBe(404);
    for (const prefix of ['*', 'docs/*', 'docs/report ?1.txt']) {
      const wildcard = await shareCall({ prefix, expires: '60000ms' }, session);
      expect(wildcard.statusCode, prefix).toBe(400);
      expect(wildcard.json<ApiError>().message).toContain("contain '*' or '?'");
    }
    for (const prefix of [policyVariable, 'docs/${jwt:sub}.txt']) {
      const variable = await shareCall({ prefix, expires: '60000ms' }, session);
      expect(variable.statusCode, prefix).toBe(400);
      expect(variable.json<ApiError>().message).toContain("contain '${'");
    }
    expect(await admin.listServiceAccounts(sharer.accessKey)).toHaveLength(keysBefore);
  });

  it("lists links apart from the user's service accounts, and revokes one without touching the others", async () => {
    const session = await logIn(h.t, sharer.accessKey, sharer.secretKey);
    for (const account of await admin.listServiceAccounts(sharer.accessKey))
      await admin.deleteServiceAccount(account.accessKey);
    const own = await admin.addServiceAccount({ targetUser: sharer.accessKey });
    const kept = await share({ prefix: 'docs/report #1.txt', expires: '7200000ms' }, session);
    const revoked = await share({ prefix: 'docs/report #1.txt', expires: '3600000ms' }, session);

    const accounts = await h.api(apiEndpoints.account.serviceAccounts, {}, { as: session });
    const { serviceAccounts } = accounts.json();
    expect(serviceAccounts.map((account) => account.accessKey)).toEqual([own.accessKey]);

    const listed = await h.api(apiEndpoints.shareLinks.list, {}, { as: session });
    const { shareLinks } = listed.json();
    expect(shareLinks.map(({ bucket: b, object }) => `${b}/${object}`)).toEqual([
      `${bucket}/docs/report #1.txt`,
      `${bucket}/docs/report #1.txt`,
    ]);
    // Soonest to expire first: the one-hour link.
    const [first, second] = shareLinks;
    expect(Date.parse(first?.expires_at ?? '')).toBeLessThan(Date.parse(second?.expires_at ?? ''));

    const revoke = (accessKey: string) =>
      h.api(apiEndpoints.shareLinks.revoke, { params: { accessKey } }, { as: session });
    const notALink = await revoke(own.accessKey);
    expect(notALink.statusCode).toBe(404);
    expect(notALink.json<ApiError>()).toMatchObject({
      message: `You have no share link with access key '${own.accessKey}'.`,
    });
    expect((await revoke(first?.accessKey ?? '')).statusCode).toBe(200);

    expect((await fetch(revoked.url)).status).toBe(410);
    expect((await fetch(kept.url)).status).toBe(200);
    const remaining = (await admin.listServiceAccounts(sharer.accessKey)).map((account) => account.accessKey);
    expect(remaining).toContain(own.accessKey);
    expect(remaining).not.toContain(first?.accessKey);
  });
});
