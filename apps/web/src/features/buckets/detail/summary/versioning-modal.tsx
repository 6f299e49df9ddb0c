import Alert from '@mui/material/Alert';
import { setBucketVersioningRequestSchema } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { OptionSwitch } from '@/features/buckets/components/bucket-option-fields';
import { useSetVersioning } from '@/features/buckets/api/set-bucket-versioning';

type VersioningModalProps = { bucketName: string; versioned: boolean; onClose: () => void };

export const versionsKeptWarning = "File versions won't be automatically deleted";

/** Spec 1 §2.7: enable or disable versioning; disabling warns that the kept versions stay. */
export function VersioningModal({ bucketName, versioned, onClose }: VersioningModalProps) {
  const form = useZodForm(setBucketVersioningRequestSchema, { versioning: versioned });
  const enabled = form.watch('versioning');
  const save = useSetVersioning(bucketName);
  const dialog = useDialogForm(save, { onClose });
  const submit = form.handleSubmit(({ versioning }) =>
    dialog.submit(versioning, `Versioning of '${bucketName}' ${versioning ? 'enabled' : 'disabled'}`),
  );
  return (
    <FormDialog
      open
      title="Versioning"
      onSubmit={submit}
      submitDisabled={enabled === versioned}
      {...dialog.props}
      maxWidth="xs"
    >
      <Controller
        control={form.control}
        name="versioning"
        render={({ field }) => (
          <OptionSwitch
            label="Versioning"
            checked={field.value}
            disabled={save.isPending}
            onChange={field.onChange}
          />
        )}
      />
      {versioned && !enabled && (
        <Alert severity="warning">
          {versionsKeptWarning}. Versioning is suspended: the versions kept so far stay until you delete them.
        </Alert>
      )}
    </FormDialog>
  );
}
