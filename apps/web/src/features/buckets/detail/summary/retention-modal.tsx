import type { BucketRetentionInfo } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useBucketForm } from '@/features/buckets/bucket-form';
import { RetentionFields } from '@/features/buckets/components/bucket-option-fields';
import { useSetRetention } from '@/features/buckets/api/set-bucket-retention';
import { retentionForm, retentionFormSchema, toRetentionRequest } from './summary-forms';

type RetentionModalProps = { bucketName: string; current: BucketRetentionInfo; onClose: () => void };

/** Spec 1 §5: mode (compliance or governance), unit (days or years) and a validity of at least 1. */
export function RetentionModal({ bucketName, current, onClose }: RetentionModalProps) {
  const { form, ready } = useBucketForm(retentionFormSchema, retentionForm(current));
  const save = useSetRetention(bucketName);
  const submit = form.handleSubmit((retention) =>
    save.mutate(toRetentionRequest(retention), {
      onSuccess: () => {
        showSnackbar(`Retention of '${bucketName}' saved`);
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      open
      title="Set Retention Configuration"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={!ready}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <RetentionFields control={form.control} disabled={save.isPending} />
    </FormDialog>
  );
}
