// MinIO killed in the middle of a transfer: an upload answers MinIO's failure (503), never a 500, and
// closes the connection so the client stops sending; a download already under way breaks off instead of
// ending as if complete.
import { connect } from 'node:net';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { apiEndpoints, endpointPath } from '@granary/contract';
import { startMinio } from '@granary/tools/minio/server';
import { isAlive } from '@granary/tools/minio/watchdog';
import { rootS3 } from '@granary/tools/root-s3';
import { describe, expect, it, vi } from 'vitest';
import { logIn, makeTestApp } from '../../testing/harness.ts';

const mebibyte = 1024 * 1024;
const boundary = 'granary-kill-boundary';

/**
 * Where the bodies below go: built from the contract, sent by fetch or on a bare socket, since they
 * are streams that kill MinIO as they flow.
 */
const uploadPath = (query: { prefix: string; path?: string }) =>
  endpointPath(apiEndpoints.objects.upload, { params: { bucket: 'killed-upload' }, query });

/**
 * 40 MiB of file whose stream kills MinIO once `killAt` bytes have gone out, as a multipart form
 * (`boundary`) or as the bare file.
 */
function bytesKillingMinioAt(killAt: number, pid: number, form = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(mebibyte);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (!form) return;
      controller.enqueue(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
      );
    },
    async pull(controller) {
      if (sent === killAt) {
        process.kill(pid, 'SIGKILL');
        // The rest of the body flows to a MinIO that is gone.
        await vi.waitFor(() => expect(isAlive(pid)).toBe(false));
      }
      if (sent >= 40 * mebibyte) {
        if (form) controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

type SocketUpload = { answer: string; sent: number; endedWhileSending: boolean };

/**
 * An upload on a socket of its own, as a browser sends it: `head`, then mebibytes of body up to
 * `declared` bytes, MinIO killed once `killAt` are out, read as they come, until the server ends the
 * connection or the whole body is sent.
 */
async function uploadOnSocket(
  base: string,
  head: string,
  { declared, killAt, pid }: { declared: number; killAt: number; pid: number },
): Promise<SocketUpload> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  let ended = false;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  // The server drops the socket after its answer: writes then fail, which is the point.
  socket.on('error', () => undefined);
  const stopped = new Promise<void>((resolve) => {
    socket.once('end', () => {
      ended = true;
      resolve();
    });
    socket.once('close', () => resolve());
  });
  socket.write(head);
  const chunk = Buffer.alloc(mebibyte);
  let sent = 0;
  while (sent < declared && !ended && !socket.destroyed) {
    if (sent === killAt) process.kill(pid, 'SIGKILL');
    const flowing = socket.write(chunk);
    sent += chunk.length;
    if (!flowing) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), stopped]);
  }
  socket.destroy();
  return { answer: Buffer.concat(received).toString('latin1'), sent, endedWhileSending: ended };
}

/** What the closing test expects: MinIO's failure, said to be the connection's last answer. */
function expectClosingFailure(upload: SocketUpload, declared: number) {
  expect(upload.answer).toMatch(/^HTTP\/1\.1 503 /);
  expect(upload.answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(upload.answer).toContain('"code":"minio_unreachable"');
  expect(upload.endedWhileSending).toBe(true);
  expect(upload.sent).toBeLessThan(declared);
}

describe('an upload when MinIO dies', () => {
  it.each([3, 24])('answers 503 minio_unreachable when MinIO is killed after %i MiB', async (mib) => {
    const minio = await startMinio({ drives: 1, name: 'killed' });
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      await rootS3(minio).send(new CreateBucketCommand({ Bucket: 'killed-upload' }));
      const token = await logIn(t, minio.rootUser, minio.rootPassword);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${base}${uploadPath({ prefix: '' })}`, {
        method: 'POST',
        body: bytesKillingMinioAt(mib * mebibyte, minio.pid, true),
        duplex: 'half',
        headers: { cookie: `token=${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'minio_unreachable' });
    } finally {
      await t.app.close();
      await minio.stop();
    }
  });

  it('closes the connection after its 503 while the browser is still sending', async () => {
    const minio = await startMinio({ drives: 1, name: 'killed-closing' });
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      await rootS3(minio).send(new CreateBucketCommand({ Bucket: 'killed-upload' }));
      const token = await logIn(t, minio.rootUser, minio.rootPassword);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const declared = 2 * 1024 * mebibyte;
      const part =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n';
      const head =
        `POST ${uploadPath({ prefix: '' })} HTTP/1.1\r\n` +
        `Host: ${new URL(base).host}\r\nCookie: token=${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${part.length + declared}\r\n\r\n${part}`;
      const upload = await uploadOnSocket(base, head, { declared, killAt: 3 * mebibyte, pid: minio.pid });
      expectClosingFailure(upload, declared);
    } finally {
      await t.app.close();
      await minio.stop();
    }
  });
});

describe('a file sent as the body when MinIO dies', () => {
  it('answers 503 minio_unreachable', async () => {
    const minio = await startMinio({ drives: 1, name: 'killed-raw' });
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      await rootS3(minio).send(new CreateBucketCommand({ Bucket: 'killed-upload' }));
      const token = await logIn(t, minio.rootUser, minio.rootPassword);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${base}${uploadPath({ prefix: '', path: 'big.bin' })}`;
      const res = await fetch(url, {
        method: 'POST',
        body: bytesKillingMinioAt(3 * mebibyte, minio.pid),
        duplex: 'half',
        headers: { cookie: `token=${token}`, 'content-length': String(40 * mebibyte) },
      } as RequestInit);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'minio_unreachable' });
    } finally {
      await t.app.close();
      await minio.stop();
    }
  });

  it('closes the connection after its 503 while the browser is still sending', async () => {
    const minio = await startMinio({ drives: 1, name: 'killed-raw-closing' });
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      await rootS3(minio).send(new CreateBucketCommand({ Bucket: 'killed-upload' }));
      const token = await logIn(t, minio.rootUser, minio.rootPassword);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const declared = 2 * 1024 * mebibyte;
      const head =
        `POST ${uploadPath({ prefix: '', path: 'big.bin' })} HTTP/1.1\r\n` +
        `Host: ${new URL(base).host}\r\nCookie: token=${token}\r\nContent-Length: ${declared}\r\n\r\n`;
      const upload = await uploadOnSocket(base, head, { declared, killAt: 3 * mebibyte, pid: minio.pid });
      expectClosingFailure(upload, declared);
    } finally {
      await t.app.close();
      await minio.stop();
    }
  });
});

describe('a download when MinIO dies', () => {
  it('breaks off: the browser never sees a short file as complete', async () => {
    const minio = await startMinio({ drives: 1, name: 'killed-download' });
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      const s3 = rootS3(minio);
      await s3.send(new CreateBucketCommand({ Bucket: 'killed-download' }));
      const size = 64 * mebibyte;
      await s3.send(
        new PutObjectCommand({ Bucket: 'killed-download', Key: 'big.bin', Body: Buffer.alloc(size) }),
      );
      const token = await logIn(t, minio.rootUser, minio.rootPassword);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(
        `${base}${endpointPath(apiEndpoints.objects.download, {
          params: { bucket: 'killed-download' },
          query: { prefix: 'big.bin' },
        })}`,
        { headers: { cookie: `token=${token}` } },
      );
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let received = (await reader.read()).value?.length ?? 0;
      process.kill(minio.pid, 'SIGKILL');
      const readAll = async (): Promise<void> => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += value.length;
        }
      };
      await expect(readAll()).rejects.toThrow();
      expect(received).toBeLessThan(size);
    } finally {
      await t.app.close();
      await minio.stop();
    }
  });
});

describe('an upload refused before it starts', () => {
  it('closes the connection with its 401, so the browser stops sending', async () => {
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:1' });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const declared = 2 * 1024 * mebibyte;
      const head =
        `POST ${uploadPath({ prefix: '', path: 'big.bin' })} HTTP/1.1\r\n` +
        `Host: ${new URL(base).host}\r\nContent-Length: ${declared}\r\n\r\n`;
      const upload = await uploadOnSocket(base, head, { declared, killAt: -1, pid: process.pid });
      expect(upload.answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(upload.answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(upload.endedWhileSending).toBe(true);
      expect(upload.sent).toBeLessThan(declared);
    } finally {
      await t.app.close();
    }
  });
});
