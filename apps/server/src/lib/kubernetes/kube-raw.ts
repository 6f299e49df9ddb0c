import type { KubeApiFactory } from './kube-apis.ts';
import { kubeHttpError } from './kube-errors.ts';

/** Who asks and over what: the shared pool, with the session's own bearer token (RBAC decides). */
export type RawAccess = { factory: KubeApiFactory; token: string; signal?: AbortSignal };

/** The version a watch asked from is gone from the API server's history (410): list again. */
export class Gone extends Error {}

/** Kubernetes' refusal or failure, as every other call's: through the one error map. */
function answerError(status: number, body: string, server: string): Error {
  const answer = Object.assign(new Error(`Kubernetes answered ${status}`), { code: status, body });
  return kubeHttpError(answer, server) ?? answer;
}

/** An ERROR line of a watch (a Status object) as the error map words it. */
export const statusError = (status: { code?: number }, server: string) =>
  status.code === 410 ? new Gone() : answerError(status.code ?? 500, JSON.stringify(status), server);

/**
 * A GET the generated APIs do not serve well (a watch's stream, a log's plain text or its empty 204):
 * the body of a 2xx answer; anything else thrown through the error map.
 */
export async function kubeGet(
  access: RawAccess,
  path: string,
  query: URLSearchParams,
  { bodyTimeout = 60_000, accept = 'application/json' } = {},
) {
  const { factory, token, signal } = access;
  const server = factory.cluster.server;
  const base = new URL(server);
  const pool = await factory.pool();
  try {
    const answer = await pool.request({
      origin: base.origin,
      path: `${base.pathname.replace(/\/+$/, '')}${path}?${query}`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, accept },
      ...(signal && { signal }),
      bodyTimeout,
    });
    if (answer.statusCode === 410) {
      await answer.body.dump();
      throw new Gone();
    }
    if (answer.statusCode >= 300) throw answerError(answer.statusCode, await answer.body.text(), server);
    return answer.body;
  } catch (error) {
    if (error instanceof Gone || signal?.aborted) throw error;
    throw kubeHttpError(error, server) ?? error;
  }
}
