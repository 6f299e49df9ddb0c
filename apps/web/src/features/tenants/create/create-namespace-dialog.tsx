import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCreateNamespace } from '@/features/tenants/api/namespace-check';
import { useDialogForm } from '@/lib/use-dialog-form';

/** 'Create new namespace' (spec 3 §2): posts the name; the wizard checks the namespace again. */
export function CreateNamespaceDialog({ namespace, onClose }: { namespace: string; onClose: () => void }) {
  const dialog = useDialogForm(useCreateNamespace(), { onClose, onSaved: onClose });
  return (
    <ConfirmDialog
      open
      title="Create new namespace"
      confirmLabel="Create"
      pending={dialog.props.pending}
      error={dialog.props.error}
      onConfirm={() => dialog.submit(namespace, `Namespace '${namespace}' created`)}
      onClose={onClose}
    >
      Namespace <strong>{namespace}</strong> does not exist. Create it now for the new tenant?
    </ConfirmDialog>
  );
}
