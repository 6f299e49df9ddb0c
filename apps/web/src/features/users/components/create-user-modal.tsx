import Box from '@mui/material/Box';
import { createUserRequestSchema, secretKeySchema } from '@granary/contract';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { GroupSelectionList, PolicySelectionList } from '@/components/identity-selection-lists';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateUser } from '@/features/users/api/create-user';

/** The contract's rules, with the form's own word for an empty secret key. */
const createUserFormSchema = createUserRequestSchema.extend({
  secretKey: z.string().min(1, 'Secret Key is required').pipe(secretKeySchema),
});

/** The Create User modal: Access Key, Secret Key, groups and policies; Clear and Save. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const form = useZodForm(createUserFormSchema, { accessKey: '', secretKey: '', groups: [], policies: [] });
  const create = useCreateUser();
  const dialog = useDialogForm(create, { onClose, resetForm: form.reset });

  const submit = form.handleSubmit((body) => dialog.submit(body, `User '${body.accessKey}' created`));

  return (
    <FormDialog
      open
      title="Create User"
      maxWidth="md"
      onSubmit={submit}
      onClear={dialog.clear}
      {...dialog.props}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="accessKey"
          label="Access Key"
          autoFocus
          autoComplete="off"
          required
        />
        <FormTextField
          control={form.control}
          name="secretKey"
          label="Secret Key"
          type="password"
          autoComplete="new-password"
          required
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <GroupSelectionList control={form.control} name="groups" />
        <PolicySelectionList control={form.control} name="policies" label="Assign Policies" />
      </Box>
    </FormDialog>
  );
}
