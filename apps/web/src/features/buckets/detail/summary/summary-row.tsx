import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatError } from '@/lib/error-message';
import { notAllowedText } from '@/lib/has-permission';

type SummaryRowProps = {
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  /** The read failed: the row says why (the page shows no banner for it). */
  error?: Error | null;
  /** The read failed, and why is said once above the rows (every item failed alike): a dash here. */
  failureSaid?: boolean;
  /** The user's policy does not allow reading it: said quietly in place of the value. */
  notAllowed?: boolean;
  /** A quiet line under the value. */
  hint?: string;
  onEdit?: () => void;
  /** Why editing is off; the Edit button is disabled and explains on hover. */
  editBlockedBy?: string | undefined;
};

/** One labelled item of the Summary: its value and, when it can change, an Edit button. */
export function SummaryRow(props: SummaryRowProps) {
  const { label, value, error, failureSaid = false, notAllowed = false, hint, onEdit, editBlockedBy } = props;
  const failed = Boolean(error) || failureSaid || notAllowed;
  const shown = notAllowed ? (
    <Typography variant="body2" color="text.secondary">
      {notAllowedText}
    </Typography>
  ) : error ? (
    <Typography variant="body2" color="error">
      {formatError(error).message}
    </Typography>
  ) : failureSaid ? (
    <Typography variant="body2" color="text.secondary">
      —
    </Typography>
  ) : value === undefined ? (
    <Skeleton variant="text" width={120} />
  ) : (
    value
  );
  return (
    <Box
      data-testid={`summary-${label.toLowerCase().replaceAll(' ', '-')}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '160px 1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        minHeight: 52,
        py: 1,
        px: 2.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>
        {shown}
        {hint && (
          <Typography variant="caption" color="text.secondary" component="div">
            {hint}
          </Typography>
        )}
      </Box>
      {onEdit && (
        <Tooltip title={editBlockedBy ?? ''}>
          <span>
            <Button
              size="small"
              startIcon={<EditOutlined fontSize="small" />}
              onClick={onEdit}
              disabled={Boolean(editBlockedBy) || value === undefined || failed}
              aria-label={`Edit ${label}`}
            >
              Edit
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
