// Another origin on the same site (same host, other port) must not change anything with the user's cookie.
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-cross-site';
let attacker: Server;
let attackerOrigin: string;

/** A page that uploads a file to the console with the visitor's cookie, as a no-cors form post would. */
const attackPage = (consoleUrl: string) => `<!doctype html><html><body><script>
  const form = new FormData();
  form.append('file', new Blob(['planted']), 'planted.txt');
  fetch('${consoleUrl}/api/v1/buckets/${bucket}/objects/upload?prefix=', {
    method: 'POST', mode: 'no-cors', credentials: 'include', body: form,
  }).then(() => { document.title = 'sent'; }, () => { document.title = 'sent'; });
</script></body></html>`;

test.beforeAll(async ({ stack }) => {
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, bucket);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  attacker = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(attackPage(stack.baseURL.replace(/\/$/, '')));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async ({ stack }) => {
  attacker.close();
  await emptyAndDeleteBucket(rootS3(stack.minio), bucket);
});

test('a page on another port of the same host cannot upload with the logged-in cookie', async ({
  page,
  stack,
}) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();

  const sent = page.waitForRequest((request) => request.url().includes('/objects/upload'));
  await page.goto(`${attackerOrigin}/`);
  await expect(page).toHaveTitle('sent');
  await sent;

  await expect(
    rootS3(stack.minio).send(new HeadObjectCommand({ Bucket: bucket, Key: 'planted.txt' })),
  ).rejects.toMatchObject({ name: 'NotFound' });
});
