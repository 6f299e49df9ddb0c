import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { TenantSecurity } from '@granary/contract';
import { useState } from 'react';
import { RefusableButton } from '@/components/denied-reason';
import { FormSwitch } from '@/components/form-switch';
import { SummaryCard } from '@/components/summary-card';
import { backendName, isBackendUnreachable } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useTenantSecurity } from '@/features/tenants/api/get-tenant-security';
import { tenantRefusals } from '@/features/tenants/components/tenant-refusals';
import { CertificateSections } from './certificate-sections';
import { RestartConfirmation } from './restart-confirmation';
import { halfPairProblems, securityDefaults, securityFormSchema } from './security-form';

type SecurityFormProps = { tenant: TenantRef; security: TenantSecurity; mayChange: boolean };

/** The switches, the certificate sections when Custom Certificates is on, and Save (spec 3 §2 Security tab). */
function SecurityForm({ tenant, security, mayChange }: SecurityFormProps) {
  const form = useZodForm(securityFormSchema, securityDefaults(security));
  const values = form.watch();
  const problems = halfPairProblems(values);
  const [confirming, setConfirming] = useState(false);
  const ready = form.formState.isDirty && Object.keys(problems).length === 0;
  return (
    <SummaryCard title="Security">
      <Stack spacing={2.5} sx={{ px: 2.5, py: 2 }}>
        <Stack>
          <FormSwitch
            control={form.control}
            name="autoCert"
            label="Manage Inter-Node Certificates Automatically"
            disabled={!mayChange}
          />
          <FormSwitch
            control={form.control}
            name="customCerts"
            label="Custom Certificates"
            disabled={!mayChange}
          />
        </Stack>
        {values.customCerts && (
          <CertificateSections
            control={form.control}
            security={security}
            removing={values.removing}
            onRemoving={(name) => form.setValue('removing', name, { shouldDirty: true })}
            problems={problems}
            readOnly={!mayChange}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <RefusableButton
            variant="contained"
            deniedBy={mayChange ? undefined : tenantRefusals.certificates}
            disabled={!ready}
            onClick={() => setConfirming(true)}
          >
            Save
          </RefusableButton>
        </Box>
      </Stack>
      {confirming && (
        <RestartConfirmation
          tenant={tenant}
          security={security}
          values={values}
          onClose={() => setConfirming(false)}
          onSaved={() => setConfirming(false)}
        />
      )}
    </SummaryCard>
  );
}

function SecurityLoadFailure({ error }: { error: unknown }) {
  if (isBackendUnreachable(error))
    return <Alert severity="info">Waiting for {backendName(error)} to answer…</Alert>;
  return (
    <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>The tenant&apos;s certificates could not be read</AlertTitle>
      {formatError(error).message}
    </Alert>
  );
}

/**
 * …/security: the tenant's TLS (spec 3 §2): the operator's certificates, and the tenant's own read from
 * their Secrets. The form starts again from what was read each time it is read (after a save).
 */
export function TenantSecurityPage({ tenant, mayChange }: { tenant: TenantRef; mayChange: boolean }) {
  const security = useTenantSecurity(tenant);
  if (security.data)
    return (
      <SecurityForm
        key={security.dataUpdatedAt}
        tenant={tenant}
        security={security.data}
        mayChange={mayChange}
      />
    );
  if (security.isError) return <SecurityLoadFailure error={security.error} />;
  return <Skeleton variant="rounded" height={180} aria-label="Loading the tenant's certificates" />;
}
