import {
  erasureParities,
  GiB,
  minMemoryBytes,
  type CreateTenantRequest,
  type TenantPool,
} from '@granary/contract';

function poolProblem(pool: TenantPool, parity: string): string | undefined {
  const choice = erasureParities(pool.servers, pool.volumes_per_server);
  if (!choice.ok) return choice.error;
  if (!choice.parities.includes(parity))
    return (
      `${parity} is not offered for ${pool.servers} servers × ${pool.volumes_per_server} drives: ` +
      `choose one of ${choice.parities.join(', ')}`
    );
  if (pool.volume_configuration.size < GiB) return 'Each drive must be at least 1Gi';
  const request = pool.resources?.requests?.memory;
  const limit = pool.resources?.limits?.memory;
  if (request !== undefined && request < minMemoryBytes)
    return 'The requested memory size must be greater than 2Gi';
  if (request !== undefined && limit !== undefined && limit < request)
    return 'The memory limit must not be less than the memory request';
  return undefined;
}

/**
 * Why the wizard's own sizing rules refuse this tenant (the browser applies them as the user types; a
 * request made otherwise meets them here): the parity MinIO offers for each pool, drives of at least 1Gi,
 * at least 2Gi of memory per server and a limit no lower than the request.
 */
export function sizingProblem(request: CreateTenantRequest): string | undefined {
  const parity = `EC:${request.erasureCodingParity}`;
  for (const pool of request.pools) {
    const problem = poolProblem(pool, parity);
    if (problem) return request.pools.length > 1 ? `Pool ${pool.name}: ${problem}` : problem;
  }
  return undefined;
}
