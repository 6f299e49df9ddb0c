// Issue 17, item 2: an error is said once, where it applies, without the empty-list text under it; what
// the user cannot do is disabled with the reason on hover.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { rootS3 } from '@granary/tools/root-s3';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-error-states';
const policyName = 'e2e-no-listing';
const user = { accessKey: 'e2e-no-listing-user', secretKey: 'no-listing-secret-1' };

test.beforeAll(async ({ rootAdmin, stack }) => {
  await rootS3(stack.minio)
    .send(new CreateBucketCommand({ Bucket: bucket }))
    .catch(() => undefined);
  // The bucket list, but neither listing a bucket's objects nor writing any.
  await rootAdmin.addCannedPolicy(policyName, {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:ListAllMyBuckets', 's3:GetBucketLocation'],
        Resource: ['arn:aws:s3:::*'],
      },
    ],
  });
  await rootAdmin.addUser(user.accessKey, user.secretKey, 'enabled');
  await rootAdmin.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
});

test.afterAll(async ({ rootAdmin }) => {
  await rootAdmin.removeUser(user.accessKey);
  await rootAdmin.removeCannedPolicy(policyName);
});

test('a folder the user may not list says so once, in the table, and offers no upload', async ({ page }) => {
  await logIn(page, user.accessKey, user.secretKey);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`object-browser/${bucket}`);
  const table = page.getByRole('table', { name: 'Objects' });
  await expect(table).toContainText('Access denied');
  await expect(page.getByText(/Access denied/)).toHaveCount(1);
  await expect(page.getByText('This folder is empty.')).toHaveCount(0);
  const upload = page.getByRole('button', { name: 'Upload File' });
  await expect(upload).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
  await upload.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('Not allowed by your policy (s3:PutObject)');
});

// Issue 17, item 2: with MinIO away every read of a bucket fails the same way; the Summary said it in
// all of its rows. Granary's own API is failed in the browser (MinIO itself is real and up).
const failure = 'Granary could not reach MinIO in time (made to fail by the test).';
const failAll = (page: Page, pattern: RegExp) =>
  page.route(pattern, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'bad_gateway', message: failure }),
    }),
  );
const summaryRow = (page: Page, label: string) =>
  page.getByTestId(`summary-${label.toLowerCase().replaceAll(' ', '-')}`);

for (const { name, pattern, access } of [
  // The bucket itself too: the page says it once, above the tabs.
  {
    name: 'every read of the bucket fails',
    pattern: new RegExp(`/api/v1/buckets/${bucket}([/?]|$)`),
    access: '—',
  },
  // Only the Summary's items: the tab says it once, above its cards.
  { name: "the Summary's reads fail", pattern: new RegExp(`/api/v1/buckets/${bucket}/`), access: 'Private' },
]) {
  test(`when ${name} alike, the bucket page says it once`, async ({ page, stack }) => {
    await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
    await expect(page.getByRole('navigation')).toBeVisible();
    await failAll(page, pattern);
    await page.goto(`buckets/${bucket}/summary`);
    await expect(page.getByText(failure).first()).toBeVisible();
    await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
    await expect(page.getByText(failure)).toHaveCount(1);
    await expect(page.getByTestId('bucket-access')).toHaveText(`Access: ${access}`);
    for (const label of ['Encryption', 'Reported Usage', 'Versioning', 'Quota', 'Retention'])
      await expect(summaryRow(page, label)).toContainText('—');
    await expect(page.getByRole('button', { name: 'Edit Encryption' })).toBeDisabled();
  });
}

test("when MinIO is away, the shell's notice says it and the bucket page adds nothing", async ({
  page,
  stack,
}) => {
  const away = 'MinIO at 127.0.0.1:1 cannot be reached.';
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.route(new RegExp(`/api/v1/buckets/${bucket}([/?]|$)`), (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'minio_unreachable', message: away }),
    }),
  );
  await page.goto(`buckets/${bucket}/summary`);
  await expect(
    page.getByRole('status').filter({ hasText: 'MinIO cannot be reached, retrying' }),
  ).toBeVisible();
  for (const label of ['Access Policy', 'Encryption', 'Versioning', 'Retention'])
    await expect(summaryRow(page, label)).toContainText('—');
  // Failed reads stay failed while the shell asks again: no alert of the page's own comes later.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(away)).toHaveCount(1);
});
