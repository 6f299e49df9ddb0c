import { GiB } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { binaryQuantity, poolSpec, tenantManifest } from './tenant-manifest.ts';

const refs = {
  configuration: 'alpha-env-configuration',
  users: ['alpha-user-0'],
  externalCertSecrets: [],
  caCertSecrets: [],
  kes: undefined,
  imagePullSecret: undefined,
};

describe('binaryQuantity', () => {
  it.each([
    [2 * GiB, '2Gi'],
    [2147483648, '2Gi'],
    [1536 * 2 ** 20, '1536Mi'],
    [3 * 2 ** 40, '3Ti'],
    [2 ** 50, '1Pi'],
    [1024, '1Ki'],
    [1000, '1000'],
    [2 * GiB + 1, '2147483649'],
    [0, '0'],
  ])('writes %d bytes as %s', (bytes, quantity) => {
    expect(binaryQuantity(bytes)).toBe(quantity);
  });
});

describe('poolSpec', () => {
  it('asks each server for its drives as ReadWriteOnce claims of the drive’s bytes, memory in binary SI', () => {
    const pool = tenantCreateRequest().pools[0];
    expect(pool && poolSpec(pool)).toEqual({
      name: 'pool-0',
      servers: 4,
      volumesPerServer: 1,
      volumeClaimTemplate: {
        metadata: { name: 'data' },
        spec: {
          accessModes: ['ReadWriteOnce'],
          resources: { requests: { storage: '26843545600' } },
          storageClassName: 'fast',
        },
      },
      resources: { requests: { memory: '2Gi' }, limits: { memory: '2Gi' } },
    });
  });

  it('leaves the storage class to the cluster’s default when none is named, and keeps the affinity given', () => {
    const affinity = {
      podAntiAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [{ topologyKey: 'kubernetes.io/hostname' }],
      },
    };
    const spec = poolSpec({
      name: 'pool-1',
      servers: 8,
      volumes_per_server: 2,
      volume_configuration: { size: 3 * GiB + 7, storage_class_name: '' },
      resources: { limits: { memory: 8 * GiB } },
      affinity,
    });
    expect(spec.volumeClaimTemplate.spec).toEqual({
      accessModes: ['ReadWriteOnce'],
      resources: { requests: { storage: String(3 * GiB + 7) } },
    });
    expect(spec.resources).toEqual({ limits: { memory: '8Gi' } });
    expect(spec.affinity).toBe(affinity);
    const bare = poolSpec({
      name: 'p',
      servers: 4,
      volumes_per_server: 1,
      volume_configuration: { size: GiB },
    });
    expect(bare).not.toHaveProperty('resources');
    expect(bare).not.toHaveProperty('affinity');
  });
});

describe('tenantManifest', () => {
  it('writes the Tenant the operator builds from, with nothing it was not asked for', () => {
    expect(tenantManifest(tenantCreateRequest(), refs)).toEqual({
      apiVersion: 'minio.min.io/v2',
      kind: 'Tenant',
      metadata: { name: 'alpha', namespace: 'ns-alpha' },
      spec: {
        configuration: { name: 'alpha-env-configuration' },
        users: [{ name: 'alpha-user-0' }],
        mountPath: '/export',
        requestAutoCert: true,
        exposeServices: { minio: true, console: false },
        pools: [expect.objectContaining({ name: 'pool-0', servers: 4 })],
      },
    });
  });

  it('names the image and the pull secret when given', () => {
    const request = tenantCreateRequest({
      image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z',
      enable_tls: false,
    });
    const { spec } = tenantManifest(request, { ...refs, imagePullSecret: 'alpha-regcred' });
    expect(spec).toMatchObject({
      image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z',
      imagePullSecret: { name: 'alpha-regcred' },
      requestAutoCert: false,
    });
  });

  it('adds metrics with 5 GB in the first pool’s class unless told otherwise', () => {
    const { spec } = tenantManifest(tenantCreateRequest({ enable_prometheus: true }), refs);
    expect(spec.prometheus).toEqual({ diskCapacityGB: 5, storageClassName: 'fast' });
    const overridden = tenantManifest(
      tenantCreateRequest({
        enable_prometheus: true,
        prometheusConfiguration: {
          storageClass: 'slow',
          storageSize: 20,
          image: 'quay.io/prometheus/prometheus:v3',
        },
      }),
      refs,
    );
    expect(overridden.spec.prometheus).toEqual({
      diskCapacityGB: 20,
      storageClassName: 'slow',
      image: 'quay.io/prometheus/prometheus:v3',
    });
  });

  it('leaves metrics out when they are off, whatever their settings', () => {
    const request = tenantCreateRequest({ prometheusConfiguration: { storageSize: 20 } });
    expect(tenantManifest(request, refs).spec).not.toHaveProperty('prometheus');
  });

  it('adds log search with its database’s claim when asked for, its audit capacity capped at 10 GB', () => {
    const request = tenantCreateRequest({
      logSearchConfiguration: {
        storageSize: 40,
        image: 'minio/operator:v4',
        postgres_image: 'library/postgres:13',
      },
    });
    expect(tenantManifest(request, refs).spec.log).toEqual({
      image: 'minio/operator:v4',
      audit: { diskCapacityGB: 10 },
      db: {
        image: 'library/postgres:13',
        volumeClaimTemplate: {
          metadata: { name: 'alpha-log' },
          spec: {
            accessModes: ['ReadWriteOnce'],
            resources: { requests: { storage: String(40 * GiB) } },
            storageClassName: 'fast',
          },
        },
      },
    });
  });

  it('gives log search 5 GiB by default, in its own class when named, and none when no class is known', () => {
    const small = tenantManifest(
      tenantCreateRequest({ logSearchConfiguration: { storageClass: 'logs' } }),
      refs,
    );
    expect(small.spec.log).toEqual({
      audit: { diskCapacityGB: 5 },
      db: {
        volumeClaimTemplate: {
          metadata: { name: 'alpha-log' },
          spec: {
            accessModes: ['ReadWriteOnce'],
            resources: { requests: { storage: String(5 * GiB) } },
            storageClassName: 'logs',
          },
        },
      },
    });
    const pool = { name: 'p', servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } };
    const classless = tenantManifest(
      tenantCreateRequest({ pools: [pool], logSearchConfiguration: {} }),
      refs,
    );
    expect(classless.spec.log).toMatchObject({
      db: {
        volumeClaimTemplate: { spec: expect.not.objectContaining({ storageClassName: expect.anything() }) },
      },
    });
    expect(tenantManifest(tenantCreateRequest(), refs).spec).not.toHaveProperty('log');
  });
});
