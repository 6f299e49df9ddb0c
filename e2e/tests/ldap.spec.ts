import { expect, test, type Page } from '@playwright/test';
import { attachLdapPolicy } from '@granary/tools/ldap/ldap-policy';
import { minioLdapEnv } from '@granary/tools/ldap/minio-env';
import { startSlapd, type SlapdServer } from '@granary/tools/ldap/slapd';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';

// LDAP logins against a real OpenLDAP, with a MinIO and a Granary (CONSOLE_LDAP_ENABLED=on) of their own.
const admin = { uid: 'lena', password: 'lena-ldap-pass' };

let ldap: SlapdServer | undefined;
let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ldap = await startSlapd({
    users: [admin, { uid: 'otto', password: 'otto-ldap-pass' }],
    groups: [{ cn: 'console-admins', members: [admin.uid] }],
  });
  minio = await startMinio({ drives: 1, name: 'e2e-ldap', env: minioLdapEnv(ldap) });
  // The policy goes to the group's DN: the login also proves MinIO's group lookup.
  await attachLdapPolicy(minio, { policies: ['consoleAdmin'], group: ldap.groupDn('console-admins') });
  granary = await startGranary({ minioEndpoint: minio.endpoint, env: { CONSOLE_LDAP_ENABLED: 'on' } });
});

test.afterAll(async () => {
  await granary?.stop();
  await minio?.stop();
  await ldap?.stop();
});

async function logIn(page: Page, username: string, password: string) {
  await page.goto(`${granary?.url}/login`);
  await expect(page.getByRole('heading', { name: 'Console Login' })).toBeVisible();
  await page.getByLabel('Enter Username').fill(username);
  await page.getByLabel('Enter Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an LDAP user logs in and the menu has no Users or Groups', async ({ page }) => {
  await logIn(page, admin.uid, admin.password);
  await expect(page).toHaveURL(`${granary?.url}/dashboard`);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'IAM Policies', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Buckets', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Groups', exact: true })).toHaveCount(0);
  await page.goto(`${granary?.url}/users`);
  await expect(page).toHaveURL(`${granary?.url}/dashboard`);
});

test('a wrong LDAP password shows the login error', async ({ page }) => {
  await logIn(page, admin.uid, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid login: check the username and password.');
  await expect(page).toHaveURL(`${granary?.url}/login`);
});
