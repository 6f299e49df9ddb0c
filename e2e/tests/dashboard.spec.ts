// The dashboard against its own MinIO (known objects), a real Prometheus scraping it and Chromium; and
// the usage view of a Granary without Prometheus, and of one whose Prometheus cannot be reached.
import { ListBucketsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import { freePort } from '@granary/tools/minio';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary } from '@granary/tools/granary-server';
import { dashboardSeed } from '../dashboard-stack.ts';
import { expect, logIn, test } from '../fixtures.ts';

test.use({ actionTimeout: 15_000 });

/** Logs in and waits for the shell, so that the next navigation does not cut the login short. */
async function signIn(page: Page, user: string, password: string, base?: string) {
  await logIn(page, user, password, base);
  await expect(page.getByRole('navigation')).toBeVisible();
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A panel's left edge once it stops moving (panels glide to their place). */
async function settledX(locator: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const x = (await locator.boundingBox())?.x ?? Number.NaN;
        const settled = x === last;
        last = x;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return last;
}

/** Sync until the figure shows: MinIO's scanner and Prometheus' scrapes take their time. */
async function syncUntil(page: Page, check: () => Promise<boolean>, timeout = 150_000) {
  await expect
    .poll(
      async () => {
        if (await check()) return true;
        await page.getByRole('button', { name: 'Sync' }).click();
        return false;
      },
      { timeout, intervals: [2_000] },
    )
    .toBe(true);
}

test('shows MinIO’s real figures from Prometheus: buckets, objects, usage and object sizes', async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  const { dashboard } = stack;
  await signIn(page, dashboard.minio.rootUser, dashboard.minio.rootPassword, dashboard.baseURL);
  await page.goto(`${dashboard.baseURL}/dashboard`);
  for (const name of ['Summary', 'Traffic', 'Resources'])
    await expect(page.getByRole('tab', { name })).toBeVisible();
  await expect(page.getByLabel('Start Time')).toBeVisible();
  await expect(page.getByLabel('End Time')).toBeVisible();

  const buckets = Object.keys(dashboardSeed.buckets).length;
  const objects = Object.values(dashboardSeed.buckets).reduce((sum, count) => sum + count, 0);
  await syncUntil(
    page,
    async () => (await page.getByTestId('widget-value-44').textContent()) === String(objects),
  );
  await expect(page.getByTestId('widget-value-66')).toHaveText(String(buckets));
  await expect(page.getByTestId('widget-value-9')).toHaveText('4');
  await expect(page.getByTestId('widget-value-78')).toHaveText('0');
  await expect(page.getByTestId('widget-value-84')).toHaveText('Healthy');

  const sizes = panel(page, 'Object Size Distribution');
  await expect(sizes.getByRole('row', { name: 'Under 1024B' })).toContainText('3');
  await expect(sizes.getByRole('row', { name: '1MB - 10MB' })).toContainText('2');
  await expect(sizes.getByRole('row', { name: '10MB - 64MB' })).toContainText('0');
  // 3 × 100 B and 2 × 2 MiB.
  await expect(panel(page, 'Data Usage Growth').getByRole('row', { name: 'Used' })).toContainText('4 MiB');
});

test('the traffic widgets move after requests are made', async ({ page, stack }) => {
  test.setTimeout(120_000);
  const { dashboard } = stack;
  const s3 = rootS3(dashboard.minio);
  await signIn(page, dashboard.minio.rootUser, dashboard.minio.rootPassword, dashboard.baseURL);
  await page.goto(`${dashboard.baseURL}/dashboard`);
  await page.getByRole('tab', { name: 'Traffic' }).click();
  const rate = panel(page, 'S3 API Request Rate');
  // A counter's first sample has no increase to show: the series must exist before the requests.
  await s3.send(new ListBucketsCommand({}));
  await syncUntil(
    page,
    async () => (await rate.getByRole('row', { name: /^listbuckets / }).count()) > 0,
    60_000,
  );
  for (let index = 0; index < 30; index++) await s3.send(new ListBucketsCommand({}));
  await s3.send(new PutObjectCommand({ Bucket: 'dash-empty', Key: 'traffic', Body: 'x' }));
  await syncUntil(
    page,
    async () => {
      const text = (await rate.getByRole('row', { name: /^listbuckets / }).textContent()) ?? '';
      return /[1-9]/.test(text.replace(/^listbuckets \[[^\]]*\]/, ''));
    },
    60_000,
  );
});

test('panels drag and keep their place; a widget opens larger; bad ranges are refused', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const { dashboard } = stack;
  await signIn(page, dashboard.minio.rootUser, dashboard.minio.rootPassword, dashboard.baseURL);
  await page.goto(`${dashboard.baseURL}/dashboard`);
  const uptime = panel(page, 'Uptime');
  const before = await uptime.boundingBox();
  const handle = await uptime.getByRole('heading', { name: 'Uptime' }).boundingBox();
  const target = await panel(page, 'Total Goroutines').boundingBox();
  if (!before || !handle || !target) throw new Error('panels not laid out');
  // Panels move by their title bar.
  await page.mouse.move(handle.x + 10, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 30, handle.y + handle.height / 2, { steps: 20 });
  await page.mouse.up();
  const moved = await settledX(uptime);
  expect(moved).toBeGreaterThan(before.x + 100);
  await page.reload();
  expect(await settledX(panel(page, 'Uptime'))).toBeCloseTo(moved, 0);

  await page.getByRole('button', { name: 'Open Data Usage Growth' }).click();
  const dialog = page.getByRole('dialog', { name: 'Data Usage Growth' });
  await expect(dialog).toContainText('a point every');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Prometheus keeps 15 days (its default): a range reaching further back says so.
  await page.getByLabel('Start Time').fill(dayjs().subtract(20, 'day').format('YYYY-MM-DDTHH:mm:ss'));
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(
    page.getByText(/Prometheus keeps 15d of samples: nothing before .* can be shown\./),
  ).toBeVisible();

  const end = await page.getByLabel('End Time').inputValue();
  await page.getByLabel('Start Time').fill(end);
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('End Time must be after Start Time.')).toBeVisible();
});

test('auto-refresh, off by default, moves the range along with the present', async ({ page, stack }) => {
  test.setTimeout(60_000);
  const { dashboard } = stack;
  await signIn(page, dashboard.minio.rootUser, dashboard.minio.rootPassword, dashboard.baseURL);
  await page.goto(`${dashboard.baseURL}/dashboard`);
  await expect(page.getByLabel('Auto-refresh')).toHaveText('Off');
  const end = await page.getByLabel('End Time').inputValue();
  await page.getByLabel('Auto-refresh').click();
  await page.getByRole('option', { name: 'Every 15 s' }).click();
  await expect.poll(() => page.getByLabel('End Time').inputValue(), { timeout: 25_000 }).not.toBe(end);
});

/** How far the page and its main content reach past the window's right edge (0 when they fit). */
const sidewaysOverflow = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const root = main.ownerDocument.scrollingElement;
    if (!root) throw new Error('no page to measure');
    return { page: root.scrollWidth - root.clientWidth, main: main.scrollWidth - main.clientWidth };
  });

// Issue 35, item 7: each chart's figures for screen readers sat in a hidden table that still took its
// full width (628 px on Resources), so the page scrolled sideways, at 1440 px and on a phone.
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`no tab scrolls sideways at ${viewport.width}×${viewport.height}`, async ({ page, stack }) => {
    test.setTimeout(200_000);
    const { dashboard } = stack;
    await page.setViewportSize(viewport);
    // On a phone the menu is closed: the page's heading says the login is through.
    await logIn(page, dashboard.minio.rootUser, dashboard.minio.rootPassword, dashboard.baseURL);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const name of ['Summary', 'Traffic', 'Resources']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      // A chart's figures table comes with its first series: Prometheus needs a few scrapes after start.
      await syncUntil(page, async () => (await main.getByRole('table').count()) > 0, 60_000);
      // Every panel drawn: a panel shows a skeleton until its widget's answer is in.
      await expect(main.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(await sidewaysOverflow(page), name).toEqual({ page: 0, main: 0 });
    }
  });
}

test('/metrics shows the same dashboard without the side menu', async ({ page, stack }) => {
  const { dashboard } = stack;
  await signIn(page, dashboard.minio.rootUser, dashboard.minio.rootPassword, dashboard.baseURL);
  await page.goto(`${dashboard.baseURL}/metrics`);
  await expect(page.getByRole('heading', { name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('without Prometheus: the usage view of MinIO’s own figures', async ({ page, stack, rootAdmin }) => {
  await signIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await page.goto('dashboard');
  const info = await rootAdmin.serverInfo();
  await expect(page.getByRole('region', { name: 'All buckets' })).toContainText(
    String(info.buckets?.count ?? 0),
  );
  await expect(page.getByRole('region', { name: 'Total Objects' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Usage' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveCount(0);
});

test('an unreachable Prometheus is said plainly, over the usage view', async ({ page, stack }) => {
  const port = await freePort();
  const granary = await startGranary({
    minioEndpoint: stack.minio.endpoint,
    log: false,
    env: { CONSOLE_PROMETHEUS_URL: `http://127.0.0.1:${port}` },
  });
  try {
    await signIn(page, stack.minio.rootUser, stack.minio.rootPassword, granary.url);
    await page.goto(`${granary.url}/dashboard`);
    await expect(
      page.getByText('Widget information could not be retrieved at this time. Please try again'),
    ).toBeVisible();
    await expect(
      page.getByText(`Prometheus at http://127.0.0.1:${port} cannot be reached (ECONNREFUSED)`),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'All buckets' })).toBeVisible();
  } finally {
    await granary.stop();
  }
});
