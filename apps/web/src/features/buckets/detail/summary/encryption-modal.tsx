import MenuItem from '@mui/material/MenuItem';
import type { BucketEncryptionInfo } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetEncryption } from '@/features/buckets/api/set-bucket-encryption';
import { encryptionForm, encryptionFormSchema, toEncryptionRequest } from './summary-forms';

type EncryptionModalProps = { bucketName: string; current: BucketEncryptionInfo; onClose: () => void };

/** Spec 1 §2.7, §4: Disabled, SSE-S3 or SSE-KMS with the key id; Disabled removes the configuration. */
export function EncryptionModal({ bucketName, current, onClose }: EncryptionModalProps) {
  const form = useZodForm(encryptionFormSchema, encryptionForm(current));
  const encType = form.watch('encType');
  const save = useSetEncryption(bucketName);
  const dialog = useDialogForm(save, { onClose });
  const submit = form.handleSubmit((values) =>
    dialog.submit(toEncryptionRequest(values), `Encryption of '${bucketName}' saved`),
  );
  return (
    <FormDialog open title="Enable Bucket Encryption" onSubmit={submit} {...dialog.props} maxWidth="xs">
      <FormTextField
        control={form.control}
        name="encType"
        select
        label="Encryption Type"
        helperText="Applies to objects written from now on; existing objects keep their encryption."
      >
        <MenuItem value="disabled">Disabled</MenuItem>
        <MenuItem value="sse-s3">SSE-S3</MenuItem>
        <MenuItem value="sse-kms">SSE-KMS</MenuItem>
      </FormTextField>
      {encType === 'sse-kms' && (
        <FormTextField
          control={form.control}
          name="kmsKeyID"
          label="KMS Key ID"
          helperText="A key of the server's KMS"
          autoComplete="off"
          required
        />
      )}
    </FormDialog>
  );
}
