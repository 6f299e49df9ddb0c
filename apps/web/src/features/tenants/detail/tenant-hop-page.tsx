import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { screens, shellRoot } from '@granary/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { TenantConsoleFrame } from './tenant-console-frame';

/**
 * Spec 3 §2 "Tenant management page (/hop)": the tenant's console whole, without the tenant's side
 * menu; Refresh loads the frame again and Back returns to the tenant.
 */
export function TenantHopPage({ tenant }: { tenant: TenantRef }) {
  const [reloads, setReloads] = useState(0);
  const params = { namespace: tenant.namespace, tenant: tenant.name };
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to={screens.tenants.href()} underline="hover" color="inherit">
          Tenants
        </Link>
        <Link
          component={RouterLink}
          to={screens.tenantDetail.summary.href(params)}
          underline="hover"
          color="inherit"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {tenant.name}
        </Link>
        <Typography color="text.primary" aria-current="page">
          Management
        </Typography>
      </Breadcrumbs>
      <PageHeader
        title={`Manage ${tenant.name}`}
        subtitle={`The tenant's own console, namespace ${tenant.namespace}`}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<ArrowBack />}
              component={RouterLink}
              to={screens.tenantDetail.summary.href(params)}
            >
              Back
            </Button>
            <Button variant="outlined" startIcon={<Refresh />} onClick={() => setReloads((n) => n + 1)}>
              Refresh
            </Button>
          </>
        }
      />
      <TenantConsoleFrame
        tenant={tenant}
        path={shellRoot}
        title={`Console of tenant ${tenant.name}`}
        reloadKey={reloads}
      />
    </>
  );
}
