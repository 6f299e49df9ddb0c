import Alert from '@mui/material/Alert';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';

type StaleListNoticeProps = { error: unknown; updatedAt: number; hasData: boolean };

/**
 * A list that could not be asked again keeps what it showed, and says so: why, and as of when. (With
 * nothing to show, the table itself says why; the API server being away, the shell says once.)
 */
export function StaleListNotice({ error, updatedAt, hasData }: StaleListNoticeProps) {
  if (!error || !hasData || isBackendUnreachable(error)) return null;
  const time = new Date(updatedAt).toLocaleTimeString();
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {formatError(error).message} Showing the list as of {time}; it is asked again every few seconds.
    </Alert>
  );
}
