import { updateUserRequestSchema, type User } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormSelectionList } from '@/components/form-selection-list';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useZodForm } from '@/lib/use-zod-form';
import { useGroups } from '@/shared-api/list-groups';
import { useUpdateUser } from '@/features/users/api/update-user';

/** The Set Groups modal: the user's group membership becomes the selection. */
export function SetGroupsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const groupList = useGroups();
  const form = useZodForm(updateUserRequestSchema, { status: user.status, groups: user.memberOf });
  const update = useUpdateUser('none');
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { name: user.accessKey, ...body },
      {
        onSuccess: () => {
          showSnackbar(`Groups of '${user.accessKey}' saved`);
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      title="Set Groups"
      onSubmit={submit}
      onClose={onClose}
      onClear={() => form.setValue('groups', [])}
      pending={update.isPending}
      error={update.isError ? modalErrorText(update.error) : undefined}
    >
      <FormSelectionList
        control={form.control}
        name="groups"
        label="Assign Groups"
        items={groupList.data?.groups ?? []}
        searchLabel="Filter by Group"
        emptyMessage="No Groups Available"
        loading={groupList.isPending}
        error={groupList.error}
        height={280}
      />
    </FormDialog>
  );
}
