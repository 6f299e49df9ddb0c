import type { S3Client } from '@aws-sdk/client-s3';
import {
  CreateBucketCommand,
  GetBucketEncryptionCommand,
  GetBucketPolicyCommand,
  GetBucketVersioningCommand,
  GetObjectLockConfigurationCommand,
  PutBucketPolicyCommand,
} from '@aws-sdk/client-s3';
import type { Locator, Page } from '@playwright/test';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';

const plain = 'sm-e2e-plain';
const viewer = { accessKey: 'sm-e2e-viewer', secretKey: 'sm-e2e-viewer-secret' };
const viewerPolicy = 'sm-e2e-viewer-policy';
const locked = 'sm-e2e-locked';
// global-setup names the e2e MinIO 'e2e', and startMinio names its KMS key after the server.
const kmsKey = 'e2e';

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => value,
    () => undefined,
  );

async function removeBuckets(s3: S3Client) {
  for (const bucket of [plain, locked]) await emptyAndDeleteBucket(s3, bucket);
}

test.beforeAll(async ({ stack, rootAdmin }) => {
  const s3 = rootS3(stack.minio);
  await removeBuckets(s3);
  await s3.send(new CreateBucketCommand({ Bucket: plain }));
  await s3.send(new CreateBucketCommand({ Bucket: locked, ObjectLockEnabledForBucket: true }));
  await rootAdmin.clearBucketQuota(plain);
});

test.afterAll(async ({ stack, rootAdmin }) => {
  await removeBuckets(rootS3(stack.minio));
  await rootAdmin.removeUser(viewer.accessKey).catch(() => undefined);
  await rootAdmin.removeCannedPolicy(viewerPolicy).catch(() => undefined);
});

async function openSummary(page: Page, stack: Stack, bucket: string) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`buckets/${bucket}/summary`);
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
}

const row = (page: Page, label: string) =>
  page.getByTestId(`summary-${label.toLowerCase().replaceAll(' ', '-')}`);

async function edit(page: Page, label: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('changes the access policy to PUBLIC and back to PRIVATE', async ({ page, stack }) => {
  const s3 = rootS3(stack.minio);
  await openSummary(page, stack, plain);
  await expect(page.getByTestId('bucket-access')).toHaveText('Access: Private');
  await expect(row(page, 'Replication')).toContainText('Disabled');
  let dialog = await edit(page, 'Access Policy', 'Change Access Policy');
  await choose(page, dialog, 'Access Policy', 'Public');
  await expect(dialog.getByText('without credentials')).toBeVisible();
  await save(dialog);
  await expect(page.getByTestId('bucket-access')).toHaveText('Access: Public');
  await expect(row(page, 'Access Policy')).toContainText('Public');
  expect(await settle(s3.send(new GetBucketPolicyCommand({ Bucket: plain })))).toBeDefined();

  dialog = await edit(page, 'Access Policy', 'Change Access Policy');
  await choose(page, dialog, 'Access Policy', 'Private');
  await save(dialog);
  await expect(page.getByTestId('bucket-access')).toHaveText('Access: Private');
  expect(await settle(s3.send(new GetBucketPolicyCommand({ Bucket: plain })))).toBeUndefined();
});

test('replaces a custom policy only after the user ticks the box', async ({ page, stack }) => {
  const s3 = rootS3(stack.minio);
  const custom = {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${plain}/shared/*`],
      },
    ],
  };
  await s3.send(new PutBucketPolicyCommand({ Bucket: plain, Policy: JSON.stringify(custom) }));
  await openSummary(page, stack, plain);
  await expect(page.getByTestId('bucket-access')).toHaveText('Access: Custom');
  const dialog = await edit(page, 'Access Policy', 'Change Access Policy');
  await expect(dialog.getByText(/Saving replaces all of it/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const kept = await s3.send(new GetBucketPolicyCommand({ Bucket: plain }));
  expect(JSON.parse(kept.Policy ?? '{}')).toEqual(custom);

  const again = await edit(page, 'Access Policy', 'Change Access Policy');
  await again.getByRole('checkbox', { name: 'Replace the custom policy' }).check();
  await save(again);
  await expect(page.getByTestId('bucket-access')).toHaveText('Access: Private');
  expect(await settle(s3.send(new GetBucketPolicyCommand({ Bucket: plain })))).toBeUndefined();
});

test('enables versioning, then disables it after the warning', async ({ page, stack }) => {
  const s3 = rootS3(stack.minio);
  const status = async () => (await s3.send(new GetBucketVersioningCommand({ Bucket: plain }))).Status;
  await openSummary(page, stack, plain);
  await expect(row(page, 'Versioning')).toContainText('Unversioned');
  let dialog = await edit(page, 'Versioning', 'Versioning');
  await dialog.getByLabel('Versioning').check();
  await save(dialog);
  await expect(row(page, 'Versioning')).toContainText('Enabled');
  expect(await status()).toBe('Enabled');

  dialog = await edit(page, 'Versioning', 'Versioning');
  await dialog.getByLabel('Versioning').uncheck();
  await expect(dialog.getByText("File versions won't be automatically deleted")).toBeVisible();
  await save(dialog);
  await expect(row(page, 'Versioning')).toContainText('Suspended');
  expect(await status()).toBe('Suspended');
});

test('sets a quota in base-1024 units, refusing zero, then clears it', async ({ page, stack, rootAdmin }) => {
  // Two quota writes through the admin API, each checked on MinIO.
  test.setTimeout(60_000);
  await openSummary(page, stack, plain);
  await expect(row(page, 'Quota')).toContainText('Disabled');
  let dialog = await edit(page, 'Quota', 'Set Bucket Quota');
  await dialog.getByRole('switch', { name: 'Quota' }).check();
  const size = dialog.getByRole('spinbutton', { name: 'Quota' });
  await size.fill('0');
  await expect(dialog.getByText('Quota must be at least 1')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await size.fill('5');
  await choose(page, dialog, 'Unit', 'GiB');
  await save(dialog);
  await expect(row(page, 'Quota')).toContainText('5 GiB (Hard)');
  expect(await rootAdmin.getBucketQuota(plain)).toMatchObject({ quota: 5 * 1024 ** 3, quotatype: 'hard' });

  dialog = await edit(page, 'Quota', 'Set Bucket Quota');
  await expect(dialog.getByRole('spinbutton', { name: 'Quota' })).toHaveValue('5');
  await dialog.getByRole('switch', { name: 'Quota' }).uncheck();
  await save(dialog);
  await expect(row(page, 'Quota')).toContainText('Disabled');
  expect(await rootAdmin.getBucketQuota(plain)).toBeUndefined();
});

test('sets the default retention on a locked bucket; an unlocked one cannot', async ({ page, stack }) => {
  const s3 = rootS3(stack.minio);
  await openSummary(page, stack, plain);
  await expect(row(page, 'Object Locking')).toContainText('Disabled');
  await expect(page.getByRole('button', { name: 'Edit Retention' })).toBeDisabled();

  await page.goto(`buckets/${locked}/summary`);
  await expect(row(page, 'Object Locking')).toContainText('Enabled');
  await expect(row(page, 'Retention')).toContainText('Disabled');
  const dialog = await edit(page, 'Retention', 'Set Retention Configuration');
  await choose(page, dialog, 'Mode', 'Governance');
  const validity = dialog.getByRole('spinbutton', { name: 'Validity' });
  await validity.fill('0');
  await expect(dialog.getByText('Validity must be at least 1')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await validity.fill('3');
  await save(dialog);
  await expect(row(page, 'Retention')).toContainText('Governance, 3 days');
  const lock = await s3.send(new GetObjectLockConfigurationCommand({ Bucket: locked }));
  expect(lock.ObjectLockConfiguration?.Rule?.DefaultRetention).toEqual({ Mode: 'GOVERNANCE', Days: 3 });
});

test('enables SSE-S3, then SSE-KMS with the server key, then disables encryption', async ({
  page,
  stack,
}) => {
  // Three encryption writes, each read back from MinIO and reloaded into the page.
  test.setTimeout(60_000);
  const s3 = rootS3(stack.minio);
  const rule = async () =>
    (await settle(s3.send(new GetBucketEncryptionCommand({ Bucket: plain }))))
      ?.ServerSideEncryptionConfiguration?.Rules?.[0]?.ApplyServerSideEncryptionByDefault;
  await openSummary(page, stack, plain);
  await expect(row(page, 'Encryption')).toContainText('Disabled');

  let dialog = await edit(page, 'Encryption', 'Enable Bucket Encryption');
  await choose(page, dialog, 'Encryption Type', 'SSE-S3');
  await save(dialog);
  await expect(row(page, 'Encryption')).toContainText('SSE-S3');
  expect(await rule()).toMatchObject({ SSEAlgorithm: 'AES256' });

  dialog = await edit(page, 'Encryption', 'Enable Bucket Encryption');
  await choose(page, dialog, 'Encryption Type', 'SSE-KMS');
  await dialog.getByLabel('KMS Key ID').fill('sm-no-such-key');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("KMS key 'sm-no-such-key' does not exist")).toBeVisible();
  await dialog.getByLabel('KMS Key ID').fill(kmsKey);
  await save(dialog);
  await expect(row(page, 'Encryption')).toContainText(`SSE-KMS (${kmsKey})`);
  expect(await rule()).toMatchObject({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: kmsKey });

  dialog = await edit(page, 'Encryption', 'Enable Bucket Encryption');
  await choose(page, dialog, 'Encryption Type', 'Disabled');
  await save(dialog);
  await expect(row(page, 'Encryption')).toContainText('Disabled');
  expect(await rule()).toBeUndefined();
});

test('looks right in light and dark', async ({ page, stack }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openSummary(page, stack, locked);
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/summary-${scheme}.png`, fullPage: true });
  }
  for (const [label, title] of [
    ['Quota', 'Set Bucket Quota'],
    ['Retention', 'Set Retention Configuration'],
    ['Encryption', 'Enable Bucket Encryption'],
    ['Access Policy', 'Change Access Policy'],
  ] as const) {
    const dialog = await edit(page, label, title);
    await page.screenshot({ path: `/tmp/summary-modal-${label.replace(' ', '-')}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('a user with fewer rights sees what is not allowed, and MinIO has the last word', async ({
  page,
  stack,
  rootAdmin,
}) => {
  await rootAdmin.addCannedPolicy(viewerPolicy, {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:ListAllMyBuckets', 's3:ListBucket', 's3:GetBucketPolicy', 's3:GetBucketVersioning'],
        Resource: ['arn:aws:s3:::*'],
      },
      // Allowed from an address no browser here has: Granary cannot tell before asking, MinIO refuses.
      {
        Effect: 'Allow',
        Action: ['s3:PutBucketPolicy'],
        Resource: ['arn:aws:s3:::*'],
        Condition: { IpAddress: { 'aws:SourceIp': '203.0.113.0/24' } },
      },
    ],
  });
  await rootAdmin.addUser(viewer.accessKey, viewer.secretKey);
  await rootAdmin.setPolicy({ policyNames: [viewerPolicy], entityName: viewer.accessKey, isGroup: false });
  await logIn(page, viewer.accessKey, viewer.secretKey);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`buckets/${plain}/summary`);
  await expect(row(page, 'Versioning')).toContainText(/Suspended|Unversioned/);
  await expect(row(page, 'Encryption')).toContainText('Not allowed by your policy');
  await expect(page.getByRole('button', { name: 'Edit Encryption' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Versioning' })).toBeDisabled();
  await expect(page.getByText(/Access denied/i)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/summary-viewer.png', fullPage: true });

  const dialog = await edit(page, 'Access Policy', 'Change Access Policy');
  await choose(page, dialog, 'Access Policy', 'Public');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Access Denied');
  expect(
    await settle(rootS3(stack.minio).send(new GetBucketPolicyCommand({ Bucket: plain }))),
  ).toBeUndefined();
});

test.describe('on a single-drive server', () => {
  let minio: MinioServer | undefined;
  let granary: GranaryServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    minio = await startMinio({ drives: 1, name: 'e2e-summary-single' });
    granary = await startGranary({ minioEndpoint: minio.endpoint });
    await rootS3(minio).send(new CreateBucketCommand({ Bucket: plain }));
  });
  test.afterAll(async () => {
    await granary?.stop();
    await minio?.stop();
  });

  test('shows access, encryption and usage, and hides the distributed-only items', async ({ page }) => {
    if (!minio || !granary) throw new Error('single-drive stack did not start');
    await page.goto(`${granary.url}/login`);
    await page.getByLabel('Enter Username').fill(minio.rootUser);
    await page.getByLabel('Enter Password').fill(minio.rootPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.goto(`${granary.url}/buckets/${plain}/summary`);
    await expect(page.getByText(/need a distributed \(erasure-coded\) server/)).toBeVisible();
    await expect(row(page, 'Access Policy')).toContainText('Private');
    await expect(row(page, 'Encryption')).toContainText('Disabled');
    await expect(row(page, 'Reported Usage')).toContainText('B');
    for (const label of ['Versioning', 'Quota', 'Retention', 'Object Locking', 'Replication'])
      await expect(row(page, label)).toHaveCount(0);
    await page.screenshot({ path: '/tmp/summary-single.png', fullPage: true });
  });
});
