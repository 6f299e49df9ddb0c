// Heal against the shared 4-drive MinIO: an object's shard removed from one drive is rebuilt from the
// screen, and the drive holds the same bytes again.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { rootS3 } from '@granary/tools/root-s3';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-heal';
const key = 'reports/2026.bin';

/** The part.1 shard the drive holds for the object (the object is too large to be inlined in xl.meta). */
function shard(dir: string): Buffer {
  const part = readdirSync(dir, { recursive: true, withFileTypes: true }).find(
    (entry) => entry.isFile() && entry.name === 'part.1',
  );
  if (!part) throw new Error(`no part.1 under ${dir}`);
  return readFileSync(join(part.parentPath, part.name));
}

test('heals an object missing from one drive, and the drive holds its shard again', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const s3 = rootS3(stack.minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.alloc(400_000, 'granary') }));
  const damaged = join(stack.minio.dataDir, 'd2', bucket, key);
  const original = shard(damaged);
  rmSync(damaged, { recursive: true });

  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.getByRole('link', { name: 'Heal' }).click();
  await expect(page.getByRole('heading', { name: 'Heal' })).toBeVisible();
  await page.getByLabel('Bucket').click();
  await page.getByRole('option', { name: bucket, exact: true }).click();
  await page.getByLabel('Recursive').check();
  await page.getByRole('button', { name: 'Start' }).click();

  await expect(page.getByText('Heal finished.')).toBeVisible({ timeout: 30_000 });
  const summary = page.getByLabel('Heal summary');
  await expect(summary).toContainText('Objects healed:1 / 1');
  await expect(summary).toContainText('Size scanned:390.6 KiB');
  await expect(page.getByRole('img', { name: /Item's health before healing/ })).toHaveAccessibleName(
    /before healing: Green \d+(\.\d)?%, Yellow \d+(\.\d)?%, Red 0%, Grey 0%; after: Green 100%, Yellow 0%, Red 0%, Grey 0%/,
  );
  const row = page
    .getByRole('table', { name: 'Items short of drives' })
    .getByRole('row')
    .filter({ hasText: key });
  await expect(row).toContainText('Yellow');
  await expect(row).toContainText('Green');
  await expect(row).toContainText('d2 missing → ok');

  expect(existsSync(join(damaged, 'xl.meta'))).toBe(true);
  expect(shard(damaged).equals(original)).toBe(true);
});

test('Force Start and Force Stop exclude each other; Force Stop says what it stopped', async ({
  page,
  stack,
}) => {
  await rootS3(stack.minio)
    .send(new CreateBucketCommand({ Bucket: bucket }))
    .catch(() => undefined);
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('heal');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Select a bucket from the list')).toBeVisible();

  await page.getByLabel('Bucket').click();
  await page.getByRole('option', { name: bucket, exact: true }).click();
  await page.getByLabel('Prefix').fill('/etc');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('must not start with "/"')).toBeVisible();
  await page.getByLabel('Prefix').fill('never-healed/');

  await page.getByLabel('Force Start').check();
  await page.getByLabel('Force Stop').check();
  await expect(page.getByLabel('Force Start')).not.toBeChecked();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('alert')).toContainText(`No heal was known on ${bucket}/never-healed/`);
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});
