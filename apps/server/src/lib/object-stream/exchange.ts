import { connect as connectPlain, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import type { Readable } from 'node:stream';
import { MadminUnreachableError, parseErrorResponse } from '@granary/madmin';
import { READ_BUFFER_BYTES, returnReadBuffer, takeReadBuffer } from './read-buffer-pool.ts';
import { releaseBuffersWhileReading } from './release-buffers.ts';
import { bodyLength, parseResponseHead, type ResponseHead } from './response-head.ts';

/**
 * Reads from MinIO go into pooled buffers (read-buffer-pool.ts), each handed on to the browser's socket
 * and given back once written: no allocation per chunk or per download, and MinIO's socket waits while
 * 2 MiB of buffers are in flight (two 1 MiB reads over plain HTTP). 1 MiB reads cost the hop ~20% less
 * user CPU than 256 KiB ones, and two in flight download as fast as four
 * (docs/decisions/download-throughput.md).
 */
const IN_FLIGHT_BYTES = 2 * 1024 * 1024;
/** An error answer is a short XML document; more than this is not kept. */
const MAX_ERROR_BODY = 64 * 1024;

export type ExchangeRequest = {
  /** MinIO's origin: where to connect, and the Host header. */
  origin: URL;
  /** The path and query as sent (an object key's '..' must not be normalised away). */
  target: string;
  method: 'GET' | 'PUT';
  headers: Record<string, string>;
  /** The request body, streamed as it comes; its length must be in the headers. */
  body?: Readable;
};

/** A body chunk and the function that gives its buffer back once the chunk has been written. */
export type BodySink = (chunk: Buffer, release: () => void) => void;

/** A 2xx answer whose body has not been read yet: `pipe` hands it to a sink, chunk by chunk. */
export type OpenAnswer = {
  head: ResponseHead;
  /** Resolves once the whole body went to the sink; rejects if MinIO's socket ended early. */
  pipe(sink: BodySink): Promise<void>;
  /** Drops the answer (the browser left): MinIO's socket closes. */
  abort(): void;
};

function requestHead({ origin, target, method, headers }: ExchangeRequest): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\nhost: ${origin.host}\r\n${lines.join('')}connection: close\r\n\r\n`;
}

const unreachable = (origin: URL, error: Error) =>
  new MadminUnreachableError(
    `MinIO at ${origin.origin} is unreachable: ${(error as { code?: string }).code ?? error.message}`,
    { cause: error },
  );

/**
 * One request to MinIO on its own connection, without Node's HTTP client: resolves with the open
 * answer when MinIO says 2xx, rejects with MinIO's error (a MadminError) or with MadminUnreachableError.
 */
export function exchange(request: ExchangeRequest): Promise<OpenAnswer> {
  return new Promise((resolve, reject) => {
    const tls = request.origin.protocol === 'https:';
    const readBytes = READ_BUFFER_BYTES[tls ? 'tls' : 'plain'];
    let headBytes = Buffer.alloc(0);
    let head: ResponseHead | undefined;
    let remaining = 0;
    let inFlight = 0;
    /** The buffer Node will read into next, not yet filled: given back once the socket has closed. */
    let nextRead: Buffer | undefined;
    let sink: BodySink | undefined;
    let waiting: Buffer[] = [];
    let errorBody = '';
    let settle: { done: () => void; fail: (error: Error) => void } | undefined;
    let paused = false;

    const release = (buffer: Buffer) => () => {
      inFlight -= 1;
      returnReadBuffer(buffer);
      resume();
    };
    const resume = () => {
      if (!paused) return;
      paused = false;
      socket.resume();
    };
    const finish = () => {
      socket.destroy();
      settle?.done();
    };
    const deliver = (chunk: Buffer, buffer: Buffer) => {
      const body = chunk.subarray(0, Math.min(chunk.length, remaining));
      remaining -= body.length;
      inFlight += 1;
      if (sink) sink(body, release(buffer));
      else waiting.push(body);
      if (remaining === 0) finish();
    };
    const onHead = (parsed: ResponseHead, rest: Buffer) => {
      const length = bodyLength(parsed);
      head = parsed;
      remaining = Number.isNaN(length) ? Infinity : length;
      if (parsed.status >= 200 && parsed.status < 300) {
        // Nothing more is read until someone takes the body.
        paused = true;
        resolve({ head: parsed, pipe, abort: () => socket.destroy() });
        if (rest.length > 0 || remaining === 0) deliver(rest, rest);
        return;
      }
      errorBody = rest.toString('utf8');
      if (errorBody.length >= remaining) failWithAnswer();
    };
    const failWithAnswer = () => {
      socket.destroy();
      request.body?.unpipe(socket);
      reject(parseErrorResponse(head?.status ?? 502, errorBody.slice(0, MAX_ERROR_BODY), head?.headers));
    };
    const onData = (bytes: number, buffer: Buffer): boolean => {
      if (buffer === nextRead) nextRead = undefined;
      if (!head) {
        headBytes = Buffer.concat([headBytes, buffer.subarray(0, bytes)]);
        returnReadBuffer(buffer);
        try {
          const parsed = parseResponseHead(headBytes);
          if (parsed) onHead(parsed, headBytes.subarray(parsed.size));
        } catch (error) {
          // Not an S3 answer: said as MinIO failing, never thrown out of the socket's callback.
          socket.destroy();
          reject(parseErrorResponse(502, (error as Error).message));
          return false;
        }
        return !paused;
      }
      if (head.status >= 300) {
        if (errorBody.length < MAX_ERROR_BODY) errorBody += buffer.toString('utf8', 0, bytes);
        returnReadBuffer(buffer);
        if (errorBody.length >= remaining) failWithAnswer();
        return true;
      }
      deliver(buffer.subarray(0, bytes), buffer);
      // Node takes the next read's buffer even while paused (three 1 MiB buffers for a plain answer), and
      // TLS still hands over the records it has already decrypted.
      if (inFlight * readBytes >= IN_FLIGHT_BYTES || !sink) paused = true;
      return !paused;
    };
    const pipe = (to: BodySink) =>
      new Promise<void>((done, fail) => {
        settle = { done, fail };
        sink = to;
        const queued = waiting;
        waiting = [];
        for (const chunk of queued) to(chunk, release(chunk));
        if (remaining === 0) done();
        else if (queued.length === 0) resume();
      });

    const address = {
      host: request.origin.hostname,
      port: Number(request.origin.port || (tls ? 443 : 80)),
      onread: {
        buffer: () => (nextRead = takeReadBuffer(readBytes)),
        callback: (bytes: number, buffer: Uint8Array) => onData(bytes, buffer as Buffer),
      },
    };
    const socket: Socket = tls
      ? connectTls({ ...address, ...(isIP(address.host) === 0 && { servername: address.host }) })
      : connectPlain(address);
    socket.setNoDelay(true);
    socket.write(requestHead(request));
    let bodyFailure: Error | undefined;
    if (request.body) {
      const body = request.body;
      body.pipe(socket, { end: false });
      releaseBuffersWhileReading(body);
      // The browser stopped sending: MinIO would wait for the rest, so the exchange ends here.
      body.once('close', () => {
        if (body.readableEnded || head) return;
        bodyFailure = new Error('The upload was interrupted before the whole file arrived.');
        socket.destroy();
      });
    }
    socket.once('error', (error) => {
      if (bodyFailure) reject(bodyFailure);
      else if (!head) reject(unreachable(request.origin, error));
      else settle?.fail(error);
    });
    socket.once('close', () => {
      if (nextRead) returnReadBuffer(nextRead);
      nextRead = undefined;
      if (bodyFailure) reject(bodyFailure);
      else if (!head)
        reject(unreachable(request.origin, new Error('MinIO closed the connection without an answer')));
      else if (head.status >= 300) failWithAnswer();
      else if (remaining === Infinity) settle?.done();
      else if (remaining > 0) settle?.fail(new Error(`MinIO's answer ended ${remaining} bytes short`));
    });
  });
}
