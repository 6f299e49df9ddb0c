import type { AuditKind } from '@granary/contract';

/**
 * What kind of record MinIO sent. A client's request has `trigger: "incoming"`; MinIO's own work names
 * itself in `event` (= `trigger`): `HealObject`, `ilm:expiry`, `scanner:manyversions`, `replicate:mrf`, …
 * A replicated PUT comes with both empty and only its API name (`ReplicateObject`) to tell it apart.
 */
export function auditKindOf(
  trigger: string | undefined,
  event: string | undefined,
  apiName: string | undefined,
): AuditKind {
  const name = (event || trigger || '').trim();
  if (trigger !== 'incoming' && name === '' && apiName?.startsWith('Replicate')) return 'replication';
  if (trigger === 'incoming' || name === '' || name === 'incoming') return 'request';
  if (name === 'HealObject' || name === 'DeleteDanglingObject') return 'heal';
  if (name.startsWith('ilm:')) return 'lifecycle';
  if (name.startsWith('scanner:')) return 'scanner';
  if (name.startsWith('replicate:')) return 'replication';
  if (name === 'decommission') return 'decommission';
  if (name === 'rebalance') return 'rebalance';
  if (name === 'KeyRotate') return 'batch';
  return 'other';
}
