import type { BucketRetentionInfo } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useBucketForm } from '@/features/buckets/bucket-form';
import { RetentionFields } from '@/features/buckets/components/bucket-option-fields';
import { useSetRetention } from '@/features/buckets/api/set-bucket-retention';
import { retentionForm, retentionFormSchema, toRetentionRequest } from './summary-forms';

type RetentionModalProps = { bucketName: string; current: BucketRetentionInfo; onClose: () => void };

/** Spec 1 §5: mode (compliance or governance), unit (days or years) and a validity of at least 1. */
export function RetentionModal({ bucketName, current, onClose }: RetentionModalProps) {
  const { form, ready } = useBucketForm(retentionFormSchema, retentionForm(current));
  const save = useSetRetention(bucketName);
  const dialog = useDialogForm(save, { onClose });
  const submit = form.handleSubmit((retention) =>
    dialog.submit(toRetentionRequest(retention), `Retention of '${bucketName}' saved`),
  );
  return (
    <FormDialog
      open
      title="Set Retention Configuration"
      onSubmit={submit}
      submitDisabled={!ready}
      {...dialog.props}
    >
      <RetentionFields control={form.control} disabled={save.isPending} />
    </FormDialog>
  );
}
