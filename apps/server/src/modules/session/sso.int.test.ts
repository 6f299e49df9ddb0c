import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMinio, type MinioServer } from '@granary/tools/minio';
import { minioOpenIdEnv } from '@granary/tools/oidc/minio-env';
import { startOidcProvider, type OidcProviderServer } from '@granary/tools/oidc/provider';
import { signInWithDevInteractions } from '@granary/tools/oidc/sign-in';
import { deriveStateKey, newAttempt, stateTtlSeconds } from './oauth-state.ts';
import { apiCaller, makeTestApp } from '../../testing/harness.ts';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const client = { clientId: 'granary-int', clientSecret: 'granary-int-secret' };
const callback = 'http://127.0.0.1:9/oauth_callback';

function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  return new RegExp(`${name}=([^;]*)`).exec(header)?.[1];
}

async function startSignIn(t: TestApp) {
  const res = await apiCaller(t.app)(apiEndpoints.session.loginStrategy);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ loginStrategy: string; redirect: string }>();
  const nonce = cookieValue(res.headers['set-cookie'], 'granary_oauth') ?? '';
  return {
    res,
    redirect: new URL(body.redirect),
    nonce,
    state: new URL(body.redirect).searchParams.get('state') ?? '',
  };
}

const finish = (t: TestApp, body: { code: string; state: string }, nonce?: string) =>
  apiCaller(t.app)(
    apiEndpoints.session.loginOauth2,
    { body },
    nonce === undefined ? {} : { headers: { cookie: `granary_oauth=${nonce}` } },
  );

describe('single sign-on against a real OpenID provider and MinIO', () => {
  let idp: OidcProviderServer;
  let minio: MinioServer | undefined;
  let t: TestApp;

  beforeAll(async () => {
    const registration = { ...client, redirectUris: [callback] };
    idp = await startOidcProvider({
      ...registration,
      accounts: { 'sso-int': { name: 'Integration', policy: 'consoleAdmin' } },
    });
    minio = await startMinio({ drives: 1, name: 'sso-int', env: minioOpenIdEnv(idp.issuer, registration) });
    t = await makeTestApp({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_IDP_URL: idp.issuer,
      CONSOLE_IDP_CLIENT_ID: client.clientId,
      CONSOLE_IDP_SECRET: client.clientSecret,
      CONSOLE_IDP_CALLBACK: callback,
    });
  });

  afterAll(async () => {
    await t?.app.close();
    await minio?.stop();
    await idp?.stop();
  });

  it('answers the redirect strategy with a PKCE authorization URL bound to an HttpOnly cookie', async () => {
    const { res, redirect, nonce, state } = await startSignIn(t);
    expect(res.json()).toMatchObject({ loginStrategy: 'redirect' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: callback,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(redirect.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(redirect.searchParams.get('nonce')).toBeTruthy();
    expect(state).toMatch(/^v1\.\d+\./);
    expect(nonce).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/);
  });

  it('turns code and state into a MinIO STS session without an own password', async () => {
    const { redirect, nonce } = await startSignIn(t);
    const back = await signInWithDevInteractions(redirect.toString(), callback, 'sso-int');
    const payload = {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
    const res = await finish(t, payload, nonce);
    expect(res.statusCode, res.body).toBe(200);
    const token = cookieValue(res.headers['set-cookie'], 'token');
    expect(token).toBeTruthy();
    expect(cookieValue(res.headers['set-cookie'], 'granary_oauth')).toBe('');
    const session = await apiCaller(t.app, token ?? '')(apiEndpoints.session.session);
    expect(session.statusCode, session.body).toBe(200);
    const pages = session.json().pages;
    expect(pages).toContain('/users');
    expect(pages).not.toContain('/account/change-password');

    const replay = await finish(t, payload, nonce);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'invalid_login' });
  });

  it('refuses a code the provider never issued with 401 and a clear message', async () => {
    const { nonce, state } = await startSignIn(t);
    const res = await finish(t, { code: 'not-a-real-code', state }, nonce);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_login',
      message: 'The identity provider did not accept the sign-in code. Sign in again.',
    });
    expect(res.json<ApiError>().detailedMessage).toMatch(/^invalid_grant/);
  });

  it('refuses a tampered state, a state from another browser and an expired state', async () => {
    const { nonce, state } = await startSignIn(t);
    const tampered = await finish(t, { code: 'c', state: state.replace(/\.(\d+)\./, '.9999999999.') }, nonce);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({
      code: 'invalid_oauth_state',
      message: 'The sign-in state is not valid. Sign in again.',
    });

    const noCookie = await finish(t, { code: 'c', state });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json<ApiError>().message).toMatch(/not started in this browser/);

    const key = deriveStateKey(t.config.idp ?? {}, t.sealingKey);
    const old = newAttempt(key, Date.now() - (stateTtlSeconds + 60) * 1000);
    const expired = await finish(t, { code: 'c', state: old.state }, old.nonce);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'invalid_oauth_state',
      message: 'The sign-in took too long. Sign in again.',
    });
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const down = await makeTestApp({
      CONSOLE_MINIO_SERVER: minio?.endpoint ?? '',
      CONSOLE_IDP_URL: `http://127.0.0.1:${await freePort()}`,
      CONSOLE_IDP_CLIENT_ID: client.clientId,
      CONSOLE_IDP_CALLBACK: callback,
    });
    const res = await apiCaller(down.app)(apiEndpoints.session.loginStrategy);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'idp_unreachable' });
    await down.app.close();
  });

  it('answers 400 when single sign-on is not configured', async () => {
    const plain = await makeTestApp({ CONSOLE_MINIO_SERVER: minio?.endpoint ?? '' });
    const res = await finish(plain, { code: 'c', state: 's' }, 'n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Single sign-on is not configured.' });
    await plain.app.close();
  });
});
