import { GiB, createTenantRequestSchema } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { createPayload, wizardDefaults, wizardSchema, type WizardValues } from './wizard-values';

const filled: WizardValues = {
  ...wizardDefaults,
  name: 'analytics',
  namespace: 'analytics',
  storageClass: 'fast',
  servers: '4',
  drivesPerServer: '4',
  size: '1',
  sizeUnit: 'Ti',
  memory: '4',
  parity: 'EC:4',
};

describe('the wizard’s values', () => {
  it('builds the create payload the contract accepts: one pool spread over every drive', () => {
    const keys = { access_key: 'ABCDEFGH12345678', secret_key: 'S'.repeat(32) };
    const payload = createPayload({ ...filled, generatedUser: keys });
    expect(createTenantRequestSchema.parse(payload)).toEqual(payload);
    expect(payload?.pools[0]).toMatchObject({
      name: 'pool-0',
      servers: 4,
      volumes_per_server: 4,
      volume_configuration: { size: 64 * GiB, storage_class_name: 'fast' },
      // A 1 TiB tenant's servers may grow to 8 Gi.
      resources: { requests: { memory: 4 * GiB }, limits: { memory: 8 * GiB } },
    });
    expect(payload?.erasureCodingParity).toBe(4);
    expect(payload?.idp).toEqual({ keys: [keys] });
    expect(JSON.stringify(payload?.pools[0]?.affinity)).toContain('"values":["analytics"]');
  });

  it('builds nothing from a pool that cannot be spread', () => {
    expect(createPayload({ ...filled, size: '1', sizeUnit: 'Gi', drivesPerServer: '4' })).toBeUndefined();
  });

  it('says what is wrong in the specification’s words', () => {
    const problems = wizardSchema.safeParse({
      ...filled,
      name: 'Bad_Name',
      namespace: '',
      drivesPerServer: '0',
      memory: '1',
    });
    expect(problems.success).toBe(false);
    // The form shows each field's first problem.
    const messages: Record<string, string> = {};
    for (const issue of problems.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toMatchObject({
      name: "Name only can contain lowercase letters, numbers and '-'. Min. Length: 3",
      namespace: 'Field cannot be empty',
      drivesPerServer: 'There must be at least one drive',
      memory: 'Memory size must be greater than 2Gi',
    });
  });
});
