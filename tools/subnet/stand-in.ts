import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the subscription service (SUBNET), which this machine cannot reach: it speaks the three
 * calls reference A.6 documents (login, a license for the account, renewing a license) on loopback, with
 * answers the test chooses. It is no copy of SUBNET's behaviour beyond those calls' shapes.
 */
export type SubnetStandIn = {
  url: string;
  /** Each call as it came: its path, bearer token and JSON body. */
  calls: { path: string; bearer?: string; body: Record<string, unknown> }[];
  stop: () => Promise<void>;
};

export type SubnetAccount = { email: string; password: string; license: string };

export type SubnetStandInOptions = {
  accounts: SubnetAccount[];
  /** The license a renewal answers, from the license sent; undefined: 404 (no such subscription). */
  renew: (license: string) => string | undefined;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const metadata = (email: string) => ({
  email,
  issuer: 'stand-in',
  teamName: 'stand-in',
  serviceType: 'STANDARD',
});

export async function startSubnetStandIn(options: SubnetStandInOptions): Promise<SubnetStandIn> {
  const calls: SubnetStandIn['calls'] = [];
  const tokens = new Map<string, SubnetAccount>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      const path = request.url ?? '/';
      calls.push({ path, body, ...(bearer && { bearer }) });
      if (request.method !== 'POST') return send(response, 405, { error: 'method not allowed' });
      if (path === '/api/auth/login') {
        const account = options.accounts.find(
          (a) => a.email === body.username && a.password === body.password,
        );
        if (!account) return send(response, 401, { error: 'invalid credentials' });
        const token = `access-${tokens.size + 1}`;
        tokens.set(token, account);
        return send(response, 200, {
          has_memberships: true,
          token_info: { access_token: token, expires_in: 3600, token_type: 'Bearer' },
        });
      }
      if (path === '/api/auth/subscription/license-key') {
        const account = bearer === undefined ? undefined : tokens.get(bearer);
        if (!account) return send(response, 401, { error: 'not logged in' });
        return send(response, 200, { license: account.license, metadata: metadata(account.email) });
      }
      if (path === '/api/auth/subscription/renew-license') {
        const renewed = typeof body.license === 'string' ? options.renew(body.license) : undefined;
        if (!renewed) return send(response, 404, { error: 'no such subscription' });
        return send(response, 200, { license: renewed, metadata: metadata('') });
      }
      send(response, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
