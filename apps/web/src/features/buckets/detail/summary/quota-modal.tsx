import type { BucketQuotaInfo } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
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
  const dialog = useDialogForm(save, { onClose });
  const submit = form.handleSubmit((quota) =>
    dialog.submit(toQuotaRequest(quota), (saved) =>
      saved.enabled ? `Quota of '${bucketName}' saved` : `Quota of '${bucketName}' removed`,
    ),
  );
  return (
    <FormDialog
      open
      title="Set Bucket Quota"
      onSubmit={submit}
      submitDisabled={!ready || (!values.quotaEnabled && !current.enabled)}
      {...dialog.props}
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
