import type { Page } from '@playwright/test';
import { operatorRules, tenantReaderRules, type KubeFixtures } from '@granary/tools/kube/fixtures';

/** The create-tenant specs' cluster: four labelled nodes, a storage class, and an admin's and a reader's token. */
export const wizardCluster =
  (tokens: { admin: string; reader: string }) =>
  async (fixtures: KubeFixtures): Promise<void> => {
    for (const [i, node] of ['node-1', 'node-2', 'node-3', 'node-4'].entries())
      await fixtures.createNode(node, { memory: '16Gi', labels: { 'granary.test/zone': i < 2 ? 'a' : 'b' } });
    await fixtures.createStorageClass('standard');
    await fixtures.createTenant('wiz-taken', 'already-here', { pools: [] });
    await fixtures.createNamespace('wiz-ready');
    tokens.admin = await fixtures.serviceAccountToken('wiz-ops', 'admin', operatorRules);
    tokens.reader = await fixtures.serviceAccountToken('wiz-ops', 'reader', tenantReaderRules);
  };

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });
/** The tenant's name, not the namespace below it (a required field's label ends in an asterisk). */
export const tenantNameField = (page: Page) => page.getByRole('textbox', { name: /^Name\s*\*?$/ });

/** Name Tenant filled for a new namespace, created through the wizard's own prompt. */
export async function nameInNewNamespace(page: Page, name: string, namespace: string): Promise<void> {
  await tenantNameField(page).fill(name);
  await page.getByLabel('Namespace').fill(namespace);
  await page.getByRole('button', { name: 'Create new namespace' }).click();
  await page
    .getByRole('dialog', { name: 'Create new namespace' })
    .getByRole('button', { name: 'Create' })
    .click();
}
