// Objects come from the console's own origin: whatever their stored type, Chromium must not run them.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-safe-downloads';
const downloadPath = (key: string) =>
  `api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(key)}`;

test.beforeAll(async ({ stack }) => {
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, bucket);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  const put = (Key: string, ContentType: string, Body: string) =>
    s3.send(new PutObjectCommand({ Bucket: bucket, Key, ContentType, Body }));
  await put('evil.js', 'text/javascript', "window.top.pwned = 'script';");
  await put('evil.html', 'text/html', `<script src="/${downloadPath('evil.js')}"></script><p>rendered</p>`);
  await put(
    'evil.svg',
    'image/svg+xml',
    '<svg xmlns="http://www.w3.org/2000/svg"><text>rendered</text></svg>',
  );
  await put('photo.png', 'image/png', 'not really a png');
});

test.afterAll(async ({ stack }) => emptyAndDeleteBucket(rootS3(stack.minio), bucket));

/** Adds `<script src>` to the console's own page and tells whether it ran (no DOM types here). */
function runScript(page: Page, src: string) {
  return page.evaluate<{ event: string; pwned: unknown }>(`new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = ${JSON.stringify(src)};
    const done = (event) => resolve({ event: event.type, pwned: window.pwned });
    script.addEventListener('load', done);
    script.addEventListener('error', done);
    document.head.append(script);
  })`);
}

test('an uploaded script neither runs through <script src> nor renders in an iframe', async ({
  page,
  stack,
}) => {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();

  await test.step('the download URL, as a script, is refused by the browser', async () => {
    expect(await runScript(page, `/${downloadPath('evil.js')}`)).toEqual({
      event: 'error',
      pwned: undefined,
    });
  });

  await test.step('the share link, as a script, is refused too', async () => {
    const share = await page.request.post(
      `api/v1/buckets/${bucket}/objects/share?prefix=evil.js&expires=3600000ms`,
    );
    expect(share.status(), await share.text()).toBe(200);
    const { url } = (await share.json()) as { url: string };
    expect(await runScript(page, url)).toEqual({ event: 'error', pwned: undefined });
  });

  await test.step('an HTML or SVG object in an iframe downloads instead of rendering', async () => {
    for (const key of ['evil.html', 'evil.svg']) {
      const download = page.waitForEvent('download');
      await page.evaluate(`{
        const frame = document.createElement('iframe');
        frame.src = ${JSON.stringify(`/${downloadPath(key)}`)};
        document.body.append(frame);
      }`);
      expect((await download).suggestedFilename()).toBe(key);
    }
    expect(await page.evaluate<unknown>('window.pwned')).toBeUndefined();
  });

  await test.step('every download carries the headers that keep it inert', async () => {
    for (const [key, type] of [
      ['evil.html', 'application/octet-stream'],
      ['evil.svg', 'application/octet-stream'],
      ['photo.png', 'image/png'],
    ] as const) {
      const res = await page.request.get(downloadPath(key));
      expect(res.headers()['content-type'], key).toBe(type);
      expect(res.headers()['content-disposition'], key).toBe(`attachment; filename=${key}`);
      expect(res.headers()['x-content-type-options'], key).toBe('nosniff');
      expect(res.headers()['content-security-policy'], key).toBe("default-src 'none'; sandbox");
    }
  });
});
