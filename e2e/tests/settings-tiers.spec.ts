// Tiers from Settings: added against a second MinIO, used by a lifecycle rule, and an object really moves
// there. Its own pair of MinIO servers and Granary.
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { expect, logIn, test } from '../fixtures.ts';
import { choose, field, fillFields } from '../support/settings-form.ts';

test.use({ actionTimeout: 15_000 });

const bucket = 'e2e-tiered';
const tierBucket = 'e2e-tier-target';
const namePrompt =
  'Please verify that string is uppercase only and contains valid characters (numbers, dashes & underscores).';

let source: MinioServer | undefined;
let target: MinioServer | undefined;
let granary: GranaryServer | undefined;
let sourceS3: S3Client;
let targetS3: S3Client;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  [source, target] = await Promise.all([
    startMinio({ drives: 4, name: 'e2e-tier-source' }),
    startMinio({ drives: 1, name: 'e2e-tier-target' }),
  ]);
  granary = await startGranary({ minioEndpoint: source.endpoint });
  sourceS3 = rootS3(source);
  targetS3 = rootS3(target);
  await sourceS3.send(new CreateBucketCommand({ Bucket: bucket }));
  await targetS3.send(new CreateBucketCommand({ Bucket: tierBucket }));
});
test.afterAll(async () => {
  await granary?.stop();
  await Promise.all([source?.stop(), target?.stop()]);
});

function stack() {
  if (!source || !target || !granary) throw new Error('stack not started');
  return { source, target, granary };
}

async function openTiers(page: Page) {
  const { source, granary } = stack();
  await logIn(page, source.rootUser, source.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/settings/tiers`);
  await expect(page.getByRole('tab', { name: 'Tiers', selected: true })).toBeVisible();
}

async function openAddForm(page: Page, typeLabel: string) {
  await page.getByRole('button', { name: 'Add Tier' }).click();
  await expect(page.getByRole('heading', { name: 'Tier Type Selection' })).toBeVisible();
  await page.getByRole('button', { name: typeLabel, exact: true }).click();
}

test('adds minio and s3 tiers against the second MinIO and lists them', async ({ page }) => {
  test.setTimeout(60_000);
  const { target } = stack();
  await openTiers(page);
  await expect(page.getByText('There are no tiers yet')).toBeVisible();

  await openAddForm(page, 'MinIO');
  await expect(page.getByRole('heading', { name: 'Add MinIO Tier' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await field(page, 'Name').pressSequentially('warm-1');
  await expect(field(page, 'Name')).toHaveValue('WARM-1');
  await field(page, 'Name').pressSequentially('!');
  await expect(page.getByText(namePrompt)).toBeVisible();
  await field(page, 'Name').fill('WARM');
  await expect(field(page, 'Endpoint')).toHaveValue('');
  await fillFields(page, {
    Endpoint: target.endpoint,
    Bucket: tierBucket,
    Prefix: 'warm/',
    Region: 'us-east-1',
    'Access Key': target.rootUser,
  });
  await expect(save).toBeDisabled();
  await fillFields(page, { 'Secret Key': target.rootPassword });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Tier 'WARM' added")).toBeVisible();
  await expect(
    page.getByRole('row', {
      name: new RegExp(`WARM MinIO ${target.endpoint} ${tierBucket} warm/ us-east-1`),
    }),
  ).toBeVisible();

  await openAddForm(page, 'AWS S3');
  await expect(field(page, 'Endpoint')).toHaveValue('https://s3.amazonaws.com');
  await fillFields(page, {
    Name: 'COLD',
    Endpoint: target.endpoint,
    Bucket: tierBucket,
    Prefix: 'cold/',
    Region: 'us-east-1',
    'Access Key': target.rootUser,
    'Secret Key': target.rootPassword,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /COLD AWS S3/ })).toBeVisible();
});

test('gcs and azure: their forms and rules, and MinIO’s error for a backend it cannot reach', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openTiers(page);
  await openAddForm(page, 'Google Cloud Storage');
  await expect(field(page, 'Endpoint')).toHaveValue('https://storage.googleapis.com/');
  await fillFields(page, { Name: 'GCS-TIER', Bucket: 'b', Prefix: 'p/', Region: 'us' });
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const file = page.getByLabel('Credentials File');
  await file.setInputFiles({ name: 'creds.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') });
  await expect(page.getByText('Credentials must be a .json file')).toBeVisible();
  const creds = { type: 'service_account', project_id: 'granary-e2e', client_email: 'e2e@granary.test' };
  await file.setInputFiles({
    name: 'creds.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(creds)),
  });
  await expect(page.getByText('creds.json')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // gcs ignores the endpoint: MinIO fails at Google's sign-in with the fake key.
  await expect(page.getByRole('alert').filter({ hasText: 'failed to perform PUT' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Add Google Cloud Storage Tier' })).toBeVisible();

  await page.getByRole('link', { name: 'Back To Tier Type Selection' }).click();
  await page.getByRole('button', { name: 'Azure', exact: true }).click();
  await expect(field(page, 'Endpoint')).toHaveValue('https://blob.core.windows.net');
  await fillFields(page, {
    Name: 'AZ-TIER',
    Endpoint: 'http://127.0.0.1:1',
    Bucket: 'b',
    Prefix: 'p/',
    Region: 'r',
    'Account Name': 'granary',
    'Account Key': Buffer.from('not-a-key').toString('base64'),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'dial tcp 127.0.0.1:1: connect: connection refused' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Back To Tier Type Selection' }).click();
  await page.getByRole('link', { name: 'Back To Tiers' }).click();
  await expect(page.getByRole('row', { name: /GCS-TIER|AZ-TIER/ })).toHaveCount(0);
});

test('update credentials: wrong keys give MinIO’s error, right keys work', async ({ page }) => {
  const { target } = stack();
  await openTiers(page);
  await page.getByRole('button', { name: 'Update Credentials of WARM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Credentials - WARM' });
  await field(dialog, 'Access Key').fill(target.rootUser);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Secret Key is required')).toBeVisible();
  await field(dialog, 'Secret Key').fill('not-the-secret-key');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('signature we calculated does not match');
  await field(dialog, 'Secret Key').fill(target.rootPassword);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Credentials of tier 'WARM' updated")).toBeVisible();
});

test('a lifecycle rule moves an object to the tier on the second MinIO', async ({ page }) => {
  test.setTimeout(60_000);
  const { source, granary } = stack();
  await logIn(page, source.rootUser, source.rootPassword, granary.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`${granary.url}/buckets/${bucket}/lifecycle`);
  await page.getByRole('button', { name: 'Add Lifecycle Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lifecycle Rule' });
  await dialog.getByRole('radio', { name: 'Transition' }).check();
  await dialog.getByRole('radio', { name: 'Date' }).check();
  // A day already past: MinIO moves a new object as soon as it is written (docs/decisions/tiers.md).
  const picker = dialog.getByRole('group', { name: 'Transition Date' });
  for (const [label, value] of [
    ['Month', 'January'],
    ['Day', '1'],
    ['Year', String(new Date().getFullYear())],
  ]) {
    await picker.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: value, exact: true }).click();
  }
  await choose(page, 'Storage Class', 'WARM');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const key = 'reports/q3.csv';
  await sourceS3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'tiered,data\n' }));
  await expect
    .poll(
      async () => (await sourceS3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).StorageClass,
      {
        timeout: 30_000,
      },
    )
    .toBe('WARM');
  const moved = await targetS3.send(new ListObjectsV2Command({ Bucket: tierBucket, Prefix: 'warm/' }));
  expect(moved.Contents?.length).toBe(1);
  const read = await sourceS3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  expect(await read.Body?.transformToString()).toBe('tiered,data\n');
});
