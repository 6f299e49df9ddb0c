// Ended sessions stay ended in every replica: two real server processes sharing one PostgreSQL, and one
// process with the embedded store restarted.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import '@granary/tools/minio/provided';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { liveCloseCodes } from '@granary/contract';
import { rootClient, rootS3 } from '../../testing/harness.ts';
import { openLiveSocket } from '../../testing/live-socket.ts';
import { api, logInTo } from '../../testing/granary-process.ts';

const logIn = logInTo;

const sessionStatus = async (server: GranaryServer, token: string) =>
  (await api(server, 'GET', '/api/v1/session', token)).status;

/** The status a replica answers once it has caught up (its cache lasts 2 s), or the last seen after 15 s. */
async function settledStatus(server: GranaryServer, token: string, expected: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  let status = await sessionStatus(server, token);
  while (status !== expected && Date.now() < deadline) {
    await sleep(250);
    status = await sessionStatus(server, token);
  }
  return status;
}

const minio = testMinio();
const root = rootClient(minio);

describe('revoked sessions across two replicas sharing PostgreSQL', () => {
  const user = 'revocation-int-user';
  let password = 'first-password-1';
  let database: TestDatabase;
  let a: GranaryServer;
  let b: GranaryServer;
  let admin: string;

  const createUser = async () => {
    await root.removeUser(user).catch(() => undefined);
    await root.addUser(user, password);
    await root.setPolicy({ policyNames: ['readwrite'], entityName: user, isGroup: false });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      GRANARY_LOG_LEVEL: 'error',
      GRANARY_LOGIN_RATE_LIMIT: '1000',
      GRANARY_AUDIT_DB: database.url,
      CONSOLE_PBKDF_PASSPHRASE: randomBytes(12).toString('hex'),
      CONSOLE_PBKDF_SALT: randomBytes(12).toString('hex'),
    };
    [a, b] = await Promise.all([
      startGranary({ minioEndpoint: minio.endpoint, env }),
      startGranary({ minioEndpoint: minio.endpoint, env }),
    ]);
    admin = await logIn(b, minio.rootUser, minio.rootPassword);
    await createUser();
  });
  afterAll(async () => {
    await root.removeUser(user).catch(() => undefined);
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('a logout on one ends the session on the other, for every route', async () => {
    const token = await logIn(a, user, password);
    expect(await sessionStatus(b, token)).toBe(200);
    expect((await api(a, 'POST', '/api/v1/logout', token)).status).toBe(200);
    expect(await sessionStatus(a, token)).toBe(401);
    expect(await settledStatus(b, token, 401)).toBe(401);
    // The finding: after logout the old token still created a service account.
    const created = await api(b, 'POST', '/api/v1/service-accounts', token, {});
    expect(created.status).toBe(401);
    expect(JSON.parse(created.body)).toMatchObject({ code: 'invalid_session' });
  });

  it("an admin's password change ends the user's sessions on both; the new password logs in", async () => {
    const [onA, onB] = [await logIn(a, user, password), await logIn(b, user, password)];
    password = 'second-password-2';
    const changed = await api(b, 'POST', '/api/v1/account/change-user-password', admin, {
      selectedUser: user,
      newSecretKey: password,
    });
    expect(changed.status, changed.body).toBe(200);
    expect(await settledStatus(a, onA, 401)).toBe(401);
    expect(await sessionStatus(b, onB)).toBe(401);
    const fresh = await logIn(a, user, password);
    expect([await sessionStatus(a, fresh), await settledStatus(b, fresh, 200)]).toEqual([200, 200]);
  });

  it("disabling the user ends the user's sessions; enabled again, the user logs in", async () => {
    const token = await logIn(a, user, password);
    const update = (status: string) =>
      api(b, 'PUT', `/api/v1/user?name=${user}`, admin, { status, groups: [], policies: ['readwrite'] });
    expect((await update('disabled')).status).toBe(200);
    expect(await settledStatus(a, token, 401)).toBe(401);
    expect((await update('enabled')).status).toBe(200);
    expect(await sessionStatus(a, await logIn(a, user, password))).toBe(200);
  });

  it("deleting the user ends the user's sessions", async () => {
    const token = await logIn(a, user, password);
    expect(await sessionStatus(a, token)).toBe(200);
    expect((await api(b, 'DELETE', `/api/v1/user?name=${user}`, admin)).status).toBe(200);
    expect(await settledStatus(a, token, 401)).toBe(401);
    await createUser();
  });

  it("the user's own password change ends their other sessions and keeps this one", async () => {
    const [here, elsewhere] = [await logIn(a, user, password), await logIn(b, user, password)];
    const next = 'third-password-3';
    const changed = await api(a, 'POST', '/api/v1/account/change-password', here, {
      current_secret_key: password,
      new_secret_key: next,
    });
    expect(changed.status, changed.body).toBe(200);
    password = next;
    expect(await settledStatus(b, elsewhere, 401)).toBe(401);
    expect(await sessionStatus(a, here)).toBe(401);
    const renewed = changed.token ?? '';
    expect([await sessionStatus(a, renewed), await settledStatus(b, renewed, 200)]).toEqual([200, 200]);
  });

  it('a session ended on one replica closes its live sockets on both within 2 s', async () => {
    const bucket = 'revocation-int-watch';
    await rootS3(minio)
      .send(new CreateBucketCommand({ Bucket: bucket }))
      .catch(() => undefined);
    const setStatus = (status: string) =>
      api(b, 'PUT', `/api/v1/user?name=${user}`, admin, { status, groups: [], policies: ['readwrite'] });
    const ends: [string, (token: string) => Promise<unknown>, () => Promise<unknown>][] = [
      ['logout', (token) => api(b, 'POST', '/api/v1/logout', token), async () => undefined],
      [
        'password change',
        () => {
          password = 'fourth-password-4';
          return api(b, 'POST', '/api/v1/account/change-user-password', admin, {
            selectedUser: user,
            newSecretKey: password,
          });
        },
        async () => undefined,
      ],
      ['disable', () => setStatus('disabled'), () => setStatus('enabled')],
      ['delete', () => api(b, 'DELETE', `/api/v1/user?name=${user}`, admin), createUser],
    ];
    for (const [kind, end, undo] of ends) {
      const token = await logIn(a, user, password);
      const sockets = await Promise.all(
        [a, b].map((server) => openLiveSocket(server, `/ws/watch/${bucket}`, { cookie: `token=${token}` })),
      );
      const closed = sockets.map((socket) => socket.closed.then(({ code }) => ({ code, at: Date.now() })));
      await end(token);
      const endedAt = Date.now();
      const results = await Promise.all(closed);
      expect(
        results.map(({ code }) => code),
        kind,
      ).toEqual([liveCloseCodes.sessionEnded, liveCloseCodes.sessionEnded]);
      expect(Math.max(...results.map(({ at }) => at - endedAt)), kind).toBeLessThan(2_000);
      expect(sockets[0]?.frames.at(-1), kind).toEqual({
        kind: 'error',
        message: 'Your session was ended. Log in again.',
      });
      await undo();
    }
  });
});

/** The server's child processes: the embedded store's PGlite runs in one while it is awake. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (comm) state ppid ...": the command may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function untilAsleep(server: GranaryServer): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (childrenOf(server.pid).length > 0) {
    if (Date.now() > deadline) throw new Error('the embedded store did not go to sleep within 20 s');
    await sleep(100);
  }
}

describe('revoked sessions in the embedded store', () => {
  it('stay revoked when the server restarts', async () => {
    const env = { GRANARY_LOG_LEVEL: 'error' };
    const first = await startGranary({ minioEndpoint: minio.endpoint, env });
    let second: GranaryServer | undefined;
    try {
      const [ended, kept] = [
        await logIn(first, minio.rootUser, minio.rootPassword),
        await logIn(first, minio.rootUser, minio.rootPassword),
      ];
      expect((await api(first, 'POST', '/api/v1/logout', ended)).status).toBe(200);
      await first.stop();
      second = await startGranary({ minioEndpoint: minio.endpoint, dataDir: first.dataDir, env });
      expect([await sessionStatus(second, ended), await sessionStatus(second, kept)]).toEqual([401, 200]);
    } finally {
      await first.stop();
      await second?.stop();
    }
  });

  it.each([
    ['new', {}],
    ['sleeping', { GRANARY_STORE_IDLE_SECONDS: '1' }],
  ])('a logout survives a crash right after its answer, on a %s store', async (state, settings) => {
    const env = { GRANARY_LOG_LEVEL: 'error', ...settings };
    const first = await startGranary({ minioEndpoint: minio.endpoint, env });
    let second: GranaryServer | undefined;
    try {
      const [ended, kept] = [
        await logIn(first, minio.rootUser, minio.rootPassword),
        await logIn(first, minio.rootUser, minio.rootPassword),
      ];
      if (state === 'sleeping') {
        // A first logout opens the store; then its process stops for want of queries.
        await api(first, 'POST', '/api/v1/logout', await logIn(first, minio.rootUser, minio.rootPassword));
        await untilAsleep(first);
      }
      expect((await api(first, 'POST', '/api/v1/logout', ended)).status).toBe(200);
      await first.kill();
      second = await startGranary({ minioEndpoint: minio.endpoint, dataDir: first.dataDir, env });
      expect([await sessionStatus(second, ended), await sessionStatus(second, kept)]).toEqual([401, 200]);
    } finally {
      await first.kill();
      await second?.stop();
    }
  });
});
