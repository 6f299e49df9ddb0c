// Integration-test client of the live sockets: what a browser would do, frames kept as they come.
import type { LiveFrame } from '@granary/contract';
import type { GranaryServer } from '@granary/tools/granary-server';
import { WebSocket } from 'ws';

export type OpenedLiveSocket<T> = {
  socket: WebSocket;
  frames: LiveFrame<T>[];
  closed: Promise<{ code: number }>;
};

/** Opens `path` on a Granary process and sends the first keep-alive; rejects with `HTTP <status>` if refused. */
export function openLiveSocket<T>(
  granary: GranaryServer,
  path: string,
  headers: Record<string, string>,
): Promise<OpenedLiveSocket<T>> {
  const socket = new WebSocket(`${granary.url.replace('http', 'ws')}${path}`, { headers });
  const frames: LiveFrame<T>[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as LiveFrame<T>));
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send('ok');
      resolve({ socket, frames, closed });
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
