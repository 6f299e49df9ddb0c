import type { ConfigResponse, ConfigTarget } from '@granary/contract';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { showSnackbar } from '@/lib/notifications';
import { useSaveConfig } from '../../api/save-config';
import { ConfigFields } from '../../forms/config-fields';
import { configChanges, toKeyValues } from '../../forms/config-form-model';
import { identifierField, useConfigForm } from '../../forms/use-config-form';
import type { Overlay } from '../../forms/spec-overlays';

const overlay: Overlay = {
  required: ['endpoint', 'auth_token'],
  first: ['endpoint', 'auth_token'],
  hidden: ['enable'],
};

type WebhookDialogProps = {
  config: ConfigResponse;
  /** The target to edit; a new one without. */
  target?: ConfigTarget;
  onClose: () => void;
};

/** Add or edit one named logger or audit webhook; MinIO applies it at once. */
export function WebhookDialog({ config, target, onClose }: WebhookDialogProps) {
  const save = useSaveConfig(config.name);
  const [error, setError] = useState<string>();
  const { fields, form, refused } = useConfigForm(config, target, overlay, { identifier: true });
  if (target && form.getValues(identifierField) === '') form.setValue(identifierField, target.name);
  const submit = form.handleSubmit(async ({ [identifierField]: name = '', ...values }) => {
    setError(undefined);
    try {
      await save.mutateAsync({
        arn_resource_id: name,
        ...(target
          ? configChanges(values, form.formState.defaultValues ?? {})
          : { key_values: toKeyValues(values) }),
      });
      showSnackbar(`Webhook '${name}' saved`);
      onClose();
    } catch (failure) {
      setError(refused(failure));
    }
  });
  return (
    <FormDialog
      open
      title={target ? `Edit Webhook ${target.name}` : 'Add Webhook Configuration'}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      error={error}
      maxWidth="md"
    >
      <FormTextField
        control={form.control}
        name={identifierField}
        label="Name"
        required
        size="small"
        disabled={target !== undefined}
        helperText="Names this webhook among the server's targets."
      />
      <ConfigFields fields={fields} control={form.control} />
    </FormDialog>
  );
}
