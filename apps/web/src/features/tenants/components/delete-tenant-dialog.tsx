import { TypedNameDeleteDialog } from '@/components/delete-dialog';
import { useDeleteTenant, type TenantRef } from '@/features/tenants/api/delete-tenant';

type DeleteTenantDialogProps = { tenant: TenantRef; onClose: () => void; onDeleted?: () => void };

/** Delete Tenant: the tenant's name typed to confirm (spec 3 §5), 'Tenant Deleted' after. */
export function DeleteTenantDialog({ tenant, onClose, onDeleted }: DeleteTenantDialogProps) {
  return (
    <TypedNameDeleteDialog
      kind="Tenant"
      name={tenant.name}
      mismatch="Tenant name is incorrect"
      mutation={useDeleteTenant()}
      variables={tenant}
      successMessage="Tenant Deleted"
      onClose={onClose}
      {...(onDeleted && { onDeleted })}
    >
      Delete tenant <strong>{tenant.name}</strong> in namespace <strong>{tenant.namespace}</strong>? The
      operator stops its servers; its volumes and secrets stay until removed in Kubernetes.
    </TypedNameDeleteDialog>
  );
}
