import { GiB, type CreateTenantRequest } from '@granary/contract';

/** A create-tenant request as the wizard sends one: four servers of one 25 GiB drive, 2 GiB of memory. */
export const tenantCreateRequest = (overrides: Partial<CreateTenantRequest> = {}): CreateTenantRequest => ({
  name: 'alpha',
  namespace: 'ns-alpha',
  pools: [
    {
      name: 'pool-0',
      servers: 4,
      volumes_per_server: 1,
      volume_configuration: { size: 25 * GiB, storage_class_name: 'fast' },
      resources: { requests: { memory: 2 * GiB }, limits: { memory: 2 * GiB } },
    },
  ],
  erasureCodingParity: 2,
  enable_tls: true,
  enable_console: true,
  enable_prometheus: false,
  expose_minio: true,
  expose_console: false,
  idp: { keys: [{ access_key: 'console-user', secret_key: 'console-secret-key' }] },
  ...overrides,
});
