// A MinIO that never answers stands for one waiting on a silent address a user typed.
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AdminClient } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileMinioContacts } from './minio-contacts.ts';

const held: Socket[] = [];
const silent = createServer((socket) => {
  held.push(socket);
  socket.resume();
});
let admin: AdminClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  admin = new AdminClient({
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  });
});
afterAll(() => {
  for (const socket of held) socket.destroy();
  silent.close();
});

describe('calls that make MinIO contact a typed address', () => {
  it('end at the deadline, naming the address MinIO waited for, not MinIO', async () => {
    const clients = { admin, signal: new AbortController().signal };
    const call = whileMinioContacts(
      clients,
      "the tier's endpoint http://10.0.0.9:9000",
      (bound) => bound.listTiers(),
      {
        deadlineMs: 300,
      },
    );
    await expect(call).rejects.toMatchObject({
      status: 504,
      code: 'remote_unreachable',
      message:
        "MinIO did not answer within 0.3 s while it tried to reach the tier's endpoint http://10.0.0.9:9000: that address may not answer. Check it, and that MinIO can reach it.",
    });
  });

  it('end, and close their connection, when the browser’s request goes away', async () => {
    const request = new AbortController();
    const connected = once(silent, 'connection');
    const call = whileMinioContacts({ admin, signal: request.signal }, 'a target', (bound) =>
      bound.listTiers(),
    );
    const [socket] = (await connected) as [Socket];
    const closed = once(socket, 'close');
    request.abort();
    await expect(call).rejects.toThrow();
    await closed;
  });
});
