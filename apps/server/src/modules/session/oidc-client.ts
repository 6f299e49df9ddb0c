import type { IdpConfig } from '../../config/config.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { httpError } from '../../lib/http-error.ts';
import type { OAuthAttempt } from './oauth-state.ts';

/** The parts of the provider's discovery document Granary uses. */
export type OidcMetadata = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  code_challenge_methods_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
};

export type IdpTokens = { idToken: string; accessToken?: string };

const timeoutMs = 10_000;
const metadataTtlMs = 60 * 60 * 1000;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An OpenID Connect relying party for the authorization-code flow (discovery, authorize URL, token). */
export class OidcClient {
  readonly #idp: IdpConfig;
  #cached: { metadata: OidcMetadata; until: number } | undefined;

  constructor(idp: IdpConfig) {
    this.#idp = idp;
  }

  get issuer(): string {
    return trimSlash(this.#idp.issuer.toString());
  }

  /** `signal`: the browser's request, whose end ends the call (and its connection) too. */
  async metadata(signal?: AbortSignal): Promise<OidcMetadata> {
    if (this.#cached && this.#cached.until > Date.now()) return this.#cached.metadata;
    const url = `${this.issuer}/.well-known/openid-configuration`;
    const response = await this.#fetch(url, { headers: { accept: 'application/json' } }, signal);
    const body = (await response.json().catch(() => undefined)) as Partial<OidcMetadata> | undefined;
    if (!response.ok || !body?.authorization_endpoint || !body.token_endpoint || !body.issuer)
      throw this.#providerError(`${url} answered ${response.status} without a usable discovery document`);
    if (trimSlash(body.issuer) !== this.issuer)
      throw this.#providerError(`the discovery document names the issuer ${body.issuer}, not ${this.issuer}`);
    const metadata = body as OidcMetadata;
    this.#cached = { metadata, until: Date.now() + metadataTtlMs };
    return metadata;
  }

  async authorizationUrl(attempt: OAuthAttempt, signal?: AbortSignal): Promise<string> {
    const metadata = await this.metadata(signal);
    const url = new URL(metadata.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.#idp.clientId);
    url.searchParams.set('redirect_uri', this.#idp.callback.toString());
    url.searchParams.set('scope', this.#idp.scopes.join(' '));
    url.searchParams.set('state', attempt.state);
    url.searchParams.set('nonce', attempt.idTokenNonce);
    if (usesPkce(metadata)) {
      url.searchParams.set('code_challenge', attempt.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return url.toString();
  }

  /** Redeems the authorization code at the token endpoint; the provider must return an id_token. */
  async exchangeCode(code: string, verifier: string, signal?: AbortSignal): Promise<IdpTokens> {
    const metadata = await this.metadata(signal);
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.#idp.callback.toString(),
    });
    if (usesPkce(metadata)) form.set('code_verifier', verifier);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    this.#authenticate(metadata, form, headers);
    const init = { method: 'POST', headers, body: form };
    const response = await this.#fetch(metadata.token_endpoint, init, signal);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw this.#tokenError(response.status, body);
    if (typeof body['id_token'] !== 'string' || body['id_token'] === '')
      throw this.#providerError(
        'the token response has no id_token: check that CONSOLE_IDP_SCOPES includes openid',
      );
    const accessToken = typeof body['access_token'] === 'string' ? body['access_token'] : undefined;
    return { idToken: body['id_token'], ...(accessToken && { accessToken }) };
  }

  #authenticate(metadata: OidcMetadata, form: URLSearchParams, headers: Record<string, string>): void {
    const { clientId, clientSecret } = this.#idp;
    const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (clientSecret && methods.includes('client_secret_basic')) {
      const encode = (text: string) => encodeURIComponent(text);
      const basic = Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64');
      headers['authorization'] = `Basic ${basic}`;
      return;
    }
    form.set('client_id', clientId);
    if (clientSecret) form.set('client_secret', clientSecret);
  }

  async #fetch(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        ...init,
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
      if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
      return response;
    } catch (error) {
      throw httpError(
        'idpNotAnswering',
        `The identity provider at ${this.issuer} cannot be reached.`,
        (error as Error).message,
      );
    }
  }

  #providerError(detail: string): HttpError {
    return httpError(
      'idpUnreachable',
      `The identity provider at ${this.issuer} answered unexpectedly.`,
      detail,
    );
  }

  #tokenError(status: number, body: Record<string, unknown>): HttpError {
    const error = typeof body['error'] === 'string' ? body['error'] : `HTTP ${status}`;
    const description = typeof body['error_description'] === 'string' ? body['error_description'] : '';
    const detail = description ? `${error}: ${description}` : error;
    if (error === 'invalid_client' || status === 401)
      return httpError(
        'idpUnreachable',
        'The identity provider refused Granary as a client: check CONSOLE_IDP_CLIENT_ID and CONSOLE_IDP_SECRET.',
        detail,
      );
    return httpError(
      'invalidLogin',
      'The identity provider did not accept the sign-in code. Sign in again.',
      detail,
    );
  }
}

/** PKCE unless the provider lists its methods without S256 (unknown parameters are ignored by RFC 6749). */
function usesPkce(metadata: OidcMetadata): boolean {
  const methods = metadata.code_challenge_methods_supported;
  return methods === undefined || methods.includes('S256');
}
