import { describe, expect, it } from 'vitest';
import { listAllPages, type PageRequest } from './list-pages.ts';

describe('listAllPages', () => {
  it('follows the continue token, of either spelling, until the API server gives none', async () => {
    const asked: PageRequest[] = [];
    const pages = [
      { items: [1, 2], metadata: { _continue: 'second' } },
      { items: [3, 4], metadata: { continue: 'third' } },
      { items: [5], metadata: { continue: '' } },
    ];
    const items = await listAllPages(async (request) => {
      asked.push(request);
      return pages[asked.length - 1] ?? { items: [] };
    }, 2);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([
      { limit: 2, _continue: undefined },
      { limit: 2, _continue: 'second' },
      { limit: 2, _continue: 'third' },
    ]);
  });
});
