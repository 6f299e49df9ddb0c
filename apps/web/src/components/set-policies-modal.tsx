import { setPolicyRequestSchema } from '@granary/contract';
import { z } from 'zod';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useZodForm } from '@/lib/use-zod-form';
import { usePolicyList } from '@/shared-api/list-policies';
import { useSetPolicies } from '@/shared-api/set-policies';
import { FormDialog } from './form-dialog';
import { FormSelectionList } from './form-selection-list';

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
  const policies = usePolicyList();
  const form = useZodForm(setPoliciesFormSchema, { entityName, entityType, policies: current });
  const save = useSetPolicies();
  const names = (policies.data?.policies ?? []).map((policy) => policy.name);

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showSnackbar('Policy successfully updated');
        onClose();
      },
    }),
  );

  return (
    <FormDialog
      open
      title="Set Policies"
      onSubmit={submit}
      onClose={onClose}
      onClear={() => form.setValue('policies', [])}
      pending={save.isPending}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <FormSelectionList
        control={form.control}
        name="policies"
        label={`Policies for ${entityName}`}
        items={names}
        searchLabel="Filter by Policy"
        emptyMessage="No Policies Available"
        loading={policies.isPending}
        error={policies.error}
        height={280}
      />
    </FormDialog>
  );
}
