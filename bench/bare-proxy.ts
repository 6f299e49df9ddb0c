// The cheapest possible console hop, for the transfer bench's floor: a plain node:http server that
// streams GetObject to the client with nothing else (no framework, no session, no headers of its own).
// Started by bench/object-transfers.ts as a separate process, like Granary; prints its port.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createServer } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const s3 = new S3Client({
  endpoint: process.env.BARE_PROXY_ENDPOINT,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.BARE_PROXY_ACCESS_KEY ?? '',
    secretAccessKey: process.env.BARE_PROXY_SECRET_KEY ?? '',
  },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://proxy');
  const command = new GetObjectCommand({
    Bucket: url.searchParams.get('bucket') ?? '',
    Key: url.searchParams.get('key') ?? '',
  });
  s3.send(command)
    .then(async (object) => {
      res.writeHead(200, { 'content-length': String(object.ContentLength ?? 0) });
      await pipeline(object.Body as Readable, res);
    })
    .catch((error: unknown) => {
      console.error(error);
      res.destroy();
    });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.once('SIGTERM', () => process.exit(0));
