// A tenant's Pools, Pods, a pod's page and the tenant's live events against a real kube-apiserver of its
// own: pods and events written as the operator's StatefulSets and a kubelet would, Expand Tenant writing
// the Tenant, a pod deleted with its typed name, the API server's own answer where it cannot serve a log
// (no kubelet runs), RBAC (a reader's disabled actions and refused list), axe and screenshots.
import { expect, test, type Page } from '@playwright/test';
import { operatorRules, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { podFixtures } from '@granary/tools/kube/pod-fixtures';
import { seriousViolations } from '../support/axe.ts';
import { operatorStackForSpec } from '../support/operator-stack.ts';

const tokens = { admin: '', reader: '' };
const namespace = 'e2e-pods';
const tenantPath = `/namespaces/${namespace}/tenants/storage`;
let pods: ReturnType<typeof podFixtures>;
let placedUid = '';

const spec = operatorStackForSpec(async (fixtures) => {
  pods = podFixtures(fixtures.access);
  await fixtures.createTenant(namespace, 'storage', { pools: [tenantPool(4, 2, '100Gi', 'pool-0')] });
  placedUid = await pods.createPod(namespace, 'storage-pool-0-0', {
    tenant: 'storage',
    pool: 'pool-0',
    nodeName: 'worker-1',
  });
  await pods.writePodStatus(namespace, 'storage-pool-0-0', {
    phase: 'Running',
    podIP: '10.4.0.7',
    restarts: [1],
  });
  await pods.createPod(namespace, 'storage-pool-0-1', { tenant: 'storage', pool: 'pool-0' });
  await pods.createEvent(
    namespace,
    { kind: 'Pod', name: 'storage-pool-0-0', uid: placedUid },
    { name: 'started', reason: 'Started', message: 'Started container minio', lastSeen: new Date() },
  );
  tokens.admin = await fixtures.serviceAccountToken('e2e-pods-ops', 'admin', operatorRules);
  tokens.reader = await fixtures.serviceAccountToken('e2e-pods-ops', 'reader', tenantReaderRules);
});

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, name: string, text: string) =>
  table(page, name).getByRole('row').filter({ hasText: text });

test('Pools lists the pools, and Expand Tenant appends one to the Tenant', async ({ page }) => {
  await spec.login(page, tokens.admin);
  await page.goto(`${spec.granary.url}${tenantPath}/pools`);
  await expect(row(page, 'Pools', 'pool-0')).toContainText('100 GiB');
  await page.getByRole('button', { name: 'Expand Tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Expand Tenant' });
  await expect(dialog.getByLabel('Pool Name')).toHaveValue('pool-1');
  await dialog.getByLabel('Pool Name').fill('pool-0');
  await expect(dialog.getByText('The tenant already has a pool named pool-0')).toBeVisible();
  await dialog.getByLabel('Pool Name').fill('pool-1');
  await dialog.getByLabel('Drive Size (Gi)').fill('200');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText("Pool 'pool-1' added")).toBeVisible();
  await expect(row(page, 'Pools', 'pool-1')).toContainText('200 GiB');
  const tenant = await spec.cluster.getTenant(namespace, 'storage');
  expect((tenant?.spec.pools as { name: string }[]).map((pool) => pool.name)).toEqual(['pool-0', 'pool-1']);
});

test('Pods: the rows, events live, a pod’s page with its events and the API server’s answer for its log, and Delete', async ({
  page,
}) => {
  await spec.login(page, tokens.admin);
  await page.goto(`${spec.granary.url}${tenantPath}/pods`);
  await expect(row(page, 'Pods', 'storage-pool-0-0')).toContainText('Running');
  await expect(row(page, 'Pods', 'storage-pool-0-0')).toContainText('10.4.0.7');
  await expect(row(page, 'Pods', 'storage-pool-0-0')).toContainText('worker-1');
  await expect(row(page, 'Pods', 'storage-pool-0-1')).toContainText('Not scheduled');
  const events = table(page, 'Tenant events');
  await expect(events.getByRole('row').filter({ hasText: 'Started container minio' })).toBeVisible();
  // An event Kubernetes records while the page is open shows without a reload.
  await pods.createEvent(
    namespace,
    { kind: 'Pod', name: 'storage-pool-0-0', uid: placedUid },
    {
      name: 'unhealthy',
      reason: 'Unhealthy',
      message: 'Readiness probe failed',
      type: 'Warning',
      lastSeen: new Date(),
    },
  );
  await expect(events.getByRole('row').filter({ hasText: 'Readiness probe failed' })).toBeVisible();

  await row(page, 'Pods', 'storage-pool-0-0').getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(`${spec.granary.url}${tenantPath}/pods/storage-pool-0-0`);
  const crumbs = page.getByRole('navigation', { name: 'Pod breadcrumb' });
  await expect(crumbs).toHaveText(/Pods.*storage-pool-0-0/);
  await expect(
    page.getByRole('navigation', { name: 'Tenant sections' }).getByRole('link', { name: 'Pods' }),
  ).toHaveAttribute('aria-current', 'page');
  const podEvents = table(page, 'Events of storage-pool-0-0');
  await expect(podEvents.getByRole('row').filter({ hasText: 'Readiness probe failed' })).toContainText(
    'Warning',
  );
  await expect(podEvents.getByRole('row').filter({ hasText: 'Started container minio' })).toContainText(
    /ago|Just now/,
  );
  await page.getByRole('tab', { name: 'Logs' }).click();
  // No kubelet runs: the API server's own answer, said as the API server gave it.
  await expect(
    page.getByText(
      'The Kubernetes API server could not get the log of pod storage-pool-0-0 from its node worker-1: pods "worker-1" not found',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Highlight Line')).toBeVisible();

  await crumbs.getByRole('link', { name: 'Pods' }).click();
  await row(page, 'Pods', 'storage-pool-0-1').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Pod' });
  const field = dialog.getByLabel('Type the pod name to confirm');
  await field.fill('storage-pool-0');
  await expect(dialog.getByText('Tenant name is incorrect')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await field.fill('storage-pool-0-1');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("Pod 'storage-pool-0-1' deleted")).toBeVisible();
  await expect(row(page, 'Pods', 'storage-pool-0-1')).toHaveCount(0);
  expect(await pods.getPod(namespace, 'storage-pool-0-1')).toBeUndefined();
});

test('a reader sees Expand Tenant and Delete disabled naming the verb, and why the pods cannot be listed', async ({
  page,
}) => {
  await spec.login(page, tokens.reader);
  await page.goto(`${spec.granary.url}${tenantPath}/pools`);
  await expect(page.getByRole('button', { name: 'Expand Tenant' })).toBeDisabled();
  const reason = "Your Kubernetes account may not change tenants (verb 'update' on tenants.minio.min.io).";
  await page.getByLabel(reason).hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await page.getByRole('navigation', { name: 'Tenant sections' }).getByRole('link', { name: 'Pods' }).click();
  await expect(
    page.getByText(/^Error loading pods: Kubernetes refused: .*cannot list resource "pods"/),
  ).toBeVisible();
  // The live events need the pods too: the stream says so in Kubernetes' words.
  await expect(page.getByRole('alert').filter({ hasText: 'cannot list resource "pods"' })).toBeVisible();
});

// Light at desktop width looks at every screen; dark at the busiest, the phone at the two widest.
for (const [scheme, viewport, every] of [
  ['light', { width: 1280, height: 900 }, true],
  ['dark', { width: 1280, height: 900 }, false],
  ['light', { width: 390, height: 844 }, false],
] as const)
  test(`Pools, Pods and a pod pass axe's WCAG 2.1 AA rules (${scheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await spec.login(page, tokens.admin);
    const shot = async (name: string) => {
      // The header's Refresh spins (and fades) while the tenant loads: looked at once it has.
      await expect(page.getByRole('button', { name: 'Refresh', includeHidden: true }).first()).toBeEnabled();
      expect(await seriousViolations(page), name).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({
        path: test.info().outputPath(`${name}-${scheme}-${viewport.width}.png`),
        fullPage: true,
      });
    };
    if (every) {
      await page.goto(`${spec.granary.url}${tenantPath}/pools`);
      await expect(row(page, 'Pools', 'pool-0')).toBeVisible();
      await page.getByRole('button', { name: 'Expand Tenant' }).click();
      await expect(page.getByRole('dialog', { name: 'Expand Tenant' })).toBeVisible();
      await shot('expand-tenant');
      await page.keyboard.press('Escape');
      await shot('pools');
    }
    await page.goto(`${spec.granary.url}${tenantPath}/pods`);
    await expect(
      table(page, 'Tenant events').getByRole('row').filter({ hasText: 'Started' }).first(),
    ).toBeVisible();
    await shot('pods');
    if (scheme === 'dark') return;
    // Within the app, as a user goes: the tenant stays loaded (a reload would fade Refresh while it loads).
    await row(page, 'Pods', 'storage-pool-0-0').getByRole('button', { name: 'View' }).click();
    await expect(table(page, 'Events of storage-pool-0-0').getByRole('row').nth(1)).toBeVisible();
    if (every) await shot('pod-events');
    await page.getByRole('tab', { name: 'Logs' }).click();
    await expect(page.getByText(/could not get the log/)).toBeVisible();
    await shot('pod-logs');
  });
