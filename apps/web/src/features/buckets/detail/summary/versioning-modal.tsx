import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { OptionSwitch } from '../../components/bucket-option-fields';
import { useSetVersioning } from './summary-api';

type VersioningModalProps = { bucketName: string; versioned: boolean; onClose: () => void };

export const versionsKeptWarning = "File versions won't be automatically deleted";

/** Spec 1 §2.7: enable or disable versioning; disabling warns that the kept versions stay. */
export function VersioningModal({ bucketName, versioned, onClose }: VersioningModalProps) {
  const [enabled, setEnabled] = useState(versioned);
  const save = useSetVersioning(bucketName);
  const submit = () =>
    save.mutate(enabled, {
      onSuccess: () => {
        showSnackbar(`Versioning of '${bucketName}' ${enabled ? 'enabled' : 'disabled'}`);
        onClose();
      },
    });
  return (
    <FormDialog
      open
      title="Versioning"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={enabled === versioned}
      error={save.isError ? modalErrorText(save.error) : undefined}
      maxWidth="xs"
    >
      <OptionSwitch label="Versioning" checked={enabled} disabled={save.isPending} onChange={setEnabled} />
      {versioned && !enabled && (
        <Alert severity="warning">
          {versionsKeptWarning}. Versioning is suspended: the versions kept so far stay until you delete them.
        </Alert>
      )}
    </FormDialog>
  );
}
