import { expect, test } from '@playwright/test';
import { minioOpenIdEnv } from '@granary/tools/oidc/minio-env';
import { startOidcProvider, type OidcProviderServer } from '@granary/tools/oidc/provider';
import { freePort, startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';

// Single sign-on against a real OpenID provider, with a MinIO and a Granary of its own that trust it.
const client = { clientId: 'granary-e2e', clientSecret: 'granary-e2e-secret' };
const account = { login: 'sso-admin', name: 'Sam Single-Sign-On' };

let idp: OidcProviderServer;
let minio: MinioServer | undefined;
let granary: GranaryServer | undefined;
let consoleUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const granaryPort = await freePort();
  consoleUrl = `http://127.0.0.1:${granaryPort}`;
  const registration = { ...client, redirectUris: [`${consoleUrl}/oauth_callback`] };
  idp = await startOidcProvider({
    ...registration,
    accounts: { [account.login]: { name: account.name, email: 'sam@granary.test', policy: 'consoleAdmin' } },
  });
  // MinIO reads the provider's discovery document at start-up: the provider must already be up.
  minio = await startMinio({ drives: 1, name: 'e2e-sso', env: minioOpenIdEnv(idp.issuer, registration) });
  granary = await startGranary({
    minioEndpoint: minio.endpoint,
    port: granaryPort,
    env: {
      CONSOLE_IDP_URL: idp.issuer,
      CONSOLE_IDP_CLIENT_ID: client.clientId,
      CONSOLE_IDP_SECRET: client.clientSecret,
      CONSOLE_IDP_CALLBACK: `${consoleUrl}/oauth_callback`,
    },
  });
});

test.afterAll(async () => {
  await granary?.stop();
  await minio?.stop();
  await idp?.stop();
});

test('a user signs in through the identity provider and reaches the console', async ({ page }) => {
  await page.goto(`${consoleUrl}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('link', { name: 'Login with SSO' }).click();

  // The provider's own development login and consent pages.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(account.login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${consoleUrl}/dashboard`);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Buckets', exact: true })).toBeVisible();

  // The session is a real MinIO STS session: the API answers with it after a reload.
  await page.reload();
  await expect(menu.getByRole('link', { name: 'IAM Policies', exact: true })).toBeVisible();
});

test("the provider's error is shown on the callback page", async ({ page }) => {
  await page.goto(
    `${consoleUrl}/oauth_callback?error=access_denied&error_description=${encodeURIComponent('The user declined.')}`,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('IDP Error: access_denied');
  await expect(alert).toContainText('The user declined.');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('a forged state sends the user back to the login screen with the reason', async ({ page }) => {
  await page.goto(`${consoleUrl}/login`);
  await expect(page.getByRole('link', { name: 'Login with SSO' })).toBeVisible();
  await page.goto(`${consoleUrl}/oauth_callback?code=stolen-code&state=v1.9999999999.forged`);
  await expect(page).toHaveURL(`${consoleUrl}/login`);
  await expect(page.getByRole('alert')).toContainText('The sign-in state is not valid. Sign in again.');
});
