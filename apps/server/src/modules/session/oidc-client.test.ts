// A provider that accepts connections and never answers: the discovery call ends with the browser's request.
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcClient } from './oidc-client.ts';

const held: Socket[] = [];
const silent = createServer((socket) => {
  held.push(socket);
  socket.resume();
});
let client: OidcClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  client = new OidcClient({
    issuer: new URL(`http://127.0.0.1:${port}`),
    clientId: 'granary',
    callback: new URL('http://console.example/oauth_callback'),
    scopes: ['openid'],
  });
});
afterAll(() => {
  for (const socket of held) socket.destroy();
  silent.close();
});

describe('the OpenID provider’s discovery', () => {
  it('ends, its connection closed, when the browser’s request goes away, naming the provider', async () => {
    const request = new AbortController();
    const connected = once(silent, 'connection');
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
