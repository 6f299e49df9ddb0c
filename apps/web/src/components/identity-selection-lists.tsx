import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useGroups } from '@/shared-api/list-groups';
import { usePolicyList } from '@/shared-api/list-policies';
import { FormSelectionList } from './form-selection-list';

type IdentityListProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  height?: number;
};

/** The form field choosing groups by name from the server's groups ("Assign Groups"). */
export function GroupSelectionList<Values extends FieldValues>(props: IdentityListProps<Values>) {
  const groupList = useGroups();
  return (
    <FormSelectionList
      {...props}
      label="Assign Groups"
      items={groupList.data?.groups ?? []}
      searchLabel="Filter by Group"
      emptyMessage="No Groups Available"
      loading={groupList.isPending}
      error={groupList.error}
    />
  );
}

/** The form field choosing policies by name from the server's policies. */
export function PolicySelectionList<Values extends FieldValues>({
  label,
  ...props
}: IdentityListProps<Values> & { label: string }) {
  const policyList = usePolicyList();
  return (
    <FormSelectionList
      {...props}
      label={label}
      items={(policyList.data?.policies ?? []).map((policy) => policy.name)}
      searchLabel="Filter by Policy"
      emptyMessage="No Policies Available"
      loading={policyList.isPending}
      error={policyList.error}
    />
  );
}
