// The two consoles under test: how each one's web UI uploads, downloads, logs in, and where its rows are.
// v1.7.6's side was checked against the running v1.7.6: uploads land under the key, listing shows them.
import { VIEW_COOKIE } from '@granary/contract';
import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { postFileBody, postFileForm } from '../bench-kit.ts';

export type PeerName = 'Granary' | 'v1.7.6';

/** A page that lists rows: its path and a CSS selector matching its data rows (not the header). */
export type RowPage = { path: string; row: string };

export type Peer = {
  name: PeerName;
  url: string;
  /** The server process, for its memory. */
  pid: number;
  upload: (token: string, file: string, bucket: string, key: string) => Promise<void>;
  downloadUrl: (bucket: string, key: string) => string;
  logInPage: (page: Page, user: string, password: string) => Promise<void>;
  bucketList: RowPage;
  browserBucketList: RowPage;
  folder: (bucket: string, prefix: string) => RowPage;
};

const downloadPath = (bucket: string, key: string) =>
  `/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(key)}`;

/**
 * Granary's app writes its view cookie once the shell is up; the fresh contexts copy the login's cookies,
 * so a deep link opens as in a browser that has used the console before (its first rows drawn by the
 * server).
 */
async function viewCookieWritten(page: Page) {
  const deadline = Date.now() + 10_000;
  while (!(await page.context().cookies()).some((cookie) => cookie.name === VIEW_COOKIE)) {
    if (Date.now() > deadline) throw new Error(`Granary wrote no ${VIEW_COOKIE} cookie after login`);
    await sleep(50);
  }
}

async function checkUpload(answer: Promise<{ status: number; body: string }>) {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`upload failed: ${status} ${body}`);
}

/** Granary as apps/web's upload-file.ts and download-object.ts call it. */
export function granary(url: string, pid: number): Peer {
  const objectsTable = '[role="table"][aria-label="Objects"] [role="row"]';
  const bucketsTable = '[role="table"][aria-label="Buckets"] [role="row"]';
  return {
    name: 'Granary',
    url,
    pid,
    // The file itself as the body, its folder and its name below the folder in the query.
    upload: (token, file, bucket, key) =>
      checkUpload(
        postFileBody(
          `${url}/api/v1/buckets/${bucket}/objects/upload?prefix=${folderOf(key)}` +
            `&path=${encodeURIComponent(path.posix.basename(key))}`,
          file,
          { cookie: `token=${token}` },
        ),
      ),
    downloadUrl: (bucket, key) => `${url}${downloadPath(bucket, key)}`,
    logInPage: async (page, user, password) => {
      await page.goto(`${url}/login`);
      await page.getByLabel('Enter Username').fill(user);
      await page.getByLabel('Enter Password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((address) => !address.pathname.endsWith('/login'));
      await viewCookieWritten(page);
    },
    bucketList: { path: '/buckets', row: bucketsTable },
    browserBucketList: { path: '/object-browser', row: bucketsTable },
    folder: (bucket, prefix) => ({ path: `/object-browser/${bucket}/${prefix}`, row: objectsTable }),
  };
}

/**
 * MinIO Console v1.7.6 as its UI calls it: ?prefix= is the URL-encoded full key (not base64), and the
 * form's one part is named after the file's size in bytes. Its tables are react-virtualized.
 */
export function consoleV176(url: string, pid: number): Peer {
  const virtualizedRow = '.ReactVirtualized__Table__row';
  return {
    name: 'v1.7.6',
    url,
    pid,
    upload: (token, file, bucket, key) =>
      checkUpload(
        postFileForm(`${url}/api/v1/buckets/${bucket}/objects/upload?prefix=${encodeURIComponent(key)}`, {
          file,
          partName: String(statSync(file).size),
          fileName: path.posix.basename(key),
          headers: { cookie: `token=${token}` },
        }),
      ),
    downloadUrl: (bucket, key) => `${url}${downloadPath(bucket, key)}`,
    logInPage: async (page, user, password) => {
      await page.goto(`${url}/login`);
      await page.fill('#accessKey', user);
      await page.fill('#secretKey', password);
      await page.click('#do-login');
      await page.waitForURL((address) => !address.pathname.endsWith('/login'));
    },
    // Bucket cards, all rendered (not virtualized).
    bucketList: { path: '/buckets', row: '.bucket-item' },
    browserBucketList: { path: '/browser', row: virtualizedRow },
    folder: (bucket, prefix) => ({
      path: `/browser/${bucket}/${encodeURIComponent(prefix)}`,
      row: virtualizedRow,
    }),
  };
}

const folderOf = (key: string) => encodeURIComponent(key.slice(0, key.lastIndexOf('/') + 1));
