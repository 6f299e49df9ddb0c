// Chromium for the browser parts: one login per console (its cookies kept), then a fresh context per
// round, cold like a user opening a link; and the bits of script that run in the page.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '@granary/tools/chromium';
import type { Peer, PeerName, RowPage } from './peers.ts';
import type { Bench } from './setup.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type Browsing = { browser: Browser; states: Map<PeerName, StorageState>; close: () => Promise<void> };

const viewport = { width: 1400, height: 900 };

export async function openBrowser(peers: Peer[], user: string, password: string): Promise<Browsing> {
  // performance.memory is rounded and rarely updated without this flag.
  const args = [...chromiumFlags, '--enable-precise-memory-info'];
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const states = new Map<PeerName, StorageState>();
  try {
    for (const peer of peers) {
      const context = await browser.newContext({ viewport });
      await peer.logInPage(await context.newPage(), user, password);
      states.set(peer.name, await context.storageState());
      await context.close();
    }
  } catch (error) {
    await browser.close();
    throw error;
  }
  return { browser, states, close: () => browser.close() };
}

/** Runs `use` on a page of a new context holding the peer's login, then closes the context. */
export async function withFreshPage<T>(
  bench: Bench,
  peer: Peer,
  use: (page: Page) => Promise<T>,
  initScript?: string,
): Promise<T> {
  if (!bench.browsing) throw new Error('the browser was not started');
  const { browser, states } = bench.browsing;
  const context = await browser.newContext({
    viewport,
    baseURL: peer.url,
    storageState: states.get(peer.name),
  });
  try {
    if (initScript) await context.addInitScript({ content: initScript });
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The first row of `rows` that names `text`, for Playwright to wait on. */
export const rowNaming = (page: Page, rows: RowPage, text: string) =>
  page.locator(rows.row).filter({ hasText: text }).first();

/**
 * Time from page.goto to a row naming `text` visible, in ms. 'commit': goto's default also waits for the
 * load event, which comes after the first rows when a server draws them before its scripts load.
 */
export async function gotoFirstRow(page: Page, rows: RowPage, text: string, timeout = 60_000) {
  const start = performance.now();
  await page.goto(rows.path, { timeout, waitUntil: 'commit' });
  await rowNaming(page, rows, text).waitFor({ state: 'visible', timeout });
  return performance.now() - start;
}

// In-page code below is plain JavaScript in strings: the bench is type-checked without the DOM library.

/** The nearest ancestor of `el` that scrolls vertically (the list's scroll container). */
const scrollerOf = `(el) => {
  for (let box = el.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (box.scrollHeight > box.clientHeight && (overflowY === 'auto' || overflowY === 'scroll')) return box;
  }
  return document.scrollingElement;
}`;

const rowsNaming = `(selector, text) =>
  [...document.querySelectorAll(selector)].filter((row) => row.textContent.includes(text))`;

/** Init script: records when a row naming `text` first enters the DOM (ms since navigation start). */
export const firstRowInDomObserver = (rows: RowPage, text: string) => `{
  const rowsNaming = ${rowsNaming};
  const observer = new MutationObserver(() => {
    if (rowsNaming(${JSON.stringify(rows.row)}, ${JSON.stringify(text)}).length === 0) return;
    window.firstRowInDomAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}`;

export const firstRowInDomAt = (page: Page) => page.evaluate('window.firstRowInDomAt') as Promise<number>;

/** A row naming `text` is in the DOM and inside both its scroll container and the window. */
const rowVisible = `(selector, text) => {
  const scrollerOf = ${scrollerOf};
  return (${rowsNaming})(selector, text).some((row) => {
    const box = row.getBoundingClientRect();
    const frame = scrollerOf(row).getBoundingClientRect();
    const [top, bottom] = [Math.max(0, frame.top), Math.min(innerHeight, frame.bottom || innerHeight)];
    return box.height > 0 && box.bottom > top && box.top < bottom;
  });
}`;

/**
 * Init script: once the row naming `first` is visible, a user holding End (the list's scroll container
 * set to its bottom every 50 ms) until the row naming `last` is visible. Both moments are kept in
 * window.granaryBenchWalk as epoch milliseconds, to compare with the time page.goto was called.
 */
export const walkToEnd = (rows: RowPage, first: string, last: string) => `{
  const scrollerOf = ${scrollerOf};
  const rowVisible = ${rowVisible};
  const selector = ${JSON.stringify(rows.row)};
  const now = () => performance.timeOrigin + performance.now();
  const walk = (window.granaryBenchWalk = {});
  const timer = setInterval(() => {
    const row = document.querySelector(selector);
    if (!row) return;
    if (walk.firstAt === undefined) {
      if (!rowVisible(selector, ${JSON.stringify(first)})) return;
      walk.firstAt = now();
    }
    if (rowVisible(selector, ${JSON.stringify(last)})) {
      walk.lastAt = now();
      return clearInterval(timer);
    }
    const scroller = scrollerOf(row);
    scroller.scrollTop = scroller.scrollHeight;
  }, 50);
}`;

export const walkMarks = (page: Page) =>
  page.evaluate('window.granaryBenchWalk ?? {}') as Promise<{ firstAt?: number; lastAt?: number }>;

/** Expression: the highest number of a row named obj-NNNNNNNNN in the DOM (how far a walk got). */
export const furthestRow = (rows: RowPage) => `Math.max(-1, ...[...document.querySelectorAll(
  ${JSON.stringify(rows.row)})].map((row) => Number(/obj-(\\d+)/.exec(row.textContent)?.[1] ?? -1)))`;

/**
 * Polls an expression every 100 ms until it is true (false on timeout). Not page.waitForFunction: its
 * polling evaluates a string with eval, which v1.7.6's Content Security Policy forbids.
 */
export async function pollUntil(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await page.evaluate(expression)) return true;
    await sleep(100);
  }
  return false;
}

/** The page's used JS heap in MiB (precise with --enable-precise-memory-info). */
export const heapMiB = async (page: Page) =>
  ((await page.evaluate('performance.memory.usedJSHeapSize')) as number) / 1024 / 1024;

/** The JS heap the page still holds after a full garbage collection (CDP), in MiB. */
export async function heapAfterGcMiB(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}
