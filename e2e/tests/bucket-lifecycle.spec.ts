import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteBucketLifecycleCommand,
  GetBucketLifecycleConfigurationCommand,
  type LifecycleRule,
} from '@aws-sdk/client-s3';
import type { Locator, Page } from '@playwright/test';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { expect, logIn, test } from '../fixtures.ts';
import type { Stack } from '../stack.ts';
import { rootS3 } from '@granary/tools/root-s3';

const bucket = 'e2e-lc-rules';
const tierBucket = 'e2e-lc-tier-target';
const tier = 'E2ELC-WARM';
const nextYear = new Date().getFullYear() + 1;

const s3For = (target: { endpoint: string; rootUser: string; rootPassword: string }) => rootS3(target);

/** What MinIO itself holds, read with the root user's S3 GetBucketLifecycleConfiguration. */
async function rulesOnMinio(stack: Stack): Promise<LifecycleRule[]> {
  try {
    const answer = await s3For(stack.minio).send(
      new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }),
    );
    return answer.Rules ?? [];
  } catch (error) {
    if ((error as Error).name === 'NoSuchLifecycleConfiguration') return [];
    throw error;
  }
}

let second: MinioServer | undefined;

test.beforeAll(async ({ stack, rootAdmin }) => {
  const s3 = s3For(stack.minio);
  await s3.send(new DeleteBucketLifecycleCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await rootAdmin.removeTier(tier, { force: true }).catch(() => undefined);
  second = await startMinio({ drives: 1, name: 'e2e-lifecycle-tier' });
  await s3For(second).send(new CreateBucketCommand({ Bucket: tierBucket }));
  await rootAdmin.addTier({
    Type: 'minio',
    Name: tier,
    MinIO: {
      Endpoint: second.endpoint,
      AccessKey: second.rootUser,
      SecretKey: second.rootPassword,
      Bucket: tierBucket,
      Prefix: 'e2e/',
    },
  });
});

test.afterAll(async ({ stack, rootAdmin }) => {
  const s3 = s3For(stack.minio);
  await s3.send(new DeleteBucketLifecycleCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await rootAdmin.removeTier(tier, { force: true }).catch(() => undefined);
  await second?.stop();
});

async function openLifecycle(page: Page, stack: Stack) {
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto(`buckets/${bucket}/lifecycle`);
  await expect(page.getByRole('heading', { name: 'Lifecycle Rules' })).toBeVisible();
}

async function openAdd(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Lifecycle Rule' }).click();
  return page.getByRole('dialog', { name: 'Add Lifecycle Rule' });
}

async function choose(page: Page, scope: Locator, combobox: string, option: string) {
  // MUI names a select by its label followed by its current value.
  const select = scope.getByRole('combobox', { name: new RegExp(`^${combobox}`) });
  // A click on an option while its menu is still growing open can miss (seen with the Year list in a
  // clean-clone run): choose again until the select shows it.
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function pickDate(
  page: Page,
  dialog: Locator,
  group: string,
  month: string,
  day: string,
  year: string,
) {
  const picker = dialog.getByRole('group', { name: group });
  await choose(page, picker, 'Month', month);
  await choose(page, picker, 'Day', day);
  await choose(page, picker, 'Year', year);
}

const ruleRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Lifecycle Rules' }).getByRole('row').filter({ hasText: text });

test('adds expiry rules by days and by date and a transition to a tier, then disables and enables one', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000); // three adds, two edits and a delete, each checked on MinIO
  await openLifecycle(page, stack);
  await expect(page.getByText('There are no Lifecycle rules yet')).toBeVisible();

  let dialog = await openAdd(page);
  await dialog.getByLabel('Expiry Days').fill('30');
  await dialog.getByLabel('Prefix').fill('logs/');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ruleRow(page, 'logs/')).toContainText('30 days');
  expect(await rulesOnMinio(stack)).toEqual([
    expect.objectContaining({ Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 30 } }),
  ]);

  dialog = await openAdd(page);
  await dialog.getByRole('radio', { name: 'Date' }).check();
  await pickDate(page, dialog, 'Expiry Date', 'March', '15', String(nextYear));
  await dialog.getByLabel('Prefix').fill('dated/');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ruleRow(page, 'dated/')).toContainText(String(nextYear));
  const dated = (await rulesOnMinio(stack)).find((rule) => rule.Filter?.Prefix === 'dated/');
  // The rule by date that the previous console could not create: the picked day at midnight UTC.
  expect(dated?.Expiration?.Date?.toISOString()).toBe(`${nextYear}-03-15T00:00:00.000Z`);

  dialog = await openAdd(page);
  await dialog.getByRole('radio', { name: 'Transition' }).check();
  await dialog.getByLabel('Transition Days', { exact: true }).fill('5');
  await choose(page, dialog, 'Storage Class', tier);
  await dialog.getByLabel('Prefix').fill('cold/');
  await dialog.getByLabel('Tags key 1').fill('team');
  await dialog.getByLabel('Tags value 1').fill('ops');
  // Save waits for the tag editor's output to settle (500 ms, spec 1 §9) so no typed tag is lost.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const coldRow = ruleRow(page, 'cold/');
  await expect(coldRow).toContainText('5 days');
  await expect(coldRow).toContainText(tier);
  const rules = await rulesOnMinio(stack);
  expect(rules).toHaveLength(3);
  const cold = rules.find((rule) => rule.Transitions?.length);
  expect(cold).toMatchObject({
    Status: 'Enabled',
    Filter: { And: { Prefix: 'cold/', Tags: [{ Key: 'team', Value: 'ops' }] } },
    Transitions: [{ Days: 5, StorageClass: tier }],
  });
  await page.screenshot({ path: '/tmp/lifecycle-rules.png', fullPage: true });

  await coldRow.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Lifecycle Configuration' });
  await expect(dialog.getByLabel('Id')).toHaveValue(cold?.ID ?? '');
  await expect(dialog.getByLabel('Tags')).toHaveValue('team: ops');
  await page.screenshot({ path: '/tmp/lifecycle-edit.png' });
  await dialog.getByRole('switch', { name: 'Enabled' }).click();
  await expect(dialog.getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(coldRow).toContainText('Disabled');
  const afterDisable = await rulesOnMinio(stack);
  expect(afterDisable.find((rule) => rule.ID === cold?.ID)).toEqual({ ...cold, Status: 'Disabled' });
  expect(afterDisable.filter((rule) => rule.ID !== cold?.ID)).toEqual(
    rules.filter((rule) => rule.ID !== cold?.ID),
  );

  await coldRow.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('switch', { name: 'Disabled' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(coldRow).toContainText('Enabled');
  expect(await rulesOnMinio(stack)).toEqual(rules);

  await ruleRow(page, 'logs/').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Lifecycle Rule' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(ruleRow(page, 'logs/')).toHaveCount(0);
  expect((await rulesOnMinio(stack)).map((rule) => rule.ID)).toEqual(
    rules.filter((rule) => rule.Filter?.Prefix !== 'logs/').map((rule) => rule.ID),
  );
});

test('Save stays disabled until the rule is complete (spec 1 §4, §5)', async ({ page, stack }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' }); // this screen is looked at in the dark theme too
  await openLifecycle(page, stack);
  const before = await rulesOnMinio(stack);
  const dialog = await openAdd(page);
  const save = dialog.getByRole('button', { name: 'Save' });

  await expect(save).toBeDisabled();
  await dialog.getByLabel('Expiry Days').fill('0');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Expiry Days').fill('1');
  await expect(save).toBeEnabled();

  await dialog.getByRole('radio', { name: 'Date' }).check();
  await expect(save).toBeDisabled();
  await pickDate(page, dialog, 'Expiry Date', 'February', '30', String(nextYear));
  await expect(dialog.getByText('Choose a real calendar date')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.screenshot({ path: '/tmp/lifecycle-date-dark.png' });
  await choose(page, dialog.getByRole('group', { name: 'Expiry Date' }), 'Day', '28');
  await expect(save).toBeEnabled();
  await expect(dialog.getByRole('switch', { name: 'Expired Object Delete Marker' })).toBeDisabled();

  await dialog.getByRole('radio', { name: 'Transition' }).check();
  await dialog.getByRole('radio', { name: 'Days' }).check();
  await dialog.getByLabel('Transition Days', { exact: true }).fill('3');
  await expect(save).toBeDisabled(); // no storage class yet
  await choose(page, dialog, 'Storage Class', tier);
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Non-current Transition Days').fill('2');
  await expect(save).toBeDisabled(); // a non-current transition needs its own class
  await choose(page, dialog, 'Non-current Version Transition Storage Class', tier);
  await expect(save).toBeEnabled();

  const addTagRow = dialog.getByRole('button', { name: 'Add Tags row' });
  await expect(addTagRow).toBeDisabled();
  await dialog.getByLabel('Tags key 1').fill('only-a-key');
  await expect(addTagRow).toBeDisabled();
  await dialog.getByLabel('Tags value 1').fill('and-a-value');
  await expect(addTagRow).toBeEnabled();
  await page.screenshot({ path: '/tmp/lifecycle-add.png', fullPage: true });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await rulesOnMinio(stack)).toEqual(before);
});

test.describe('on a single-drive server', () => {
  let minio: MinioServer | undefined;
  let granary: GranaryServer | undefined;
  test.beforeAll(async () => {
    minio = await startMinio({ drives: 1, name: 'e2e-lifecycle-single' });
    granary = await startGranary({ minioEndpoint: minio.endpoint });
    await s3For(minio).send(new CreateBucketCommand({ Bucket: bucket }));
  });
  test.afterAll(async () => {
    await granary?.stop();
    await minio?.stop();
  });

  test('has no Lifecycle tab, and its address falls back to the summary', async ({ page }) => {
    await page.goto(`${granary?.url}/login`);
    await page.getByLabel('Enter Username').fill(minio?.rootUser ?? '');
    await page.getByLabel('Enter Password').fill(minio?.rootPassword ?? '');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.goto(`${granary?.url}/buckets/${bucket}/lifecycle`);
    await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/summary$`));
    const tabs = page.getByRole('tablist', { name: 'Bucket details' });
    await expect(tabs.getByRole('tab', { name: 'Summary' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Lifecycle' })).toHaveCount(0);
  });
});
