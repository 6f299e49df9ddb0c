import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
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
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: () => {
        showSnackbar(successMessage);
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
      pending={mutation.isPending}
      error={mutation.isError ? modalErrorText(mutation.error) : undefined}
      onConfirm={confirm}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
