import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../tools/chromium.ts';
import { startMinio } from '../tools/minio/index.ts';
import { startSilo } from '../tools/silo-server.ts';

const minio = await startMinio({ drives: 4, name: 'bench-shots' });
const s3 = new S3Client({ endpoint: minio.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword } });
const long = 'a-very-long-bucket-name-that-goes-on-and-on-to-sixty-three-char';
for (const name of [long, 'photos', 'backups-2026', 'logs.example.com']) await s3.send(new CreateBucketCommand({ Bucket: name }));
await s3.send(new PutObjectCommand({ Bucket: 'photos', Key: 'x', Body: new Uint8Array(123456) }));
const silo = await startSilo({ minioEndpoint: minio.endpoint, log: false });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 800]) {
      const page = await browser.newPage({ colorScheme: scheme, viewport: { width, height: 700 } });
      await page.goto(`${silo.url}/login`);
      await page.getByLabel('Enter Username').fill(minio.rootUser);
      await page.getByLabel('Enter Password').fill(minio.rootPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.pathname.includes('login'));
      await page.goto(`${silo.url}/buckets`);

      await page.getByText('photos', { exact: true }).waitFor();
      await page.getByRole('row').nth(1).hover();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/bench-shots/list-${scheme}-${width}.png` });
      if (width === 1280) {
        await page.getByRole('button', { name: 'Create Bucket' }).click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/bench-shots/modal-default-${scheme}.png` });
        await page.getByLabel('Bucket Name').fill('Bad_Name');
        await page.waitForTimeout(1300);
        await page.screenshot({ path: `/tmp/bench-shots/modal-${scheme}.png` });
        for (const label of ['Versioning', 'Quota', 'Retention']) await page.getByLabel(label).first().check().catch((e) => console.log(label, String(e).slice(0, 100)));
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/bench-shots/modal-all-${scheme}.png`, fullPage: true });
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await silo.stop();
  await minio.stop();
}
