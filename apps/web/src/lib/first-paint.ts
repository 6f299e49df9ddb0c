import { firstPageSchema, firstPaintIds, type FirstPage } from '@granary/contract';

/**
 * Whether the server drew a deep link's first rows into #root (see firstPaintIds in the contract): the
 * app then draws the page only once it can draw all of it, so the rows never give way to a blank page.
 */
export const firstPaintShown = (): boolean => document.getElementById(firstPaintIds.root) !== null;

/** The folder page the server listed for the first rows, checked like any API answer; read once. */
export function takeFirstPage(): FirstPage | undefined {
  const script = document.getElementById(firstPaintIds.data);
  if (!script?.textContent) return undefined;
  script.remove();
  try {
    const parsed = firstPageSchema.safeParse(JSON.parse(script.textContent));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
