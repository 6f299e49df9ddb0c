// A MinIO that never answers stands for one waiting on a silent address a user typed.
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { AdminClient } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, type SilentServer } from '../testing/silent-server.ts';
import { whileMinioContacts } from './minio-contacts.ts';

let silent: SilentServer;
let admin: AdminClient;

beforeAll(async () => {
  silent = await startSilentServer();
  admin = new AdminClient({
    endpoint: `http://${silent.host}`,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  });
});
afterAll(() => silent.close());

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
    const connected = once(silent.server, 'connection');
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
