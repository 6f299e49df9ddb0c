import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useDebounced } from '../../../lib/use-debounced';
import { useCreateBucket } from '../api/create-bucket';
import {
  bucketFormProblems,
  changeBucketForm,
  defaultBucketForm,
  toCreateBucketRequest,
  type BucketForm,
} from '../bucket-form';
import { BucketFeatures } from './bucket-features';

/** Spec 1 §5: the name is checked once typing pauses for a second. */
const NAME_DEBOUNCE_MS = 1000;

type CreateBucketModalProps = { distributedMode: boolean; onClose: () => void };

/** Spec 1 §2.5: name, versioning, object locking, quota and retention, with Clear and Save. */
export function CreateBucketModal({ distributedMode, onClose }: CreateBucketModalProps) {
  const [form, setForm] = useState<BucketForm>(defaultBucketForm);
  const create = useCreateBucket();
  const change = (patch: Partial<BucketForm>) => setForm((current) => changeBucketForm(current, patch));
  const problems = bucketFormProblems(form);
  const settledName = useDebounced(form.name, NAME_DEBOUNCE_MS);
  const nameError = settledName === form.name && form.name !== '' ? problems.name : undefined;

  const clear = () => {
    setForm(defaultBucketForm);
    create.reset();
  };
  const submit = () => {
    if (Object.keys(problems).length > 0) return;
    const request = toCreateBucketRequest(form);
    create.mutate(request, {
      onSuccess: () => {
        showSnackbar(`Bucket '${request.name}' created`);
        setForm(defaultBucketForm);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open
      title="Create Bucket"
      onSubmit={submit}
      onClose={onClose}
      onClear={clear}
      pending={create.isPending}
      submitDisabled={Object.keys(problems).length > 0}
      error={create.isError ? modalErrorText(create.error) : undefined}
    >
      <TextField
        label="Bucket Name"
        value={form.name}
        onChange={(event) => change({ name: event.target.value })}
        error={Boolean(nameError)}
        helperText={nameError}
        autoFocus
        autoComplete="off"
        required
      />
      <BucketFeatures form={form} problems={problems} change={change} disabled={!distributedMode} />
    </FormDialog>
  );
}
