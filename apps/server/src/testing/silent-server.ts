// A server that accepts connections and never answers: a target, a tier or a provider gone silent. It
// reads what it is sent, so that it sees the client end the connection.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type SilentServer = { server: Server; host: string; held: Socket[]; close: () => void };

export async function startSilentServer(): Promise<SilentServer> {
  const held: Socket[] = [];
  const server = createServer((socket) => {
    held.push(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    for (const socket of held) socket.destroy();
    server.close();
  };
  return { server, host, held, close };
}
