import { AdminClient } from '@silo/madmin';
import type { MinioTarget } from '../../../../tools/minio/provided.ts';
import type { makeTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

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

export function rootClient(minio: MinioTarget): AdminClient {
  return new AdminClient({
    endpoint: minio.endpoint,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with a session; `session` is read at call time because tests log in during setup. */
export function apiCaller(app: () => TestApp, session: () => string) {
  return (method: Method, url: string, payload?: object) =>
    app().app.inject({ method, url, cookies: { token: session() }, ...(payload && { payload }) });
}
