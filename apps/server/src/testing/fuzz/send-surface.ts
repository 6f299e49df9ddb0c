import { encodeViewCookie, VIEW_COOKIE } from '@granary/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { FuzzAnswer } from './judge.ts';
import type { SurfaceRequest } from './page-socket-requests.ts';

/** How long an opened socket is read: a refusal closes it within milliseconds, a sound stream runs on. */
const socketReadMs = 300;
/** A socket neither opened nor refused by then is a finding of its own. */
const socketAnswerMs = 5_000;
const view = encodeViewCookie({ timeZone: 'UTC', locale: 'en-US', colorMode: 'dark', menuOpen: true });

export type SurfaceAnswer = FuzzAnswer & { socketClose?: number };

/** A socket over the app's real listener, as a browser opens one; its frames make the answer's body. */
function openSocket(origin: string, url: string, token: string | undefined): Promise<SurfaceAnswer> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}${url}`, {
      headers: token ? { cookie: `token=${token}` } : {},
    });
    const frames: string[] = [];
    let stop: NodeJS.Timeout | undefined;
    const finish = (result: SurfaceAnswer) => {
      clearTimeout(stop);
      clearTimeout(silent);
      socket.terminate();
      resolve(result);
    };
    const silent = setTimeout(
      () => finish({ status: 599, headers: {}, body: `no answer within ${socketAnswerMs} ms` }),
      socketAnswerMs,
    );
    // Only a close the server chose is judged: one this side asked for is no answer of the server's.
    const answer = (socketClose?: number) =>
      finish({
        status: 101,
        headers: {},
        body: frames.join('\n'),
        ...(socketClose !== undefined && { socketClose }),
      });
    socket.on('open', () => {
      socket.send('ok');
      stop = setTimeout(() => answer(), socketReadMs);
    });
    // Data frames are MinIO's own stream, relayed to a user MinIO let read it (the diagnostic names
    // MinIO's directories); the rest (errors, counts) are Granary's words, judged like any answer.
    socket.on('message', (data: Buffer) => {
      const text = String(data);
      if (!text.startsWith('{"kind":"data"')) frames.push(text);
    });
    socket.on('close', (code) => answer(code));
    // A refusal's body (a JSON error) comes in one chunk; its connection is the client's to end.
    socket.on('unexpected-response', (_request, response) => {
      const connection = response.socket;
      const refused = (body: string) => {
        connection.destroy();
        finish({ status: response.statusCode ?? 0, headers: response.headers, body });
      };
      response.once('data', (chunk: Buffer) => refused(String(chunk)));
      response.once('end', () => refused(''));
    });
    socket.on('error', () => undefined);
  });
}

/** Sends a page or socket request; sockets go to `origin`, where the app listens. */
export async function sendSurface(
  app: FastifyInstance,
  origin: string,
  request: SurfaceRequest,
  token: string | undefined,
): Promise<SurfaceAnswer> {
  if (request.kind === 'socket') return openSocket(origin, request.url, token);
  const res = await app.inject({
    method: 'GET',
    url: request.url,
    cookies: { [VIEW_COOKIE]: view, ...(token && { token }) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}
