import { createGroupRequestSchema } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { FormSelectionList } from '@/components/form-selection-list';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useUsers } from '@/shared-api/list-users';
import { useCreateGroup } from '@/features/groups/api/create-group';

/** The Create Group modal: Group Name and its members; Clear and Save. */
export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const users = useUsers();
  const form = useZodForm(createGroupRequestSchema, { group: '', members: [] });
  const create = useCreateGroup();
  const dialog = useDialogForm(create, { onClose, resetForm: form.reset });

  const submit = form.handleSubmit((body) => dialog.submit(body, `Group '${body.group}' created`));

  return (
    <FormDialog open title="Create Group" onSubmit={submit} onClear={dialog.clear} {...dialog.props}>
      <FormTextField
        control={form.control}
        name="group"
        label="Group Name"
        autoFocus
        autoComplete="off"
        required
      />
      <FormSelectionList
        control={form.control}
        name="members"
        label="Members"
        items={(users.data?.users ?? []).map((user) => user.accessKey)}
        searchLabel="Filter by User"
        emptyMessage="No Users Available"
        loading={users.isPending}
        error={users.error}
      />
    </FormDialog>
  );
}
