import { apiErrorCodes } from '@granary/contract';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from './api-error';

/** How often the console asks again while MinIO does not answer. */
export const MINIO_RETRY_MS = 5_000;

let unreachable: ApiRequestError | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Granary answered, but MinIO behind it did not: the session is fine, MinIO is away. */
export function isMinioUnreachable(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === apiErrorCodes.minioUnreachable;
}

/** Called by the API client on every failed call; only MinIO being away changes the state. */
export function noteFailedCall(error: ApiRequestError): void {
  if (!isMinioUnreachable(error) || unreachable) return;
  unreachable = error;
  emit();
}

export function noteMinioReachable(): void {
  if (!unreachable) return;
  unreachable = null;
  emit();
}

/** The failure that said MinIO cannot be reached, until a call gets through again; else null. */
export function useMinioUnreachable(): ApiRequestError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unreachable,
  );
}
