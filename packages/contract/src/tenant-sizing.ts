// The create-tenant wizard's sizing (spec 3 §3, §4, §5, §9): erasure sets and parity as MinIO chooses them,
// how a pool's size spreads over its drives, and the memory each server asks for. The browser shows these as
// the user types; the server checks the same rules when the tenant is created.

export const GiB = 2 ** 30;
export const TiB = 2 ** 40;
const PiB = 2 ** 50;

/** The smallest memory a MinIO server of a tenant may ask for. */
export const minMemoryBytes = 2 * GiB;
/** The smallest pool. */
export const minPoolBytes = 1 * GiB;
/** Servers the wizard starts from, and the fewest it accepts. */
export const minServers = 4;

export type ParityChoice = { ok: true; parities: string[] } | { ok: false; error: string };

/**
 * The parities MinIO offers for `servers` × `drivesPerServer` drives: the erasure set is the largest of 4 to
 * 16 drives that divides the total and fits the servers symmetrically (more servers than the set size: a
 * multiple of it; fewer: a divisor of it); parities run from half the set down to EC:2.
 */
export function erasureParities(servers: number, drivesPerServer: number): ParityChoice {
  const total = servers * drivesPerServer;
  if (!Number.isInteger(servers) || !Number.isInteger(drivesPerServer) || servers < 1 || drivesPerServer < 1)
    return { ok: false, error: 'Servers and drives per server must be whole numbers of at least 1' };
  if (total < 4)
    return {
      ok: false,
      error: `A tenant needs at least 4 drives: ${servers} × ${drivesPerServer} gives ${total}`,
    };
  const divisors = [];
  for (let size = 4; size <= 16; size++) if (total % size === 0) divisors.push(size);
  const symmetric = divisors.filter((size) => (servers > size ? servers % size === 0 : size % servers === 0));
  const largest = symmetric.at(-1);
  if (largest === undefined)
    return {
      ok: false,
      error: `${total} drives on ${servers} servers cannot form erasure sets of 4 to 16 drives spread evenly over the servers`,
    };
  const setSize = Math.min(largest, total);
  const parities = [];
  for (let parity = Math.floor(setSize / 2); parity >= 2; parity--) parities.push(`EC:${parity}`);
  return { ok: true, parities };
}

export const parityNumber = (parity: string) => Number(parity.replace(/^EC:/, ''));

/**
 * The parity the wizard picks (spec 3 §4): the highest offered, but EC:4 with 8 drives per server or more
 * on more than 16 servers. (The previous console counted every drive instead of each server's.)
 */
export function defaultParity(parities: readonly string[], drivesPerServer: number, servers: number): string {
  if (drivesPerServer >= 8 && servers > 16 && parities.includes('EC:4')) return 'EC:4';
  return parities[0] ?? '';
}

export type Distribution =
  | { ok: true; servers: number; drivesPerServer: number; drives: number; driveBytes: number }
  | { ok: false; error: string };

/** A pool's requested size spread over its drives, each drive a whole number of bytes. */
export function distribute(sizeBytes: number, servers: number, drivesPerServer: number): Distribution {
  if (!Number.isFinite(sizeBytes) || !Number.isFinite(servers) || !Number.isFinite(drivesPerServer))
    return { ok: false, error: 'Some provided data is invalid, please try again.' };
  if (sizeBytes < minPoolBytes) return { ok: false, error: 'The pool size must be greater than 1Gi' };
  if (drivesPerServer < 1) return { ok: false, error: 'Number of drives must be at least 1' };
  const drives = servers * drivesPerServer;
  const driveBytes = Math.floor(sizeBytes / drives);
  if (driveBytes < GiB)
    return {
      ok: false,
      error: 'Disk Size with this combination would be less than 1Gi, please try another combination',
    };
  return { ok: true, servers, drivesPerServer, drives, driveBytes };
}

/** The memory limit for a request: larger tenants get room to grow (spec 3 §9), never below the request. */
export function memoryLimit(requestBytes: number, capacityBytes: number): number {
  const floor =
    capacityBytes >= PiB
      ? 64 * GiB
      : capacityBytes >= 100 * TiB
        ? 32 * GiB
        : capacityBytes >= 10 * TiB
          ? 16 * GiB
          : capacityBytes >= TiB
            ? 8 * GiB
            : requestBytes;
  return Math.max(requestBytes, floor);
}

/** Why a memory request cannot be met, in the order spec 3 §5 checks; undefined when it can. */
export function memoryProblem(requestBytes: number, maxAllocatableBytes: number): string | undefined {
  if (maxAllocatableBytes === 0) return 'There is no memory available for the selected number of nodes';
  if (maxAllocatableBytes < minMemoryBytes) return 'There are not enough memory resources available';
  if (requestBytes < minMemoryBytes) return 'The requested memory size must be greater than 2Gi';
  if (requestBytes > maxAllocatableBytes)
    return 'The requested memory is greater than the max available memory for the selected number of nodes';
  return undefined;
}

export type ParityCapacity = {
  parity: string;
  /** Usable bytes. */
  capacity: number;
  /** Drives that may fail with the data still readable. */
  tolerance: number;
  storageFactor: number;
};

/**
 * What each parity leaves usable: the erasure set is twice the highest parity offered, and each parity's
 * storage factor is set size / (set size − parity).
 */
export function parityCapacities(
  parities: readonly string[],
  drives: number,
  driveBytes: number,
): ParityCapacity[] {
  const highest = parities[0];
  if (highest === undefined) return [];
  const setSize = 2 * parityNumber(highest);
  const raw = drives * driveBytes;
  return parities.map((parity) => {
    const storageFactor = setSize / (setSize - parityNumber(parity));
    return {
      parity,
      capacity: Math.floor(raw / storageFactor),
      tolerance: drives - Math.floor(drives / storageFactor),
      storageFactor,
    };
  });
}
