import { MadminError } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';

export const alreadyExists = (what: string, name: string) =>
  httpError('alreadyExists', `${what} '${name}' already exists.`);

export const cannotDeleteSelf = () =>
  httpError('cannotDeleteSelf', 'You cannot delete the user you are logged in as.');

export const notFound = (what: string, name: string, detail = '') =>
  httpError('notFound', `${what} '${name}' does not exist.`, detail);

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
