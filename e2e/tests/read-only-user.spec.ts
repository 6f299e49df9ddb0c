// Issue 35, item 5: a user whose policy only lists and reads (the field report's read-only user) sees
// what they may read, "not allowed" where they may not, and every change disabled with the policy's
// reason before it is tried; no page says the refusal more than once.
import { CreateBucketCommand, PutBucketVersioningCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { emptyAndDeleteBucket, rootS3 } from '@granary/tools/root-s3';
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures.ts';

const bucket = 'e2e-read-only';
const policyName = 'e2e-read-only';
const user = { accessKey: 'e2e-read-only-user', secretKey: 'read-only-secret-1' };

test.beforeAll(async ({ stack, rootAdmin }) => {
  const s3 = rootS3(stack.minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(
    new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }),
  );
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/report.txt', Body: 'quarterly' }));
  await rootAdmin.addCannedPolicy(policyName, {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:ListAllMyBuckets', 's3:GetBucketLocation', 's3:ListBucket', 's3:GetObject'],
        Resource: ['arn:aws:s3:::*'],
      },
    ],
  });
  await rootAdmin.addUser(user.accessKey, user.secretKey, 'enabled');
  await rootAdmin.setPolicy({ policyNames: [policyName], entityName: user.accessKey, isGroup: false });
});

test.afterAll(async ({ stack, rootAdmin }) => {
  await rootAdmin.removeUser(user.accessKey);
  await rootAdmin.removeCannedPolicy(policyName);
  await emptyAndDeleteBucket(rootS3(stack.minio), bucket);
});

/** The reason a disabled control's wrapper shows on hover. */
async function expectReason(page: Page, control: Locator, reason: string): Promise<void> {
  await page.mouse.move(0, 0);
  await control.locator('..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toHaveText(reason);
}

async function signIn(page: Page, as = user): Promise<void> {
  await logIn(page, as.accessKey, as.secretKey);
  await expect(page.getByRole('navigation')).toBeVisible();
}

test('the folder offers reading and says why each change is disabled', async ({ page }) => {
  await signIn(page);
  await page.goto(`object-browser/${bucket}/docs/`);
  const table = page.getByRole('table', { name: 'Objects' });
  await expect(table.getByText('report.txt')).toBeVisible();

  const rowDelete = table.getByRole('button', { name: 'Delete', exact: true });
  await expect(rowDelete).toHaveAttribute('aria-disabled', 'true');
  await rowDelete.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Delete: Not allowed by your policy (s3:DeleteObject)');
  // Pressing it anyway opens nothing and sends nothing.
  await rowDelete.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Download', exact: true })).not.toHaveAttribute(
    'aria-disabled',
  );

  const upload = page.getByRole('button', { name: 'Upload File' });
  await expect(upload).toBeDisabled();
  await expectReason(page, upload, 'Not allowed by your policy (s3:PutObject)');
  const rewind = page.getByRole('button', { name: 'Rewind' });
  await expect(rewind).toBeDisabled();
  // The bucket is versioned: what stops Rewind is the policy, and the page says so.
  await expectReason(page, rewind, 'Not allowed by your policy (s3:GetBucketVersioning)');
  await table.getByRole('checkbox').first().check();
  const deleteSelected = page.getByRole('button', { name: 'Delete Selected' });
  await expect(deleteSelected).toBeDisabled();
  await expectReason(page, deleteSelected, 'Not allowed by your policy (s3:DeleteObject)');
});

test("the object's page opens, marks what is not allowed and disables each change", async ({ page }) => {
  await signIn(page);
  await page.goto(`object-browser/${bucket}/docs/report.txt`);
  await expect(page.getByRole('table', { name: 'Object' })).toContainText('docs/report.txt');
  await expect(page.getByLabel('Tags', { exact: true })).toHaveText('Not allowed by your policy');
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  const remove = page.getByRole('button', { name: 'Delete Object' });
  await expect(remove).toBeDisabled();
  await expectReason(page, remove, 'Not allowed by your policy (s3:DeleteObject)');
  await expect(page.getByText(/Access denied/i)).toHaveCount(0);
});

test('the bucket list and the bucket page disable Delete and say a refusal at most once', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('buckets');
  const table = page.getByRole('table', { name: 'Buckets' });
  const row = table.getByRole('row').filter({ hasText: bucket });
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');

  await page.goto(`buckets/${bucket}/summary`);
  await expect(page.getByRole('heading', { name: bucket })).toBeVisible();
  const summary = page.getByRole('tabpanel');
  await expect(summary.getByTestId('summary-versioning')).toContainText('Not allowed by your policy');
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  await expectReason(page, remove, 'Not allowed by your policy (s3:DeleteBucket)');
  await expect(page.getByRole('button', { name: 'Edit Versioning' })).toBeDisabled();
  // Every read the policy refuses is marked in place; no error sentence repeats.
  await expect(page.getByText(/Access denied/i)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('an auditor who may read identities and bucket settings but change nothing', () => {
  const auditorPolicy = 'e2e-read-only-auditor';
  const auditor = { accessKey: 'e2e-read-only-auditor', secretKey: 'auditor-secret-1' };

  test.beforeAll(async ({ rootAdmin }) => {
    await rootAdmin.addCannedPolicy(auditorPolicy, {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['admin:ListUsers', 'admin:GetUser', 'admin:ListGroups', 'admin:GetGroup'],
        },
        { Effect: 'Allow', Action: ['admin:GetPolicy', 'admin:ListUserPolicies'] },
        {
          Effect: 'Allow',
          Action: ['s3:ListAllMyBuckets', 's3:Get*', 's3:ListBucket'],
          Resource: ['arn:aws:s3:::*'],
        },
      ],
    });
    await rootAdmin.addUser(auditor.accessKey, auditor.secretKey, 'enabled');
    await rootAdmin.setPolicy({
      policyNames: [auditorPolicy],
      entityName: auditor.accessKey,
      isGroup: false,
    });
  });
  test.afterAll(async ({ rootAdmin }) => {
    await rootAdmin.removeUser(auditor.accessKey);
    await rootAdmin.removeCannedPolicy(auditorPolicy);
  });

  test('identity and bucket-settings changes are disabled with the action the policy lacks', async ({
    page,
  }) => {
    await signIn(page, auditor);

    await page.goto('users');
    await expect(page.getByRole('table', { name: 'Users' }).getByText(user.accessKey)).toBeVisible();
    const create = page.getByRole('button', { name: 'Create User' });
    await expect(create).toBeDisabled();
    await expectReason(page, create, 'Not allowed by your policy (admin:CreateUser)');
    await page.getByRole('table', { name: 'Users' }).getByText(user.accessKey).click();
    await expect(page.getByRole('button', { name: 'Delete User' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeDisabled();

    await page.goto('policies');
    await expect(page.getByRole('button', { name: 'Create Policy' })).toBeDisabled();
    const deletePolicy = page
      .getByRole('table', { name: 'Policies' })
      .getByRole('button', { name: 'Delete' });
    await expect(deletePolicy.first()).toHaveAttribute('aria-disabled', 'true');

    await page.goto(`buckets/${bucket}/lifecycle`);
    const addRule = page.getByRole('button', { name: 'Add Lifecycle Rule' });
    await expect(addRule).toBeDisabled();
    await expectReason(page, addRule, 'Not allowed by your policy (s3:PutLifecycleConfiguration)');
    await page.goto(`buckets/${bucket}/summary`);
    // The auditor reads the bucket's settings: they show, and each Edit says what is missing.
    await expect(page.getByTestId('summary-versioning')).toContainText('Enabled');
    await expect(page.getByRole('button', { name: 'Edit Versioning' })).toBeDisabled();
    await expectReason(
      page,
      page.getByRole('button', { name: 'Edit Versioning' }),
      'Not allowed by your policy (s3:PutBucketVersioning)',
    );
  });
});
