import { useState } from 'react';
import { usePolicyList } from '../lib/identity/list-policies';
import { useSetPolicies } from '../lib/identity/set-policies';
import { modalErrorText } from '../lib/modal-error';
import { showSnackbar } from '../lib/notifications';
import { FormDialog } from './form-dialog';
import { SelectionList } from './selection-list';

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
  const [selected, setSelected] = useState(current);
  const save = useSetPolicies();
  const names = (policies.data?.policies ?? []).map((policy) => policy.name);

  const submit = () =>
    save.mutate(
      { entityName, entityType, policies: selected },
      {
        onSuccess: () => {
          showSnackbar('Policy successfully updated');
          onClose();
        },
      },
    );

  return (
    <FormDialog
      open
      title="Set Policies"
      onSubmit={submit}
      onClose={onClose}
      onClear={() => setSelected([])}
      pending={save.isPending}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <SelectionList
        label={`Policies for ${entityName}`}
        items={names}
        selected={selected}
        onChange={setSelected}
        searchLabel="Filter by Policy"
        emptyMessage="No Policies Available"
        loading={policies.isPending}
        height={280}
      />
    </FormDialog>
  );
}
