import { decryptData, encryptData } from './encryption.ts';
import { toTransportError } from './errors.ts';
import { parseNdjson } from './ndjson.ts';
import type { Credentials, Query } from './sign.ts';
import { send, type CallOptions, type TransportOptions } from './transport.ts';
import type { AccountInfo, AccountStatus, UserInfo } from './types/iam.ts';
import type { DataUsageInfo, InfoMessage, StorageInfo } from './types/info.ts';
import type { PolicyDocument } from './types/policy.ts';
import type { LogInfo, LogOptions, TraceInfo, TraceOptions } from './types/streams.ts';

export type AdminClientOptions = {
  endpoint: string;
  credentials: Credentials;
  region?: string;
  timeoutMs?: number;
};

export type SetPolicyOptions = { policyNames: string[]; entityName: string; isGroup: boolean };

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** A client of MinIO's admin API (/minio/admin/v3), signed with SigV4. */
export class AdminClient {
  readonly #transport: TransportOptions;

  constructor(opts: AdminClientOptions) {
    this.#transport = {
      endpoint: opts.endpoint,
      credentials: opts.credentials,
      ...(opts.region !== undefined && { region: opts.region }),
      timeoutMs: opts.timeoutMs ?? 30_000,
    };
  }

  async #json<T>(call: CallOptions): Promise<T> {
    const response = await send(this.#transport, call);
    return (await response.json()) as T;
  }

  async #decrypted<T>(call: CallOptions): Promise<T> {
    const response = await send(this.#transport, call);
    // Labelled application/json, but binary: never decode it as text before decrypting.
    const sealed = new Uint8Array(await response.arrayBuffer());
    const plain = await decryptData(this.#transport.credentials.secretAccessKey, sealed);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  }

  async #empty(call: CallOptions): Promise<void> {
    await send(this.#transport, call);
  }

  async #encrypt(value: unknown): Promise<Uint8Array> {
    return encryptData(this.#transport.credentials.secretAccessKey, json(value));
  }

  serverInfo(opts: { metrics?: boolean } = {}): Promise<InfoMessage> {
    return this.#json({ method: 'GET', path: '/info', query: { metrics: String(opts.metrics ?? false) } });
  }

  storageInfo(): Promise<StorageInfo> {
    return this.#json({ method: 'GET', path: '/storageinfo' });
  }

  dataUsageInfo(): Promise<DataUsageInfo> {
    return this.#json({ method: 'GET', path: '/datausageinfo' });
  }

  async accountInfo(): Promise<AccountInfo> {
    const info = await this.#json<Omit<AccountInfo, 'Policy'> & { Policy: unknown }>({
      method: 'GET',
      path: '/accountinfo',
    });
    const policy = typeof info.Policy === 'string' ? (JSON.parse(info.Policy) as unknown) : info.Policy;
    return { ...info, Policy: (policy ?? { Statement: [] }) as PolicyDocument, Buckets: info.Buckets ?? [] };
  }

  listUsers(): Promise<Record<string, UserInfo>> {
    return this.#decrypted({ method: 'GET', path: '/list-users' });
  }

  userInfo(accessKey: string): Promise<UserInfo> {
    return this.#json({ method: 'GET', path: '/user-info', query: { accessKey } });
  }

  /** Creates a user or changes its secret key; `status` defaults to 'enabled' (MinIO's default is disabled). */
  async addUser(accessKey: string, secretKey: string, status: AccountStatus = 'enabled'): Promise<void> {
    const body = await this.#encrypt({ secretKey, status });
    await this.#empty({
      method: 'PUT',
      path: '/add-user',
      query: { accessKey },
      body,
      contentType: 'application/octet-stream',
    });
  }

  removeUser(accessKey: string): Promise<void> {
    return this.#empty({ method: 'DELETE', path: '/remove-user', query: { accessKey } });
  }

  setUserStatus(accessKey: string, status: AccountStatus): Promise<void> {
    return this.#empty({ method: 'PUT', path: '/set-user-status', query: { accessKey, status } });
  }

  addCannedPolicy(name: string, policy: PolicyDocument): Promise<void> {
    return this.#empty({
      method: 'PUT',
      path: '/add-canned-policy',
      query: { name },
      body: json(policy),
      contentType: 'application/json',
    });
  }

  removeCannedPolicy(name: string): Promise<void> {
    return this.#empty({ method: 'DELETE', path: '/remove-canned-policy', query: { name } });
  }

  listCannedPolicies(): Promise<Record<string, PolicyDocument>> {
    return this.#json({ method: 'GET', path: '/list-canned-policies' });
  }

  /** Replaces the policies mapped to a user or group; an empty list removes every mapping. */
  setPolicy(opts: SetPolicyOptions): Promise<void> {
    const query = {
      policyName: opts.policyNames.join(','),
      userOrGroup: opts.entityName,
      isGroup: String(opts.isGroup),
    };
    return this.#empty({ method: 'PUT', path: '/set-user-or-group-policy', query });
  }

  /** Any NDJSON streaming endpoint. Stops (and closes the connection) on `break` or when `signal` aborts. */
  async *stream<T>(path: string, query: Query = {}, opts: { signal?: AbortSignal } = {}): AsyncGenerator<T> {
    const response = await send(this.#transport, { method: 'GET', path, query, stream: true, ...opts });
    const body = response.body;
    if (!body) return;
    try {
      for await (const item of parseNdjson<T>(body)) yield item;
    } catch (error) {
      if (opts.signal?.aborted) return;
      throw error instanceof SyntaxError ? error : toTransportError(error, this.#transport.endpoint);
    } finally {
      await body.cancel().catch(() => undefined);
    }
  }

  trace(opts: TraceOptions = {}): AsyncGenerator<TraceInfo> {
    const types = ['s3', 'internal', 'storage', 'os', 'scanner', 'healing', 'ilm', 'kms'] as const;
    const chosen = types.filter((t) => opts[t] === true);
    const query: Query = { threshold: opts.threshold ?? '0s', err: String(opts.errorsOnly ?? false) };
    for (const t of types) query[t] = String(chosen.length === 0 ? t === 's3' : opts[t] === true);
    return this.stream<TraceInfo>('/trace', query, opts.signal ? { signal: opts.signal } : {});
  }

  serverLogs(opts: LogOptions = {}): AsyncGenerator<LogInfo> {
    const query: Query = {
      node: opts.node ?? '',
      limit: String(opts.limit ?? 10),
      logType: opts.logType ?? '',
    };
    return this.stream<LogInfo>('/log', query, opts.signal ? { signal: opts.signal } : {});
  }
}
