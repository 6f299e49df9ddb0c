import { ConfigError, httpUrlSetting } from './config-error.ts';
import { parseDurationSeconds } from './duration.ts';

/** Single sign-on with an OpenID Connect provider (CONSOLE_IDP_*). */
export type IdpConfig = {
  /** The issuer; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  clientSecret?: string;
  /** The redirect URI registered at the provider: the SPA's /oauth_callback. */
  callback: URL;
  scopes: string[];
  /** DurationSeconds for AssumeRoleWithWebIdentity; unset keeps the id_token's own expiry. */
  tokenExpirationSeconds?: number;
  /** Derives the key that signs the OAuth `state`; unset derives it from the session-sealing key. */
  hmac?: { passphrase: string; salt: string };
};

type Env = Record<string, string | undefined>;

const required = ['CONSOLE_IDP_URL', 'CONSOLE_IDP_CLIENT_ID', 'CONSOLE_IDP_CALLBACK'] as const;
const optional = [
  'CONSOLE_IDP_SECRET',
  'CONSOLE_IDP_SCOPES',
  'CONSOLE_IDP_TOKEN_EXPIRATION',
  'CONSOLE_IDP_HMAC_PASSPHRASE',
  'CONSOLE_IDP_HMAC_SALT',
] as const;

const value = (env: Env, name: string): string => env[name]?.trim() ?? '';

function httpUrl(env: Env, name: string): URL {
  return httpUrlSetting(name, value(env, name));
}

function scopes(env: Env): string[] {
  const raw = value(env, 'CONSOLE_IDP_SCOPES');
  if (!raw) return ['openid', 'profile', 'email'];
  const list = raw.split(/[\s,]+/).filter(Boolean);
  if (list.some((scope) => !/^[\x21\x23-\x5B\x5D-\x7E]+$/.test(scope)))
    throw new ConfigError(`CONSOLE_IDP_SCOPES="${raw}" is not valid: expected comma-separated scope names`);
  return list.includes('openid') ? list : ['openid', ...list];
}

function tokenExpiration(env: Env): number | undefined {
  const raw = value(env, 'CONSOLE_IDP_TOKEN_EXPIRATION');
  if (!raw) return undefined;
  const seconds = parseDurationSeconds(raw);
  if (seconds === undefined || seconds < 900 || seconds > 365 * 86400)
    throw new ConfigError(
      `CONSOLE_IDP_TOKEN_EXPIRATION="${raw}" is not valid: expected a duration from 15m to 8760h (e.g. 1h or 3600)`,
    );
  return seconds;
}

function hmac(env: Env): IdpConfig['hmac'] {
  const passphrase = value(env, 'CONSOLE_IDP_HMAC_PASSPHRASE');
  const salt = value(env, 'CONSOLE_IDP_HMAC_SALT');
  if (!passphrase && !salt) return undefined;
  if (!passphrase || !salt)
    throw new ConfigError('CONSOLE_IDP_HMAC_PASSPHRASE and CONSOLE_IDP_HMAC_SALT must be set together');
  return { passphrase, salt };
}

/** Undefined when SSO is off; a half-done configuration is an error rather than a silent form login. */
export function loadIdpConfig(env: Env): IdpConfig | undefined {
  const present = required.filter((name) => value(env, name) !== '');
  if (present.length === 0) {
    const stray = optional.find((name) => value(env, name) !== '');
    if (stray) throw new ConfigError(`${stray} is set but single sign-on is off: set ${required.join(', ')}`);
    return undefined;
  }
  const missing = required.filter((name) => !present.includes(name));
  if (missing.length > 0)
    throw new ConfigError(`Single sign-on needs ${required.join(', ')}: ${missing.join(', ')} not set`);
  const secret = value(env, 'CONSOLE_IDP_SECRET');
  const expiration = tokenExpiration(env);
  return {
    issuer: httpUrl(env, 'CONSOLE_IDP_URL'),
    clientId: value(env, 'CONSOLE_IDP_CLIENT_ID'),
    ...(secret && { clientSecret: secret }),
    callback: httpUrl(env, 'CONSOLE_IDP_CALLBACK'),
    scopes: scopes(env),
    ...(expiration !== undefined && { tokenExpirationSeconds: expiration }),
    hmac: hmac(env),
  };
}
