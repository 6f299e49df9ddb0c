import { updateUserRequestSchema, type User } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormSelectionList } from '@/components/form-selection-list';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useGroups } from '@/shared-api/list-groups';
import { useUpdateUser } from '@/features/users/api/update-user';

/** The Set Groups modal: the user's group membership becomes the selection. */
export function SetGroupsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const groupList = useGroups();
  const form = useZodForm(updateUserRequestSchema, { status: user.status, groups: user.memberOf });
  const update = useUpdateUser('none');
  const dialog = useDialogForm(update, { onClose });
  const submit = form.handleSubmit((body) =>
    dialog.submit({ name: user.accessKey, ...body }, `Groups of '${user.accessKey}' saved`),
  );
  return (
    <FormDialog
      open
      title="Set Groups"
      onSubmit={submit}
      onClear={() => form.setValue('groups', [])}
      {...dialog.props}
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
