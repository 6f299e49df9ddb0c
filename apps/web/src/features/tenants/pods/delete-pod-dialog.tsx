import { TypedNameDeleteDialog } from '@/components/delete-dialog';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useDeleteTenantPod } from '@/features/tenants/api/delete-tenant-pod';

type DeletePodDialogProps = { tenant: TenantRef; pod: string; onClose: () => void };

/** Delete a pod: its name typed to confirm (spec 3 §5, with the tenant's wording), then the list reloads. */
export function DeletePodDialog({ tenant, pod, onClose }: DeletePodDialogProps) {
  return (
    <TypedNameDeleteDialog
      kind="Pod"
      name={pod}
      mismatch="Tenant name is incorrect"
      mutation={useDeleteTenantPod(tenant)}
      variables={pod}
      successMessage={`Pod '${pod}' deleted`}
      onClose={onClose}
    >
      Delete pod <strong>{pod}</strong> of tenant <strong>{tenant.name}</strong>? Its StatefulSet starts it
      again; the server is away until then.
    </TypedNameDeleteDialog>
  );
}
