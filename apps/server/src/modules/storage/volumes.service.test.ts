import { describe, expect, it } from 'vitest';
import { tenantVolume } from './volumes.service.ts';

describe('tenantVolume', () => {
  it('reads a bound claim: its phase, tenant label, capacity in bytes and storage class', () => {
    expect(
      tenantVolume({
        metadata: { name: 'data-0', namespace: 'ns', labels: { 'v1.min.io/tenant': 'alpha' } },
        spec: { storageClassName: 'fast' },
        status: { phase: 'Bound', capacity: { storage: '100Gi' } },
      }),
    ).toEqual({
      name: 'data-0',
      namespace: 'ns',
      status: 'Bound',
      tenant: 'alpha',
      capacity: 100 * 2 ** 30,
      storageClass: 'fast',
    });
  });

  it('takes a claim without a storage class, a phase or a capacity (the previous console crashed on it)', () => {
    expect(
      tenantVolume({ metadata: { name: 'x', namespace: 'ns', labels: { 'v1.min.io/tenant': '' } } }),
    ).toEqual({
      name: 'x',
      namespace: 'ns',
      status: '',
      tenant: '',
      storageClass: '',
    });
  });
});
