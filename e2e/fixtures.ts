import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { AdminClient } from '@granary/madmin';
import type { Stack } from './stack.ts';
import { readStack } from './stack.ts';

type Fixtures = { stack: Stack; rootAdmin: AdminClient };

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
  stack: async ({}, use) => use(readStack()),
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  rootAdmin: async ({ stack }, use) =>
    use(
      new AdminClient({
        endpoint: stack.minio.endpoint,
        credentials: { accessKeyId: stack.minio.rootUser, secretAccessKey: stack.minio.rootPassword },
      }),
    ),
});

export { expect };

/** Logs in on the shared stack, or on a spec's own Granary at `base`. */
export async function logIn(page: Page, username: string, password: string, base?: string): Promise<void> {
  await page.goto(base ? `${base}/login` : 'login');
  await page.getByLabel('Enter Username').fill(username);
  await page.getByLabel('Enter Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
