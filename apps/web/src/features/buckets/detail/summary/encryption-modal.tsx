import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BucketEncryptionInfo } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { useSetEncryption } from './summary-api';
import {
  encryptionForm,
  encryptionProblem,
  toEncryptionRequest,
  type EncryptionChoice,
  type EncryptionForm,
} from './summary-forms';

type EncryptionModalProps = { bucketName: string; current: BucketEncryptionInfo; onClose: () => void };

/** Spec 1 §2.7, §4: Disabled, SSE-S3 or SSE-KMS with the key id; Disabled removes the configuration. */
export function EncryptionModal({ bucketName, current, onClose }: EncryptionModalProps) {
  const [form, setForm] = useState<EncryptionForm>(() => encryptionForm(current));
  const [touched, setTouched] = useState(false);
  const save = useSetEncryption(bucketName);
  const problem = encryptionProblem(form);
  const submit = () => {
    if (problem) return setTouched(true);
    save.mutate(toEncryptionRequest(form), {
      onSuccess: () => {
        showSnackbar(`Encryption of '${bucketName}' saved`);
        onClose();
      },
    });
  };
  return (
    <FormDialog
      open
      title="Enable Bucket Encryption"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={save.isError ? modalErrorText(save.error) : undefined}
      maxWidth="xs"
    >
      <TextField
        select
        label="Encryption Type"
        value={form.encType}
        onChange={(event) => setForm({ ...form, encType: event.target.value as EncryptionChoice })}
        helperText="Applies to objects written from now on; existing objects keep their encryption."
      >
        <MenuItem value="disabled">Disabled</MenuItem>
        <MenuItem value="sse-s3">SSE-S3</MenuItem>
        <MenuItem value="sse-kms">SSE-KMS</MenuItem>
      </TextField>
      {form.encType === 'sse-kms' && (
        <TextField
          label="KMS Key ID"
          value={form.kmsKeyID}
          onChange={(event) => setForm({ ...form, kmsKeyID: event.target.value })}
          onBlur={() => setTouched(true)}
          error={touched && Boolean(problem)}
          helperText={touched && problem ? problem : "A key of the server's KMS"}
          autoComplete="off"
          required
        />
      )}
    </FormDialog>
  );
}
