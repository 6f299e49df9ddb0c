import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { setLegalHoldBodySchema, type ObjectInfo } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';
import { useSetObjectLegalHold } from '@/features/object-browser/api/set-object-legal-hold';

type SetLegalHoldDialogProps = { target: ObjectTarget; info: ObjectInfo; onClose: () => void };

/** Set Legal Hold: a switch between enabled and disabled. */
export function SetLegalHoldDialog({ target, info, onClose }: SetLegalHoldDialogProps) {
  const form = useZodForm(setLegalHoldBodySchema, {
    status: info.legal_hold_status === 'ON' ? 'enabled' : 'disabled',
  });
  const change = useSetObjectLegalHold(target);
  const dialog = useDialogForm(change, { onClose });
  const save = form.handleSubmit((body) => dialog.submit(body, 'Legal hold saved.'));
  return (
    <FormDialog open title="Set Legal Hold" onSubmit={() => void save()} {...dialog.props}>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        Object: <strong>{info.name}</strong>
      </Typography>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value === 'enabled'}
                onChange={(event) => field.onChange(event.target.checked ? 'enabled' : 'disabled')}
              />
            }
            label="Legal Hold Status"
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        While a legal hold is on, no one can delete or overwrite this version.
      </Typography>
    </FormDialog>
  );
}
