import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { isBackendUnreachable, backendName } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';

type TenantLoadFailureProps = { error: unknown; hasData: boolean; updatedAt: number };

/**
 * Why the tenant could not be read, in the server's words (Kubernetes' refusal, its 404). Read before and not again: what is shown stays, as of when. The API server being away is said
 * by the shell, once; the page only says it waits.
 */
export function TenantLoadFailure({ error, hasData, updatedAt }: TenantLoadFailureProps) {
  if (!error) return null;
  if (isBackendUnreachable(error)) {
    if (hasData) return null;
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Waiting for {backendName(error)} to answer…
      </Alert>
    );
  }
  const { message } = formatError(error);
  if (hasData)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message} Showing the tenant as of {new Date(updatedAt).toLocaleTimeString()}.
      </Alert>
    );
  return (
    <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>The tenant could not be loaded</AlertTitle>
      {message}
    </Alert>
  );
}
