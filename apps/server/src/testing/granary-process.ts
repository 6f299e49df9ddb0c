// Calls to a real Granary server process (tools/granary-server), for tests that run more than one or restart it.
import type { GranaryServer } from '@granary/tools/granary-server';
import { tokenCookie } from './harness.ts';

export type Answer = { status: number; token?: string; body: string };

export async function api(
  server: GranaryServer,
  method: string,
  path: string,
  token?: string,
  body?: object,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token && { cookie: `token=${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().find((cookie) => /^token=[^;]/.test(cookie));
  return { status: res.status, token: setCookie && tokenCookie(setCookie), body: await res.text() } as Answer;
}

export async function logInTo(server: GranaryServer, accessKey: string, secretKey: string): Promise<string> {
  const res = await api(server, 'POST', '/api/v1/login', undefined, { accessKey, secretKey });
  if (res.status !== 200 || !res.token) throw new Error(`login as ${accessKey}: ${res.status} ${res.body}`);
  return res.token;
}
