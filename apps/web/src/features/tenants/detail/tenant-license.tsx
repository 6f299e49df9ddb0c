import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { screens, type TenantDetail } from '@granary/contract';
import { Link as RouterLink } from 'react-router';
import { RefusableButton } from '@/components/denied-reason';
import { LicenseFacts } from '@/components/license-facts';
import { SummaryCard } from '@/components/summary-card';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';
import { showSnackbar } from '@/lib/notifications';
import { useSubscriptionInfo } from '@/shared-api/subscription';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useAttachLicense } from '@/features/tenants/api/attach-license';

/** Spec 3 §6: the permissions Attach License needs. */
const attachRefusal =
  "Your Kubernetes account may not attach the license (verb 'get' on secrets and 'update' on tenants.minio.min.io).";

type TenantLicenseProps = {
  tenant: TenantRef;
  detail: TenantDetail | undefined;
  pending: boolean;
  mayAttach: boolean;
};

/** Without a license: Attach License when the console has one, otherwise Activate Product on /license. */
function NoLicense({ tenant, mayAttach }: { tenant: TenantRef; mayAttach: boolean }) {
  const info = useSubscriptionInfo();
  const attach = useAttachLicense(tenant);
  if (info.isPending) return <Skeleton variant="rounded" height={40} width={200} />;
  const consoleLicensed = info.data?.state === 'licensed';
  const unreadable =
    info.error && !isBackendUnreachable(info.error) ? formatError(info.error).message : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="body2">
        {consoleLicensed
          ? 'The tenant carries no license. Attach the license registered with this console to it.'
          : unreadable
            ? 'The tenant carries no license.'
            : 'The tenant carries no license, and none is registered with this console: activate the product first.'}
      </Typography>
      {unreadable && (
        <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          The console&apos;s license could not be read. {unreadable}
        </Alert>
      )}
      {attach.error && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          The license could not be attached. {formatError(attach.error).message}
        </Alert>
      )}
      {consoleLicensed ? (
        <RefusableButton
          variant="contained"
          deniedBy={mayAttach ? undefined : attachRefusal}
          loading={attach.isPending}
          onClick={() => attach.mutate(undefined, { onSuccess: () => showSnackbar('License attached') })}
        >
          Attach License
        </RefusableButton>
      ) : (
        <Button variant="contained" component={RouterLink} to={screens.license.href()}>
          Activate Product
        </Button>
      )}
    </Box>
  );
}

/** The tenant's License page (spec 3 §2 License area): its license's claims, or how it gets one. */
export function TenantLicense({ tenant, detail, pending, mayAttach }: TenantLicenseProps) {
  if (!detail) return pending ? <Skeleton variant="rounded" height={200} aria-busy="true" /> : null;
  return (
    <SummaryCard title="License">
      <Box sx={{ px: 2.5, py: 2 }}>
        {detail.subnet_license ? (
          <LicenseFacts license={detail.subnet_license} label="Tenant license" />
        ) : (
          <NoLicense tenant={tenant} mayAttach={mayAttach} />
        )}
      </Box>
    </SummaryCard>
  );
}
