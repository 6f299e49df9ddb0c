import { ApiRequestError } from './api-error';
import { backendName, isBackendUnreachable } from './backend-reachability';

export type ErrorMessage = { message: string; detail: string };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The one way an error becomes text: the response's message (fallback 'Error {status}') and its
 * detailedMessage, first letter capitalised, the detail dropped when it repeats the message.
 */
export function formatError(error: unknown): ErrorMessage {
  let message: string;
  let detail = '';
  if (error instanceof ApiRequestError) {
    message = error.message.trim() || `Error ${error.status}`;
    detail = error.detailedMessage.trim();
  } else if (error instanceof Error) {
    message = error.message;
  } else {
    message = typeof error === 'string' ? error : 'An unexpected error occurred.';
  }
  message = capitalize(message);
  detail = capitalize(detail);
  return { message, detail: detail === message ? '' : detail };
}

/**
 * What a table says in place of rows it could not load. MinIO being away is said once by the shell's
 * retry notice, so the table only says it waits.
 */
export function tableFailure(error: unknown): { text: string; tone: 'error' | 'waiting' } {
  if (isBackendUnreachable(error))
    return { text: `Waiting for ${backendName(error)} to answer…`, tone: 'waiting' };
  return { text: formatError(error).message, tone: 'error' };
}

/**
 * MinIO (or Granary's page rule) refused a read under the user's policy: the part is marked 'not
 * allowed' where it would be shown, quietly, not said as a failure.
 */
export function isRefusedByPolicy(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}
