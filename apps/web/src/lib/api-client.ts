import {
  apiErrorSchema,
  endpointPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@granary/contract';
import type { z } from 'zod';
import { ApiRequestError } from './api-error';
import { noteFailedCall } from './backend-reachability';
import { endSession } from './session-events';
import { apiUrl } from './paths';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<Schema extends z.ZodType> = {
  method?: Method;
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
  /** For the login calls: a 401 there is a wrong password, not a lost session. */
  keepSessionOn401?: boolean;
};

async function readError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.partial().safeParse(body);
  return new ApiRequestError(response.status, parsed.success ? parsed.data : {});
}

async function send(path: string, method: Method, body: unknown, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(apiUrl(path), {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, { message: 'The server cannot be reached.' });
  }
}

/**
 * The one place that decides what a failed call means for the session: a 401, or no answer at all
 * (status 0), ends it (spec 1 §8). Requests the browser sends itself (uploads) report their status here.
 */
export function endSessionIfLost(status: number): void {
  if (status === 401 || status === 0) endSession();
}

/** The one way to call the Granary API: JSON in, contract-validated JSON out, errors as ApiRequestError. */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  const { method = 'GET', body, schema, signal, keepSessionOn401 = false } = options;
  let response: Response;
  try {
    response = await send(path, method, body, signal);
    if (!response.ok) throw await readError(response);
  } catch (error) {
    if (error instanceof ApiRequestError) {
      noteFailedCall(error);
      if (!keepSessionOn401) endSessionIfLost(error.status);
    }
    throw error;
  }
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return schema.parse(data);
}

export type CallOptions = {
  signal?: AbortSignal;
  /** For the login calls: a 401 there is a wrong password, not a lost session. */
  keepSessionOn401?: boolean;
};

/**
 * Calls one endpoint of the contract: params, query and body in, the parsed response out. The path is
 * built from the endpoint's descriptor, so it always matches the route the server registered.
 */
export function callApi<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  if (endpoint.response === 'stream') throw new Error(`${endpoint.path} is not JSON: use endpointUrl`);
  return apiRequest(endpointPath(endpoint, input), {
    method: endpoint.method,
    body: input.body,
    schema: endpoint.response as z.ZodType<EndpointOutput<E>>,
    ...options,
  });
}

/** The URL of one call, for what the browser fetches itself: downloads, uploads, links. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
): string {
  return apiUrl(endpointPath(endpoint, input));
}
