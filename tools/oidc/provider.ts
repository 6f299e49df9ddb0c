// A real OpenID Connect provider (the `oidc-provider` package) for the single sign-on tests, with
// static accounts and the package's development login and consent pages.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcClientRegistration = { clientId: string; clientSecret: string; redirectUris: string[] };

export type StartOidcProviderOptions = OidcClientRegistration & {
  /** Login name → claims. The dev login page accepts any password; an unknown login fails. */
  accounts: Record<string, Record<string, unknown>>;
  port?: number;
};

export type OidcProviderServer = { issuer: string; port: number; stop(): Promise<void> };

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // MinIO looks keys up by `kid` and accepts RS256.
  return { ...privateKey.export({ format: 'jwk' }), kid: 'granary-test', alg: 'RS256', use: 'sig' };
}

function createProvider(issuer: string, opts: StartOidcProviderOptions): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // MinIO reads the policy claim from the id_token itself, so scope claims go into it too.
    claims: {
      openid: ['sub', 'policy'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    // Proves the relying party sends PKCE: a confidential client would not need it otherwise.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
    findAccount: (_ctx, id) => {
      const claims = opts.accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
  });
}

/** Starts the provider on a loopback port; the issuer is http://127.0.0.1:<port>. */
export async function startOidcProvider(opts: StartOidcProviderOptions): Promise<OidcProviderServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = createProvider(issuer, opts);
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
