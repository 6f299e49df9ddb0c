import { screens } from '@granary/contract';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { TenantConsoleFrame } from './tenant-console-frame';

/**
 * Spec 3 §2 Metrics: the tenant console's own metrics page, in a frame: /metrics, where a Granary (and
 * the previous console) shows its dashboard without its menu.
 */
export function TenantMetrics({ tenant }: { tenant: TenantRef }) {
  return (
    <TenantConsoleFrame
      tenant={tenant}
      path={screens.metrics.href()}
      title={`Metrics of tenant ${tenant.name}`}
    />
  );
}
