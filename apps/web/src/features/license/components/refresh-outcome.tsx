import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { LicenseRefresh } from '@granary/contract';
import { formatCount, formatIsoDate } from '@/lib/format';
import { formatError } from '@/lib/error-message';

type RefreshOutcomeProps = { result: LicenseRefresh | undefined; error: Error | null; onClose: () => void };

/**
 * What Refresh Licence did: the renewed license and the tenants it was copied into, or why it could not
 * be renewed (the subscription service away, a refusal). Spec 3 §8 only logged a failure; an administrator
 * who asked should read it.
 */
export function RefreshOutcome({ result, error, onClose }: RefreshOutcomeProps) {
  if (error)
    return (
      <Alert severity="error" onClose={onClose} sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle>The license could not be refreshed</AlertTitle>
        {formatError(error).message}
      </Alert>
    );
  if (!result) return null;
  const failed = result.tenants.filter((tenant) => tenant.error !== undefined);
  const copied = result.tenants.length - failed.length;
  return (
    <Alert severity={failed.length > 0 || result.tenants_unlisted ? 'warning' : 'success'} onClose={onClose}>
      <AlertTitle>License refreshed</AlertTitle>
      Plan {result.license.plan}, valid until {formatIsoDate(result.license.expires_at)}. Copied into{' '}
      {formatCount(copied)} {copied === 1 ? 'tenant' : 'tenants'}.
      {result.tenants_unlisted && ` The tenants could not be listed: ${result.tenants_unlisted}`}
      {failed.map((tenant) => (
        <div key={`${tenant.namespace}/${tenant.name}`} style={{ overflowWrap: 'anywhere' }}>
          {tenant.namespace}/{tenant.name}: {tenant.error}
        </div>
      ))}
    </Alert>
  );
}
