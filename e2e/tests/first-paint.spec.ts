import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { VIEW_COOKIE } from '@granary/contract';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';

const bucket = 'e2e-first-paint';
const folder = `object-browser/${bucket}/many/`;
const firstFile = 'file-000.txt';

test.beforeAll(async ({ stack }) => {
  const s3 = rootS3(stack.minio);
  await emptyAndDeleteBucket(s3, bucket);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  const keys = [
    ...Array.from({ length: 120 }, (_, i) => `many/file-${String(i).padStart(3, '0')}.txt`),
    'many/a-folder/inside.txt',
  ];
  await Promise.all(keys.map((Key) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: Key }))));
});

test.afterAll(async ({ stack }) => emptyAndDeleteBucket(rootS3(stack.minio), bucket));

const objectsTable = (page: Page) => page.getByRole('table', { name: 'Objects' });

/** Where the table, its header and its first rows are, to the tenth of a pixel. */
async function tableGeometry(page: Page) {
  const box = async (selector: string) => {
    const found = await objectsTable(page).locator(selector).first().boundingBox();
    return found && [found.x, found.y, found.width, found.height].map((value) => Math.round(value * 10) / 10);
  };
  const tableBox = await objectsTable(page).boundingBox();
  return {
    table: tableBox && [tableBox.x, tableBox.y, tableBox.width, tableBox.height],
    header: await box('[aria-rowindex="1"]'),
    folderRow: await box('[aria-rowindex="2"]'),
    fileRow: await box('[aria-rowindex="3"]'),
    fileCells: await objectsTable(page)
      .locator('[aria-rowindex="3"] [role="cell"]')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const { x, width } = cell.getBoundingClientRect();
          return `${Math.round(x * 10) / 10}+${Math.round(width * 10) / 10} ${cell.textContent ?? ''}`;
        }),
      ),
  };
}

/** The server's page alone: a context without scripts, with the logged-in context's cookies. */
async function serverDrawn(browser: Browser, stack: Stack, from: BrowserContext, width: number) {
  const context = await browser.newContext({
    baseURL: stack.baseURL,
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  await context.addCookies(await from.cookies());
  const page = await context.newPage();
  await page.goto(folder);
  return { context, page };
}

async function logInAt(page: Page, stack: Stack, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('button', { name: /menu/ })).toBeVisible();
}

for (const width of [1400, 400]) {
  test(`draws a deep link's first rows on the server where the app draws them (${width} px)`, async ({
    page,
    browser,
    stack,
  }) => {
    await logInAt(page, stack, width);
    const { context, page: plain } = await serverDrawn(browser, stack, page.context(), width);
    await expect(objectsTable(plain).getByRole('row').nth(1)).toContainText('a-folder');
    await expect(objectsTable(plain).getByRole('row').nth(2)).toContainText(firstFile);
    const drawnByServer = await tableGeometry(plain);
    await context.close();

    await page.goto(folder);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(objectsTable(page).getByRole('row').nth(2)).toContainText(firstFile);
    expect(await tableGeometry(page)).toEqual(drawnByServer);
  });
}

test('the app takes over from the first rows without listing the folder again', async ({ page, stack }) => {
  await logInAt(page, stack, 1400);
  const firstPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/objects') && !url.searchParams.has('token')) firstPages.push(url.search);
  });
  await page.goto(folder);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(objectsTable(page).getByRole('row').nth(2)).toContainText(firstFile);
  expect(firstPages).toEqual([]);
  // The rows are the app's now: a folder opens.
  await objectsTable(page).getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: 'a-folder', level: 1 })).toBeVisible();
});

test('draws the first rows in the colours the user chose', async ({ page, browser, stack }) => {
  await logInAt(page, stack, 1400);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === VIEW_COOKIE)?.value)
    .toContain('scheme=dark');
  const { context, page: plain } = await serverDrawn(browser, stack, page.context(), 1400);
  await expect(plain.locator('html')).toHaveClass('dark');
  await expect(plain.locator('#first-paint')).toHaveCSS('background-color', 'rgb(14, 16, 20)');
  await expect(objectsTable(plain).getByRole('row').nth(2)).toContainText(firstFile);
  await plain.screenshot({ path: test.info().outputPath('first-paint-dark.png') });
  await context.close();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});
