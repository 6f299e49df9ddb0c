import { describe, expect, it } from 'vitest';
import { listEndpoints } from './api-endpoints.ts';

/** Spec 3 §7, every row: the operator area's calls, as the specification writes them. */
const spec3Calls = [
  'GET /api/v1/session',
  'POST /api/v1/login/oauth2/auth',
  'GET /api/v1/tenants',
  'POST /api/v1/tenants',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}',
  'DELETE /api/v1/namespaces/{namespace}/tenants/{tenant}',
  'GET /api/v1/namespaces/{namespace}/tenants',
  'POST /api/v1/namespace',
  'GET /api/v1/cluster/max-allocatable-memory',
  'GET /api/v1/get-parity/{nodes}/{drivesPerServer}',
  'GET /api/v1/nodes/labels',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}/yaml',
  'PUT /api/v1/namespaces/{ns}/tenants/{tenant}/yaml',
  'PUT /api/v1/namespaces/{ns}/tenants/{tenant}',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}/usage',
  'GET /api/v1/subscription/info',
  'POST /api/v1/subscription/namespaces/{ns}/tenants/{tenant}/activate',
  'POST /api/v1/subscription/validate',
  'POST /api/v1/subscription/refresh',
  'GET /api/v1/namespaces/{ns}/resourcequotas/{ns}-storagequota',
  'POST /api/v1/namespaces/{ns}/tenants/{tenant}/pools',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}/pods',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}/pods/{pod}',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}/pods/{pod}/events',
  'DELETE /api/v1/namespaces/{ns}/tenants/{tenant}/pods/{pod}',
  'GET /api/v1/namespaces/{ns}/tenants/{tenant}/security',
  'POST /api/v1/namespaces/{ns}/tenants/{tenant}/security',
  'GET /api/v1/list-pvcs',
  'GET /api/v1/direct-csi/drives',
  'POST /api/v1/direct-csi/drives/format',
  'GET /api/v1/admin/info',
  'POST /api/v1/service/restart',
] as const;

/** A path's shape with every parameter alike: `{ns}`, `:namespace` and `{ns}-storagequota` all one segment. */
const shape = (call: string) =>
  call
    .split('/')
    .map((segment) => (segment.includes('{') || segment.startsWith(':') ? ':' : segment))
    .join('/');

describe('spec 3 §7', () => {
  it('has every call in the contract table', () => {
    const table = new Set(
      listEndpoints().map(({ endpoint }) => shape(`${endpoint.method} ${endpoint.path}`)),
    );
    expect(spec3Calls.filter((call) => !table.has(shape(call)))).toEqual([]);
  });
});
