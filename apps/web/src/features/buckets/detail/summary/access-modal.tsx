import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { setBucketPolicyRequestSchema, type BucketAccess } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetAccess } from '@/features/buckets/api/set-bucket-access';

type AccessModalProps = { bucketName: string; current: BucketAccess; onClose: () => void };

/** Spec 1 §2.7: the access policy, PRIVATE or PUBLIC; a custom policy is replaced only when ticked. */
export function AccessModal({ bucketName, current, onClose }: AccessModalProps) {
  const form = useZodForm(setBucketPolicyRequestSchema, {
    access: current === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    replaceCustom: false,
  });
  const [access, replaceCustom] = form.watch(['access', 'replaceCustom']);
  const save = useSetAccess(bucketName);
  const dialog = useDialogForm(save, { onClose });
  const custom = current === 'CUSTOM';
  const submit = form.handleSubmit((body) =>
    dialog.submit(body, `Access of '${bucketName}' set to ${body.access}`),
  );
  return (
    <FormDialog
      open
      title="Change Access Policy"
      onSubmit={submit}
      submitDisabled={custom && !replaceCustom}
      {...dialog.props}
      maxWidth="xs"
    >
      {custom && (
        <Alert severity="warning">
          This bucket has a custom policy (for example access rules). Saving replaces all of it.
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="access"
        select
        label="Access Policy"
        helperText={
          access === 'PUBLIC'
            ? 'Anyone can list, read, write and delete objects without credentials.'
            : 'Only users whose policies allow it can reach the bucket.'
        }
      >
        <MenuItem value="PRIVATE">Private</MenuItem>
        <MenuItem value="PUBLIC">Public</MenuItem>
      </FormTextField>
      {custom && (
        <Controller
          control={form.control}
          name="replaceCustom"
          render={({ field }) => (
            <FormControlLabel
              label="Replace the custom policy"
              control={
                <Checkbox
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
      )}
    </FormDialog>
  );
}
