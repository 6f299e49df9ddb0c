import { httpError, unauthorized, type HttpError } from '../http-error.ts';

/** Kubernetes' own account of a refusal (a `Status` object). */
type KubeStatus = { message?: string; reason?: string; code?: number };

/** The library's ApiException, told by its shape so that nothing outside operator mode loads the library. */
type ApiAnswer = Error & { code: number; body: unknown };

const isApiAnswer = (error: unknown): error is ApiAnswer =>
  error instanceof Error && typeof (error as ApiAnswer).code === 'number' && 'body' in error;

function statusOf(body: unknown): KubeStatus {
  if (typeof body === 'string') {
    try {
      return statusOf(JSON.parse(body));
    } catch {
      return { message: body.slice(0, 500) };
    }
  }
  return typeof body === 'object' && body !== null ? (body as KubeStatus) : {};
}

/** No answer: the address, the connection or the time ran out (socket errors and undici's own codes). */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function socketCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    const code = (cause as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cause = cause.cause;
  }
  return undefined;
}

/**
 * Every failure of a Kubernetes call as the browser should read it: Kubernetes' own sentence (which names
 * the user, verb, resource and namespace it refused, or the rule a name broke), with its status; the API
 * server's address when it does not answer.
 */
export function kubeHttpError(error: unknown, server: string): HttpError | undefined {
  if (isApiAnswer(error)) {
    const status = statusOf(error.body);
    const message = status.message ?? `Kubernetes answered ${error.code}`;
    const detail = `${error.code} ${status.reason ?? ''}: ${message}`.trim();
    if (error.code === 401)
      return unauthorized('Kubernetes no longer accepts the token of this session (expired or revoked).');
    if (error.code === 403) return httpError('accessDenied', `Kubernetes refused: ${message}`, detail);
    if (error.code === 404) return httpError('notFound', `Kubernetes has no such object: ${message}`, detail);
    if (error.code === 409)
      return status.reason === 'AlreadyExists'
        ? httpError('alreadyExists', message, detail)
        : httpError('kubernetesConflict', `${message}. Reload and try again.`, detail);
    if (error.code === 429)
      return httpError(
        'tooManyRequests',
        `The Kubernetes API server is busy: ${message}. Try again shortly.`,
        detail,
      );
    if (error.code >= 400 && error.code < 500)
      return httpError('badRequest', `Kubernetes refused it: ${message}`, detail);
    return httpError('kubernetesFailed', `The Kubernetes API server failed: ${message}`, detail);
  }
  const code = socketCode(error);
  if ((error instanceof Error && error.name === 'TimeoutError') || unreachableCodes.has(code ?? ''))
    return httpError(
      'kubernetesUnreachable',
      `The Kubernetes API server at ${server} cannot be reached.`,
      code ?? (error as Error).message,
    );
  return undefined;
}

/** Anything else the library threw (a header it refused, a body it could not read), with any token masked. */
function unexpected(error: unknown): HttpError {
  const text = error instanceof Error ? error.message : String(error);
  return httpError(
    'kubernetesFailed',
    'The call to the Kubernetes API server failed.',
    text.replace(/Bearer\s+\S+/gi, 'Bearer [token]').slice(0, 500),
  );
}

/**
 * The API with every call's failure turned into the answer the browser gets: a handler awaits the call and
 * needs no mapping of its own.
 */
export function withKubeErrors<Api extends object>(api: Api, server: string): Api {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          throw kubeHttpError(error, server) ?? unexpected(error);
        });
      };
    },
  });
}
