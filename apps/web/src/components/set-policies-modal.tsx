import { setPolicyRequestSchema } from '@granary/contract';
import { z } from 'zod';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetPolicies } from '@/shared-api/set-policies';
import { FormDialog } from './form-dialog';
import { PolicySelectionList } from './identity-selection-lists';

const setPoliciesFormSchema = setPolicyRequestSchema.extend({ policies: z.array(z.string().min(1)) });

type SetPoliciesModalProps = {
  entityType: 'user' | 'group';
  entityName: string;
  /** The policies attached now: the selection starts from them. */
  current: string[];
  onClose: () => void;
};

/** The Set Policies modal for a user or a group: replaces the attached policies with the selection. */
export function SetPoliciesModal({ entityType, entityName, current, onClose }: SetPoliciesModalProps) {
  const form = useZodForm(setPoliciesFormSchema, { entityName, entityType, policies: current });
  const save = useSetPolicies();
  const dialog = useDialogForm(save, { onClose });

  const submit = form.handleSubmit((input) => dialog.submit(input, 'Policy successfully updated'));

  return (
    <FormDialog
      open
      title="Set Policies"
      onSubmit={submit}
      onClear={() => form.setValue('policies', [])}
      {...dialog.props}
    >
      <PolicySelectionList
        control={form.control}
        name="policies"
        label={`Policies for ${entityName}`}
        height={280}
      />
    </FormDialog>
  );
}
