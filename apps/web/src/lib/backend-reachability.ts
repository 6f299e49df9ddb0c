import { apiErrorCodes } from '@granary/contract';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from './api-error';

/** How often the console asks again while the server behind Granary does not answer. */
export const BACKEND_RETRY_MS = 5_000;

let unreachable: ApiRequestError | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Granary answered, but the server behind it did not (MinIO, or in operator mode the Kubernetes API
 * server): the session is fine, that server is away.
 */
export function isBackendUnreachable(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    (error.code === apiErrorCodes.minioUnreachable || error.code === apiErrorCodes.kubernetesUnreachable)
  );
}

/** What is away, as a sentence names it inside ('the Kubernetes API server') or at its start. */
export const backendName = (error: ApiRequestError, start = false) =>
  error.code === apiErrorCodes.kubernetesUnreachable
    ? `${start ? 'The' : 'the'} Kubernetes API server`
    : 'MinIO';

/** Called by the API client on every failed call; only the server behind being away changes the state. */
export function noteFailedCall(error: ApiRequestError): void {
  if (!isBackendUnreachable(error) || unreachable) return;
  unreachable = error;
  emit();
}

export function noteBackendReachable(): void {
  if (!unreachable) return;
  unreachable = null;
  emit();
}

/** The failure that said the server behind cannot be reached, until a call gets through again; else null. */
export function useBackendUnreachable(): ApiRequestError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unreachable,
  );
}
