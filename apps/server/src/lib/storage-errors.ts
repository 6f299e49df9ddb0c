import { apiErrorCodes, apiErrorSchema } from '@silo/contract';
import { HttpError } from './http-error.ts';

export const bucketNotFound = (name: string) =>
  new HttpError(404, apiErrorCodes.notFound, `Bucket '${name}' does not exist.`);

/** The error answers every bucket and object route may give, for the OpenAPI document. */
export const storageRouteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
