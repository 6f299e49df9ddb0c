import {
  erasureParities,
  GiB,
  kubeNameSchema,
  memoryLimit,
  type AddPoolRequest,
  type TenantDetailPool,
} from '@granary/contract';
import { z } from 'zod';
import {
  advancedFields,
  affinityStepProblems,
  poolAffinity,
} from '@/features/tenants/create/advanced-values';

const wholeNumber = (message: string) => z.string().trim().regex(/^\d+$/, message);

/** Expand Tenant's fields as typed: sizes in Gi (spec 3 §9), the affinity as the wizard's Pod Affinity. */
const addPoolFields = z.object({
  name: kubeNameSchema,
  servers: wholeNumber('Servers must be a whole number'),
  drivesPerServer: wholeNumber('There must be at least one drive'),
  driveGi: wholeNumber('Each drive must be at least 1Gi'),
  storageClass: z.string(),
  memoryGi: wholeNumber('Memory size must be greater than 2Gi'),
  affinity: advancedFields.affinity,
  antiAffinity: advancedFields.antiAffinity,
  nodeLabels: advancedFields.nodeLabels,
});
export type AddPoolValues = z.infer<typeof addPoolFields>;

/** The form's rules over what it types, the pool names the tenant already has among them. */
export function addPoolSchema(existing: readonly string[]) {
  return addPoolFields.superRefine((values, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (existing.includes(values.name)) problem('name', `The tenant already has a pool named ${values.name}`);
    const servers = Number(values.servers);
    const drives = Number(values.drivesPerServer);
    if (drives < 1) problem('drivesPerServer', 'There must be at least one drive');
    else if (servers >= 1) {
      const choice = erasureParities(servers, drives);
      if (!choice.ok) problem('servers', choice.error);
    } else problem('servers', 'A pool needs at least one server');
    if (Number(values.driveGi) < 1) problem('driveGi', 'Each drive must be at least 1Gi');
    if (Number(values.memoryGi) < 2) problem('memoryGi', 'Memory size must be greater than 2Gi');
    for (const issue of affinityStepProblems(values)) context.addIssue({ code: 'custom', ...issue });
  });
}

/** The next free 'pool-<n>', as the previous console named new pools. */
export function nextPoolName(existing: readonly string[]): string {
  for (let index = existing.length; ; index++)
    if (!existing.includes(`pool-${index}`)) return `pool-${index}`;
}

/** The form starts from the tenant's last pool: a tenant usually grows by pools of the same shape. */
export function addPoolDefaults(pools: readonly TenantDetailPool[]): AddPoolValues {
  const last = pools.at(-1);
  const gi = (bytes: number | undefined, otherwise: number) =>
    String(bytes && bytes >= GiB ? Math.floor(bytes / GiB) : otherwise);
  return {
    name: nextPoolName(pools.map((pool) => pool.name)),
    servers: String(last?.servers || 4),
    drivesPerServer: String(last?.volumes_per_server || 1),
    driveGi: gi(last?.volume_configuration.size, 100),
    storageClass: last?.volume_configuration.storage_class_name ?? '',
    memoryGi: gi(last?.resources.requests.memory, 2),
    affinity: 'default',
    antiAffinity: true,
    nodeLabels: [{ key: '', value: '' }],
  };
}

/** The add-pool payload (spec 3 §3): bytes, the memory limit the wizard's rule gives, the affinity built. */
export function addPoolPayload(values: AddPoolValues, tenant: string): AddPoolRequest {
  const servers = Number(values.servers);
  const drivesPerServer = Number(values.drivesPerServer);
  const size = Number(values.driveGi) * GiB;
  const memory = Number(values.memoryGi) * GiB;
  const affinity = poolAffinity({ ...values, advanced: true }, tenant, values.name);
  return {
    name: values.name,
    servers,
    volumes_per_server: drivesPerServer,
    volume_configuration: {
      size,
      ...(values.storageClass.trim() && { storage_class_name: values.storageClass.trim() }),
    },
    resources: {
      requests: { memory },
      limits: { memory: memoryLimit(memory, servers * drivesPerServer * size) },
    },
    ...(affinity && { affinity }),
  };
}
