import { describe, expect, it } from 'vitest';
import { addPoolDefaults, addPoolPayload, addPoolSchema, nextPoolName } from './add-pool-values';

const GiB = 2 ** 30;
const pool = {
  name: 'pool-0',
  servers: 4,
  volumes_per_server: 2,
  volume_configuration: { size: 100 * GiB, storage_class_name: 'fast' },
  resources: { requests: { memory: 4 * GiB }, limits: { memory: 8 * GiB } },
};

describe('Expand Tenant values', () => {
  it("start from the tenant's last pool, named pool-<n> after its pools", () => {
    expect(addPoolDefaults([pool])).toMatchObject({
      name: 'pool-1',
      servers: '4',
      drivesPerServer: '2',
      driveGi: '100',
      storageClass: 'fast',
      memoryGi: '4',
      affinity: 'default',
    });
    expect(nextPoolName(['pool-0', 'pool-1', 'pool-3'])).toBe('pool-4');
    expect(nextPoolName(['pool-1'])).toBe('pool-2');
    expect(addPoolDefaults([])).toMatchObject({
      name: 'pool-0',
      servers: '4',
      driveGi: '100',
      memoryGi: '2',
    });
  });

  it("refuse a name the tenant has, servers × drives without erasure sets, and the wizard's minimums", () => {
    const schema = addPoolSchema(['pool-0']);
    const values = {
      ...addPoolDefaults([pool]),
      name: 'pool-0',
      servers: '3',
      drivesPerServer: '1',
      memoryGi: '1',
      driveGi: '0',
    };
    const issues = schema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ['name', 'The tenant already has a pool named pool-0'],
      ['servers', 'A tenant needs at least 4 drives: 3 × 1 gives 3'],
      ['driveGi', 'Each drive must be at least 1Gi'],
      ['memoryGi', 'Memory size must be greater than 2Gi'],
    ]);
    const selector = { ...addPoolDefaults([pool]), affinity: 'nodeSelector' as const };
    expect(schema.safeParse(selector).error?.issues[0]?.message).toBe(
      'You need to add at least one label key-pair',
    );
  });

  it('send bytes, the memory limit for the capacity and the default anti-affinity of the new pool', () => {
    expect(addPoolPayload(addPoolDefaults([pool]), 'alpha')).toEqual({
      name: 'pool-1',
      servers: 4,
      volumes_per_server: 2,
      volume_configuration: { size: 100 * GiB, storage_class_name: 'fast' },
      resources: { requests: { memory: 4 * GiB }, limits: { memory: 4 * GiB } },
      affinity: {
        podAntiAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: [
            {
              labelSelector: {
                matchExpressions: [
                  { key: 'v1.min.io/tenant', operator: 'In', values: ['alpha'] },
                  { key: 'v1.min.io/pool', operator: 'In', values: ['pool-1'] },
                ],
              },
              topologyKey: 'kubernetes.io/hostname',
            },
          ],
        },
      },
    });
    const big = addPoolPayload({ ...addPoolDefaults([pool]), driveGi: '2048', affinity: 'none' }, 'alpha');
    expect(big.resources?.limits?.memory).toBe(16 * GiB);
    expect(big).not.toHaveProperty('affinity');
  });
});
