import MenuItem from '@mui/material/MenuItem';
import { accessRuleLevels, setAccessRuleRequestSchema } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetAccessRule } from '@/features/buckets/api/set-access-rule';

/** Add Access Rule: Prefix and Access; Save stays disabled while the prefix is blank (spec 1 §5). */
export function AddAccessRuleModal({ bucketName, onClose }: { bucketName: string; onClose: () => void }) {
  const form = useZodForm(setAccessRuleRequestSchema, { prefix: '', access: 'readonly' });
  const save = useSetAccessRule(bucketName);
  const dialog = useDialogForm(save, { onClose, resetForm: form.reset });
  // Checked on every change, not only once the field was left: Save waits for a usable prefix.
  const ready = setAccessRuleRequestSchema.safeParse(form.watch()).success;

  const submit = form.handleSubmit((body) => dialog.submit(body, `Access rule for '${body.prefix}' saved`));

  return (
    <FormDialog
      open
      title="Add Access Rule"
      onSubmit={submit}
      onClear={dialog.clear}
      submitDisabled={!ready}
      {...dialog.props}
    >
      <FormTextField
        control={form.control}
        name="prefix"
        label="Prefix"
        helperText="Anonymous users get this access to the objects whose names start with it"
        autoFocus
        autoComplete="off"
        required
      />
      <FormTextField control={form.control} name="access" select label="Access">
        {accessRuleLevels.map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
