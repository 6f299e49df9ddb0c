import { describe, expect, it } from 'vitest';
import { MadminError } from './errors.ts';
import { rootClient, uniqueName } from './test-targets.ts';
import type { PolicyDocument } from './types/policy.ts';

const readBucket = (bucket: string): PolicyDocument => ({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
});

describe('canned policies', () => {
  it('infoCannedPolicy returns the document; cannedPolicyInfo adds the dates', async () => {
    const admin = rootClient();
    const name = uniqueName('pol');
    await admin.addCannedPolicy(name, readBucket(name));
    try {
      expect(await admin.infoCannedPolicy(name)).toEqual(readBucket(name));
      const info = await admin.cannedPolicyInfo(name);
      expect(info).toMatchObject({ name, policy: readBucket(name) });
      expect(Date.parse(info.createDate ?? '')).toBeGreaterThan(0);
      expect(Date.parse(info.updateDate ?? '')).toBeGreaterThan(0);
      const builtin = await admin.cannedPolicyInfo('readonly');
      expect(builtin.createDate).toBeUndefined(); // built-in policies carry no dates
      expect(JSON.stringify(builtin.policy)).toContain('s3:GetObject');
    } finally {
      await admin.removeCannedPolicy(name);
    }
  });

  it('an unknown policy is XMinioAdminNoSuchPolicy', async () => {
    const error = await rootClient()
      .infoCannedPolicy(uniqueName('nope'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MadminError);
    expect(error).toMatchObject({ code: 'XMinioAdminNoSuchPolicy', status: 404 });
  });

  it('malformed policies are XMinioMalformedIAMPolicy (a missing Version is MalformedPolicy)', async () => {
    const admin = rootClient();
    const name = uniqueName('bad');
    await expect(admin.addCannedPolicy(name, '{"Statement": [')).rejects.toMatchObject({
      code: 'XMinioMalformedIAMPolicy',
      status: 400,
    });
    const badEffect = { Version: '2012-10-17', Statement: [{ Effect: 'Maybe', Action: ['s3:GetObject'] }] };
    await expect(admin.addCannedPolicy(name, JSON.stringify(badEffect))).rejects.toMatchObject({
      code: 'XMinioMalformedIAMPolicy',
      message: expect.stringMatching(/Effect/),
    });
    const badAction = readBucket(name);
    badAction.Statement[0] = { ...badAction.Statement[0], Effect: 'Allow', Action: ['s3:Nope'] };
    await expect(admin.addCannedPolicy(name, badAction)).rejects.toMatchObject({
      code: 'XMinioMalformedIAMPolicy',
      message: expect.stringMatching(/s3:Nope/),
    });
    await expect(admin.addCannedPolicy(name, { Statement: [] })).rejects.toMatchObject({
      code: 'MalformedPolicy',
      status: 400,
    });
  });
});

describe('policyEntities', () => {
  it('reports a policy attached to a user and to a group, from every side', async () => {
    const admin = rootClient();
    const [policy, user, group] = [uniqueName('ent'), uniqueName('entu'), uniqueName('entg')];
    await admin.addCannedPolicy(policy, readBucket(policy));
    await admin.addUser(user, 'entity-secret-1');
    await admin.updateGroupMembers({ group, members: [user], isRemove: false });
    await admin.setPolicy({ policyNames: [policy], entityName: user, isGroup: false });
    await admin.setPolicy({ policyNames: [policy, 'readonly'], entityName: group, isGroup: true });
    try {
      const byPolicy = await admin.policyEntities({ policies: [policy] });
      expect(byPolicy).toEqual({
        policyMappings: [{ policy, users: [user], groups: [group] }],
        userMappings: [],
        groupMappings: [],
      });
      const byUserAndGroup = await admin.policyEntities({ users: [user], groups: [group] });
      expect(byUserAndGroup.userMappings).toEqual([
        { user, policies: [policy], memberOfMappings: [{ group, policies: [policy, 'readonly'] }] },
      ]);
      expect(byUserAndGroup.groupMappings).toEqual([{ group, policies: [policy, 'readonly'] }]);
      expect(byUserAndGroup.policyMappings).toEqual([]);

      const everything = await admin.policyEntities();
      expect(everything.policyMappings).toContainEqual({ policy, users: [user], groups: [group] });
      expect(await admin.policyEntities({ policies: [uniqueName('unmapped')] })).toEqual({
        policyMappings: [],
        userMappings: [],
        groupMappings: [],
      });
    } finally {
      await admin.updateGroupMembers({ group, members: [user], isRemove: true });
      await admin.removeGroup(group);
      await admin.removeUser(user);
      await admin.removeCannedPolicy(policy);
    }
  });
});
