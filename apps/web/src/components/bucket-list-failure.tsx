import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatError } from '@/lib/error-message';

/** A live tool whose bucket list did not load says so, instead of offering an empty choice. */
export function BucketListFailure({ query }: { query: Pick<UseQueryResult, 'isError' | 'error'> }) {
  if (!query.isError) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      The bucket list could not be loaded: {formatError(query.error).message}
    </Alert>
  );
}
