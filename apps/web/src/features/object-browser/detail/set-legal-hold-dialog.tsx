import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ObjectInfo } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useChangeObject, type ObjectTarget } from './object-detail-api';

type SetLegalHoldDialogProps = { target: ObjectTarget; info: ObjectInfo; onClose: () => void };

/** Set Legal Hold: a switch between enabled and disabled. */
export function SetLegalHoldDialog({ target, info, onClose }: SetLegalHoldDialogProps) {
  const [enabled, setEnabled] = useState(info.legal_hold_status === 'ON');
  const change = useChangeObject(target);
  const save = () =>
    change.mutate(
      { kind: 'legal-hold', body: { status: enabled ? 'enabled' : 'disabled' } },
      {
        onSuccess: () => {
          showSnackbar('Legal hold saved.');
          onClose();
        },
      },
    );
  return (
    <FormDialog
      open
      title="Set Legal Hold"
      onSubmit={save}
      onClose={onClose}
      pending={change.isPending}
      error={change.isError ? modalErrorText(change.error) : undefined}
    >
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        Object: <strong>{info.name}</strong>
      </Typography>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="Legal Hold Status"
      />
      <Typography variant="body2" color="text.secondary">
        While a legal hold is on, no one can delete or overwrite this version.
      </Typography>
    </FormDialog>
  );
}
