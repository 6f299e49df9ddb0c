import { createTenantRequestSchema } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { affinityStepProblems, configureProblems, poolAffinity } from './advanced-values';
import { createPayload, wizardDefaults, wizardSchema, type WizardValues } from './wizard-values';

const basic: WizardValues = {
  ...wizardDefaults,
  name: 'analytics',
  namespace: 'analytics',
  storageClass: 'fast',
  parity: 'EC:2',
  generatedUser: { access_key: 'ABCDEFGH12345678', secret_key: 'S'.repeat(32) },
  users: [{ access_key: 'ABCDEFGH12345678', secret_key: 'S'.repeat(32) }],
};

describe('Advanced Mode', () => {
  it('sends what Configure chose: images, a registry, exposure and storage overrides', () => {
    const payload = createPayload({
      ...basic,
      advanced: true,
      customImage: true,
      image: 'quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z',
      metricsImage: '',
      customRegistry: true,
      registry: 'quay.io',
      registryUsername: 'robot',
      registryPassword: 'secret',
      exposeConsole: false,
      metricsOverride: true,
      metricsClass: 'slow',
      metricsSize: '20',
    });
    expect(createTenantRequestSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      image: 'quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z',
      image_registry: { registry: 'quay.io', username: 'robot', password: 'secret' },
      expose_minio: true,
      expose_console: false,
      prometheusConfiguration: { storageSize: 20, storageClass: 'slow' },
      logSearchConfiguration: { storageSize: 5 },
    });
    expect(payload?.prometheusConfiguration).not.toHaveProperty('image');
  });

  it('ignores what Advanced Mode held once it is switched off', () => {
    const payload = createPayload({
      ...basic,
      customImage: true,
      image: 'x/y:z',
      exposeMinio: false,
      affinity: 'none',
    });
    expect(payload).not.toHaveProperty('image');
    expect(payload?.expose_minio).toBe(true);
    expect(payload?.pools[0]?.affinity).toHaveProperty('podAntiAffinity');
  });

  it('names each image that is not repository/name:tag, and the registry fields left empty', () => {
    const values = {
      ...basic,
      advanced: true,
      customImage: true,
      image: 'minio',
      logSearchImage: 'minio/operator:v5',
      customRegistry: true,
    };
    expect(configureProblems(values)).toEqual([
      { path: ['image'], message: "Format must be of form: 'minio/minio:VERSION'" },
      { path: ['registry'], message: 'Field cannot be empty' },
      { path: ['registryUsername'], message: 'Field cannot be empty' },
      { path: ['registryPassword'], message: 'Field cannot be empty' },
    ]);
    expect(wizardSchema.safeParse(values).success).toBe(false);
    expect(wizardSchema.safeParse({ ...values, advanced: false }).success).toBe(true);
  });

  it('asks an override for its class and a size above 0', () => {
    expect(configureProblems({ ...basic, logOverride: true, logSize: '0' })).toEqual([
      { path: ['logClass'], message: 'Field cannot be empty' },
      { path: ['logSize'], message: 'Volume size must be present and be greatter than 0' },
    ]);
  });

  it('builds node affinity from the chosen labels, with or without the anti-affinity', () => {
    const selector = {
      ...basic,
      advanced: true,
      affinity: 'nodeSelector' as const,
      nodeLabels: [
        { key: 'zone', value: 'a' },
        { key: '', value: 'ignored' },
      ],
    };
    expect(poolAffinity(selector, 'analytics', 'pool-0')).toEqual({
      nodeAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: {
          nodeSelectorTerms: [{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a'] }] }],
        },
      },
      podAntiAffinity: expect.any(Object),
    });
    expect(poolAffinity({ ...selector, antiAffinity: false }, 'analytics', 'pool-0')).not.toHaveProperty(
      'podAntiAffinity',
    );
    expect(poolAffinity({ ...selector, affinity: 'none' }, 'analytics', 'pool-0')).toBeUndefined();
    expect(affinityStepProblems({ ...selector, nodeLabels: [{ key: 'zone', value: '' }] })).toEqual([
      { path: ['nodeLabels'], message: 'You need to add at least one label key-pair' },
    ]);
  });
});
