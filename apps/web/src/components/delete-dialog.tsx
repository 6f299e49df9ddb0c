import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDialogForm } from '@/lib/use-dialog-form';
import { ConfirmDialog } from './confirm-dialog';

type DeleteDialogProps<Variables> = {
  title: string;
  mutation: UseMutationResult<unknown, Error, Variables>;
  variables: Variables;
  successMessage: string;
  onClose: () => void;
  onDeleted?: () => void;
  /** 'Delete' unless the step is better named ('Remove'). */
  confirmLabel?: string;
  children: ReactNode;
};

/** The one way a deletion is confirmed: errors stay in the dialog, success closes it with a snackbar. */
export function DeleteDialog<Variables>({
  title,
  mutation,
  variables,
  successMessage,
  onClose,
  onDeleted,
  confirmLabel = 'Delete',
  children,
}: DeleteDialogProps<Variables>) {
  const dialog = useDialogForm(mutation, {
    onClose,
    onSaved: () => {
      onClose();
      onDeleted?.();
    },
  });
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      destructive
      pending={dialog.props.pending}
      error={dialog.props.error}
      onConfirm={() => dialog.submit(variables, successMessage)}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
