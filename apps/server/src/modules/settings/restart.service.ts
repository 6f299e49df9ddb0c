import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminClient } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';
import type { PendingRestarts } from '../../lib/pending-restarts.ts';

/** How long MinIO may take to come back; a 4-drive server here is ready again within a few seconds. */
const readyTimeoutMs = 120_000;

/**
 * The health endpoint can answer before the admin API does (seen right after a restart here): the
 * screens reload as soon as this call returns, so it returns once an admin call succeeds.
 */
async function untilAdminAnswers(admin: AdminClient, deadline: number): Promise<void> {
  for (;;) {
    try {
      await admin.serverInfo();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}

/**
 * Restarts every MinIO server and answers once MinIO serves again, so the banner's progress ends when
 * MinIO is back. What was saved before the call is then in effect.
 */
export async function restartMinio(admin: AdminClient, pending: PendingRestarts): Promise<Date> {
  const requestedAt = new Date();
  const { results } = await admin.serviceRestart();
  const failed = results.filter((result) => result.err);
  if (failed.length > 0)
    throw httpError(
      'restartFailed',
      `MinIO could not restart ${failed.length === 1 ? 'a server' : `${failed.length} servers`}`,
      failed.map((result) => `${result.host}: ${result.err}`).join('; '),
    );
  await admin.waitUntilReady(readyTimeoutMs);
  await untilAdminAnswers(admin, Date.now() + readyTimeoutMs);
  await pending.clearUntil(requestedAt);
  return new Date();
}
