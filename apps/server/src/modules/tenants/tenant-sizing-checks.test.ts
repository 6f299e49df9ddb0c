import { GiB, type TenantPool } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { tenantCreateRequest } from '../../testing/tenant-requests.ts';
import { sizingProblem } from './tenant-sizing-checks.ts';

const pool = (overrides: Partial<TenantPool>): TenantPool => ({
  name: 'pool-0',
  servers: 4,
  volumes_per_server: 4,
  volume_configuration: { size: 10 * GiB },
  resources: { requests: { memory: 4 * GiB }, limits: { memory: 8 * GiB } },
  ...overrides,
});

describe('sizingProblem', () => {
  it('accepts what the wizard sends', () => {
    expect(sizingProblem(tenantCreateRequest())).toBeUndefined();
    expect(sizingProblem(tenantCreateRequest({ pools: [pool({})], erasureCodingParity: 8 }))).toBeUndefined();
  });

  it('refuses a parity MinIO does not offer for the pool, saying which it does', () => {
    expect(sizingProblem(tenantCreateRequest({ erasureCodingParity: 4 }))).toBe(
      'EC:4 is not offered for 4 servers × 1 drives: choose one of EC:2',
    );
  });

  it('refuses a pool MinIO cannot spread into erasure sets', () => {
    expect(sizingProblem(tenantCreateRequest({ pools: [pool({ servers: 1, volumes_per_server: 3 })] }))).toBe(
      'A tenant needs at least 4 drives: 1 × 3 gives 3',
    );
  });

  it('refuses drives under 1Gi and memory under 2Gi or below its request', () => {
    const small = pool({ volume_configuration: { size: GiB - 1 } });
    expect(sizingProblem(tenantCreateRequest({ pools: [small] }))).toBe('Each drive must be at least 1Gi');
    const hungry = pool({ resources: { requests: { memory: 2 * GiB - 1 } } });
    expect(sizingProblem(tenantCreateRequest({ pools: [hungry] }))).toBe(
      'The requested memory size must be greater than 2Gi',
    );
    const capped = pool({ resources: { requests: { memory: 4 * GiB }, limits: { memory: 3 * GiB } } });
    expect(sizingProblem(tenantCreateRequest({ pools: [capped] }))).toBe(
      'The memory limit must not be less than the memory request',
    );
  });
});
