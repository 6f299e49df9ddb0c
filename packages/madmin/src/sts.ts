import { XMLParser } from 'fast-xml-parser';
import { MadminError, parseErrorResponse, toTransportError } from './errors.ts';
import { httpRequest, type HeaderReader, type HttpRequest } from './http.ts';
import { signRequest, type Credentials } from './sign.ts';
import { USER_AGENT } from './user-agent.ts';

// MinIO's STS: POST / on the S3 port, parameters in a form-urlencoded body, Version 2011-06-15.
export type StsCredentials = Credentials & { sessionToken: string; expiration: Date };

export type StsRequest = { url: string; init: HttpRequest & { method: 'POST'; body: string | Uint8Array } };

type Common = { endpoint: string; durationSeconds?: number; policy?: string | object };

export type AssumeRoleOptions = Common & { credentials: Credentials; region?: string; timeoutMs?: number };
export type LdapIdentityOptions = Common & { username: string; password: string };
export type WebIdentityOptions = Common & { token: string; accessToken?: string; roleArn?: string };

const VERSION = '2011-06-15';
const FORM = 'application/x-www-form-urlencoded';

function form(action: string, common: Common, extra: Record<string, string | undefined>): string {
  const params = new URLSearchParams({ Action: action, Version: VERSION });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) params.set(k, v);
  if (common.durationSeconds !== undefined) params.set('DurationSeconds', String(common.durationSeconds));
  if (common.policy !== undefined)
    params.set('Policy', typeof common.policy === 'string' ? common.policy : JSON.stringify(common.policy));
  return params.toString();
}

function stsUrl(endpoint: string): string {
  return new URL('/', endpoint).toString();
}

function unsigned(endpoint: string, body: string): StsRequest {
  return {
    url: stsUrl(endpoint),
    init: { method: 'POST', headers: { 'content-type': FORM, 'user-agent': USER_AGENT }, body },
  };
}

export function buildAssumeRoleWithLdapIdentityRequest(opts: LdapIdentityOptions): StsRequest {
  return unsigned(
    opts.endpoint,
    form('AssumeRoleWithLDAPIdentity', opts, { LDAPUsername: opts.username, LDAPPassword: opts.password }),
  );
}

export function buildAssumeRoleWithWebIdentityRequest(opts: WebIdentityOptions): StsRequest {
  const extra = {
    WebIdentityToken: opts.token,
    WebIdentityAccessToken: opts.accessToken,
    RoleArn: opts.roleArn,
  };
  return unsigned(opts.endpoint, form('AssumeRoleWithWebIdentity', opts, extra));
}

/** AssumeRole signed with long-term keys (SigV4, service 'sts'); the query string must stay empty. */
export async function buildAssumeRoleRequest(opts: AssumeRoleOptions): Promise<StsRequest> {
  const body = new TextEncoder().encode(form('AssumeRole', opts, {}));
  const signed = await signRequest({
    method: 'POST',
    url: new URL(stsUrl(opts.endpoint)),
    headers: { 'content-type': FORM },
    body,
    credentials: opts.credentials,
    service: 'sts',
    ...(opts.region !== undefined && { region: opts.region }),
  });
  return {
    url: signed.url,
    init: { method: 'POST', headers: { ...signed.headers, 'user-agent': USER_AGENT }, body },
  };
}

export async function assumeRole(opts: AssumeRoleOptions): Promise<StsCredentials> {
  return sendStsRequest(await buildAssumeRoleRequest(opts), opts.timeoutMs);
}

export async function sendStsRequest(req: StsRequest, timeoutMs = 30_000): Promise<StsCredentials> {
  const signal = req.init.signal
    ? AbortSignal.any([req.init.signal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  let headers: HeaderReader;
  try {
    const response = await httpRequest(req.url, { ...req.init, signal });
    ({ status, headers } = response);
    text = await response.text();
  } catch (error) {
    throw toTransportError(error, req.url, req.init.signal);
  }
  if (status < 200 || status > 299) throw parseErrorResponse(status, text, headers);
  return parseStsResponse(text);
}

const xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });

const field = (obj: Record<string, unknown>, key: string): string => {
  const value = obj[key];
  if (typeof value !== 'string' || value === '') throw new Error(`STS response lacks ${key}`);
  return value;
};

/** Parses an STS success body (any Assume* action); an ErrorResponse body throws MadminError. */
export function parseStsResponse(body: string): StsCredentials {
  const doc = xml.parse(body) as Record<string, unknown>;
  if ('ErrorResponse' in doc || 'Error' in doc) throw parseErrorResponse(400, body);
  const rootKey = Object.keys(doc).find((k) => k.endsWith('Response'));
  const root = rootKey ? (doc[rootKey] as Record<string, unknown>) : undefined;
  const resultKey = root && Object.keys(root).find((k) => k.endsWith('Result'));
  const result = resultKey && root ? (root[resultKey] as Record<string, unknown>) : undefined;
  const creds = result?.['Credentials'];
  if (!creds || typeof creds !== 'object') {
    throw new MadminError({
      code: 'InvalidStsResponse',
      message: 'STS response has no Credentials',
      status: 502,
    });
  }
  const c = creds as Record<string, unknown>;
  const expiration = new Date(field(c, 'Expiration'));
  if (Number.isNaN(expiration.getTime())) throw new Error('STS response has an invalid Expiration');
  return {
    accessKeyId: field(c, 'AccessKeyId'),
    secretAccessKey: field(c, 'SecretAccessKey'),
    sessionToken: field(c, 'SessionToken'),
    expiration,
  };
}
