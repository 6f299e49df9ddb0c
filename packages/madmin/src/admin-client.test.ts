import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminClient } from './admin-client.ts';
import { decryptData } from './encryption.ts';
import { MadminUnreachableError } from './errors.ts';

// A local HTTP stub to check what the client puts on the wire (MinIO itself is exercised in *.int.test.ts).
type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer };
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function stub(
  handler: (req: IncomingMessage, res: ServerResponse, seen: Seen) => void,
): Promise<{ client: AdminClient; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(entry);
      handler(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new AdminClient({
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'admin', secretAccessKey: 'pw-12345' },
    timeoutMs: 500,
  });
  return { client, seen };
}

describe('AdminClient on the wire', () => {
  it('addUser sends an encrypted, fixed-length body with status enabled', { timeout: 20_000 }, async () => {
    const { client, seen } = await stub((_req, res) => res.end());
    await client.addUser('alice', 'alice-secret');
    const [req] = seen;
    expect(req?.method).toBe('PUT');
    expect(req?.url).toBe('/minio/admin/v3/add-user?accessKey=alice');
    expect(req?.headers['content-length']).toBe(String(req?.body.length));
    expect(req?.headers['transfer-encoding']).toBeUndefined();
    expect(req?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    const plain = JSON.parse(
      new TextDecoder().decode(await decryptData('pw-12345', new Uint8Array(req?.body ?? []))),
    ) as unknown;
    expect(plain).toEqual({ secretKey: 'alice-secret', status: 'enabled' });
  });

  it('setPolicy sends the mapping in the query', async () => {
    const { client, seen } = await stub((_req, res) => res.end());
    await client.setPolicy({ policyNames: ['readonly', 'diag nostics'], entityName: 'devs', isGroup: true });
    expect(seen[0]?.url).toBe(
      '/minio/admin/v3/set-user-or-group-policy?policyName=readonly%2Cdiag%20nostics&userOrGroup=devs&isGroup=true',
    );
  });

  it('accountInfo normalises a Policy sent as a JSON string', async () => {
    const { client } = await stub((_req, res) =>
      res.end(
        JSON.stringify({
          AccountName: 'u',
          Policy: '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["s3:*"]}]}',
          Buckets: null,
          Server: { Type: 2 },
        }),
      ),
    );
    const info = await client.accountInfo();
    expect(info.Policy).toEqual({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:*'] }],
    });
    expect(info.Buckets).toEqual([]);
  });

  it('a read the server drops unanswered (MinIO restarted) goes again once; a write does not', async () => {
    let calls = 0;
    const { client, seen } = await stub((req, res) => {
      calls += 1;
      if (calls === 1 || req.method !== 'GET') return req.socket.destroy();
      res.end(JSON.stringify({ subSys: 'api', description: 'd', multipleTargets: false, keysHelp: [] }));
    });
    await expect(client.helpConfigKV('api')).resolves.toMatchObject({ subSys: 'api' });
    expect(seen).toHaveLength(2);
    await expect(client.setConfigKV('api requests_max=5')).rejects.toBeInstanceOf(MadminUnreachableError);
    expect(seen).toHaveLength(3);
  });

  it('a server that never answers becomes MadminUnreachableError after timeoutMs', async () => {
    const { client } = await stub(() => {});
    await expect(client.storageInfo()).rejects.toThrow(MadminUnreachableError);
  });

  it('stream skips keep-alives, and break closes the connection', async () => {
    let markClosed: (value: true) => void = () => undefined;
    const closed = new Promise<true>((resolve) => (markClosed = resolve));
    const { client } = await stub((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(' {"n":1}\n ');
      res.write('{"n":2}\n');
      const keepAlive = setInterval(() => res.write(' '), 20);
      req.socket.on('close', () => {
        markClosed(true);
        clearInterval(keepAlive);
      });
    });
    const items: unknown[] = [];
    for await (const item of client.stream<{ n: number }>('/trace', { s3: 'true' })) {
      items.push(item);
      if (item.n === 2) break;
    }
    expect(items).toEqual([{ n: 1 }, { n: 2 }]);
    // Resolves only when the server sees the socket close; a client that keeps it open times the test out.
    await expect(closed).resolves.toBe(true);
  });
});
