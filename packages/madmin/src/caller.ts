import { decryptData, encryptData } from './encryption.ts';
import type { HttpAnswer } from './http.ts';
import { send, type CallOptions, type TransportOptions } from './transport.ts';

export const jsonBytes = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));

/** The request helpers that AdminClient and its per-area modules (admin-groups.ts, …) share. Internal. */
export class AdminCaller {
  readonly transport: TransportOptions;

  constructor(transport: TransportOptions) {
    this.transport = transport;
  }

  send(call: CallOptions): Promise<HttpAnswer> {
    return send(this.transport, call);
  }

  async json<T>(call: CallOptions): Promise<T> {
    const response = await send(this.transport, call);
    return response.json<T>();
  }

  /** A 2xx body encrypted with the caller's secret key (labelled application/json, but binary). */
  async decrypted<T>(call: CallOptions): Promise<T> {
    const response = await send(this.transport, call);
    const sealed = await response.bytes();
    const plain = await decryptData(this.transport.credentials.secretAccessKey, sealed);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  }

  /** An encrypted 2xx body that is plain text (get-config-kv). */
  async decryptedText(call: CallOptions): Promise<string> {
    const response = await send(this.transport, call);
    const sealed = await response.bytes();
    return new TextDecoder().decode(await decryptData(this.transport.credentials.secretAccessKey, sealed));
  }

  async empty(call: CallOptions): Promise<void> {
    await send(this.transport, call);
  }

  /** Encrypts `value` as JSON, or a string as it is (config KV text). */
  encrypt(value: unknown): Promise<Uint8Array> {
    const plain = typeof value === 'string' ? new TextEncoder().encode(value) : jsonBytes(value);
    return encryptData(this.transport.credentials.secretAccessKey, plain);
  }
}
