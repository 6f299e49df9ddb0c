import type { FirstPage, ViewPreferences } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { toHtml } from '../../lib/html-element.ts';
import { dateFormatter, firstPageData, firstPageTable, FIRST_PAINT_ROWS } from './markup.ts';

const view: ViewPreferences = { timeZone: 'UTC', locale: 'en-US', colorMode: 'system', menuOpen: true };
const entry = (name: string, size = 0) => ({ name, size, last_modified: '2026-11-24T15:04:00.000Z' });
const pageOf = (names: string[]): FirstPage => ({
  bucket: 'b',
  prefix: 'p/',
  page: { objects: names.map((name) => entry(name, 1536)), next_token: null },
});

describe('first paint markup', () => {
  it('writes dates as the app does, in the zone and locale of the cookie', () => {
    expect(dateFormatter(view)('2026-11-24T15:04:00.000Z')).toBe('Nov 24, 2026, 3:04 PM');
    expect(dateFormatter({ ...view, timeZone: 'Asia/Tokyo', locale: 'de-DE' })('2026-11-24T15:04:00Z')).toBe(
      '25.11.2026, 00:04',
    );
    expect(dateFormatter(view)('')).toBe('—');
  });

  it('draws a row per entry up to a screenful, folders without date, size or share and download', () => {
    const names = ['p/sub/', ...Array.from({ length: 70 }, (_, i) => `p/f-${i}.txt`)];
    const html = toHtml([firstPageTable(pageOf(names), view)]);
    expect(html).toContain('aria-rowcount="72"');
    expect(html).toContain(`style="height: ${40 + 71 * 40}px"`);
    expect(html.match(/role="row" aria-rowindex="\d+" style=/g)).toHaveLength(FIRST_PAINT_ROWS);
    const [folderRow = '', fileRow = ''] = html.split('role="row" aria-rowindex="').slice(2);
    expect(folderRow).toContain('<span>sub</span>');
    expect(folderRow.match(/data-disabled/g)).toHaveLength(2);
    expect(fileRow).toContain('<span>f-0.txt</span>');
    expect(fileRow).toContain('title="1.5 KiB"');
    expect(fileRow).not.toContain('data-disabled');
  });

  it('says an empty folder is empty, as the app does', () => {
    expect(toHtml([firstPageTable(pageOf([]), view)])).toContain('This folder is empty.');
  });

  it('keeps the page data from closing its script', () => {
    const html = toHtml([firstPageData(pageOf(['p/</script><script>alert(1)</script>']))]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>');
  });
});
