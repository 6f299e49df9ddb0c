// Diagnostic against the shared MinIO: MinIO's health information gathered and saved as diagnostic.json.
import { readFile } from 'node:fs/promises';
import { expect, logIn, test } from '../fixtures.ts';

test('gathers MinIO’s health information and downloads it as diagnostic.json', async ({ page, stack }) => {
  test.setTimeout(90_000);
  await logIn(page, stack.minio.rootUser, stack.minio.rootPassword);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('health-info');
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start Diagnostic' }).click();
  await expect(page.getByText('Diagnostic file is ready to be downloaded.')).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('diagnostic.json');
  const report = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>;
  expect(report).toHaveProperty('minio');
  expect(report).toHaveProperty('timestamp');
});
