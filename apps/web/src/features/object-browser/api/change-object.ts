import { useMutation, useQueryClient } from '@tanstack/react-query';
import { objectKeys } from './object-keys';

/**
 * A change to one object (tags, retention, legal hold): the dialog shows the error itself, and on
 * success the object reloads (spec 1 §4 "After success").
 */
export function useObjectChange<Input>(bucket: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectKeys.bucket(bucket) }),
  });
}
