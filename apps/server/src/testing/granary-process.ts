// Calls to a real Granary server process (tools/granary-server), for tests that run more than one or restart it.
import { mkdtempSync } from 'node:fs';
import { testMinio } from '@granary/tools/minio/test-servers';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * What a built server needs to start against the suite's MinIO: a fresh data directory (also its HOME)
 * and an address the system picks, plus `extra`.
 */
export function builtServerEnv(prefix: string, extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dataDir,
    CONSOLE_MINIO_SERVER: testMinio().endpoint,
    CONSOLE_HOSTNAME: '127.0.0.1',
    CONSOLE_PORT: '0',
    GRANARY_DATA_DIR: dataDir,
    ...extra,
  };
  return { dataDir, env };
}
