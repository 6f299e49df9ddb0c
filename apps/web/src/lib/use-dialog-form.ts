import type { UseMutationResult } from '@tanstack/react-query';
import { modalErrorText } from './modal-error';
import { showSnackbar } from './notifications';

/** The snackbar once saved: a text, or one made from the server's answer. */
type SavedMessage<Data> = string | ((data: Data) => string);

type DialogFormOptions<Data> = {
  onClose: () => void;
  /** What follows a save instead of closing (a dialog that shows what it made next). */
  onSaved?: (data: Data) => void;
  /** What Clear puts back besides the error: the form's values. */
  resetForm?: () => void;
};

/** What a `FormDialog` (or `FormPage`) takes from the hook: spread it in. */
export type DialogFormProps = { onClose: () => void; pending: boolean; error: string | undefined };

/**
 * The one way a dialog saves: the mutation runs, a refusal stays in the dialog as its modal error (spec
 * 1 §8), a success shows its snackbar and closes the dialog. `clear` is the Clear button's: the form's
 * values back and the error gone.
 */
export function useDialogForm<Data, Variables>(
  mutation: UseMutationResult<Data, Error, Variables>,
  { onClose, onSaved, resetForm }: DialogFormOptions<Data>,
) {
  const submit = (variables: Variables, message?: SavedMessage<Data>) =>
    mutation.mutate(variables, {
      onSuccess: (data) => {
        if (message !== undefined) showSnackbar(typeof message === 'string' ? message : message(data));
        if (onSaved) onSaved(data);
        else onClose();
      },
    });
  const clear = () => {
    resetForm?.();
    mutation.reset();
  };
  const props: DialogFormProps = {
    onClose,
    pending: mutation.isPending,
    error: mutation.isError ? modalErrorText(mutation.error) : undefined,
  };
  return { submit, clear, props };
}
