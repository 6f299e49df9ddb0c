import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { policyTextSchema, type ServiceAccountCredentials } from '@granary/contract';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormCodeEditor } from '@/components/form-code-editor';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateServiceAccount } from '@/features/account/api/create-service-account';

/** The restricting policy is checked only when the switch is on; blank is the form's own message. */
const serviceAccountFormSchema = z
  .object({ restrict: z.boolean(), policy: z.string() })
  .superRefine(({ restrict, policy }, ctx) => {
    if (!restrict) return;
    const message =
      policy.trim() === ''
        ? 'Enter the policy that restricts this service account'
        : policyTextSchema.safeParse(policy).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message, path: ['policy'] });
  });

type CreateServiceAccountModalProps = {
  onClose: () => void;
  onCreated: (credentials: ServiceAccountCredentials) => void;
};

/** Create Service Account: an explanation, an optional restricting policy, Clear and Create. */
export function CreateServiceAccountModal({ onClose, onCreated }: CreateServiceAccountModalProps) {
  const form = useZodForm(serviceAccountFormSchema, { restrict: false, policy: '' });
  const restrict = useWatch({ control: form.control, name: 'restrict' });
  const create = useCreateServiceAccount();
  // The new keys show in a dialog of their own, which takes this one's place.
  const dialog = useDialogForm(create, { onClose, onSaved: onCreated, resetForm: form.reset });

  const submit = form.handleSubmit((values) =>
    dialog.submit(values.restrict ? { policy: values.policy } : {}),
  );

  return (
    <FormDialog
      open
      title="Create Service Account"
      submitLabel="Create"
      maxWidth="md"
      {...dialog.props}
      onSubmit={submit}
      onClear={dialog.clear}
    >
      <Typography variant="body2" color="text.secondary">
        A service account inherits the policies of its parent user and of the groups that user belongs to. You
        can restrict its access further with an optional JSON policy. The policy cannot be changed after the
        service account is saved.
      </Typography>
      <Controller
        control={form.control}
        name="restrict"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                disabled={create.isPending}
              />
            }
            label="Restrict with policy"
          />
        )}
      />
      <Collapse in={restrict} unmountOnExit>
        <FormCodeEditor
          control={form.control}
          name="policy"
          label="Policy"
          readOnly={create.isPending}
          height={300}
        />
      </Collapse>
    </FormDialog>
  );
}
