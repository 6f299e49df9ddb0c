import { ApiRequestError } from '@/lib/api-error';
import { formatError } from '@/lib/error-message';

/**
 * Why the detail could not be read. A version the key does not have answers 404 like a missing key,
 * so on a version's page the text names the version instead of saying the object is missing.
 */
export function objectDetailErrorText(error: unknown, key: string, versionId?: string): string {
  if (versionId !== undefined && error instanceof ApiRequestError && error.status === 404)
    return `Version '${versionId}' of '${key}' does not exist. It may have been deleted.`;
  return formatError(error).message;
}
