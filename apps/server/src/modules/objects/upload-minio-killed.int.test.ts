// MinIO killed in the middle of an upload: the answer is MinIO's failure (503), never a 500.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { startMinio } from '@silo/tools/minio/server';
import { rootS3 } from '@silo/tools/root-s3';
import { describe, expect, it } from 'vitest';
import { logIn, makeTestApp } from '../../testing/harness.ts';

const mebibyte = 1024 * 1024;
const boundary = 'silo-kill-boundary';

/** A 40 MiB multipart form whose stream kills MinIO once `killAt` bytes of the file have gone out. */
function formKillingMinioAt(killAt: number, pid: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(mebibyte);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
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
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (sent >= 40 * mebibyte) {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('an upload when MinIO dies', () => {
  it.each([3, 24])('answers 503 minio_unreachable when MinIO is killed after %i MiB', async (mib) => {
    const minio = await startMinio({ drives: 1, name: 'killed' });
    const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      await rootS3(minio).send(new CreateBucketCommand({ Bucket: 'killed-upload' }));
      const token = await logIn(t, minio.rootUser, minio.rootPassword);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${base}/api/v1/buckets/killed-upload/objects/upload?prefix=`, {
        method: 'POST',
        body: formKillingMinioAt(mib * mebibyte, minio.pid),
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
});
