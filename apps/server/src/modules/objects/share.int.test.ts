import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type {
  ListServiceAccountsResponse,
  ListShareLinksResponse,
  ShareObjectResponse,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { logIn, rootClient, rootS3, startHarness, type TestApp } from '../../testing/harness.ts';

const minio = testMinio();
const bucket = 'int-objects-share';
const sharer = { accessKey: 'int-share-user', secretKey: 'int-share-secret-1' };
const admin = rootClient(minio);
let t: TestApp;
let baseUrl = '';
let token = '';
const s3 = rootS3(minio);
/** An object MinIO would read as a policy variable in the link key's policy. */
const policyVariable = '${aws:username}';

const withSession = (session: string) => ({ headers: { cookie: `token=${session}` } });
/** Creating a link is a POST (it makes a service account); the query is the specification's. */
const asPost = (session: string) => ({ method: 'POST', ...withSession(session) });
const shareUrl = (query: Record<string, string>) =>
  `${baseUrl}/api/v1/buckets/${bucket}/objects/share?${new URLSearchParams(query).toString()}`;

async function share(query: Record<string, string>, session = token): Promise<ShareObjectResponse> {
  const res = await fetch(shareUrl(query), asPost(session));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ShareObjectResponse;
}

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report #1.txt', Body: 'shared text' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/secret.txt', Body: 'not shared' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: policyVariable, Body: 'named like a variable' }));
  await admin.removeUser(sharer.accessKey).catch(() => undefined);
  await admin.addUser(sharer.accessKey, sharer.secretKey);
  await admin.setPolicy({ policyNames: ['readwrite'], entityName: sharer.accessKey, isGroup: false });
  ({ t, token } = await startHarness(minio, { user: sharer }));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const account of await admin.listServiceAccounts(sharer.accessKey).catch(() => []))
    await admin.deleteServiceAccount(account.accessKey);
  await admin.removeUser(sharer.accessKey).catch(() => undefined);
  await t.app.close();
  s3.destroy();
});

describe('share links', () => {
  it('keeps working after the session that made it has ended and its STS credentials are revoked', async () => {
    const link = await share({ prefix: 'docs/report #1.txt', expires: `${24 * 3600 * 1000}ms` });
    expect(link.url.startsWith(`${baseUrl}/api/v1/download-shared-object/`)).toBe(true);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    await fetch(`${baseUrl}/api/v1/logout`, { method: 'POST', ...withSession(token) });
    await admin.revokeStsTokens(sharer.accessKey);
    const ended = await fetch(`${baseUrl}/api/v1/buckets`, withSession(token));
    expect(ended.status).toBe(401);

    const download = await fetch(link.url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('shared text');
    expect(download.headers.get('content-disposition')).toContain('report #1.txt');
  });

  it('opens exactly one object: its key cannot reach the rest of the bucket', async () => {
    const session = await logIn(t, sharer.accessKey, sharer.secretKey);
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
    const session = await logIn(t, sharer.accessKey, sharer.secretKey);
    const shortLived = await share({ prefix: 'docs/report #1.txt', expires: '1000ms' }, session);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const expired = await fetch(shortLived.url);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ message: 'This share link has expired.' });

    const revoked = await share({ prefix: 'docs/report #1.txt', expires: '600000ms' }, session);
    for (const account of await admin.listServiceAccounts(sharer.accessKey))
      await admin.deleteServiceAccount(account.accessKey);
    const gone = await fetch(revoked.url);
    expect(gone.status).toBe(410);
  });

  it('refuses tampered links, terms over 7 days, and objects that do not exist', async () => {
    const session = await logIn(t, sharer.accessKey, sharer.secretKey);
    const keysBefore = (await admin.listServiceAccounts(sharer.accessKey)).length;
    const tampered = await fetch(`${baseUrl}/api/v1/download-shared-object/AAAA${'x'.repeat(60)}`);
    expect(tampered.status).toBe(404);
    expect(await tampered.json()).toMatchObject({ message: 'This share link is not valid.' });

    const tooLong = await fetch(
      shareUrl({ prefix: 'docs/report #1.txt', expires: `${8 * 86400000}ms` }),
      asPost(session),
    );
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toContain(
      'You can share a file only for less than 7 days.',
    );
    const missing = await fetch(shareUrl({ prefix: 'docs/none.txt', expires: '60000ms' }), asPost(session));
    expect(missing.status).toBe(404);
    for (const prefix of ['*', 'docs/*', 'docs/report ?1.txt']) {
      const wildcard = await fetch(shareUrl({ prefix, expires: '60000ms' }), asPost(session));
      expect(wildcard.status, prefix).toBe(400);
      expect(((await wildcard.json()) as { message: string }).message).toContain("contain '*' or '?'");
    }
    for (const prefix of [policyVariable, 'docs/${jwt:sub}.txt']) {
      const variable = await fetch(shareUrl({ prefix, expires: '60000ms' }), asPost(session));
      expect(variable.status, prefix).toBe(400);
      expect(((await variable.json()) as { message: string }).message).toContain("contain '${'");
    }
    expect(await admin.listServiceAccounts(sharer.accessKey)).toHaveLength(keysBefore);
  });

  it("lists links apart from the user's service accounts, and revokes one without touching the others", async () => {
    const session = await logIn(t, sharer.accessKey, sharer.secretKey);
    for (const account of await admin.listServiceAccounts(sharer.accessKey))
      await admin.deleteServiceAccount(account.accessKey);
    const own = await admin.addServiceAccount({ targetUser: sharer.accessKey });
    const kept = await share({ prefix: 'docs/report #1.txt', expires: '7200000ms' }, session);
    const revoked = await share({ prefix: 'docs/report #1.txt', expires: '3600000ms' }, session);

    const accounts = await fetch(`${baseUrl}/api/v1/service-accounts`, withSession(session));
    const { serviceAccounts } = (await accounts.json()) as ListServiceAccountsResponse;
    expect(serviceAccounts.map((account) => account.accessKey)).toEqual([own.accessKey]);

    const listed = await fetch(`${baseUrl}/api/v1/account/share-links`, withSession(session));
    const { shareLinks } = (await listed.json()) as ListShareLinksResponse;
    expect(shareLinks.map(({ bucket: b, object }) => `${b}/${object}`)).toEqual([
      `${bucket}/docs/report #1.txt`,
      `${bucket}/docs/report #1.txt`,
    ]);
    // Soonest to expire first: the one-hour link.
    const [first, second] = shareLinks;
    expect(Date.parse(first?.expires_at ?? '')).toBeLessThan(Date.parse(second?.expires_at ?? ''));

    const revoke = (accessKey: string) =>
      fetch(`${baseUrl}/api/v1/account/share-links/${accessKey}`, {
        method: 'DELETE',
        ...withSession(session),
      });
    const notALink = await revoke(own.accessKey);
    expect(notALink.status).toBe(404);
    expect(await notALink.json()).toMatchObject({
      message: `You have no share link with access key '${own.accessKey}'.`,
    });
    expect((await revoke(first?.accessKey ?? '')).status).toBe(200);

    expect((await fetch(revoked.url)).status).toBe(410);
    expect((await fetch(kept.url)).status).toBe(200);
    const remaining = (await admin.listServiceAccounts(sharer.accessKey)).map((account) => account.accessKey);
    expect(remaining).toContain(own.accessKey);
    expect(remaining).not.toContain(first?.accessKey);
  });
});
