import { apiErrorCodes } from '@granary/contract';
import { HttpError } from './http-error.ts';

export const bucketNotFound = (name: string) =>
  new HttpError(404, apiErrorCodes.notFound, `Bucket '${name}' does not exist.`);
