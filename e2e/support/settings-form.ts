import type { Locator, Page } from '@playwright/test';

/** A text field by its label, with or without the required mark (Key must not match Routing Key). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\*)?$`) });
}

/** Picks `option` in the select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('combobox', { name: new RegExp(`^${escaped}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the fields named by label, in order. */
export async function fillFields(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}
