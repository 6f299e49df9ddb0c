// Ended sessions stay ended in every replica: two real server processes sharing one PostgreSQL, and one
// process with the embedded store restarted.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { type AccountStatus, apiEndpoints, liveCloseCodes, type ApiError } from '@granary/contract';
import { apiCaller, rootClient, rootS3 } from '../../testing/harness.ts';
import { openLiveSocket } from '../../testing/live-socket.ts';
import { logInTo } from '../../testing/granary-process.ts';

const logIn = logInTo;
/** The contract's endpoints on a real server process, with a session. */
const on = (server: GranaryServer, token?: string) => apiCaller(server.url, token);

const sessionStatus = async (server: GranaryServer, token: string) =>
  (await on(server, token)(apiEndpoints.session.session)).statusCode;

/** The status a replica answers once it has caught up (its cache lasts 2 s). */
const settledStatus = (server: GranaryServer, token: string) =>
  expect.poll(() => sessionStatus(server, token), { timeout: 15_000, interval: 250 });

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
    expect((await on(a, token)(apiEndpoints.session.logout)).statusCode).toBe(200);
    expect(await sessionStatus(a, token)).toBe(401);
    await settledStatus(b, token).toBe(401);
    // The finding: after logout the old token still created a service account.
    const created = await on(b, token)(apiEndpoints.account.createServiceAccount, { body: {} });
    expect(created.statusCode).toBe(401);
    expect(created.json<ApiError>()).toMatchObject({ code: 'invalid_session' });
  });

  it("an admin's password change ends the user's sessions on both; the new password logs in", async () => {
    const [onA, onB] = [await logIn(a, user, password), await logIn(b, user, password)];
    password = 'second-password-2';
    const changed = await on(b, admin)(apiEndpoints.users.changePassword, {
      body: { selectedUser: user, newSecretKey: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await settledStatus(a, onA).toBe(401);
    expect(await sessionStatus(b, onB)).toBe(401);
    const fresh = await logIn(a, user, password);
    expect(await sessionStatus(a, fresh)).toBe(200);
    await settledStatus(b, fresh).toBe(200);
  });

  it("disabling the user ends the user's sessions; enabled again, the user logs in", async () => {
    const token = await logIn(a, user, password);
    const update = (status: AccountStatus) =>
      on(b, admin)(apiEndpoints.users.update, {
        query: { name: user },
        body: { status, groups: [], policies: ['readwrite'] },
      });
    expect((await update('disabled')).statusCode).toBe(200);
    await settledStatus(a, token).toBe(401);
    expect((await update('enabled')).statusCode).toBe(200);
    expect(await sessionStatus(a, await logIn(a, user, password))).toBe(200);
  });

  it("deleting the user ends the user's sessions", async () => {
    const token = await logIn(a, user, password);
    expect(await sessionStatus(a, token)).toBe(200);
    expect((await on(b, admin)(apiEndpoints.users.delete, { query: { name: user } })).statusCode).toBe(200);
    await settledStatus(a, token).toBe(401);
    await createUser();
  });

  it("the user's own password change ends their other sessions and keeps this one", async () => {
    const [here, elsewhere] = [await logIn(a, user, password), await logIn(b, user, password)];
    const next = 'third-password-3';
    const changed = await on(a, here)(apiEndpoints.account.changePassword, {
      body: { current_secret_key: password, new_secret_key: next },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    password = next;
    await settledStatus(b, elsewhere).toBe(401);
    expect(await sessionStatus(a, here)).toBe(401);
    const renewed = changed.cookies.find(({ name, value }) => name === 'token' && value !== '')?.value ?? '';
    expect(await sessionStatus(a, renewed)).toBe(200);
    await settledStatus(b, renewed).toBe(200);
  });

  it('a session ended on one replica closes its live sockets on both within 2 s', async () => {
    const bucket = 'revocation-int-watch';
    await rootS3(minio)
      .send(new CreateBucketCommand({ Bucket: bucket }))
      .catch(() => undefined);
    const asAdmin = on(b, admin);
    const setStatus = (status: AccountStatus) =>
      asAdmin(apiEndpoints.users.update, {
        query: { name: user },
        body: { status, groups: [], policies: ['readwrite'] },
      });
    const ends: [string, (token: string) => Promise<unknown>, () => Promise<unknown>][] = [
      ['logout', (token) => on(b, token)(apiEndpoints.session.logout), async () => undefined],
      [
        'password change',
        () => {
          password = 'fourth-password-4';
          return asAdmin(apiEndpoints.users.changePassword, {
            body: { selectedUser: user, newSecretKey: password },
          });
        },
        async () => undefined,
      ],
      ['disable', () => setStatus('disabled'), () => setStatus('enabled')],
      ['delete', () => asAdmin(apiEndpoints.users.delete, { query: { name: user } }), createUser],
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
  await expect
    .poll(() => childrenOf(server.pid), {
      timeout: 20_000,
      interval: 100,
      message: 'the embedded store did not go to sleep within 20 s',
    })
    .toEqual([]);
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
      expect((await on(first, ended)(apiEndpoints.session.logout)).statusCode).toBe(200);
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
        await on(first, await logIn(first, minio.rootUser, minio.rootPassword))(apiEndpoints.session.logout);
        await untilAsleep(first);
      }
      expect((await on(first, ended)(apiEndpoints.session.logout)).statusCode).toBe(200);
      await first.kill();
      second = await startGranary({ minioEndpoint: minio.endpoint, dataDir: first.dataDir, env });
      expect([await sessionStatus(second, ended), await sessionStatus(second, kept)]).toEqual([401, 200]);
    } finally {
      await first.kill();
      await second?.stop();
    }
  });
});
