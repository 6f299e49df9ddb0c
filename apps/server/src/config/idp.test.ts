import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { loadIdpConfig } from './idp.ts';

const base = {
  CONSOLE_IDP_URL: 'https://idp.example/realms/granary',
  CONSOLE_IDP_CLIENT_ID: 'granary',
  CONSOLE_IDP_CALLBACK: 'https://granary.example/oauth_callback',
};

describe('loadIdpConfig', () => {
  it('is off without the IDP variables', () => {
    expect(loadIdpConfig({})).toBeUndefined();
  });

  it('reads the provider, client and defaults', () => {
    const idp = loadIdpConfig({ ...base, CONSOLE_IDP_SECRET: 'shh' });
    expect(idp?.issuer.toString()).toBe('https://idp.example/realms/granary');
    expect(idp?.clientId).toBe('granary');
    expect(idp?.clientSecret).toBe('shh');
    expect(idp?.callback.toString()).toBe('https://granary.example/oauth_callback');
    expect(idp?.scopes).toEqual(['openid', 'profile', 'email']);
    expect(idp?.tokenExpirationSeconds).toBeUndefined();
    expect(idp?.hmac).toBeUndefined();
  });

  it('reads scopes, token expiration and the state HMAC key', () => {
    const idp = loadIdpConfig({
      ...base,
      CONSOLE_IDP_SCOPES: 'profile, groups',
      CONSOLE_IDP_TOKEN_EXPIRATION: '2h',
      CONSOLE_IDP_HMAC_PASSPHRASE: 'p',
      CONSOLE_IDP_HMAC_SALT: 's',
    });
    expect(idp?.scopes).toEqual(['openid', 'profile', 'groups']);
    expect(idp?.tokenExpirationSeconds).toBe(7200);
    expect(idp?.hmac).toEqual({ passphrase: 'p', salt: 's' });
  });

  it.each([
    [{ CONSOLE_IDP_URL: base.CONSOLE_IDP_URL }, 'CONSOLE_IDP_CLIENT_ID, CONSOLE_IDP_CALLBACK not set'],
    [{ CONSOLE_IDP_SECRET: 'x' }, 'CONSOLE_IDP_SECRET is set but single sign-on is off'],
    [{ ...base, CONSOLE_IDP_URL: 'idp.example' }, 'CONSOLE_IDP_URL="idp.example" is not valid'],
    [{ ...base, CONSOLE_IDP_CALLBACK: 'ftp://x' }, 'CONSOLE_IDP_CALLBACK="ftp://x" is not valid'],
    [{ ...base, CONSOLE_IDP_TOKEN_EXPIRATION: '60' }, 'CONSOLE_IDP_TOKEN_EXPIRATION="60" is not valid'],
    [{ ...base, CONSOLE_IDP_SCOPES: 'openid,"bad"' }, 'CONSOLE_IDP_SCOPES="openid,"bad"" is not valid'],
    [{ ...base, CONSOLE_IDP_HMAC_SALT: 's' }, 'must be set together'],
  ])('stops start-up on %j', (env, message) => {
    expect(() => loadIdpConfig(env)).toThrow(ConfigError);
    expect(() => loadIdpConfig(env)).toThrow(message);
  });
});
