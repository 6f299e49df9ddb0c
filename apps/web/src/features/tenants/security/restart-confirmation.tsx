import type { TenantSecurity } from '@granary/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useUpdateTenantSecurity } from '@/features/tenants/api/update-tenant-security';
import { keepsCertificates, securityUpdate, type SecurityFormValues } from './security-form';

type RestartConfirmationProps = {
  tenant: TenantRef;
  security: TenantSecurity;
  values: SecurityFormValues;
  onClose: () => void;
  onSaved: () => void;
};

/** What the save changes that the user may not expect: certificates dropped, or none left at all. */
function consequences(values: SecurityFormValues, security: TenantSecurity): string[] {
  const said: string[] = [];
  const own = Object.values(security.customCertificates).flat();
  if (!values.customCerts && own.length > 0)
    said.push(
      `The tenant's own certificates are dropped: ${own.map((entry) => entry.name).join(', ')} (their secrets are deleted where they are the tenant's).`,
    );
  if (values.customCerts && values.removing) said.push(`${values.removing} is removed.`);
  if (!keepsCertificates(values, security))
    said.push('MinIO is left without a certificate: it serves plain HTTP after the restart.');
  return said;
}

/** Spec 3 §2: Save asks first, since the operator restarts the servers to load their certificates. */
export function RestartConfirmation({
  tenant,
  security,
  values,
  onClose,
  onSaved,
}: RestartConfirmationProps) {
  const mutation = useUpdateTenantSecurity(tenant);
  const restart = () =>
    mutation.mutate(securityUpdate(values, security.consoleEnabled), {
      onSuccess: ({ kept }) => {
        const detail = kept.map((secret) => `${secret.name}: ${secret.why}`).join('\n');
        showSnackbar(
          kept.length > 0 ? 'Security saved; some secrets were left in place' : 'Security saved',
          'message',
          detail,
        );
        onSaved();
      },
    });
  return (
    <ConfirmDialog
      open
      title="Restart the tenant?"
      confirmLabel="Restart"
      pending={mutation.isPending}
      error={mutation.isError ? modalErrorText(mutation.error) : undefined}
      onConfirm={restart}
      onClose={onClose}
    >
      The operator restarts the tenant&apos;s MinIO servers so that they load the new certificates; clients
      are cut off meanwhile.
      {consequences(values, security).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ConfirmDialog>
  );
}
