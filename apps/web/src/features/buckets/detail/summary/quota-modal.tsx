import type { BucketQuotaInfo } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useBucketForm } from '@/features/buckets/bucket-form';
import { OptionSwitch, QuotaFields } from '@/features/buckets/components/bucket-option-fields';
import { useSetQuota } from '@/features/buckets/api/set-bucket-quota';
import { quotaForm, quotaFormSchema, toQuotaRequest } from './summary-forms';

type QuotaModalProps = { bucketName: string; current: BucketQuotaInfo; onClose: () => void };

/** Spec 1 §5: a hard quota of at least 1, base-1024 units; switching it off clears the quota. */
export function QuotaModal({ bucketName, current, onClose }: QuotaModalProps) {
  const { form, values, change, ready } = useBucketForm(quotaFormSchema, {
    ...quotaForm(current),
    quotaEnabled: current.enabled,
  });
  const save = useSetQuota(bucketName);
  const submit = form.handleSubmit((quota) =>
    save.mutate(toQuotaRequest(quota), {
      onSuccess: (saved) => {
        showSnackbar(saved.enabled ? `Quota of '${bucketName}' saved` : `Quota of '${bucketName}' removed`);
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      open
      title="Set Bucket Quota"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={!ready || (!values.quotaEnabled && !current.enabled)}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <OptionSwitch
        label="Quota"
        checked={values.quotaEnabled}
        disabled={save.isPending}
        onChange={(quotaEnabled) => change({ quotaEnabled })}
      />
      {values.quotaEnabled && <QuotaFields control={form.control} disabled={save.isPending} />}
    </FormDialog>
  );
}
