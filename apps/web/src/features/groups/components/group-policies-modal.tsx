import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { SetPoliciesModal } from '@/components/set-policies-modal';
import { useGroup } from '@/features/groups/api/get-group';

/** Set Policies for a group, once its current policies are known. */
export function GroupPoliciesModal({ name, onClose }: { name: string; onClose: () => void }) {
  const group = useGroup(name);
  if (group.data)
    return (
      <SetPoliciesModal entityType="group" entityName={name} current={group.data.policy} onClose={onClose} />
    );
  if (group.isError) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label="Set Policies">
      <DialogContent>
        <LinearProgress aria-label="Loading group" />
      </DialogContent>
    </Dialog>
  );
}
