import { updateUserRequestSchema, type User } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { GroupSelectionList } from '@/components/identity-selection-lists';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateUser } from '@/features/users/api/update-user';

/** The Set Groups modal: the user's group membership becomes the selection. */
export function SetGroupsModal({ user, onClose }: { user: User; onClose: () => void }) {
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
      <GroupSelectionList control={form.control} name="groups" height={280} />
    </FormDialog>
  );
}
