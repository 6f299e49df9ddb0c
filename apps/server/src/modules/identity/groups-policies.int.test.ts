import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootClient, startHarness, type TestApp } from '../../testing/harness.ts';

// No Version on purpose: the server adds IAM's only version, which MinIO requires.
const policyText = JSON.stringify({
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::gp-int/*'] }],
});

describe('groups and policies through the API against a real MinIO', () => {
  const minio = testMinio();
  const root = rootClient(minio);
  let t: TestApp;
  let api: Harness['api'];

  beforeAll(async () => {
    ({ t, api } = await startHarness(minio));
    for (const user of ['gp-int-ann', 'gp-int-ben']) await root.addUser(user, 'gp-int-secret', 'enabled');
  });
  afterAll(async () => {
    for (const user of ['gp-int-ann', 'gp-int-ben']) await root.removeUser(user).catch(() => undefined);
    await root.removeCannedPolicy('gp-int-policy').catch(() => undefined);
    await t.app.close();
  });

  it('creates a group with members, refuses a duplicate and unknown members', async () => {
    const created = await api(apiEndpoints.groups.create, {
      body: { group: 'gp-int-team', members: ['gp-int-ann'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      name: 'gp-int-team',
      status: 'enabled',
      members: ['gp-int-ann'],
      policy: [],
    });
    expect((await api(apiEndpoints.groups.create, { body: { group: 'gp-int-team' } })).statusCode).toBe(409);
    const unknown = await api(apiEndpoints.groups.create, {
      body: {
        group: 'gp-int-other',
        members: ['nobody-at-all'],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api(apiEndpoints.groups.get, { query: { name: 'gp-int-other' } })).statusCode).toBe(404);
    const blank = await api(apiEndpoints.groups.create, { body: { group: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiError>().message).toContain('Group Name must not be blank');
    expect((await api(apiEndpoints.groups.list)).json().groups).toContain('gp-int-team');
  });

  it('changes members and status', async () => {
    const res = await api(apiEndpoints.groups.update, {
      query: { name: 'gp-int-team' },
      body: {
        members: ['gp-int-ben'],
        status: 'disabled',
      },
    });
    expect(res.json()).toMatchObject({ members: ['gp-int-ben'], status: 'disabled' });
    const back = await api(apiEndpoints.groups.update, {
      query: { name: 'gp-int-team' },
      body: {
        members: ['gp-int-ann', 'gp-int-ben'],
        status: 'enabled',
      },
    });
    expect(back.json()).toMatchObject({ members: ['gp-int-ann', 'gp-int-ben'], status: 'enabled' });
  });

  it('validates policy JSON before saving anything', async () => {
    const broken = await api(apiEndpoints.policies.save, {
      body: {
        name: 'gp-int-policy',
        policy: '{"Statement": [',
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiError>().message).toContain('Policy is not valid JSON');
    const shapeless = await api(apiEndpoints.policies.save, {
      body: {
        name: 'gp-int-policy',
        policy: '{"Statement": [{"Effect": "Maybe", "Action": "s3:*"}]}',
      },
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json<ApiError>().message).toContain('Effect must be "Allow" or "Deny"');
    expect((await api(apiEndpoints.policies.get, { query: { name: 'gp-int-policy' } })).statusCode).toBe(404);
  });

  it('creates, reads, lists and replaces a policy', async () => {
    const created = await api(apiEndpoints.policies.save, {
      body: { name: 'gp-int-policy', policy: policyText },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(JSON.parse(created.json().policy).Statement[0].Action).toEqual(['s3:GetObject']);
    const list = await api(apiEndpoints.policies.list);
    expect(list.json().policies.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['gp-int-policy', 'readwrite']),
    );
    const replaced = await api(apiEndpoints.policies.save, {
      body: {
        name: 'gp-int-policy',
        policy: policyText.replace('s3:GetObject', 's3:PutObject'),
      },
    });
    expect(JSON.parse(replaced.json().policy).Statement[0].Action).toEqual(['s3:PutObject']);
  });

  it('sets policies on users and groups and lists who has a policy', async () => {
    expect(
      (
        await api(apiEndpoints.policies.set, {
          params: { policies: 'gp-int-policy' },
          body: {
            entityName: 'gp-int-ann',
            entityType: 'user',
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api(apiEndpoints.policies.set, {
          params: { policies: 'gp-int-policy,readonly' },
          body: {
            entityName: 'gp-int-team',
            entityType: 'group',
          },
        })
      ).statusCode,
    ).toBe(200);
    expect((await api(apiEndpoints.groups.get, { query: { name: 'gp-int-team' } })).json().policy).toEqual([
      'gp-int-policy',
      'readonly',
    ]);
    const entities = await api(apiEndpoints.policies.users, { params: { name: 'gp-int-policy' } });
    expect(entities.json()).toEqual({ users: ['gp-int-ann'], groups: ['gp-int-team'] });
    await api(apiEndpoints.groups.update, {
      query: { name: 'gp-int-team' },
      body: {
        members: ['gp-int-ann', 'gp-int-ben'],
        status: 'disabled',
      },
    });
    expect((await api(apiEndpoints.groups.get, { query: { name: 'gp-int-team' } })).json().policy).toEqual([
      'gp-int-policy',
      'readonly',
    ]);
    await api(apiEndpoints.groups.update, {
      query: { name: 'gp-int-team' },
      body: {
        members: ['gp-int-ann', 'gp-int-ben'],
        status: 'enabled',
      },
    });
    const unknown = await api(apiEndpoints.policies.set, {
      params: { policies: 'no-such-policy' },
      body: {
        entityName: 'gp-int-ann',
        entityType: 'user',
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await api(apiEndpoints.policies.clear, { body: { entityName: 'gp-int-team', entityType: 'group' } }))
        .statusCode,
    ).toBe(200);
    expect((await api(apiEndpoints.groups.get, { query: { name: 'gp-int-team' } })).json().policy).toEqual(
      [],
    );
  });

  it('deletes a group with members, and a policy', async () => {
    expect((await api(apiEndpoints.groups.delete, { query: { name: 'gp-int-team' } })).statusCode).toBe(200);
    expect((await api(apiEndpoints.groups.get, { query: { name: 'gp-int-team' } })).statusCode).toBe(404);
    expect((await api(apiEndpoints.groups.delete, { query: { name: 'gp-int-team' } })).statusCode).toBe(404);
    await api(apiEndpoints.policies.clear, { body: { entityName: 'gp-int-ann', entityType: 'user' } });
    expect((await api(apiEndpoints.policies.delete, { query: { name: 'gp-int-policy' } })).statusCode).toBe(
      200,
    );
    expect((await api(apiEndpoints.policies.get, { query: { name: 'gp-int-policy' } })).statusCode).toBe(404);
  });

  it("refuses to delete MinIO's built-in policies with a 400 that says so", async () => {
    const res = await api(apiEndpoints.policies.delete, { query: { name: 'readwrite' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toBe(
      "readwrite is one of MinIO's built-in policies, which cannot be deleted.",
    );
    expect((await api(apiEndpoints.policies.get, { query: { name: 'readwrite' } })).statusCode).toBe(200);
  });
});
