import type { BucketRetentionInfo } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import type { BucketForm } from '../../bucket-form';
import { RetentionFields } from '../../components/bucket-option-fields';
import { useSetRetention } from './summary-api';
import { retentionForm, retentionProblem, toRetentionRequest } from './summary-forms';

type RetentionModalProps = { bucketName: string; current: BucketRetentionInfo; onClose: () => void };

/** Spec 1 §5: mode (compliance or governance), unit (days or years) and a validity of at least 1. */
export function RetentionModal({ bucketName, current, onClose }: RetentionModalProps) {
  const [form, setForm] = useState<BucketForm>(() => retentionForm(current));
  const save = useSetRetention(bucketName);
  const problem = retentionProblem(form);
  const submit = () => {
    if (problem) return;
    save.mutate(toRetentionRequest(form), {
      onSuccess: () => {
        showSnackbar(`Retention of '${bucketName}' saved`);
        onClose();
      },
    });
  };
  return (
    <FormDialog
      open
      title="Set Retention Configuration"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={Boolean(problem)}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <RetentionFields
        form={form}
        problems={{ validity: problem }}
        change={(patch) => setForm({ ...form, ...patch })}
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
