// The one integration harness: a Granary app in-process against a real MinIO, a session, and a `call`.
import { AdminClient } from '@granary/madmin';
import type { MinioTarget } from '@granary/tools/minio/provided';
import { makeTestApp } from './test-app.ts';

export { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
export { makeTestApp };

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Keys = { accessKey: string; secretKey: string };

export function tokenCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /token=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no token cookie in ${header}`);
  return match[1];
}

export async function logIn(t: TestApp, accessKey: string, secretKey: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { accessKey, secretKey } });
  if (res.statusCode !== 200) throw new Error(`login as ${accessKey} failed: ${res.statusCode} ${res.body}`);
  return tokenCookie(res.headers['set-cookie']);
}

/** madmin with the root user's keys: how tests set up users and policies without the API under test. */
export function rootClient(minio: MinioTarget): AdminClient {
  return new AdminClient({
    endpoint: minio.endpoint,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
}

/**
 * A test app against one MinIO, logged in (as root unless `user` is given), with `call`: the API with
 * that session, or with another token passed as `as`.
 */
export async function startHarness(
  minio: MinioTarget,
  { env = {}, user }: { env?: Record<string, string>; user?: Keys } = {},
) {
  const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint, ...env });
  const { accessKey, secretKey } = user ?? { accessKey: minio.rootUser, secretKey: minio.rootPassword };
  const token = await logIn(t, accessKey, secretKey);
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t.app.inject({ method, url, cookies: { token: as }, ...(payload && { payload }) });
  return { t, token, call, close: () => t.app.close() };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
