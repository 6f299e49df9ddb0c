import { describe, expect, it } from 'vitest';
import type { TenantConfiguration } from './tenant-configuration.ts';
import { tenantDetail, type TenantDetailObject } from './tenant-detail.ts';

const known = (values: Record<string, string> = {}): TenantConfiguration => ({
  known: true,
  values: new Map(Object.entries(values)),
});
const tenant = (spec: NonNullable<TenantDetailObject['spec']>, status?: TenantDetailObject['status']) =>
  ({ metadata: { name: 't', namespace: 'ns' }, spec, ...(status && { status }) }) as TenantDetailObject;

describe('tenantDetail', () => {
  it('reads each pool’s drive size and memory in bytes, and leaves out what a pool does not set', () => {
    const detail = tenantDetail(
      tenant({
        pools: [
          {
            name: 'a',
            servers: 4,
            volumesPerServer: 2,
            volumeClaimTemplate: { spec: { resources: { requests: { storage: '1Ti' } } } },
            resources: { requests: { memory: '1536Mi' }, limits: { memory: 8_589_934_592 } },
          },
          { name: 'b', servers: 'four' as unknown as number, resources: { requests: { memory: 'lots' } } },
        ],
      }),
      known(),
    );
    expect(detail.pools).toEqual([
      {
        name: 'a',
        servers: 4,
        volumes_per_server: 2,
        volume_configuration: { size: 2 ** 40, storage_class_name: '' },
        resources: { requests: { memory: 1536 * 2 ** 20 }, limits: { memory: 8 * 2 ** 30 } },
      },
      {
        name: 'b',
        servers: 0,
        volumes_per_server: 0,
        volume_configuration: { size: 0, storage_class_name: '' },
        resources: { requests: {}, limits: {} },
      },
    ]);
    expect(detail.total_size).toBe(8 * 2 ** 40);
  });

  it('takes TLS from automatic certificates unless switched off, or certificates of the user’s', () => {
    const tls = (spec: NonNullable<TenantDetailObject['spec']>) =>
      tenantDetail(tenant(spec), known()).minioTLS;
    expect(tls({})).toBe(true);
    expect(tls({ requestAutoCert: true })).toBe(true);
    expect(tls({ requestAutoCert: false })).toBe(false);
    expect(tls({ requestAutoCert: false, externalCertSecret: [] })).toBe(false);
    expect(tls({ requestAutoCert: false, externalCertSecret: [{ name: 'mine' }] })).toBe(true);
  });

  it('counts a feature block as on even when empty, and null as absent', () => {
    const detail = tenantDetail(
      tenant({ log: {}, prometheus: null, kes: { kesSecret: { name: 'k' } } }),
      known(),
    );
    expect([detail.logEnabled, detail.monitoringEnabled, detail.encryptionEnabled]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('reads the identity settings from the spec’s env first, then the configuration', () => {
    const spec = { env: [{ name: 'MINIO_IDENTITY_OPENID_CONFIG_URL', value: 'https://id.example' }] };
    const fromEnv = tenantDetail(tenant(spec), { known: false, why: 'Kubernetes refused: no' });
    expect(fromEnv).toMatchObject({
      idpOidcEnabled: true,
      idpAdEnabled: null,
      configuration_unreadable: 'Kubernetes refused: no',
    });
    const fromSecret = tenantDetail(tenant({}), known({ MINIO_IDENTITY_LDAP_SERVER_ADDR: 'ldap:636' }));
    expect(fromSecret).toMatchObject({ idpOidcEnabled: false, idpAdEnabled: true });
    expect(fromSecret.configuration_unreadable).toBeUndefined();
  });

  it('keeps only the counts the operator reported', () => {
    const detail = tenantDetail(
      tenant({}, { drivesOnline: 8, writeQuorum: 'five' as unknown as number }),
      known(),
    );
    expect(detail.status).toEqual({ drives_online: 8 });
    expect(tenantDetail(tenant({}), known()).status).toEqual({});
  });
});
