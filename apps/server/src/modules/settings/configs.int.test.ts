// Saves configuration and restarts MinIO, so it runs its own server (the shared ones stay untouched).
import { apiEndpoints, type ApiError, type EndpointInput } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { type Harness, logIn, rootClient, startHarness } from '../../testing/harness.ts';

let minio: MinioServer;
let h: Harness;

beforeAll(async () => {
  minio = await startMinio({ drives: 1, name: 'settings-configs' });
  h = await startHarness(minio);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await minio?.stop();
});

const redisTarget = {
  arn_resource_id: 'primary',
  key_values: [
    { key: 'address', value: '127.0.0.1:6379' },
    { key: 'key', value: 'granary-settings-int' },
    { key: 'format', value: 'namespace' },
    { key: 'comment', value: 'events for "ops" team' },
    { key: 'queue_limit', value: '' },
  ],
};

type SetConfigBody = EndpointInput<typeof apiEndpoints.configs.set>['body'];
const setConfig = (id: string, body: SetConfigBody) =>
  h.api(apiEndpoints.configs.set, { params: { id }, body });
/** A save of one key of a subsystem. */
const oneKey = (key: string, value: string) => ({ key_values: [{ key, value }] });
const getConfig = (id: string, target?: string) =>
  h.api(apiEndpoints.configs.get, { params: { id }, query: { target } });
const resetConfig = (id: string, target: string) =>
  h.api(apiEndpoints.configs.reset, { params: { id }, query: { target } });
const targetsOf = async (id: string) =>
  (await h.api(apiEndpoints.configs.targets, { params: { id } })).json().targets;

describe('configurations', () => {
  it('lists the subsystems from MinIO help, with the spec ids it still has', async () => {
    const res = await h.api(apiEndpoints.configs.list);
    expect(res.statusCode, res.body).toBe(200);
    const keys = res.json().configurations.map((c: { key: string }) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining(['compression', 'etcd', 'identity_openid', 'identity_ldap', 'api']),
    );
    expect(keys).toEqual(expect.arrayContaining(['logger_webhook', 'audit_webhook', 'notify_redis']));
  });

  it('reads a subsystem with its help and values', async () => {
    const res = await getConfig('api');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'api', multipleTargets: false, target: { name: '_' } });
    expect(body.keys).toContainEqual(
      expect.objectContaining({ key: 'requests_max', type: 'number', secret: false }),
    );
    expect(body.target.key_values).toContainEqual({ key: 'requests_max', value: '0' });
  });

  it('applies a dynamic key live, drops empty values and reads it back', async () => {
    const res = await setConfig('api', {
      key_values: [
        { key: 'requests_max', value: '1200' },
        { key: 'cors_allow_origin', value: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ restart: false });
    expect(await rootClient(minio).getConfigKV('api')).toMatch(/requests_max=1200 /);
    const status = await h.api(apiEndpoints.service.restartStatus);
    expect(status.json()).toEqual({ restartRequired: false, pending: [] });
  });

  it('returns an emptied key to MinIO’s default and leaves the others as they are', async () => {
    const admin = rootClient(minio);
    await admin.setConfigKV('api cors_allow_origin="https://console.example" stale_uploads_expiry="48h"');
    const res = await setConfig('api', {
      key_values: [{ key: 'requests_max', value: '1300' }],
      reset_keys: ['cors_allow_origin'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await admin.getConfigKV('api');
    expect(text).toMatch(/ cors_allow_origin=\* /);
    expect(text).toMatch(/ stale_uploads_expiry=48h /);
    expect(text).toMatch(/requests_max=1300 /);

    for (const [resetKeys, message] of [
      [['enable'], 'Invalid request: reset_keys: enable cannot be reset: turn the target off instead'],
      [['no_such_key'], 'Invalid request: reset_keys: no_such_key is not a key of api'],
    ] as const) {
      const refused = await setConfig('api', { key_values: [], reset_keys: [...resetKeys] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiError>().message).toBe(message);
    }
    expect(await admin.getConfigKV('api')).toBe(text);
  });

  it('shows the keys MinIO holds beyond its help, and a value can never set another key', async () => {
    const api = (await getConfig('api')).json();
    expect(api.target.key_values).toContainEqual({ key: 'replication_max_lrg_workers', value: '10' });
    expect(api.target.key_values).toContainEqual({ key: 'gzip_objects', value: 'off' });
    expect(api.keys.map((key) => key.key)).toEqual(expect.arrayContaining(['gzip_objects']));
    const injected = await setConfig('api', oneKey('cors_allow_origin', '* gzip_objects=on'));
    expect(injected.statusCode).toBe(400);
    expect(injected.json<ApiError>().message).toMatch(/cors_allow_origin must not contain "gzip_objects="/);
    expect(await rootClient(minio).getConfigKV('api')).toMatch(/ gzip_objects=off /);
    // Quotes, apostrophes and white space come back exactly as they were sent.
    const comment = `it's "ours" 'quoted'  twice `;
    const saved = await setConfig('api', oneKey('comment', comment));
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await getConfig('api')).json();
    expect(back.target.key_values).toContainEqual({ key: 'comment', value: comment });
  });

  it('passes MinIO refusals through with its message and changes nothing', async () => {
    const before = await rootClient(minio).getConfigKV('api');
    const res = await setConfig('api', oneKey('requests_max', 'lots'));
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/lots|requests_max|invalid/i);
    expect(await rootClient(minio).getConfigKV('api')).toBe(before);
  });

  it('refuses malformed requests with a 400 naming the field, before MinIO', async () => {
    const cases: [string, SetConfigBody, RegExp][] = [
      ['Not-An-Id', { key_values: [] }, /id/],
      ['api', { key_values: [{ key: 'Bad Key', value: '1' }] }, /key_values\.0\.key/],
      ['api', { key_values: [{ key: 'comment', value: 'two\nlines' }] }, /one line/],
      [
        'api',
        { key_values: [{ key: 'cors_allow_origin', value: 'x requests_max=5' }] },
        /cors_allow_origin must not contain "requests_max="/,
      ],
      ['api', { key_values: [{ key: 'no_such_key', value: '1' }] }, /no_such_key is not a key of api/],
      ['api', { key_values: [{ key: 'comment', value: 'a\u0000b' }] }, /NUL/],
      ['notify_redis', { ...redisTarget, arn_resource_id: 'has space' }, /arn_resource_id/],
    ];
    for (const [id, body, message] of cases) {
      const res = await setConfig(id, body);
      expect(res.statusCode, id).toBe(400);
      expect(res.json<ApiError>().message, JSON.stringify(body)).toMatch(message);
    }
  });
});

describe('notification targets and the restart they need', () => {
  it('refuses an unreachable target with MinIO’s reason and keeps nothing', async () => {
    const res = await setConfig('notify_redis', {
      arn_resource_id: 'closed',
      key_values: [
        { key: 'address', value: '127.0.0.1:1' },
        { key: 'key', value: 'x' },
        { key: 'format', value: 'namespace' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/connection refused/);
    expect((await h.api(apiEndpoints.service.restartStatus)).json().restartRequired).toBe(false);
  });

  it(
    'saves a target, flags the restart, restarts, and lists the target online',
    { timeout: 120_000 },
    async () => {
      const saved = await setConfig('notify_redis', redisTarget);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ restart: true });

      const pending = (await h.api(apiEndpoints.service.restartStatus)).json();
      expect(pending).toMatchObject({
        restartRequired: true,
        pending: [{ config: 'notify_redis:primary', by: minio.rootUser }],
      });

      const restarted = await h.api(apiEndpoints.service.restart);
      expect(restarted.statusCode, restarted.body).toBe(200);
      expect((await h.api(apiEndpoints.service.restartStatus)).json()).toEqual({
        restartRequired: false,
        pending: [],
      });

      const endpoints = await h.api(apiEndpoints.configs.notificationEndpoints);
      expect(endpoints.json().notification_endpoints).toContainEqual({
        service: 'redis',
        account_id: 'primary',
        status: 'online',
      });
      const target = (await getConfig('notify_redis', 'primary')).json();
      expect(target.target.key_values).toEqual(
        expect.arrayContaining([
          { key: 'address', value: '127.0.0.1:6379' },
          { key: 'comment', value: 'events for "ops" team' },
        ]),
      );
    },
  );

  it('removes a target (restart needed) and answers 404 for an unknown one', async () => {
    const removed = await resetConfig('notify_redis', 'primary');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ restart: true });
    const again = await getConfig('notify_redis', 'nosuch');
    expect(again.statusCode).toBe(404);
  });

  it('keeps the flag for every session until MinIO restarts', async () => {
    const other = await logIn(h.t, minio.rootUser, minio.rootPassword);
    const status = await h.api(apiEndpoints.service.restartStatus, {}, { as: other });
    expect(status.json()).toMatchObject({
      restartRequired: true,
      pending: [{ config: 'notify_redis:primary' }],
    });
  });
});

describe('webhook targets (logger_webhook)', () => {
  it('adds named targets live, lists them with secrets redacted, and deletes one', async () => {
    for (const name of ['alpha', 'beta']) {
      const res = await setConfig('logger_webhook', {
        arn_resource_id: name,
        key_values: [
          { key: 'endpoint', value: `http://127.0.0.1:1/${name}` },
          { key: 'auth_token', value: 'Bearer s3cret' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ restart: false });
    }
    const listed = await targetsOf('logger_webhook');
    const alpha = listed.find((t: { name: string }) => t.name === 'alpha');
    expect(alpha?.key_values).toContainEqual({ key: 'endpoint', value: 'http://127.0.0.1:1/alpha' });
    expect(alpha?.redacted).toContain('auth_token');
    expect(JSON.stringify(listed)).not.toContain('s3cret');

    expect((await resetConfig('logger_webhook', 'beta')).json()).toEqual({
      restart: false,
    });
    const after = await targetsOf('logger_webhook');
    expect(after.map((t: { name: string }) => t.name)).not.toContain('beta');
  });
});

describe('permissions', () => {
  it('gives 403 to a user without the admin actions', async () => {
    const admin = rootClient(minio);
    await admin.addUser('settings-reader', 'reader-secret-1');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: 'settings-reader', isGroup: false });
    const token = await logIn(h.t, 'settings-reader', 'reader-secret-1');
    const as = { as: token };
    for (const [name, send] of [
      ['configs.list', () => h.api(apiEndpoints.configs.list, {}, as)],
      ['configs.get', () => h.api(apiEndpoints.configs.get, { params: { id: 'api' } }, as)],
      [
        'configs.set',
        () =>
          h.api(
            apiEndpoints.configs.set,
            { params: { id: 'api' }, body: { key_values: [{ key: 'requests_max', value: '5' }] } },
            as,
          ),
      ],
      ['configs.notificationEndpoints', () => h.api(apiEndpoints.configs.notificationEndpoints, {}, as)],
      ['tiers.list', () => h.api(apiEndpoints.tiers.list, {}, as)],
      ['service.restart', () => h.api(apiEndpoints.service.restart, {}, as)],
    ] as const) {
      const res = await send();
      expect(res.statusCode, name).toBe(403);
    }
    const session = (await h.api(apiEndpoints.session.session, {}, { as: token })).json();
    expect(session.pages).not.toContain('/settings');
    expect(session.pages).not.toContain('/webhook/logger');
  });
});

// Last: saving every subsystem flags the restart some of them need, which the tests above check from clean.
describe('every subsystem saved as read', () => {
  it('saves every subsystem unchanged and leaves MinIO’s configuration byte for byte as it was', async () => {
    const admin = rootClient(minio);
    const ids = (await h.api(apiEndpoints.configs.list))
      .json<{ configurations: { key: string }[] }>()
      .configurations.map((config) => config.key);
    const changed: string[] = [];
    const refused: string[] = [];
    for (const id of ids) {
      const res = await getConfig(id);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      const { target } = res.json<{ target: { key_values: { key: string; value: string }[] } }>();
      const before = await admin.getConfigKV(id);
      // What the form sends for an untouched save, and what an API client reading then writing sends.
      // MinIO may refuse defaults it does not take as they are (policy_plugin without a url): then too,
      // nothing may change.
      const saved = await setConfig(id, { key_values: target.key_values });
      if (saved.statusCode !== 200) refused.push(`${id}: ${saved.json<{ message: string }>().message}`);
      if ((await admin.getConfigKV(id)) !== before) changed.push(id);
    }
    expect(ids.length).toBeGreaterThan(20);
    expect(changed).toEqual([]);
    expect(refused.filter((refusal) => !/is not optional/.test(refusal))).toEqual([]);
    expect(refused.length).toBeLessThan(ids.length / 4);
  });
});
