import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDialogForm } from '@/lib/use-dialog-form';
import { ConfirmDialog } from './confirm-dialog';
import { TypedConfirmationField } from './typed-confirmation-field';

type DeleteDialogProps<Variables> = {
  title: string;
  mutation: UseMutationResult<unknown, Error, Variables>;
  variables: Variables;
  successMessage: string;
  onClose: () => void;
  onDeleted?: () => void;
  /** 'Delete' unless the step is better named ('Remove'). */
  confirmLabel?: string;
  confirmDisabled?: boolean;
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
  confirmDisabled = false,
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
      confirmDisabled={confirmDisabled}
      onConfirm={() => dialog.submit(variables, successMessage)}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}

type NamedDeleteDialogProps = {
  /** What is deleted, capitalised as in the title: 'Bucket', 'Group'. */
  kind: string;
  name: string;
  mutation: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
  onDeleted?: () => void;
  /** Said after the question, when the deletion has a condition. */
  note?: string;
};

/** Deleting one named thing: "Delete <Kind>", the name asked about in bold, "<Kind> '<name>' deleted". */
export function NamedDeleteDialog({
  kind,
  name,
  mutation,
  onClose,
  onDeleted,
  note,
}: NamedDeleteDialogProps) {
  return (
    <DeleteDialog
      title={`Delete ${kind}`}
      mutation={mutation}
      variables={name}
      successMessage={`${kind} '${name}' deleted`}
      onClose={onClose}
      {...(onDeleted && { onDeleted })}
    >
      Are you sure you want to delete {kind.toLowerCase()} <strong>{name}</strong>?{note && ` ${note}`}
    </DeleteDialog>
  );
}

/** What a dialog deleting one named thing is given. */
export type DeleteNamedProps = { name: string; onClose: () => void; onDeleted?: () => void };

type TypedNameDeleteDialogProps<Variables> = Omit<
  DeleteDialogProps<Variables>,
  'title' | 'confirmDisabled'
> & {
  /** What is deleted, capitalised as in the title: 'Tenant', 'Pod'. */
  kind: string;
  /** What the user must type, exactly. */
  name: string;
  /** Said under the field while what is typed is not the name. */
  mismatch: string;
};

/**
 * Deleting something that takes data or running servers with it: Delete waits until the user has typed
 * its name exactly.
 */
export function TypedNameDeleteDialog<Variables>({
  kind,
  name,
  mismatch,
  children,
  ...props
}: TypedNameDeleteDialogProps<Variables>) {
  const [typed, setTyped] = useState('');
  return (
    <DeleteDialog title={`Delete ${kind}`} confirmDisabled={typed !== name} {...props}>
      {children}
      <TypedConfirmationField
        label={`Type the ${kind.toLowerCase()} name to confirm`}
        expected={name}
        mismatch={mismatch}
        value={typed}
        onChange={setTyped}
      />
    </DeleteDialog>
  );
}
