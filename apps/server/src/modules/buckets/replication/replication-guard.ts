import { httpError } from '../../../lib/http-error.ts';
import { isAllowed, isAllowedSomewhere } from '../../../lib/policy/evaluate.ts';
import { bucketActionResource } from '../../../lib/policy/resources.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import type { RemoteEndpoint } from './replication-remote.ts';

const denied = (message: string) => httpError('accessDenied', message);

/**
 * Granary contacts an address a user typed only for someone who may set a replication target: without
 * this, any logged-in user could make Granary probe hosts and ports (SSRF). `origins` are the buckets the
 * target would serve; none for the wizard's first step, which only lists the target's buckets.
 */
export async function assertMaySetTargets(clients: RequestClients, origins: readonly string[]) {
  const policy = (await clients.admin.accountInfo()).Policy;
  // Granary alone decides whether to contact the address: no condition of the policy counts as granting.
  if (!isAllowedSomewhere(policy, 'admin:SetBucketTarget', 'enforce'))
    throw denied('Setting up replication needs the admin:SetBucketTarget permission.');
  const refused = origins.find(
    (bucket) =>
      !isAllowed(
        policy,
        's3:PutReplicationConfiguration',
        bucketActionResource('s3:PutReplicationConfiguration', bucket),
        'enforce',
      ),
  );
  if (refused) throw denied(`You may not set the replication of bucket '${refused}'.`);
}

/** `CONSOLE_REPLICATION_TARGET_HOSTS`: when set, the only hosts (host or host:port) Granary will contact. */
export function assertTargetAllowed(allowedHosts: readonly string[] | undefined, endpoint: RemoteEndpoint) {
  if (!allowedHosts) return;
  const url = new URL(endpoint.url);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = url.hostname.toLowerCase();
  if (allowedHosts.includes(host) || allowedHosts.includes(`${host}:${port}`)) return;
  throw denied(
    `Replication targets are limited to ${allowedHosts.join(', ')} on this console (CONSOLE_REPLICATION_TARGET_HOSTS).`,
  );
}
