import { screens, type AppPath } from '@granary/contract';
import { useLocation } from 'react-router';
import { SectionMenu } from '@/components/section-menu';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';

type SectionParams = { namespace: string; tenant: string };

/** An entry of the tenant's side menu: the route segment below the tenant, its label and address. */
type TenantSection = { segment: string; label: string; href: (params: SectionParams) => AppPath };

const { summary, metrics, security, pools, pods, license } = screens.tenantDetail;

/** The tenant detail's pages, in the spec's menu order. */
export const tenantSections: readonly TenantSection[] = [
  { segment: summary.route, label: 'Summary', href: summary.href },
  { segment: metrics.route, label: 'Metrics', href: metrics.href },
  { segment: security.route, label: 'Security', href: security.href },
  { segment: pools.route, label: 'Pools', href: pools.href },
  { segment: pods.route, label: 'Pods', href: pods.href },
  { segment: license.route, label: 'License', href: license.href },
];

/**
 * Spec 3 §2: the active entry follows the address below the tenant (pools, pods and a pod's name under
 * it, metrics, security, license); anything else is Summary.
 */
export function activeSection(pathname: string, tenantPath: string): string {
  const below = pathname.startsWith(`${tenantPath}/`) ? pathname.slice(tenantPath.length + 1) : '';
  const segment = below.split('/')[0];
  return tenantSections.find((section) => section.segment === segment)?.segment ?? 'summary';
}

/** The side menu beside the tenant's pages; on a phone, above them. */
export function TenantSideMenu({ tenant }: { tenant: TenantRef }) {
  const { pathname } = useLocation();
  const params = { namespace: tenant.namespace, tenant: tenant.name };
  const entries = tenantSections.map((section) => ({
    key: section.segment,
    label: section.label,
    to: section.href(params),
  }));
  return (
    <SectionMenu
      label="Tenant sections"
      entries={entries}
      active={activeSection(pathname, screens.tenantDetail.href(params))}
    />
  );
}
