import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, logIn, rootClient, startHarness, type TestApp } from '../../testing/harness.ts';

describe('users through the API against a real MinIO', () => {
  const minio = testMinio();
  const root = rootClient(minio);
  let t: TestApp;
  let api: Harness['api'];

  beforeAll(async () => {
    ({ t, api } = await startHarness(minio));
    await root.updateGroupMembers({ group: 'users-int-group', members: [], isRemove: false });
  });
  afterAll(async () => {
    for (const user of ['users-int-alice', 'users-int-bob'])
      await root.removeUser(user).catch(() => undefined);
    await root.removeGroup('users-int-group').catch(() => undefined);
    await t.app.close();
  });

  it('creates a user with groups and policies, lists and reads it', async () => {
    const created = await api(apiEndpoints.users.create, {
      body: {
        accessKey: 'users-int-alice',
        secretKey: 'alice-secret-1',
        groups: ['users-int-group'],
        policies: ['readonly'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      accessKey: 'users-int-alice',
      status: 'enabled',
      memberOf: ['users-int-group'],
      policy: ['readonly'],
    });
    const list = await api(apiEndpoints.users.list);
    expect(list.json().users).toContainEqual(
      expect.objectContaining({ accessKey: 'users-int-alice', status: 'enabled' }),
    );
    const one = await api(apiEndpoints.users.get, { query: { name: 'users-int-alice' } });
    expect(one.json().policy).toEqual(['readonly']);
  });

  it.each([
    [{ accessKey: 'users-int-bob', secretKey: 'short' }, 'Passwords must be at least 8 characters long'],
    [{ accessKey: '  ', secretKey: 'long-enough-1' }, 'Access Key must not be blank'],
    [{ secretKey: 'long-enough-1' }, 'accessKey'],
  ])('refuses bad input %o with a 400 naming the problem, creating nothing', async (payload, message) => {
    const res = await api(apiEndpoints.users.create, {}, { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain(message);
    expect((await api(apiEndpoints.users.get, { query: { name: 'users-int-bob' } })).statusCode).toBe(404);
  });

  it('refuses a user that exists already with 409 and keeps its password', async () => {
    const res = await api(apiEndpoints.users.create, {
      body: {
        accessKey: 'users-int-alice',
        secretKey: 'another-secret-2',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().message).toBe("User 'users-int-alice' already exists.");
    await expect(logIn(t, 'users-int-alice', 'alice-secret-1')).resolves.toBeTruthy();
  });

  it('refuses an unknown policy before creating anything', async () => {
    const res = await api(apiEndpoints.users.create, {
      body: {
        accessKey: 'users-int-bob',
        secretKey: 'bob-secret-1',
        policies: ['no-such-policy'],
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toBe("Policy 'no-such-policy' does not exist.");
    expect((await api(apiEndpoints.users.get, { query: { name: 'users-int-bob' } })).statusCode).toBe(404);
  });

  it('disables and re-enables, and changes groups and policies', async () => {
    const disabled = await api(apiEndpoints.users.update, {
      query: { name: 'users-int-alice' },
      body: {
        status: 'disabled',
        groups: [],
        policies: ['readwrite'],
      },
    });
    expect(disabled.json(), disabled.body).toMatchObject({
      status: 'disabled',
      memberOf: [],
      policy: ['readwrite'],
    });
    await expect(logIn(t, 'users-int-alice', 'alice-secret-1')).rejects.toThrow(/401/);
    const enabled = await api(apiEndpoints.users.update, {
      query: { name: 'users-int-alice' },
      body: {
        status: 'enabled',
        groups: ['users-int-group'],
      },
    });
    expect(enabled.json()).toMatchObject({
      status: 'enabled',
      memberOf: ['users-int-group'],
      policy: ['readwrite'],
    });
  });

  it('adds users to groups in bulk, and needs at least one group', async () => {
    await api(apiEndpoints.users.create, { body: { accessKey: 'users-int-bob', secretKey: 'bob-secret-1' } });
    const none = await api(apiEndpoints.users.addToGroups, {
      body: { users: ['users-int-bob'], groups: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<ApiError>().message).toContain('You need to select at least one group to assign');
    const res = await api(apiEndpoints.users.addToGroups, {
      body: {
        users: ['users-int-bob', 'users-int-alice'],
        groups: ['users-int-group'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const group = await api(apiEndpoints.groups.get, { query: { name: 'users-int-group' } });
    expect(group.json().members).toEqual(['users-int-alice', 'users-int-bob']);
  });

  it("changes another user's password", async () => {
    const short = await api(apiEndpoints.users.changePassword, {
      body: {
        selectedUser: 'users-int-bob',
        newSecretKey: 'short',
      },
    });
    expect(short.statusCode).toBe(400);
    const res = await api(apiEndpoints.users.changePassword, {
      body: {
        selectedUser: 'users-int-bob',
        newSecretKey: 'bob-secret-2',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect(logIn(t, 'users-int-bob', 'bob-secret-1')).rejects.toThrow(/401/);
    await expect(logIn(t, 'users-int-bob', 'bob-secret-2')).resolves.toBeTruthy();
  });

  it('answers 404 for an unknown user and never deletes the logged-in user', async () => {
    expect((await api(apiEndpoints.users.get, { query: { name: 'nobody-here' } })).statusCode).toBe(404);
    expect((await api(apiEndpoints.users.delete, { query: { name: 'nobody-here' } })).statusCode).toBe(404);
    const self = await api(apiEndpoints.users.delete, { query: { name: minio.rootUser } });
    expect(self.statusCode).toBe(403);
    expect(self.json<ApiError>().code).toBe('cannot_delete_self');
  });

  it('deletes a user', async () => {
    expect((await api(apiEndpoints.users.delete, { query: { name: 'users-int-bob' } })).statusCode).toBe(200);
    expect((await api(apiEndpoints.users.get, { query: { name: 'users-int-bob' } })).statusCode).toBe(404);
  });

  it('denies a user without admin rights with 403', async () => {
    const userToken = await logIn(t, 'users-int-alice', 'alice-secret-1');
    const res = await api(apiEndpoints.users.list, {}, { as: userToken });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().code).toBe('access_denied');
  });
});
