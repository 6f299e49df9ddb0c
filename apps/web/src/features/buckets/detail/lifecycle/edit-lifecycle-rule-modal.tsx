import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { LifecycleRule } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useEditLifecycleRule } from '@/features/buckets/api/edit-lifecycle-rule';

type EditLifecycleRuleModalProps = { bucketName: string; rule: LifecycleRule; onClose: () => void };

/** The rule's own tags, untouched, so the server leaves its filter as it is. */
const tagsQuery = (rule: LifecycleRule) =>
  new URLSearchParams(rule.tags.map((tag) => [tag.key, tag.value])).toString();

/** The switch; the request's `disable` is its inverse. */
const editFormSchema = z.object({ enabled: z.boolean() });

const tagsText = (rule: LifecycleRule) => rule.tags.map((tag) => `${tag.key}: ${tag.value}`).join(', ');

/** Spec 1 §2.7 and §4: read-only Id and Tags; the switch enables the rule, `disable` is its inverse. */
export function EditLifecycleRuleModal({ bucketName, rule, onClose }: EditLifecycleRuleModalProps) {
  const form = useZodForm(editFormSchema, { enabled: rule.status === 'Enabled' });
  const edit = useEditLifecycleRule(bucketName);
  const dialog = useDialogForm(edit, { onClose });
  const submit = form.handleSubmit(({ enabled }) =>
    dialog.submit(
      { id: rule.id, body: { disable: !enabled, tags: tagsQuery(rule) } },
      `Lifecycle rule ${rule.id} ${enabled ? 'enabled' : 'disabled'}`,
    ),
  );
  return (
    <FormDialog open title="Edit Lifecycle Configuration" onSubmit={submit} {...dialog.props}>
      <TextField size="small" label="Id" value={rule.id} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField
        size="small"
        label="Tags"
        value={tagsText(rule)}
        placeholder="No tags"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            label={field.value ? 'Enabled' : 'Disabled'}
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
    </FormDialog>
  );
}
