import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules every screen is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds serious or critical on the page as it is now: each rule with the elements it names.
 * `exclude`: selectors of what is another page's (a frame of another console).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // Colours mid-transition (the theme following the OS's scheme after the first paint, a button's
  // state) are no colours the page rests in: wait for CSS transitions to end, not for endless animations.
  // Asked from here (the protocol's evaluate), not polled in the page: the app's CSP forbids eval there.
  await expect
    .poll(() =>
      page.evaluate<boolean>('document.getAnimations().every((a) => !(a instanceof CSSTransition))'),
    )
    .toBe(true);
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const { violations } = await (exclude.length > 0 ? builder.exclude(exclude) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
