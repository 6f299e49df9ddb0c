import { apiErrorCodes } from '@granary/contract';
import { MadminError } from '@granary/madmin';
import { HttpError } from '../../lib/http-error.ts';

export const alreadyExists = (what: string, name: string) =>
  new HttpError(409, apiErrorCodes.alreadyExists, `${what} '${name}' already exists.`);

export const cannotDeleteSelf = () =>
  new HttpError(403, apiErrorCodes.cannotDeleteSelf, 'You cannot delete the user you are logged in as.');

export const notFound = (what: string, name: string, detail = '') =>
  new HttpError(404, apiErrorCodes.notFound, `${what} '${name}' does not exist.`, detail);

/** Resolves to undefined when MinIO answers "no such ..." (404), so callers can tell absence from failure. */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof MadminError && error.status === 404) return undefined;
    throw error;
  }
}

export const splitPolicies = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
