import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';
import { useSetObjectTags } from '@/features/object-browser/api/set-object-tags';
import { newTagFormSchema, newTagProblem } from './object-forms';

type AddTagDialogProps = { target: ObjectTarget; tags: Record<string, string>; onClose: () => void };

/** Add New Tag: key and value must both be non-blank; the tag joins the object's set. */
export function AddTagDialog({ target, tags, onClose }: AddTagDialogProps) {
  const schema = useMemo(() => newTagFormSchema(tags), [tags]);
  const form = useZodForm(schema, { key: '', value: '' });
  const change = useSetObjectTags(target);
  const dialog = useDialogForm(change, { onClose });
  // The problem shows as it is typed (an alert, not under one field), like the disabled Save.
  const [key = '', value = ''] = form.watch(['key', 'value']);
  const problem = newTagProblem(key, value, tags);
  const blank = key.trim() === '' || value.trim() === '';
  const save = form.handleSubmit((tag) =>
    dialog.submit({ ...tags, [tag.key]: tag.value }, `Tag '${tag.key}' added.`),
  );
  return (
    <FormDialog
      open
      title="Add New Tag"
      onSubmit={() => void save()}
      submitDisabled={problem !== undefined}
      {...dialog.props}
    >
      <FormTextField control={form.control} name="key" label="Tag Key" autoFocus />
      <FormTextField control={form.control} name="value" label="Tag Label" />
      {problem && !blank && <Alert severity="warning">{problem}</Alert>}
    </FormDialog>
  );
}
