// A provider that accepts connections and never answers: the discovery call ends with the browser's request.
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, type SilentServer } from '../../testing/silent-server.ts';
import { OidcClient } from './oidc-client.ts';

let silent: SilentServer;
let client: OidcClient;

beforeAll(async () => {
  silent = await startSilentServer();
  client = new OidcClient({
    issuer: new URL(`http://${silent.host}`),
    clientId: 'granary',
    callback: new URL('http://console.example/oauth_callback'),
    scopes: ['openid'],
  });
});
afterAll(() => silent.close());

describe('the OpenID provider’s discovery', () => {
  it('ends, its connection closed, when the browser’s request goes away, naming the provider', async () => {
    const request = new AbortController();
    const connected = once(silent.server, 'connection');
    const discovery = client.metadata(request.signal);
    const [socket] = (await connected) as [Socket];
    const closed = once(socket, 'close');
    request.abort();
    await expect(discovery).rejects.toMatchObject({
      status: 503,
      message: `The identity provider at ${client.issuer} cannot be reached.`,
    });
    await closed;
  });
});
