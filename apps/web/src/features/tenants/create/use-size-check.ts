import { GiB, defaultParity, formatBytes, memoryProblem, type Distribution } from '@granary/contract';
import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useMaxAllocatableMemory, useParities } from '@/features/tenants/api/cluster-sizing';
import { formatError } from '@/lib/error-message';
import type { StorageClassRoom } from './use-namespace-check';
import { poolDistribution, totalBytes, wizardFields, type WizardValues } from './wizard-values';

export type SizeCheck = {
  distribution: Distribution;
  parities: string[];
  /** What keeps each field (or the whole pool) from being right. */
  problems: Partial<Record<'servers' | 'size' | 'memory' | 'parity' | 'pool', string>>;
  /** The cluster's answers for these values are still coming: the step waits for them. */
  pending: boolean;
};

const isWhole = (field: 'servers' | 'drivesPerServer', values: WizardValues) =>
  wizardFields.shape[field].safeParse(values[field]).success;

function sizeProblem(values: WizardValues, storageClass: StorageClassRoom | undefined): string | undefined {
  const bytes = totalBytes(values);
  const limit = storageClass?.available ?? Number.MAX_SAFE_INTEGER;
  if (bytes > GiB && bytes <= limit) return undefined;
  const most = limit < Number.MAX_SAFE_INTEGER ? formatBytes(limit) : 'the storage class allows';
  return `Volume size must be greater than 1Gi and less than ${most}`;
}

/**
 * Tenant Size's checks (spec 3 §4, §5): the cluster's memory for that many servers and MinIO's parities
 * for that many drives, asked of the server; the pool's spread and the memory checked here. A parity no
 * longer offered gives way to the default one; a failed parity lookup leaves none chosen.
 */
export function useSizeCheck(
  values: WizardValues,
  storageClass: StorageClassRoom | undefined,
  setValue: UseFormSetValue<WizardValues>,
): SizeCheck {
  const servers = Number(values.servers);
  const drives = Number(values.drivesPerServer);
  const memory = useMaxAllocatableMemory(servers, isWhole('servers', values) && servers >= 4);
  const parityQuery = useParities(
    servers,
    drives,
    isWhole('servers', values) && isWhole('drivesPerServer', values),
  );
  const parities = parityQuery.isError ? [] : (parityQuery.data ?? []);
  // Only an answer for these very values moves the choice: a placeholder answer is the previous values'.
  const settled = parityQuery.isError || (parityQuery.isSuccess && !parityQuery.isPlaceholderData);
  const wanted = parities.includes(values.parity) ? values.parity : defaultParity(parities, drives, servers);
  useEffect(() => {
    if (settled && wanted !== values.parity) setValue('parity', wanted);
  }, [settled, wanted, values.parity, setValue]);

  const distribution = poolDistribution(values);
  const problems: SizeCheck['problems'] = {};
  if (memory.isError) problems.servers = formatError(memory.error).message;
  const size = sizeProblem(values, storageClass);
  if (size) problems.size = size;
  if (memory.data) {
    const problem = memoryProblem(Number(values.memory) * GiB, memory.data.max_memory);
    if (problem) problems.memory = problem;
  }
  if (parityQuery.isError) problems.parity = formatError(parityQuery.error).message;
  else if (!values.parity) problems.parity = 'Choose an erasure code parity';
  if (!distribution.ok) problems.pool = distribution.error;
  // A servers count below 4 asks nothing: its own rule already holds the step back.
  const memoryPending = memory.isFetching || (memory.isPlaceholderData ?? false);
  const pending = !settled || memoryPending;
  return { distribution, parities, problems, pending };
}
