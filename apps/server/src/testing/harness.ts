// The one integration harness: a Granary app in-process against a real MinIO, a session, and `api`: the
// contract's endpoints called by name, in-process or through a real socket.
import type { AddressInfo } from 'node:net';
import {
  apiEndpoints,
  endpointPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@granary/contract';
import { AdminClient } from '@granary/madmin';
import type { MinioTarget } from '@granary/tools/minio/provided';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeTestApp } from './test-app.ts';

export { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
export { makeTestApp };

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Keys = { accessKey: string; secretKey: string };
type Headers = LightMyRequestResponse['headers'];

export type ApiOptions = {
  /** The session to call with: the harness's own unless given; `null` calls without one. */
  as?: string | null;
  headers?: Record<string, string>;
  /**
   * A body outside the endpoint's schema, on purpose: a multipart upload or other bytes as they are, or
   * an object sent as JSON unchecked (the invalid bodies of validation tests).
   */
  payload?: string | Buffer | object;
};

/** An answer, the same in-process and through a socket; `json()` is the endpoint's answer type unless told. */
export type ApiResponse<E extends AnyEndpoint> = {
  statusCode: number;
  headers: Headers;
  /** The body as text (`'stream'` endpoints: the raw bytes as read). */
  body: string;
  rawPayload: Buffer;
  cookies: { name: string; value: string }[];
  json<T = EndpointOutput<E>>(): T;
};

/** The input is optional when the endpoint has no required params, query or body. */
type ApiArgs<E extends AnyEndpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an endpoint needing no input
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: ApiOptions]
    : | [input: EndpointInput<E>, options?: ApiOptions]
      | [input: Omit<EndpointInput<E>, 'body'>, options: ApiOptions & Required<Pick<ApiOptions, 'payload'>>];

export type Api = <E extends AnyEndpoint>(endpoint: E, ...args: ApiArgs<E>) => Promise<ApiResponse<E>>;

function request(endpoint: AnyEndpoint, input: EndpointInput<AnyEndpoint> | undefined, options: ApiOptions) {
  const { payload } = options;
  const raw = typeof payload === 'string' || Buffer.isBuffer(payload);
  const body: unknown = payload ?? input?.body;
  const json = !raw && body !== undefined;
  return {
    method: endpoint.method,
    url: endpointPath(endpoint, input ?? {}),
    body: json ? JSON.stringify(body) : (payload as string | Buffer | undefined),
    headers: { ...(json && { 'content-type': 'application/json' }), ...options.headers },
  };
}

function cookiesOf(setCookie: string | string[] | undefined) {
  return (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * The contract's endpoints as a test calls them: the path, method and body from the endpoint; in-process
 * (`inject`) against an app, or through a real socket against a base URL where a test needs one.
 */
export function apiCaller(target: FastifyInstance | string, token?: string): Api {
  return async (endpoint, ...[input, options = {}]) => {
    const { method, url, body, headers } = request(endpoint, input, options);
    const session = options.as === undefined ? token : options.as;
    if (typeof target !== 'string') {
      const res = await target.inject({
        method,
        url,
        headers,
        ...(session != null && { cookies: { token: session } }),
        ...(body !== undefined && { payload: body }),
      });
      return res as unknown as ApiResponse<typeof endpoint>;
    }
    const res = await fetch(`${target}${url}`, {
      method,
      headers: { ...headers, ...(session != null && { cookie: `token=${session}` }) },
      redirect: 'manual',
      ...(body !== undefined && { body }),
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    const text = rawPayload.toString('utf8');
    const responseHeaders: Headers = Object.fromEntries(res.headers);
    responseHeaders['set-cookie'] = res.headers.getSetCookie();
    return {
      statusCode: res.status,
      headers: responseHeaders,
      body: text,
      rawPayload,
      cookies: cookiesOf(res.headers.getSetCookie()),
      json: <T>() => JSON.parse(text) as T,
    };
  };
}

export function tokenCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /token=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no token cookie in ${header}`);
  return match[1];
}

export async function logIn(t: TestApp, accessKey: string, secretKey: string): Promise<string> {
  const res = await apiCaller(t.app)(apiEndpoints.session.login, { body: { accessKey, secretKey } });
  if (res.statusCode !== 200) throw new Error(`login as ${accessKey} failed: ${res.statusCode} ${res.body}`);
  return tokenCookie(res.headers['set-cookie']);
}

/** madmin with the root user's keys: how tests set up users and policies without the API under test. */
export function rootClient(minio: MinioTarget): AdminClient {
  return new AdminClient({
    endpoint: minio.endpoint,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
}

/**
 * A test app against one MinIO, logged in (as root unless `user` is given), with `api`: the contract's
 * endpoints with that session, or with another token passed as `as`. `listen` puts the app on a real
 * socket (`baseUrl`) and `api` goes through it, for tests of what only a socket shows.
 */
export async function startHarness(
  minio: MinioTarget,
  { env = {}, user, listen = false }: { env?: Record<string, string>; user?: Keys; listen?: boolean } = {},
) {
  const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint, ...env });
  const { accessKey, secretKey } = user ?? { accessKey: minio.rootUser, secretKey: minio.rootPassword };
  const token = await logIn(t, accessKey, secretKey);
  let baseUrl = '';
  if (listen) {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
  const api = apiCaller(listen ? baseUrl : t.app, token);
  /**
   * A raw request, for the few tests whose request is deliberately outside the contract: malformed
   * paths, encodings or methods, or a body the endpoint's schema would not accept.
   */
  const raw = (method: Method, url: string, payload?: object, as = token) =>
    t.app.inject({ method, url, cookies: { token: as }, ...(payload && { payload }) });
  return { t, token, api, raw, baseUrl, close: () => t.app.close() };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
