import type { BucketQuotaInfo } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import type { BucketForm } from '../../bucket-form';
import { OptionSwitch, QuotaFields } from '../../components/bucket-option-fields';
import { useSetQuota } from './summary-api';
import { quotaForm, quotaProblem, toQuotaRequest } from './summary-forms';

type QuotaModalProps = { bucketName: string; current: BucketQuotaInfo; onClose: () => void };

/** Spec 1 §5: a hard quota of at least 1, base-1024 units; switching it off clears the quota. */
export function QuotaModal({ bucketName, current, onClose }: QuotaModalProps) {
  const [form, setForm] = useState<BucketForm>(() => ({
    ...quotaForm(current),
    quotaEnabled: current.enabled,
  }));
  const save = useSetQuota(bucketName);
  const problem = form.quotaEnabled ? quotaProblem(form) : undefined;
  const submit = () => {
    if (problem) return;
    save.mutate(toQuotaRequest(form), {
      onSuccess: (saved) => {
        showSnackbar(saved.enabled ? `Quota of '${bucketName}' saved` : `Quota of '${bucketName}' removed`);
        onClose();
      },
    });
  };
  return (
    <FormDialog
      open
      title="Set Bucket Quota"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={Boolean(problem) || (!form.quotaEnabled && !current.enabled)}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <OptionSwitch
        label="Quota"
        checked={form.quotaEnabled}
        disabled={save.isPending}
        onChange={(quotaEnabled) => setForm({ ...form, quotaEnabled })}
      />
      {form.quotaEnabled && (
        <QuotaFields
          form={form}
          problems={{ quota: problem }}
          change={(patch) => setForm({ ...form, ...patch })}
          disabled={save.isPending}
        />
      )}
    </FormDialog>
  );
}
