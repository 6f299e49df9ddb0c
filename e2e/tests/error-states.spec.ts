// Issue 17, item 2: an error is said once, where it applies, without the empty-list text under it; what
// the user cannot do is disabled with the reason on hover.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { rootS3 } from '@silo/tools/root-s3';
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
  await expect(page.getByRole('tooltip')).toContainText('Your policy does not allow adding objects');
});
