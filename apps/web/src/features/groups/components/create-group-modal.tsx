import { createGroupRequestSchema } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { FormSelectionList } from '@/components/form-selection-list';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useZodForm } from '@/lib/use-zod-form';
import { useUsers } from '@/shared-api/list-users';
import { useCreateGroup } from '@/features/groups/api/create-group';

/** The Create Group modal: Group Name and its members; Clear and Save. */
export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const users = useUsers();
  const form = useZodForm(createGroupRequestSchema, { group: '', members: [] });
  const create = useCreateGroup();

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        showSnackbar(`Group '${body.group}' created`);
        onClose();
      },
    }),
  );
  const clear = () => {
    form.reset();
    create.reset();
  };

  return (
    <FormDialog
      open
      title="Create Group"
      onSubmit={submit}
      onClose={onClose}
      onClear={clear}
      pending={create.isPending}
      error={create.isError ? modalErrorText(create.error) : undefined}
    >
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
