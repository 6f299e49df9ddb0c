import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { boundInput } from '@/lib/bound-input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useDebounced } from '@/lib/use-debounced';
import { useCreateBucket } from '@/features/buckets/api/create-bucket';
import {
  createBucketFormSchema,
  defaultBucketForm,
  toCreateBucketRequest,
  useBucketForm,
} from '@/features/buckets/bucket-form';
import { BucketFeatures } from './bucket-features';

/** Spec 1 §5: the name is checked once typing pauses for a second. */
const NAME_DEBOUNCE_MS = 1000;

type CreateBucketModalProps = { distributedMode: boolean; onClose: () => void };

/** Spec 1 §2.5: name, versioning, object locking, quota and retention, with Clear and Save. */
export function CreateBucketModal({ distributedMode, onClose }: CreateBucketModalProps) {
  const { form, values, change, ready } = useBucketForm(createBucketFormSchema, defaultBucketForm);
  const create = useCreateBucket();
  const dialog = useDialogForm(create, { onClose, resetForm: form.reset });
  // The name's error is known at every keystroke but shown only once typing pauses.
  const settledName = useDebounced(values.name, NAME_DEBOUNCE_MS);
  const nameSettled = settledName === values.name && values.name !== '';

  const submit = form.handleSubmit((bucket) => {
    const request = toCreateBucketRequest(bucket);
    dialog.submit(request, `Bucket '${request.name}' created`);
  });

  return (
    <FormDialog
      open
      title="Create Bucket"
      onSubmit={submit}
      onClear={dialog.clear}
      submitDisabled={!ready}
      {...dialog.props}
    >
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => {
          const nameError = nameSettled ? fieldState.error?.message : undefined;
          return (
            <TextField
              label="Bucket Name"
              {...boundInput(field)}
              error={Boolean(nameError)}
              helperText={nameError}
              autoFocus
              autoComplete="off"
              required
            />
          );
        }}
      />
      <BucketFeatures control={form.control} form={values} change={change} disabled={!distributedMode} />
    </FormDialog>
  );
}
