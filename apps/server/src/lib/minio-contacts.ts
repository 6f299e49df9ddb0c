import { MadminUnreachableError, type AdminClient } from '@granary/madmin';
import { httpError } from './http-error.ts';

/**
 * How long a call that makes MinIO contact an address a user typed (a replication target, a tier, a
 * notification target) may take. MinIO checks the address before it answers, and a silent one holds it
 * until MinIO's own timeout; past this Granary answers, naming the address, and closes its connection.
 */
export const minioContactDeadlineMs = 30_000;

export type MinioContactClients = { admin: AdminClient; signal: AbortSignal };

const never = new AbortController().signal;

/**
 * Runs `call` with an admin client bound to the deadline and to the browser's request (it ends, and its
 * connection closes, when the request goes away), unless `finishAlone` (a multi-step change that must
 * end or roll back whether or not anyone waits); a timeout says which address MinIO waited for, since
 * MinIO itself answers every other call.
 */
export async function whileMinioContacts<T>(
  clients: MinioContactClients,
  address: string,
  call: (admin: AdminClient) => Promise<T>,
  { finishAlone = false, deadlineMs = minioContactDeadlineMs } = {},
): Promise<T> {
  try {
    return await call(clients.admin.bound(finishAlone ? never : clients.signal, deadlineMs));
  } catch (error) {
    if (error instanceof MadminUnreachableError && error.message.endsWith('timed out'))
      throw httpError(
        'remoteTimedOut',
        `MinIO did not answer within ${deadlineMs / 1000} s while it tried to reach ${address}: that address may not answer. Check it, and that MinIO can reach it.`,
      );
    throw error;
  }
}
